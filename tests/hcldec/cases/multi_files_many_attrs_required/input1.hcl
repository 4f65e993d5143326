alpha = 1
bravo = 1
charlie = 1
delta = 1
echo = 1
foxtrot = 1

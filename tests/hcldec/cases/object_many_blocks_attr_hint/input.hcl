bravo = 1
charlie = 1
delta = 1
echo = 1
foxtrot = 1
golf = 1
hotel = 1
india = 1
juliet = 1
kilo = 1
lima = 1
alpha {
}

# Marks newer than Unicode 13 are clusters of their own to hclfmt (go-textseg
# v13), and the Ahom vowel signs still spacing marks: the columns it aligns to.
a = "aᫍ" # U+1ACD
bb = "a𑜠" # U+11720
c = "𑽁a" # U+11F41
ddd = 1 # end

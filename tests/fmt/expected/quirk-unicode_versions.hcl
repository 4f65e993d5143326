# Marks newer than Unicode 13 are clusters of their own to hclfmt (go-textseg
# v13), and the Ahom vowel signs still spacing marks; unassigned
# default-ignorables and U+FFFD are controls: the columns it aligns to.
a   = "aᫍ" # U+1ACD
bb  = "a𑜠"  # U+11720
c   = "𑽁a" # U+11F41
d   = "𓐹́"  # U+13439
e   = "⁥́" # U+2065
f   = "�́" # U+FFFD
ggg = 1    # end

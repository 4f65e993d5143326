# mode: content
# attrs: café
# blocks: naïve(ünique)
café = 1
naïve "ü" {}
cafe = 2

# mode: content
# attrs: tags
# blocks: item
tags {
  a = 1
}

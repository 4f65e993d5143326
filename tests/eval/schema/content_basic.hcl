# mode: content
# attrs: name count!
# blocks: resource(type,name) provider(name)
name  = "x"
count = 2
resource "a" "b" {
  x = 1
}
provider "p" {}
resource "c" "d" { y = 2 }

locals {
  a = x ? {
    b = 1
    } : {
    b = 2
  }
}

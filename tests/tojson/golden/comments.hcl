// one
block {
  # inside
  x = 1
}
/* two */
y = 2 # trail

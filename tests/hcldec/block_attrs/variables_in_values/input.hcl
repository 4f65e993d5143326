tags {
  a = "${env}-x"
  b = upper(env)
}

function "twice" {
  params = [s]
  result = "${s}${s}"
}
function "shout" {
  params = [s]
  result = upper(twice(s))
}

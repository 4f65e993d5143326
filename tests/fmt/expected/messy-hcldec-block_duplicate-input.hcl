logging {
  level = "a"
}
logging {
  level = "b"
}

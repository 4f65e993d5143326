logging {
  level = "info"
  file  = "/var/log/x"
}

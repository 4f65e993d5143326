name     = "web-${upper("frontend")}"
replicas = 3

listener "http" {
  port = 8080
}

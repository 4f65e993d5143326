# top
name = "x"

svc "web" {
  port = 80
}

svc "db" {
  port = 5432
  tags = ["a", "b"]
}

n = -1.5
t = var.t
m = "a-${b}\n"
e = {}

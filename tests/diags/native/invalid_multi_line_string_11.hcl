b "a
b" {EOT
}
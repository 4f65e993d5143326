POLICY
  extra_args = [for p in var.ports : { por\t = p, pr$otocol != "tcp" }]
  priority   = 97728
}

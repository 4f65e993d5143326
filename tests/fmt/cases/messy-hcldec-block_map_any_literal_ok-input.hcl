 service  "a" {}
  service "b"  {} 

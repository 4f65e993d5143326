region = "us-east-1"
zones  = ["a", "b"]

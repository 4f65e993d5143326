private = "maybe"

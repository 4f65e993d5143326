private    = "maybe"

v = "cost: $5 and 100%"

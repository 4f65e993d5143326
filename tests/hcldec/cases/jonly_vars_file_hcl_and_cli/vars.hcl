p = "hcl"
q = "overridden"

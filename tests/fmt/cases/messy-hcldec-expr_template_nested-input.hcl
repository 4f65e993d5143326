 v =  "outer ${"inner ${1 +    1}"}"

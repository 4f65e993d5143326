s = "a ${~ x ~} b %{ if c ~} y %{~ endif }"

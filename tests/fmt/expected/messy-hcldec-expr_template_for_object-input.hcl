v = "%{for k, v in o}${k}:${v} %{endfor}"

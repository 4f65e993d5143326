v = <<EOT
[
  %{~for x in [1, 2]~}
  ${x}
  %{~endfor~}
]
EOT

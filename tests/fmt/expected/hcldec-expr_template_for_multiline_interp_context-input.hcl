v = <<EOT
%{for x in l}${
x
}%{endfor}
EOT

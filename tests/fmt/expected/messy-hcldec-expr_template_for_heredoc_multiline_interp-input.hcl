v = <<EOT
%{for x in l~}
item ${
x
}
%{endfor~}
EOT

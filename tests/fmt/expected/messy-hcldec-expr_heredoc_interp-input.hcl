v = <<EOT
Hello ${name}
%{if true}cond%{endif}
EOT

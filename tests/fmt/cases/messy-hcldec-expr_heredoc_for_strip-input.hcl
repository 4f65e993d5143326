v = <<EOT
%{    for  x    in    ["a",    "b"] 	 ~}
- ${x}
%{ 	 endfor	~}
EOT

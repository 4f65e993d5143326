a = x y | z ^ <<-EOT
 ~ q

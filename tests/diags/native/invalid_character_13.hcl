a = $x
1
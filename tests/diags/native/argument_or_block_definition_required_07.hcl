b%{ a b }
 b }

a .
= x.

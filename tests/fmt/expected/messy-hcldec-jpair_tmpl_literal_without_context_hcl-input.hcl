a = "a$${b}"
b = "%%{ if x }"

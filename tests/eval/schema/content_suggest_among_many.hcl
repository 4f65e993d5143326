# mode: content
# attrs: source destination permissions owner group
destinaton = "/x"
ownr = "me"
grop = "g"
permisions = "0644"

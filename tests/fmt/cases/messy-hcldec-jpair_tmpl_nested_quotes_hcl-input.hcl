a =  "${"inner ${name}"}!"

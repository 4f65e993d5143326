a = "${"inner ${name}"}!"

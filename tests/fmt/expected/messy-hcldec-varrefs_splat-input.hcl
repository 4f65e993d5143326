v = items[*].id

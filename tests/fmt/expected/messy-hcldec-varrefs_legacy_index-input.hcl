v = items.0.id

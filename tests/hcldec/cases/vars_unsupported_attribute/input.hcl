v = obj.missing

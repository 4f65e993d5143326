v = obj.presnt

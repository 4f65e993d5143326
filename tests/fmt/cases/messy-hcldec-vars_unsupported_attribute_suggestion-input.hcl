 v = obj.presnt

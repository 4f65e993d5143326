v = [!true, !false, !!true]

	v 	 = [obj.tags    [    1], list	[2],  obj["name"]]

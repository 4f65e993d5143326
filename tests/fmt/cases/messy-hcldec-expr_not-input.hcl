  v 	 = [ !true, 	 !false,  !!true]

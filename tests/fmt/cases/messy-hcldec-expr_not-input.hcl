v 	 = 	 [ !true, !false, 	 !!true]

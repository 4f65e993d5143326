    a = [alpha, 	 lima, 	 hotel    ]

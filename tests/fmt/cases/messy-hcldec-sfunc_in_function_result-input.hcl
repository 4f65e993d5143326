v 	 = summary  (["first", "second"]  )

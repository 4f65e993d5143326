v =	"%{  for	x in 	 [[1], "ok", {  }] }${x}%{ endfor 	 }"

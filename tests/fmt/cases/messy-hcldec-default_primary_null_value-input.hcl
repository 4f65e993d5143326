 	 private	=	null

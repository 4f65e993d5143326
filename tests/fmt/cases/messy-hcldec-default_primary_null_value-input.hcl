	private 	 =    null

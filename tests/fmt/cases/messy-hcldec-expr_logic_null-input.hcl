    v	=    null 	 ||    true

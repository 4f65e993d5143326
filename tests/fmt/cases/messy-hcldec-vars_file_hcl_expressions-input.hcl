 v = total	

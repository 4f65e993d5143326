a = xs[ 5]	

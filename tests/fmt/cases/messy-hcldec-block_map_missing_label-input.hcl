service 	 {
    port =	80 
}    

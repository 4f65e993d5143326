  server {
 	 host	=    "localhost"
 	 port	=  8080
}

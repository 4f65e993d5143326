svc 	 {
 name 	 =	"web"
 rule    { 	 
 	 port = 80
  }	
    rule    {
    port	=    443
 	 }
	}

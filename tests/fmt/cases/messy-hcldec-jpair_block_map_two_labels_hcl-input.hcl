  svc "http" "web" 	 {    
  port = 80
}
	svc    "http"  "api" {
 	 port =	8080
 	 }
svc "tcp" "db" {
  port = 5432
}

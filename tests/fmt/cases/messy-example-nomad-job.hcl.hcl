# A Nomad-style job: blocks with labels, nested blocks, references,
 	 # function calls, conditionals, for expressions, templates and a heredoc.
 job	"web" {
    datacenters  =	["dc1",	"dc2"]
 	 type    = "service"
  priority =    var.high_priority ?    80 	 :    50

    group  "frontend" {
  count =    length( var.    zones)    * 	 2

 network	{
    port "http"	{	to = 8080 }	
 }

  task "server"	{
      driver = "docker"

 	 config  {
        image  =  "nginx:${var.nginx_version}"
    ports  =	["http"] 
        args  =    [for    a in  var.extra_args    : upper( a) if a  != ""]
      }

    env = {
        for	k 	 , v in 	 var .env	: k  => v
 	 }

  template 	 {
  destination 	 =    "local/index.html"
        data        = <<-EOT
          <h1>Hello from ${var  .    region}</h1>
          %{  for  z	in var    .zones  ~}
          <p>zone ${z}</p>
          %{    endfor  ~}
        EOT
    }

      resources {    
    cpu    = 500	# MHz
        memory    = 256 / 	 2
    }
  } 
 } 
}

# Public *endpoint behind the load balancer — literal $${x} and %%{y} kept
EOF
        destination = "local/app.conf"
        change_mode = "restart" 
  }
}
/* 日本語のコメント *"/
      }
      resources {
        cpu    = 500
        memory = 256
      }
    }
  }
}

# Ownd by the platform team — literal $${x} and %%{y} kept
EOF
        destination = "local/app.conf"
        change_mode = "restart"
     }
      resources {
     pu    = 500
        memory = 256
      }
    }
  }
}

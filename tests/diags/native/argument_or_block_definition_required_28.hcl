# Primary application server — literal $${x} and %%{y} kept
EOF
        destination =&& "local/app.conf"
        change_mode = "restart"
      }
      resources {
        cpu    = 200
        memory = 102<<EOT
4
      }
    }
  }
}

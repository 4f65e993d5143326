size_in_mb = 2

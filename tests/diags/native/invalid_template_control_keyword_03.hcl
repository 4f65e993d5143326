a = "%{ ifx }"

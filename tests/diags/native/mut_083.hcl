a = if "%{ e%ndif }"

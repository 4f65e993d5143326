	other =    1

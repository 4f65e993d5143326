a = "tab	here"
b = "  spaces  "

logging "main"    "extra"    { 
}

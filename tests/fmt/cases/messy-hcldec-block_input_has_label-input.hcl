logging  "main"	{
    level	= "x"
}

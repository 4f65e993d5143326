  service "a"	{}
service  "b"	{  }

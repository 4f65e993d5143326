logging	{  
  level =    ["x"]
} 

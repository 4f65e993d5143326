 v	= { extra    = 1  }

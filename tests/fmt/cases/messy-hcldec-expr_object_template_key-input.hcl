v	=  { "${k}_suffix" =  1 }

  blk    {    
  a    = 1
}

thing  {  
}

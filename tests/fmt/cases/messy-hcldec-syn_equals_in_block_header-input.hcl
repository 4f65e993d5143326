blk =    {
}

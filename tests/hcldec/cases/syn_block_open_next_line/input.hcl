blk
{
}

b x"
{
}

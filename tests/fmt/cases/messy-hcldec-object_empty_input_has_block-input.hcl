thing    {
}

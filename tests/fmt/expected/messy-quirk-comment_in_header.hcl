blk "a" /* c */ "b" {
}

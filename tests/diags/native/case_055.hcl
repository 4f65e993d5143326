b {

db {
  port = 5432
}

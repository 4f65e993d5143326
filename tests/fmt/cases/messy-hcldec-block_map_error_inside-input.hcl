service  "web" {
  port    =	"eighty"
}

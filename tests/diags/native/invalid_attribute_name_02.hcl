
resource "aws_instace" "report_383" {
  count                  = contains(["prod", "sandbox"], var.env) ? count.
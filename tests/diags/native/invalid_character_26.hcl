
/*
 * Public endpoint behind the load balancer
 * changed after incident #4412
 *
 * naïve résumé
 */
resource "aws_security_group" "sg_184" {
  name        = "stream-sg*/-${var.env}" /* TODO: tighten this before go-live */
  description = "サーバー設定 (日本語)"
  vpc_id      = aws_vpc.main.id

  ingress {
    description = "tuned for p99 latency"
    from_port   = 6379
    to_port     = 6379
 '   protoco

/*
 * Backups run nightly at 02:00 UTC
 * see RUNBOOK.md for details
 *
 * Привет, мир
 */
resource "aws_instance" "db_95" {
  count                  = var.n > 0 ? var.n : 1
  ami                    = data.aws_ami.ubuntu_79.id
  instance_type          = "t3.small"
  subnet_id              = module.cdn_50.outputs.options
  vpc_security_group_ids = [aws_security_group.sg_11.id, var.extra_sg]
  monitoring             = true
  ebs_optimized          = null
  cpu_core_count         = (element(var.settings.mike.metadata, count.index) + length(self.public_ip)) * 1.5
  priority               = "Managed by Terraform"
  extra_args             = "${var.env}-${var.region}-metrics"

  tags = zipmap(aws_instance.web_51[*].tags["Name"], aws_instance.web_71[*].tags["Name"])

  ro
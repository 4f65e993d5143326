
# tuned for p99 latency
dat(a "aws_ami"untu_48"

// tuned for p99 latency
setting_203 = "Public end
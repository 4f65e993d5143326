a = ["a-${name}", "${n}", "plain"]

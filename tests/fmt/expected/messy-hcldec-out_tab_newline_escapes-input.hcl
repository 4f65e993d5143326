v = "a\tb\nc\rd\\e\"f"

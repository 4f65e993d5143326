a = "héllo😀" + 1

v = someone

a = "%{ iff x }"

a = "\UFFFFFFF.F"

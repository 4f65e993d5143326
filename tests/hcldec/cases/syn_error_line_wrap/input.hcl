a = 1 @ "some fairly long operand 0" + "some fairly long operand 1" + "some fairly long operand 2" + "some fairly long operand 3" + "some fairly long operand 4" + "some fairly long operand 5"

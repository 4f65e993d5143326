# NFC applies wherever the first non-ASCII character stands: here after
# runs of ASCII longer than eight bytes.
a = "abcdefghijklmnopqe\u0301"
b = "abcdefghijklmnoṕ and then more than eight"

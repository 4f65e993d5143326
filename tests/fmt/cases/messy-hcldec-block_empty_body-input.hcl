 logging  {}

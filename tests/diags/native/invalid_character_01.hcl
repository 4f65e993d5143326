a = 'abc'

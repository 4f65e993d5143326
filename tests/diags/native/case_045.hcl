a = `abc`

v = smallest()

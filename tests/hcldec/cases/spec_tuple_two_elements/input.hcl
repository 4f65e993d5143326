first_element = "a"
second_element = 2

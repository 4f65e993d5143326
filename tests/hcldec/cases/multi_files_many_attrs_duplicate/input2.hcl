golf = 2
hotel = 2
india = 2
juliet = 2
kilo = 2
lima = 2
delta = 2


va
# top

a = 1 // end
/* block */
b = 2

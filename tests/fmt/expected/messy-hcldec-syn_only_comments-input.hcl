# just a comment
// another
/* and
   a block */

    item {}
    item 	 {}

v =	n[  * ].a

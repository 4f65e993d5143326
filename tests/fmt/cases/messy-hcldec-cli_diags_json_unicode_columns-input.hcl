a	= "héllo😀"	+    1

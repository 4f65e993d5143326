v 	 =    cfg.db	. hosts[1]

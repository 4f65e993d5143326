blk {	}

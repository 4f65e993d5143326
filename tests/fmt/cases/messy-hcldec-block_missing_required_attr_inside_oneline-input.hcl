db	{}

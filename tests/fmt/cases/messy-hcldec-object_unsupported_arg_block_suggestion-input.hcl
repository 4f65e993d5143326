settings =	{}

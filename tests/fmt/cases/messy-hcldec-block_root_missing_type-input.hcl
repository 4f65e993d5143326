config    {}

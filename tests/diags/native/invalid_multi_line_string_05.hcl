a = ="abc

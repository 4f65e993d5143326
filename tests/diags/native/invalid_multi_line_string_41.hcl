a [= ]"abc
de
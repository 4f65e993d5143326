a =	"$${name} and %%{ if }"

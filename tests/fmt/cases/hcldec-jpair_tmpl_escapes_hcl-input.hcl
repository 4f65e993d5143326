a = "$${name} and %%{ if }"

a 	 = "$${name} and %%{ if }"

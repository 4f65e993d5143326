v = "$${not_interp} and %%{not_directive}"

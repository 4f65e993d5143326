v = fo

this is { not valid

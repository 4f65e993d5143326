b {} c

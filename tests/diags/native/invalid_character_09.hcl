a%%{ endif`abc`

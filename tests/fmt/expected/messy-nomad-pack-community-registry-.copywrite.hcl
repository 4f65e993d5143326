schema_version = 1

project {
  license        = "MPL-2.0"
  copyright_year = 2021

  #header_ignore = [
  # "vendor/**",
  # "**autogen**",
  #]
}

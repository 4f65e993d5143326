outer {
  inner {
    innermost {
      v = "deep"
    }
  }
}

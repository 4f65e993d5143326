# mode: attributes

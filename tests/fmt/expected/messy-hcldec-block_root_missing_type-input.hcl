config {}

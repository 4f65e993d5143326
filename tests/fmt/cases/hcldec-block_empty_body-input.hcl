logging {}

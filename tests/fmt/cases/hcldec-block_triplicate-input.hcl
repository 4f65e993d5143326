logging {}
logging {}
logging {}

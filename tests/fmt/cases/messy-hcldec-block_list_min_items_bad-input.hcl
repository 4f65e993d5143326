 item {}

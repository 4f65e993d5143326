a "\*/UFFFFF"

a endif }"

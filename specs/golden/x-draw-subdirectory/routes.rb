draw "api/v1"

print("cookbook")

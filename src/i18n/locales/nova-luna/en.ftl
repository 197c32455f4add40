## Nova Luna (en)

## Nova Luna (fr)

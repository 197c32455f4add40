## Nova Luna (pl)

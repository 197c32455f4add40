## Via Nebula (pl)

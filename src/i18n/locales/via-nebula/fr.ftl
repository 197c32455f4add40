## Via Nebula (fr)

## Via Nebula (en)

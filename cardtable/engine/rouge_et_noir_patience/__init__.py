"""Rouge et Noir: the two-deck patience with colour foundations and King runs."""

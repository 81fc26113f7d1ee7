"""Le Rouge et Le Noir (Tarte Games): the bluffing duel, 2 players or 4 in partnerships."""

"""French Tarot: 78 cards, 3 to 6 players, contracts, talon, calls and handfuls."""

"""Computer players: pure Python, no Qt. They decide from a seat's observation only."""

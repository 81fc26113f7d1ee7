"""The table's colours, in one place: the felt, the side panel, the cream of
text on them, the paper of summary cards, and the gold that marks what is playable or whose turn it is."""

FELT = "#1f6b3a"
PANEL = "#174f2b"
CREAM = "#f4ecd8"
GOLD = "#ffd23f"
PAPER = "#faf6eb"   # summary cards: opaque, the table never shows through

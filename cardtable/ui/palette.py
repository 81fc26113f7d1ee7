"""The table's colours, in one place: the felt, the side panel, the cream of
text on them, the paper of summary cards, and the gold that marks what is playable or whose turn it is."""

FELT = "#1f6b3a"
PANEL = "#174f2b"
CREAM = "#f4ecd8"
GOLD = "#ffd23f"
PAPER = "#faf6eb"   # summary cards: opaque, the table never shows through
INK = "#1a1a1a"     # text on the paper
CLARET = "#7a1020"  # a summary card's edge, and the ring of its button with the keys
SLOT_TEXT = "#dfe8e1"   # a slot's word ("Play here"), on the slot's shade of the felt
DOUBLE = "#e8b923"  # Le Rouge et Le Noir's call for a double

# Every text colour of the table and the ground it is read on, each at least
# WCAG 2's 4.5:1 (tests/ui/test_contrast.py measures them, and every text
# item the tables draw).
TEXT_ON = [("labels on the felt", CREAM, FELT), ("whose turn, on the felt", GOLD, FELT),
           ("panel and status line", CREAM, PANEL), ("summary cards", INK, PAPER),
           ("double offered, in the panel", DOUBLE, PANEL)]

"""A standard two-colour French deck for Rouge et Noir patience, drawn as SVG.

Built for a patience table where cards overlap down a column and often only
the top fifth of a card shows: the rank is large and bold in the top-left
corner and the suit sits in the top-right corner, both inside that strip, so
every card in a fan can be read at small sizes; the same strip, turned, is at
the bottom, so the card reads either way up. Suits are drawn as paths (no
font needed), hearts and diamonds in a clear red, spades and clubs in near
black. Number cards carry the classic pip layouts between the two strips,
Aces one large pip, court cards a framed double-ended figure
(``figures.py``). The back is the app's red-and-black identity
(``svg.back``).
"""

from __future__ import annotations

from cardtable.ui.art import svg
from cardtable.ui.art.figures import figure, robe_colour

RED = svg.RED
BLACK = svg.BLACK
COURT_TINT = {RED: "#fbe3e6", BLACK: "#e4e6ea", svg.BLUE: "#e0e8f7", svg.GREEN: "#e0f0e4"}
INKS = [("red index and pips", RED, svg.PAPER, 4.5), ("black index and pips", BLACK, svg.PAPER, 4.5),
        ("blue index and pips (four colours)", svg.BLUE, svg.PAPER, 4.5),
        ("green index and pips (four colours)", svg.GREEN, svg.PAPER, 4.5),
        ("red court frame", RED, COURT_TINT[RED], 3), ("black court frame", BLACK, COURT_TINT[BLACK], 3),
        ("blue court frame", svg.BLUE, COURT_TINT[svg.BLUE], 3),
        ("green court frame", svg.GREEN, COURT_TINT[svg.GREEN], 3)]

# Suit shapes in a 100 x 100 box.
_SHAPES = {
    "H": '<path d="M50 92 C22 68 0 50 0 28 C0 10 13 0 27 0 C38 0 46 7 50 17 '
         'C54 7 62 0 73 0 C87 0 100 10 100 28 C100 50 78 68 50 92 Z"/>',
    "D": '<path d="M50 0 L88 50 L50 100 L12 50 Z"/>',
    "S": '<path d="M50 0 C60 20 100 40 100 63 C100 79 88 89 74 89 C64 89 57 84 53 77 '
         'C54 88 59 95 68 100 L32 100 C41 95 46 88 47 77 C43 84 36 89 26 89 '
         'C12 89 0 79 0 63 C0 40 40 20 50 0 Z"/>',
    "C": '<circle cx="50" cy="27" r="23"/><circle cx="25" cy="62" r="23"/>'
         '<circle cx="75" cy="62" r="23"/><path d="M44 55 L56 55 C56 78 60 92 70 100 '
         'L30 100 C40 92 44 78 44 55 Z"/>',
}
RANK_TEXT = {"T": "10"}
# Court indexes per language (docs/glossary.md): French packs say R/D/V;
# **[decision]** Japanese keeps J/Q/K, the indexes of the playing cards sold
# in Japan (トランプ), so it draws the English deck. Aces say A everywhere.
COURT_INDEX = {"en": {}, "fr": {"J": "V", "Q": "D", "K": "R"}}

# Pip centres for ranks 2..10 in the 200 x 280 card, between the index strips
# (y 14-54 at the top, 226-266 at the bottom); those below the middle are drawn upside down.
_X1, _X2, _XC = 62, 138, 100
_ROWS4 = (80, 120, 160, 200)
_PIPS = {
    2: [(_XC, 80), (_XC, 200)],
    3: [(_XC, 80), (_XC, 140), (_XC, 200)],
    4: [(_X1, 80), (_X2, 80), (_X1, 200), (_X2, 200)],
    5: [(_X1, 80), (_X2, 80), (_XC, 140), (_X1, 200), (_X2, 200)],
    6: [(_X1, 80), (_X2, 80), (_X1, 140), (_X2, 140), (_X1, 200), (_X2, 200)],
    7: [(_X1, 80), (_X2, 80), (_XC, 110), (_X1, 140), (_X2, 140), (_X1, 200), (_X2, 200)],
    8: [(_X1, 80), (_X2, 80), (_XC, 110), (_X1, 140), (_X2, 140), (_XC, 170), (_X1, 200),
        (_X2, 200)],
    9: [(x, y) for y in _ROWS4 for x in (_X1, _X2)] + [(_XC, 140)],
    10: [(x, y) for y in _ROWS4 for x in (_X1, _X2)] + [(_XC, 100), (_XC, 180)],
}
PIP_SIZE = 34
CONDENSED = "DejaVu Sans Condensed, DejaVu Sans, Arial Narrow, Arial, sans-serif"


def colour(code: str, inks: dict[str, str] = svg.TWO_COLOURS) -> str:
    return inks[code[1]]


def suit(code_suit: str, cx: float, cy: float, size: float, fill: str, upside_down: bool = False) -> str:
    """A suit symbol of ``size`` units centred on (cx, cy)."""
    scale = size / 100
    turn = " rotate(180 50 50)" if upside_down else ""
    return (f'<g transform="translate({cx - size / 2} {cy - size / 2}) scale({scale}){turn}" '
            f'fill="{fill}">{_SHAPES[code_suit]}</g>')


def _index(code: str, fill: str, language: str = "en") -> str:
    """Rank and suit across the top strip, and the same turned at the bottom."""
    rank = COURT_INDEX[language].get(code[0]) or RANK_TEXT.get(code[0], code[0])
    strip = (svg.label(14, 34, rank, 56 if len(rank) == 1 else 48, fill, anchor="start",
                       family=CONDENSED, width=0.57)
             + suit(code[1], 164, 34, 40, fill))
    return strip + f'<g transform="rotate(180 {svg.WIDTH / 2} {svg.HEIGHT / 2})">{strip}</g>'


def _court(code: str, fill: str) -> str:
    tint = COURT_TINT[fill]
    return (f'<rect x="34" y="66" width="132" height="148" rx="8" fill="{tint}" '
            f'stroke="{fill}" stroke-width="3"/>'
            + figure(code[0], robe_colour(fill, code[1] in "HD"), 38, 70, 124, 140)
            + f'<path d="M38 140 H162" stroke="{fill}" stroke-width="1.5"/>')


def face(code: str, inks: dict[str, str] = svg.TWO_COLOURS, language: str = "en") -> str:
    fill = colour(code, inks)
    rank = code[0]
    if rank == "A":
        body = suit(code[1], 100, 140, 96, fill)
    elif rank in "JQK":
        body = _court(code, fill)
    else:
        number = int(RANK_TEXT.get(rank, rank))
        body = "".join(suit(code[1], x, y, PIP_SIZE, fill, upside_down=y > 140)
                       for x, y in _PIPS[number])
    return svg.document(svg.frame() + _index(code, fill, language) + body)


class Art:
    aspect = svg.WIDTH / svg.HEIGHT
    french_suited = True  # an installed card deck may draw it (art/installed.py)

    def __init__(self, inks: dict[str, str] = svg.TWO_COLOURS, language: str = "en"):
        self.inks, self.language = inks, language

    def in_language(self, language: str) -> Art:
        """The same deck with its court indexes in ``language`` (English ones
        for a language it has none in); one object per language, so renderers cache it."""
        return _ARTS[self.inks is svg.FOUR_COLOURS, language if language in COURT_INDEX else "en"]

    def face_svg(self, code: str) -> str:
        return face(code, self.inks, self.language)

    def back_svg(self, kind: str = "") -> str:
        return svg.back()


_ARTS = {(four, language): Art(svg.FOUR_COLOURS if four else svg.TWO_COLOURS, language)
         for four in (False, True) for language in COURT_INDEX}
ART, FOUR_COLOUR_ART = _ARTS[False, "en"], _ARTS[True, "en"]

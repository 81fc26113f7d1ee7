"""The 78 French Tarot cards as SVG: suit cards with large corner indices and
drawn pips, four court cards each with its own colour, drawn figure
(``figures.py``) and name, 21 trumps with large numerals (the Oudlers
starred), and an Excuse that reads at a glance (a jester's star on gold).
Numbers that read otherwise upside down (6, 9, 16...) are underlined.

Cards are taller than the other decks' (200 x 330), like real Tarot cards.
"""

from __future__ import annotations

import math

from cardtable.ui.art import svg
from cardtable.ui.art.figures import figure, robe_colour

W, H = 200, 330
# Suit symbols as paths in a 100 x 100 box centred on (50, 50).
SUIT_PATH = {
    "H": "M50 90 C20 65 5 48 5 30 C5 14 18 5 30 5 C40 5 47 11 50 20 C53 11 60 5 70 5 "
         "C82 5 95 14 95 30 C95 48 80 65 50 90 Z",
    "D": "M50 3 L88 50 L50 97 L12 50 Z",
    "S": "M50 5 C62 28 95 42 95 62 C95 77 83 85 71 85 C63 85 56 81 53 75 C54 84 58 91 66 96 "
         "L34 96 C42 91 46 84 47 75 C44 81 37 85 29 85 C17 85 5 77 5 62 C5 42 38 28 50 5 Z",
    "C": "M50 5 C63 5 72 15 72 27 C72 35 68 41 63 45 C68 42 73 41 77 41 C89 41 97 51 97 62 "
         "C97 74 88 83 76 83 C66 83 58 77 54 68 C55 80 59 89 67 96 L33 96 C41 89 45 80 46 68 "
         "C42 77 34 83 24 83 C12 83 3 74 3 62 C3 51 11 41 23 41 C27 41 32 42 37 45 "
         "C32 41 28 35 28 27 C28 15 37 5 50 5 Z",
}
TRUMP_BAND, TRUMP_PAPER = "#2a4d8f", "#f7f1df"
EXCUSE_RED, EXCUSE_GOLD, EXCUSE_PAPER = "#b5121b", "#f6c945", "#fff3c4"
INKS = [("red index and pips", svg.RED, svg.PAPER, 4.5),
        ("blue index and pips (four colours)", svg.BLUE, svg.PAPER, 4.5),
        ("green index and pips (four colours)", svg.GREEN, svg.PAPER, 4.5),
        ("black index, pips, court name", svg.BLACK, svg.PAPER, 4.5),
        ("trump numbers", TRUMP_BAND, TRUMP_PAPER, 4.5), ("trump middle", TRUMP_BAND, svg.PAPER, 4.5),
        ("Excuse name", EXCUSE_RED, EXCUSE_PAPER, 4.5), ("Excuse corner star", EXCUSE_RED, EXCUSE_GOLD, 3)]
PANEL = {"K": "#f5e2a8", "Q": "#e6cce7", "C": "#cddcf0", "J": "#cfe6d3"}  # court: panel colour
# The words on the faces, per language (docs/glossary.md): court rank: (corner
# index, name under the figure), and the Excuse's name. **[decision]** Japanese
# keeps the K/Q/C/J indexes of the playing cards sold in Japan (トランプ), with
# the court names in katakana; French has the R/D/C/V of French Tarot packs.
COURT_WORDS = {
    "en": {"K": ("K", "KING"), "Q": ("Q", "QUEEN"), "C": ("C", "CAVALIER"), "J": ("J", "VALET")},
    "fr": {"K": ("R", "ROI"), "Q": ("D", "DAME"), "C": ("C", "CAVALIER"), "J": ("V", "VALET")},
    "ja": {"K": ("K", "キング"), "Q": ("Q", "クイーン"), "C": ("C", "カバリエ"), "J": ("J", "ジャック")},
}
BETWEEN_CORNERS = 100  # room for a word at the foot of a card, clear of the turned corner index
EXCUSE_WORD = {"en": "EXCUSE", "fr": "EXCUSE", "ja": "エクスキューズ"}
# Pip centres (x, y) in the card's middle panel for 1..10.
PIPS = {
    1: [(100, 165)],
    2: [(100, 95), (100, 235)],
    3: [(100, 95), (100, 165), (100, 235)],
    4: [(65, 95), (135, 95), (65, 235), (135, 235)],
    5: [(65, 95), (135, 95), (100, 165), (65, 235), (135, 235)],
    6: [(65, 95), (135, 95), (65, 165), (135, 165), (65, 235), (135, 235)],
    7: [(65, 95), (135, 95), (100, 130), (65, 165), (135, 165), (65, 235), (135, 235)],
    8: [(65, 95), (135, 95), (100, 130), (65, 165), (135, 165), (100, 200), (65, 235),
        (135, 235)],
    9: [(65, 85), (135, 85), (65, 130), (135, 130), (100, 165), (65, 200), (135, 200),
        (65, 245), (135, 245)],
    10: [(65, 85), (135, 85), (100, 110), (65, 135), (135, 135), (65, 195), (135, 195),
         (100, 220), (65, 245), (135, 245)],
}


def _symbol(suit: str, cx: float, cy: float, size: float, colour: str) -> str:
    scale = size / 100
    return (f'<path d="{SUIT_PATH[suit]}" fill="{colour}" '
            f'transform="translate({cx - size / 2} {cy - size / 2}) scale({scale})"/>')


def _corners(label: str, colour: str, suit: str | None) -> str:
    """The index in the top-left corner and, upside down, the bottom-right one."""
    size = 38 if len(label) < 2 else 30
    one = svg.label(28, 26, label, size, colour)
    if suit:
        one += _symbol(suit, 28, 74, 28, colour)
    return one + f'<g transform="rotate(180 {W / 2} {H / 2})">{one}</g>'


def suit_card(code: str, inks: dict[str, str] = svg.TWO_COLOURS, language: str = "en") -> str:
    suit, rank = code[0], code[1:]
    colour = inks[suit]
    body = svg.frame(width=W, height=H)
    if rank in PANEL:
        label, word = COURT_WORDS.get(language, COURT_WORDS["en"])[rank]
        body += (f'<rect x="48" y="52" width="104" height="226" rx="10" fill="{PANEL[rank]}" '
                 f'stroke="{colour}" stroke-width="3"/>'
                 + figure(rank, robe_colour(colour, suit in "HD"), 52, 56, 96, 218)
                 + svg.label(100, 300, word, svg.fitted(word, 17 if len(word) > 5 else 20, BETWEEN_CORNERS),
                             svg.BLACK))
    else:
        count = int(rank)
        size = 58 if count == 1 else 40
        body += "".join(_symbol(suit, x, y, size, colour) for x, y in PIPS[count])
        label = rank
    return svg.document(body + _corners(label, colour, suit), W, H)


def trump_card(number: int) -> str:
    oudler = number in (1, 21)
    band = TRUMP_BAND
    body = (svg.frame(fill=TRUMP_PAPER, width=W, height=H)
            + f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="10" fill="none" '
              f'stroke="{band}" stroke-width="4"/>'
            + f'<ellipse cx="100" cy="165" rx="70" ry="92" fill="{band}"/>'
            + f'<ellipse cx="100" cy="165" rx="60" ry="82" fill="{svg.PAPER}"/>'
            + svg.label(100, 165, str(number), 96 if number < 10 else 84, band))
    if oudler:
        body += _star(100, 52, 17, "#d4a017") + _star(100, 278, 17, "#d4a017")
    label = str(number)
    corners = svg.label(32, 28, label, 32, band)
    corners += f'<g transform="rotate(180 {W / 2} {H / 2})">{corners}</g>'
    return svg.document(body + corners, W, H)


def _star(cx: float, cy: float, r: float, fill: str) -> str:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy - radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="{svg.BLACK}" stroke-width="1.5"/>'


def excuse_card(language: str = "en") -> str:
    word = EXCUSE_WORD.get(language, EXCUSE_WORD["en"])
    body = (svg.frame(fill=EXCUSE_GOLD, width=W, height=H)
            + f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="10" fill="{EXCUSE_PAPER}" '
              f'stroke="{EXCUSE_RED}" stroke-width="4"/>'
            + _star(100, 150, 72, EXCUSE_RED)
            + _star(100, 150, 30, EXCUSE_GOLD)
            # the jester's cap: three points with bells
            + '<path d="M55 265 L70 222 L100 250 L130 222 L145 265 Z" fill="#2a4d8f" '
              'stroke="#1a1a1a" stroke-width="2"/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="6" fill="#f6c945" stroke="#1a1a1a"/>'
                      for x, y in ((70, 220), (100, 248), (130, 220)))
            + svg.label(100, 290, word, svg.fitted(word, 26, BETWEEN_CORNERS), EXCUSE_RED))
    corners = _star(32, 40, 16, EXCUSE_RED)
    corners += f'<g transform="rotate(180 {W / 2} {H / 2})">{corners}</g>'
    return svg.document(body + corners, W, H)


class TarotArt:
    aspect = W / H

    def __init__(self, inks: dict[str, str] = svg.TWO_COLOURS, language: str = "en"):
        self.inks, self.language = inks, language

    def in_language(self, language: str) -> TarotArt:
        """The same deck with its words in ``language`` (English words for a
        language it has none in); one object per language, so renderers cache it."""
        return _ARTS[self.inks is svg.FOUR_COLOURS, language if language in COURT_WORDS else "en"]

    def face_svg(self, code: str) -> str:
        if code == "EX":
            return excuse_card(self.language)
        if code[0] == "T":
            return trump_card(int(code[1:]))
        return suit_card(code, self.inks, self.language)

    def back_svg(self, kind: str = "") -> str:
        return svg.back(primary="#2a4d8f", secondary=svg.BLACK, width=W, height=H)


_ARTS = {(four, language): TarotArt(svg.FOUR_COLOURS if four else svg.TWO_COLOURS, language)
         for four in (False, True) for language in COURT_WORDS}
ART, FOUR_COLOUR_ART = _ARTS[False, "en"], _ARTS[True, "en"]

"""Le Rouge et Le Noir card art: number cards 1-7, the stake markers x2-x6,
and a red-and-black back ("The Red and the Black").

Number cards carry one huge numeral, so a card stays readable when the table
is small, with the number again in two corners (visible when cards overlap in
a fanned hand). Odd numbers are red, even ones black. The stake markers are
drawn as cards with the codes ``x2``..``x6`` so the table can move them like
cards: black with a gold multiplier.
"""

from __future__ import annotations

from cardtable.ui.art import svg

GOLD = "#e8b923"
CREAM = svg.PAPER
INKS = [("red numbers", svg.RED, CREAM, 4.5), ("black numbers", svg.BLACK, CREAM, 4.5),
        ("stake marker", GOLD, svg.BLACK, 4.5), ("stake words", CREAM, svg.BLACK, 4.5),
        ("back letters", svg.RED, CREAM, 4.5)]


def _colour(number: int) -> str:
    return svg.RED if number % 2 else svg.BLACK


def _number_card(number: int) -> str:
    colour = _colour(number)
    value = str(number)
    corners = (svg.label(30, 38, value, 46, colour)
               + svg.label(170, 242, value, 46, colour, rotate=180))
    pips = "".join(
        f'<path d="M{x} {y - 7} L{x + 6} {y} L{x} {y + 7} L{x - 6} {y} Z" fill="{colour}"/>'
        for x, y in _pip_row(number))
    return svg.document(
        svg.frame(fill=CREAM, stroke="#444")
        + f'<rect x="14" y="14" width="172" height="252" rx="9" fill="none" stroke="{colour}" '
          f'stroke-width="2.5" opacity="0.55"/>'
        + corners
        + svg.label(100, 132, value, 150, colour, family="DejaVu Serif, Georgia, serif")
        + pips)


def _pip_row(number: int) -> list[tuple[float, float]]:
    """Small diamonds under the numeral, one per point, for counting at a glance."""
    width = 16 * (number - 1)
    return [(100 - width / 2 + 16 * i, 226) for i in range(number)]


# The doubling card's words per language (docs/glossary.md): its title and
# the stake it proposes.
MARKER_WORDS = {"en": ("DOUBLE", "stake {}"), "fr": ("DOUBLE", "mise {}"), "ja": ("ダブル", "勝ち点 {}")}


def _marker(stake: int, language: str = "en") -> str:
    title, stake_words = MARKER_WORDS[language]
    words = stake_words.format(stake)
    return svg.document(
        svg.frame(fill=svg.BLACK, stroke=GOLD)
        + f'<rect x="14" y="14" width="172" height="252" rx="9" fill="none" stroke="{svg.RED}" '
          f'stroke-width="4"/>'
        + svg.label(100, 52, title, svg.fitted(title, 28, 150), GOLD)
        + svg.label(100, 140, f"×{stake}", 96, GOLD, family="DejaVu Serif, Georgia, serif")
        + svg.label(100, 228, words, svg.fitted(words, 24, 150), CREAM, weight="normal"))


def _back() -> str:
    w, h = svg.WIDTH, svg.HEIGHT
    diamonds = []
    for row in range(9):
        for col in range(6):
            x, y = 26 + col * 30 + (row % 2) * 15, 30 + row * 28
            fill = "#f0c9cf" if (row + col) % 2 else "#3a3a3a"
            diamonds.append(f'<path d="M{x} {y - 6} L{x + 5} {y} L{x} {y + 6} L{x - 5} {y} Z" '
                            f'fill="{fill}" opacity="0.45"/>')
    return svg.document(
        svg.frame(fill=CREAM, stroke="#333")
        + f'<rect x="12" y="12" width="{w - 24}" height="{h - 24}" rx="9" fill="{svg.RED}"/>'
        + f'<path d="M14 {h - 14} L{w - 14} 14 L{w - 14} {h - 14} Z" fill="{svg.BLACK}"/>'
        + "".join(diamonds)
        + f'<rect x="12" y="12" width="176" height="256" rx="9" fill="none" stroke="{CREAM}" stroke-width="3"/>'
        + f'<circle cx="100" cy="140" r="50" fill="{CREAM}" stroke="{GOLD}" stroke-width="4"/>'
        + f'<path d="M100 90 A50 50 0 0 0 100 190 Z" fill="{svg.RED}" opacity="0.12"/>'
        + svg.label(78, 140, "R", 46, svg.RED, family="DejaVu Serif, Georgia, serif")
        + svg.label(123, 140, "N", 46, svg.BLACK, family="DejaVu Serif, Georgia, serif"))


class Art:
    aspect = svg.WIDTH / svg.HEIGHT

    def __init__(self, language: str = "en"):
        self.language = language

    def in_language(self, language: str) -> Art:
        """The deck with its doubling cards' words in ``language`` (English
        for a language it has none in); one object per language, so renderers cache it."""
        return _ARTS[language if language in _ARTS else "en"]

    def face_svg(self, code: str) -> str:
        if code.startswith("x"):
            return _marker(int(code[1:]), self.language)
        return _number_card(int(code[1:]))

    def back_svg(self, kind: str = "") -> str:
        return _back()


_ARTS = {language: Art(language) for language in MARKER_WORDS}
ART = _ARTS["en"]

"""Small SVG builders shared by every deck's art, so cards look like one family.

Cards are drawn in a 200 x 280 box (aspect 5:7) unless a deck says otherwise.

Text is placed with ``label``: Qt's SVG renderer ignores
``dominant-baseline``, so the baseline is set by hand from the size (digits
and capitals are about 0.72 of the size tall), which keeps corner indexes
inside the card. A number that reads as another one upside down (6 and 9,
and 16/91 and the like) is underlined wherever it is written, so a card
turned on the table or seen from across it is never misread.
"""

from __future__ import annotations

import unicodedata

from cardtable.ui.markup import escape

WIDTH, HEIGHT = 200, 280
RED = "#c8102e"
BLACK = "#1a1a1a"
PAPER = "#fdfbf5"  # the face of a card
BLUE = "#1546a8"
GREEN = "#17702f"

# Suit inks of a French deck: the usual two colours, or the four-colour
# option (Options → Four-colour suits), which tells diamonds from hearts and
# clubs from spades at a glance: spades black, hearts red, diamonds blue,
# clubs green.
TWO_COLOURS = {"S": BLACK, "C": BLACK, "H": RED, "D": RED}
FOUR_COLOURS = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}


def document(body: str, width: int = WIDTH, height: int = HEIGHT) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}">{body}</svg>')


def frame(fill: str = PAPER, stroke: str = "#555", width: int = WIDTH,
          height: int = HEIGHT, radius: int = 14) -> str:
    """The card's rounded outline."""
    return (f'<rect x="2" y="2" width="{width - 4}" height="{height - 4}" rx="{radius}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="3"/>')


def text(x: float, y: float, value: str, size: float, fill: str = BLACK, weight: str = "bold",
         anchor: str = "middle", rotate: float = 0, family: str = "DejaVu Sans, Arial, sans-serif") -> str:
    turn = f' transform="rotate({rotate} {x} {y})"' if rotate else ""
    return (f'<text x="{x}" y="{y}" font-family="{family}" font-size="{size}" '
            f'font-weight="{weight}" fill="{fill}" text-anchor="{anchor}" '
            f'dominant-baseline="central"{turn}>{escape(value)}</text>')


TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}  # digits that read as digits upside down
CAP = 0.72  # height of digits and capitals, in font sizes


def reads_otherwise_upside_down(value: str) -> bool:
    """True for "6", "9", "16", "68"...: turned half a turn they read as
    another number."""
    if not value or not all(d in TURNED for d in value):
        return False
    turned = "".join(TURNED[d] for d in reversed(value))
    return turned != value and turned[0] != "0"


def label(x: float, y: float, value: str, size: float, fill: str = BLACK, *,
          anchor: str = "middle", rotate: float = 0, weight: str = "bold",
          family: str = "DejaVu Sans, Arial, sans-serif", width: float = 0.6) -> str:
    """``value`` with its digits or capitals centred on ``y`` (and on ``x``,
    or starting at ``x`` with anchor "start"), turned ``rotate`` degrees
    about that point; underlined when it reads otherwise upside down.
    ``width``: the face's digit width in font sizes (for the underline)."""
    out = text(x, y + CAP / 2 * size, value, size, fill, weight, anchor, family=family)
    if reads_otherwise_upside_down(value):
        length = width * size * len(value)
        left = x - length / 2 if anchor == "middle" else x
        out += (f'<rect x="{left:.1f}" y="{y + (CAP / 2 + 0.1) * size:.1f}" width="{length:.1f}" '
                f'height="{max(1.5, 0.07 * size):.1f}" fill="{fill}"/>')
    return f'<g transform="rotate({rotate} {x} {y})">{out}</g>' if rotate else out


def fitted(value: str, size: float, room: float) -> float:
    """``size``, or less so that bold ``value`` fits ``room`` units across
    (Latin capitals about 0.72 of the size wide, Japanese characters a full
    size): a word in another language stays inside its card."""
    ems = sum(1.0 if unicodedata.east_asian_width(c) in "WF" else 0.72 for c in value)
    return min(size, room / ems) if ems else size


def back(primary: str = RED, secondary: str = BLACK, width: int = WIDTH, height: int = HEIGHT) -> str:
    """The cardtable back: red and black diamonds in a cream border, the app's identity."""
    tiles = []
    step = 28
    for row, y in enumerate(range(20, height - 20, step // 2)):
        for x in range(20 + (row % 2) * step // 2, width - 20, step):
            colour = primary if (row // 1 + x // step) % 2 else secondary
            tiles.append(f'<path d="M{x} {y - 12} L{x + 10} {y} L{x} {y + 12} L{x - 10} {y} Z" '
                         f'fill="{colour}"/>')
    return document(
        frame(fill="#f4ecd8", stroke="#333", width=width, height=height)
        + f'<rect x="14" y="14" width="{width - 28}" height="{height - 28}" rx="8" fill="{secondary}"/>'
        + f'<clipPath id="in"><rect x="16" y="16" width="{width - 32}" height="{height - 32}" rx="7"/></clipPath>'
        + f'<g clip-path="url(#in)">{"".join(tiles)}</g>'
        + f'<rect x="16" y="16" width="{width - 32}" height="{height - 32}" rx="7" fill="none" '
          f'stroke="#f4ecd8" stroke-width="3"/>', width, height)

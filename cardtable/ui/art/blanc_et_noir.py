"""En blanc et noir's cards: the white number on a white field (top half, in a
serif face, as the box's Mincho) and the black number on a black field
(bottom half, in a sans face, as the box's Gothic). Each half has a big
number in its middle and a corner index on the left, so a fanned hand shows
both numbers of every card. A card turned half a turn puts its black half on
top: the table turns played cards so their suit half points to the middle.

The back: a black field in a cream border with a disc half white, half
black (drawn without clip paths, which Qt's SVG renderer does not apply).
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.engine.cards import blanc_et_noir_numbers
from cardtable.ui.art import svg

WHITE_FIELD = "#fbf8f0"
BLACK_FIELD = "#1b1b1b"
WHITE_INK = "#1b1b1b"
BLACK_INK = "#f4ecd8"
INKS = [("white number", WHITE_INK, WHITE_FIELD, 4.5), ("black number", BLACK_INK, BLACK_FIELD, 4.5)]
SERIF = "DejaVu Serif, Georgia, serif"
SANS = "DejaVu Sans, Arial, sans-serif"
HALF = svg.HEIGHT / 2


def _half(value: int, top: bool) -> str:
    """One half: its field (rounded on the outer corners), its big number,
    its corner index."""
    w, h, r = svg.WIDTH - 4, HALF - 2, 14
    if top:
        field = f"M2 {HALF} V{2 + r} Q2 2 {2 + r} 2 H{w + 2 - r} Q{w + 2} 2 {w + 2} {2 + r} V{HALF} Z"
        colour, ink, family, weight, corner = WHITE_FIELD, WHITE_INK, SERIF, "normal", 32
    else:
        bottom = HALF + h
        field = (f"M2 {HALF} V{bottom - r} Q2 {bottom} {2 + r} {bottom} H{w + 2 - r} "
                 f"Q{w + 2} {bottom} {w + 2} {bottom - r} V{HALF} Z")
        colour, ink, family, weight, corner = BLACK_FIELD, BLACK_INK, SANS, "bold", HALF + h - 32
    return (f'<path d="{field}" fill="{colour}"/>'
            + svg.label(114, (0 if top else HALF) + HALF / 2, str(value), 100, ink,
                        weight=weight, family=family)
            + svg.label(28, corner, str(value), 42, ink, family=family))


@lru_cache(maxsize=None)
def face(code: str) -> str:
    white, black = blanc_et_noir_numbers(code)
    outline = (f'<rect x="2" y="2" width="{svg.WIDTH - 4}" height="{svg.HEIGHT - 4}" rx="14" '
               f'fill="none" stroke="#555" stroke-width="3"/>')
    return svg.document(_half(white, True) + _half(black, False) + outline)


@lru_cache(maxsize=None)
def back() -> str:
    cx, cy, r = svg.WIDTH / 2, svg.HEIGHT / 2, 48
    rings = "".join(f'<rect x="{14 + k * 9}" y="{14 + k * 9}" width="{svg.WIDTH - 28 - k * 18}" '
                    f'height="{svg.HEIGHT - 28 - k * 18}" rx="{8}" fill="none" '
                    f'stroke="{BLACK_INK}" stroke-opacity="0.35" stroke-width="1.5"/>'
                    for k in range(1, 4))
    return svg.document(
        svg.frame(fill=BLACK_INK, stroke="#333")
        + f'<rect x="14" y="14" width="{svg.WIDTH - 28}" height="{svg.HEIGHT - 28}" rx="8" '
          f'fill="{BLACK_FIELD}"/>' + rings
        + f'<path d="M{cx} {cy - r} A{r} {r} 0 0 0 {cx} {cy + r} Z" fill="{WHITE_FIELD}"/>'
        + f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{BLACK_INK}" stroke-width="3"/>')


class Art:
    aspect = svg.WIDTH / svg.HEIGHT

    def face_svg(self, code: str) -> str:
        return face(code)

    def back_svg(self, kind: str = "") -> str:
        return back()


ART = Art()

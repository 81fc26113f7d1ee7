"""Red Secret card art: four colours numbered 1-8, the usual cardtable back,
and a red back for red cards played face down.

Colour is never the only cue: each colour has its own sign (red heart, blue
moon, green leaf, yellow star) in the corners, behind the big numeral and
counted out along the bottom, so the cards read the same to a colour-blind
player. The red back is crimson with cream hearts, unlike the dark diamond
back of the cards in hand, so "a red card, number unknown" is seen at once.
"""

from __future__ import annotations

from cardtable.ui.art import svg

CREAM = "#fdfbf5"
INK = {"R": "#b3122e", "B": "#1f4e9c", "G": "#186a2f", "Y": "#7a5a00"}   # numerals, outlines
TINT = {"R": "#f6c9cf", "B": "#c9d8f2", "G": "#d0eacf", "Y": "#fae7a0"}  # big sign fills
BACK_RED, BACK_CREAM = "#9e0f27", "#f4ecd8"
INKS = ([(f"{c} number and signs", INK[c], CREAM, 4.5) for c in INK]
        + [(f"{c} big number on its sign", INK[c], TINT[c], 4.5) for c in INK]
        + [("the red back's question mark", BACK_RED, BACK_CREAM, 4.5)])
SIGN = {
    # unit shapes centred on (0, 0), about 1 across
    "R": "M0 0.46 C-0.12 0.34 -0.5 0.1 -0.5 -0.16 C-0.5 -0.42 -0.18 -0.52 0 -0.28 "
         "C0.18 -0.52 0.5 -0.42 0.5 -0.16 C0.5 0.1 0.12 0.34 0 0.46 Z",
    "B": "M0.12 -0.486 A0.5 0.5 0 1 0 0.12 0.486 A0.62 0.62 0 0 1 0.12 -0.486 Z",
    "G": "M0 -0.5 C0.38 -0.28 0.36 0.22 0 0.42 C-0.36 0.22 -0.38 -0.28 0 -0.5 Z "
         "M-0.03 0.4 L0.03 0.4 L0.02 0.52 L-0.02 0.52 Z",
    "Y": "M0 -0.5 L0.118 -0.162 L0.476 -0.155 L0.19 0.062 L0.294 0.405 L0 0.2 "
         "L-0.294 0.405 L-0.19 0.062 L-0.476 -0.155 L-0.118 -0.162 Z",
}


def sign(colour: str, x: float, y: float, size: float, fill: str, stroke: str = "",
         width: float = 0.0) -> str:
    """The colour's sign, ``size`` across, centred on (x, y)."""
    line = f' stroke="{stroke}" stroke-width="{width / size:.4f}" stroke-linejoin="round"' if stroke else ""
    return (f'<path transform="translate({x} {y}) scale({size})" d="{SIGN[colour]}" '
            f'fill="{fill}"{line}/>')


def face(code: str) -> str:
    colour, value = code[0], code[1:]
    ink, tint = INK[colour], TINT[colour]
    number = int(value)
    corners = (svg.label(28, 34, value, 40, ink) + sign(colour, 28, 70, 24, ink)
               + svg.label(172, 246, value, 40, ink, rotate=180) + sign(colour, 172, 210, 24, ink))
    spacing = 17
    row = "".join(sign(colour, 100 - spacing * (number - 1) / 2 + spacing * i, 238, 14, ink)
                  for i in range(number))
    return svg.document(
        svg.frame(fill=CREAM, stroke="#444")
        + f'<rect x="12" y="12" width="176" height="256" rx="10" fill="none" stroke="{ink}" '
          f'stroke-width="3"/>'
        + corners
        + sign(colour, 100, 128, 132, tint, ink, 3)
        + svg.label(100, 128, value, 104, ink, family="DejaVu Serif, Georgia, serif")
        + row)


def red_back() -> str:
    hearts = "".join(sign("R", x, y, 18, CREAM)
                     for row, y in enumerate(range(34, 260, 28))
                     for x in range(38 + (row % 2) * 14, 170, 28))
    return svg.document(
        svg.frame(fill=BACK_CREAM, stroke="#333")
        + f'<rect x="14" y="14" width="172" height="252" rx="8" fill="{BACK_RED}"/>'
        + f'<g opacity="0.35">{hearts}</g>'
        + f'<circle cx="100" cy="140" r="50" fill="{BACK_RED}" stroke="{BACK_CREAM}" stroke-width="4"/>'
        + sign("R", 100, 142, 64, BACK_CREAM)
        + svg.label(100, 138, "?", 40, BACK_RED, family="DejaVu Serif, Georgia, serif")
        + f'<rect x="16" y="16" width="168" height="248" rx="7" fill="none" stroke="{BACK_CREAM}" '
          'stroke-width="3"/>')


class Art:
    aspect = svg.WIDTH / svg.HEIGHT

    def face_svg(self, code: str) -> str:
        return face(code)

    def back_svg(self, kind: str = "") -> str:
        return red_back() if kind == "red" else svg.back()


ART = Art()

"""Court figures for the French-suited decks: a King, a Queen, a Valet (Jack)
and a Cavalier, drawn from simple shapes (cardtable's own, made for these
cards).

Each figure is a bust, drawn double-ended as on most playing cards: the top
half, and the same half turned about the centre, so the card reads the same
either way up. The robe takes the suit's colour (red suits red, black suits
blue, so the black outline stays visible) and each figure holds its own
attribute: the King a sceptre, the Queen a flower, the Valet a halberd, the
Cavalier rides a horse.
"""

from __future__ import annotations

SKIN = "#f3d3b5"
HAIR = "#6b4423"
GOLD = "#e0b030"
INK = "#1a1a1a"
WHITE = "#fdfbf5"
STEEL = "#9aa4b1"
HORSE = "#8a5a2b"
BLUE_ROBE = "#26457a"

# Parts of the top half in a 100 x 100 box; the half's bottom edge is the card's middle.
_OUTLINE = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'
_SHOULDERS = "M8 100 C12 74 30 66 50 66 C70 66 88 74 92 100 Z"
_HEAD = '<rect x="44" y="50" width="12" height="18" fill="{skin}"/>' \
        '<ellipse cx="50" cy="42" rx="14" ry="16" fill="{skin}" {outline}/>' \
        '<circle cx="44.5" cy="41" r="1.7" fill="{ink}"/><circle cx="55.5" cy="41" r="1.7" fill="{ink}"/>' \
        '<path d="M46 50 Q50 53 54 50" fill="none" stroke="{ink}" stroke-width="1.3"/>'

_PARTS = {
    "K": [  # sceptre, ermine collar, crown, beard
        f'<path d="M84 98 L90 34" stroke="{INK}" stroke-width="3"/>'
        f'<circle cx="90.5" cy="31" r="5" fill="{GOLD}" {_OUTLINE}/>',
        "robe",
        f'<path d="M28 72 Q50 88 72 72 L70 82 Q50 96 30 82 Z" fill="{WHITE}" {_OUTLINE}/>'
        + "".join(f'<circle cx="{x}" cy="{y}" r="1.4" fill="{INK}"/>'
                  for x, y in ((38, 82), (50, 87), (62, 82))),
        "head",
        f'<path d="M36 46 Q38 66 50 68 Q62 66 64 46 Q58 56 50 56 Q42 56 36 46 Z" fill="{HAIR}" {_OUTLINE}/>',
        f'<path d="M34 28 L36 8 L43 18 L50 4 L57 18 L64 8 L66 28 Z" fill="{GOLD}" {_OUTLINE}/>',
    ],
    "Q": [  # long hair, flower, tiara, necklace
        f'<path d="M32 46 C28 16 72 16 68 46 L72 70 L28 70 Z" fill="{HAIR}" {_OUTLINE}/>',
        "robe",
        f'<path d="M36 76 Q50 86 64 76" fill="none" stroke="{GOLD}" stroke-width="3"/>',
        "head",
        f'<path d="M38 27 L41 16 L46 22 L50 12 L54 22 L59 16 L62 27 Z" fill="{GOLD}" {_OUTLINE}/>',
        f'<path d="M20 98 L22 76" stroke="#2f6b2f" stroke-width="2.5"/>'
        + "".join(f'<circle cx="{22 + dx}" cy="{72 + dy}" r="4.2" fill="#d94f70" {_OUTLINE}/>'
                  for dx, dy in ((0, -5), (5, 0), (0, 5), (-5, 0)))
        + f'<circle cx="22" cy="72" r="3" fill="{GOLD}"/>',
    ],
    "J": [  # halberd, short hair, cap with a feather
        f'<path d="M16 98 L16 22" stroke="{INK}" stroke-width="3"/>'
        f'<path d="M16 16 L22 26 L28 22 L26 34 L16 30 Z" fill="{STEEL}" {_OUTLINE}/>',
        "robe",
        f'<path d="M40 70 L50 84 L60 70" fill="none" stroke="{GOLD}" stroke-width="3"/>',
        f'<path d="M35 44 Q34 28 50 26 Q66 28 65 44 L62 36 L38 36 Z" fill="{HAIR}"/>',
        "head",
        f'<path d="M33 32 Q50 10 67 32 Z" fill="robe" {_OUTLINE}/>'
        f'<path d="M62 24 Q80 2 92 12 Q76 14 66 28 Z" fill="{GOLD}" {_OUTLINE}/>',
    ],
    "C": [  # the horse beside the rider, helmet and plume
        f'<path d="M2 100 L6 74 Q2 56 12 46 L18 34 L23 44 Q34 48 32 62 L28 100 Z" '
        f'fill="{HORSE}" {_OUTLINE}/><circle cx="14" cy="52" r="1.8" fill="{INK}"/>'
        f'<path d="M20 40 Q30 44 30 60 L32 74" fill="none" stroke="{INK}" stroke-width="3"/>',
        "robe",
        "head",
        f'<path d="M34 36 Q50 6 66 36 Z" fill="{STEEL}" {_OUTLINE}/>'
        f'<path d="M50 16 Q60 0 74 6 Q62 8 54 20 Z" fill="robe" {_OUTLINE}/>',
    ],
}


def _half(rank: str, robe: str) -> str:
    out = []
    for part in _PARTS[rank]:
        if part == "robe":
            out.append(f'<path d="{_SHOULDERS}" fill="{robe}" {_OUTLINE}/>')
        elif part == "head":
            out.append(_HEAD.format(skin=SKIN, ink=INK, outline=_OUTLINE))
        else:
            out.append(part.replace('fill="robe"', f'fill="{robe}"'))
    return "".join(out)


def robe_colour(suit_colour: str, red: bool) -> str:
    return suit_colour if red else BLUE_ROBE


def figure(rank: str, robe: str, x: float, y: float, w: float, h: float) -> str:
    """The double-ended figure of ``rank`` (K, Q, J or C) centred in the box
    (x, y, w, h), at most a quarter wider than drawn; ``robe`` is its robe's colour."""
    sy = h / 200
    sx = min(w / 100, sy * 1.25)
    left = x + (w - 100 * sx) / 2
    half = (f'<g transform="translate({left:.2f} {y}) scale({sx:.4f} {sy:.4f})">'
            f'{_half(rank, robe)}</g>')
    return half + f'<g transform="rotate(180 {x + w / 2} {y + h / 2})">{half}</g>'

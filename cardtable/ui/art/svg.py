"""Small SVG builders shared by every deck's art, so cards look like one family.

Cards are drawn in a 200 x 280 box (aspect 5:7) unless a deck says otherwise.
"""

from __future__ import annotations

from cardtable.ui.markup import escape

WIDTH, HEIGHT = 200, 280
RED = "#c8102e"
BLACK = "#1a1a1a"


def document(body: str, width: int = WIDTH, height: int = HEIGHT) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}">{body}</svg>')


def frame(fill: str = "#fdfbf5", stroke: str = "#555", width: int = WIDTH,
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

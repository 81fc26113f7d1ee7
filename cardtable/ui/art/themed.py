"""A built-in French deck drawn with an installed deck's faces and back
(``installed.py`` finds them).

The installed SVG is parsed once per deck and kept: every card is one element
of it, rendered by ``CardRenderer`` into the card's box, so the table's
layout (the built-in ``aspect``) stays the same whatever deck is chosen.
Backs other than the usual one (a game's special backs) and any card the
installed deck does not name still come from the built-in art.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QLoggingCategory, QRectF
from PySide6.QtSvg import QSvgRenderer

from cardtable.engine.cards import FRENCH_RANKS, french_deck
from cardtable.engine.errors import CardtableError
from cardtable.ui.art.installed import InstalledDeck


class DeckError(CardtableError):
    """An installed deck that cannot be drawn (unreadable, or cards missing)."""


MISFIT = 0.15  # share of a card's drawing outside its box (or of the box left empty) tolerated


class ThemedArt:
    french_suited = True
    def __init__(self, deck: InstalledDeck, builtin, svg: QSvgRenderer):
        self.deck, self.builtin, self.svg = deck, builtin, svg
        self.aspect = getattr(builtin, "aspect", 1.0)
        self.own_back = True  # False: the deck's back does not fit, the built-in one is used

    def source(self, code: str | None, back_kind: str) -> tuple[str, QRectF] | None:
        """(element, the card's box in the SVG) for a face, or for the back when
        ``code`` is None; None when the built-in art draws it.

        A KDE deck's card is its element's bounds. An Aisleriot theme is a grid
        of 13 columns (Ace to King) by 5 rows (clubs, diamonds, hearts,
        spades, then jokers and back), as Aisleriot reads it: the card is its
        cell, whatever overflows the element's drawing may have."""
        if code is None and (back_kind != "" or not self.own_back):
            return None
        element = "back" if code is None else self.deck.element(code)
        bounds = self.svg.boundsOnElement(element)
        if self.deck.family == "KDE":
            return element, bounds
        page = self.svg.viewBoxF()
        w, h = page.width() / 13, page.height() / 5
        if code is None:
            column, row = int(bounds.center().x() // w), int(bounds.center().y() // h)
        else:
            column, row = FRENCH_RANKS.index(code[0]), "CDHS".index(code[1])
        return element, QRectF(page.x() + column * w, page.y() + row * h, w, h)

    def face_svg(self, code: str) -> str:
        return self.builtin.face_svg(code)

    def back_svg(self, kind: str = "") -> str:
        return self.builtin.back_svg(kind)


def themed(deck: InstalledDeck, builtin) -> ThemedArt:
    """``builtin`` drawn with ``deck``; DeckError says why it cannot be."""
    svg, own_back = check(deck)
    art = ThemedArt(deck, builtin, svg)
    art.own_back = own_back
    return art


@lru_cache(maxsize=4)
def check(deck: InstalledDeck) -> tuple[QSvgRenderer, bool]:
    """The deck's parsed SVG and whether its back can be used; DeckError
    when the deck cannot be drawn. Kept for the last few decks used, since a
    large deck takes a moment to read."""
    # Qt's SVG reader warns about every feature it skips (decks made for
    # librsvg use a few); the fit test below is what tells whether a deck works.
    QLoggingCategory.setFilterRules("qt.svg.warning=false")
    svg = QSvgRenderer(str(deck.path))
    if not svg.isValid():
        raise DeckError(f"the card deck {deck.name} ({deck.path}) cannot be read")
    missing = [e for e in [deck.element(c) for c in french_deck()] if not svg.elementExists(e)]
    if missing:
        raise DeckError(f"the card deck {deck.name} lacks {len(missing)} cards "
                        f"(such as {missing[0]})")
    probe = ThemedArt(deck, None, svg)
    if any(_misfit(probe, code) > MISFIT for code in french_deck()):
        raise DeckError(f"the card deck {deck.name} is drawn in a way cardtable cannot show")
    return svg, svg.elementExists("back") and _misfit(probe, None) <= MISFIT


def _misfit(art: ThemedArt, code: str | None) -> float:
    """How badly a card's drawing fits its box (0 perfectly, 1 not at all):
    a few themes made for another SVG library place or size their drawings
    in ways Qt reads differently, which shows as a drawing outside its cell."""
    element, box = art.source(code, "")
    bounds = art.svg.boundsOnElement(element)
    common = bounds.intersected(box)
    area = common.width() * common.height()
    return max(1 - area / max(bounds.width() * bounds.height(), 1e-9),
               1 - area / max(box.width() * box.height(), 1e-9))

"""Card art: each game's faces and backs as SVG text, drawn by ``renderer.py``.

A game provides ``cardtable/ui/art/<engine_id>.py`` with ``ART``, an object
with ``aspect`` (width / height), ``face_svg(code)`` and ``back_svg(kind)``
(``kind`` "" is the usual back; games may have more, e.g. Red Secret's red
back). SVG text, not files, so one small module draws a whole deck and every
card stays sharp at any size.

A deck whose ``ART`` has ``french_suited = True`` (the standard 52 cards,
codes such as ``QH``) may instead be drawn with a card deck installed on the
system (``installed.py``, ``themed.py``), chosen in Options.

A face that carries words (Tarot's court names and the Excuse, the French
deck's court indexes, Le Rouge et Le Noir's doubling cards) says them in the
player's language: the art then has ``in_language(code)``, and ``art_for``
takes a ``language``. The words are those of docs/glossary.md.
"""

from __future__ import annotations

import importlib
from typing import Protocol

from cardtable.languages import ENGLISH, language_code
from cardtable.ui.language import can_write


# Each art module also lists ``INKS``: (what, ink, ground it is read on,
# least contrast ratio): 4.5 (WCAG AA for text) for numbers, letters and
# indexes, 3 for pips and shapes. tests/ui/test_card_art.py measures them.


class DeckArt(Protocol):
    aspect: float

    def face_svg(self, code: str) -> str: ...

    def back_svg(self, kind: str = "") -> str: ...


def art_for(engine_id: str, deck=None, four_colour: bool = False, language: str = ENGLISH) -> DeckArt:
    """The game's art; drawn with the installed ``deck`` (an ``InstalledDeck``)
    when there is one and the game's cards are a French deck. Raises
    ``themed.DeckError`` when that deck cannot be drawn. ``four_colour``:
    French suits in four inks, for a game whose module offers
    ``FOUR_COLOUR_ART`` (**[decision]** an installed deck keeps its own
    drawing: its inks are its maker's). ``language`` (a code or locale
    name): the words a face carries, for a deck whose art has
    ``in_language`` (the others carry numbers and signs only); an installed
    deck keeps its maker's words."""
    module = importlib.import_module(f"cardtable.ui.art.{engine_id}")
    art = getattr(module, "FOUR_COLOUR_ART", module.ART) if four_colour else module.ART
    if hasattr(art, "in_language"):
        language = language_code(language)
        art = art.in_language(language if can_write(language) else ENGLISH)
    if deck is None or not getattr(art, "french_suited", False):
        return art
    from cardtable.ui.art.themed import themed
    return themed(deck, art)

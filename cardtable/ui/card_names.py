"""Words for a card, by game: what a screen reader says of a card on the
table (its accessible name) and how a deal laid open lists its cards.

The codes are the rules files' (``cards.py``); Tarot's words are the
engine's own (``tarot.rules.card_name``), used in its messages too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.engine.cards import FRENCH_RANKS, blanc_et_noir_numbers
from cardtable.engine.tarot.rules import card_name as tarot_card_name
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.ui.language import translated

FRENCH_RANK_WORDS = (QT_TRANSLATE_NOOP("cards", "Ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10",
                     QT_TRANSLATE_NOOP("cards", "Jack"), QT_TRANSLATE_NOOP("cards", "Queen"),
                     QT_TRANSLATE_NOOP("cards", "King"))
FRENCH_SUIT_WORDS = {"S": QT_TRANSLATE_NOOP("cards", "spades"), "H": QT_TRANSLATE_NOOP("cards", "hearts"),
                     "D": QT_TRANSLATE_NOOP("cards", "diamonds"), "C": QT_TRANSLATE_NOOP("cards", "clubs")}
RED_SECRET_COLOURS = {"R": QT_TRANSLATE_NOOP("cards", "red {number}"),
                      "B": QT_TRANSLATE_NOOP("cards", "blue {number}"),
                      "G": QT_TRANSLATE_NOOP("cards", "green {number}"),
                      "Y": QT_TRANSLATE_NOOP("cards", "yellow {number}")}


def _french(code: str) -> str:
    return QCoreApplication.translate("cards", "{rank} of {suit}").format(rank=translated(FRENCH_RANK_WORDS[FRENCH_RANKS.index(code[0])]),
                                          suit=translated(FRENCH_SUIT_WORDS[code[1]]))


_NAMES = {
    # a number card (n5) and a stake marker (x3) alike are named by their number
    "le_rouge_et_le_noir": lambda code: code[1:],
    "red_secret": lambda code: translated(RED_SECRET_COLOURS[code[0]].format(number=code[1:])),
    "blanc_et_noir": lambda code: QCoreApplication.translate("cards", "white {white}, black {black}").format(
        white=blanc_et_noir_numbers(code)[0], black=blanc_et_noir_numbers(code)[1]),
    "tarot": lambda code: translated(tarot_card_name(code, article=False)),
    "rouge_et_noir_patience": _french,
}


def card_name(engine_id: str, code: str | None) -> str:
    """"Queen of hearts", "white 4, black 2"; "a face-down card" for a card
    the person may not know. A game without words here (a test's own
    engine) gives the card's code."""
    if code is None:
        return QCoreApplication.translate("cards", "a face-down card")
    return _NAMES.get(engine_id, str)(code)

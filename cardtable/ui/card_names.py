"""Words for a card, by game: what a screen reader says of a card on the
table (its accessible name) and how a deal laid open lists its cards.

The codes are the rules files' (``cards.py``); Tarot's words are the
engine's own (``tarot.rules.card_name``), used in its messages too.
"""

from __future__ import annotations

from cardtable.engine.cards import FRENCH_RANKS, blanc_et_noir_numbers, number_rank
from cardtable.engine.tarot.rules import card_name as tarot_card_name

FRENCH_RANK_WORDS = ("Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")
FRENCH_SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED_SECRET_COLOURS = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}


def _french(code: str) -> str:
    return f"{FRENCH_RANK_WORDS[FRENCH_RANKS.index(code[0])]} of {FRENCH_SUIT_WORDS[code[1]]}"


def _tarot(code: str) -> str:
    words = tarot_card_name(code)
    return words[4:] if words.startswith("the ") else words


_NAMES = {
    "le_rouge_et_le_noir": lambda code: f"{number_rank(code)}",
    "red_secret": lambda code: f"{RED_SECRET_COLOURS[code[0]]} {code[1:]}",
    "blanc_et_noir": lambda code: "white {}, black {}".format(*blanc_et_noir_numbers(code)),
    "tarot": _tarot,
    "rouge_et_noir_patience": _french,
}


def card_name(engine_id: str, code: str | None) -> str:
    """"Queen of hearts", "white 4, black 2"; "a face-down card" for a card
    the person may not know. A game without words here (a test's own
    engine) gives the card's code."""
    if code is None:
        return "a face-down card"
    return _NAMES.get(engine_id, str)(code)

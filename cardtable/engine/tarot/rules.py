"""French Tarot's fixed tables and card helpers (rules/tarot.md).

Card codes come from ``cardtable.engine.cards``: suit cards ``S1``..``SK``
(``C`` is the Cavalier, so ``CC`` is the Cavalier of clubs), trumps
``T1``..``T21``, the Excuse ``EX``. Half points stay integers everywhere
(``tarot_points_x2``), so 40.5 is exact.
"""

from __future__ import annotations

from cardtable.engine.cards import TAROT_OUDLERS, TAROT_SUIT_RANKS, TAROT_SUITS, tarot_deck
from cardtable.engine.text import QT_TRANSLATE_NOOP

EXCUSE = "EX"
PETIT = "T1"
OUDLERS = TAROT_OUDLERS
SUITS = TAROT_SUITS
KINGS = tuple(s + "K" for s in SUITS)
QUEENS = tuple(s + "Q" for s in SUITS)
CAVALIERS = tuple(s + "C" for s in SUITS)

CONTRACTS = ("small", "guard", "guard_without", "guard_against")
BIDS = ("pass",) + CONTRACTS
MULTIPLIER = {"small": 1, "guard": 2, "guard_without": 4, "guard_against": 6}
CONTRACT_NAMES = {"small": QT_TRANSLATE_NOOP("tarot", "Small"), "guard": QT_TRANSLATE_NOOP("tarot", "Guard"),
                  "guard_without": QT_TRANSLATE_NOOP("tarot", "Guard Without"),
                  "guard_against": QT_TRANSLATE_NOOP("tarot", "Guard Against"),
                  "pass": QT_TRANSLATE_NOOP("tarot", "Pass")}
TALON_TAKEN = ("small", "guard")  # the talon is shown, taken and a discard set aside

HAND_SIZE = {3: 24, 4: 18, 5: 15, 6: 12}
TALON_SIZE = {3: 6, 4: 6, 5: 3, 6: 6}
HANDFUL_LEVELS = ("simple", "double", "triple")
HANDFUL_MINIMUM = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13), 6: (7, 9, 11)}
HANDFUL_BONUS = {"simple": 20, "double": 30, "triple": 40}
GOAL = {3: 36, 2: 41, 1: 51, 0: 56}
PETIT_AU_BOUT = 10


def next_seat(seat: int, players: int) -> int:
    """Play and dealing go counter-clockwise: seat s is followed by s - 1."""
    return (seat - 1) % players


def is_trump(card: str) -> bool:
    """T1..T21 (the Excuse is not a trump)."""
    return card[0] == "T"


def suit_of(card: str) -> str | None:
    """``S``/``H``/``D``/``C`` for a suit card, ``T`` for a trump, None for the Excuse."""
    return None if card == EXCUSE else card[0]


def _rank(card: str) -> int:
    if card == EXCUSE:
        return 0
    if is_trump(card):
        return int(card[1:])
    return TAROT_SUIT_RANKS.index(card[1:]) + 1


RANK = {card: _rank(card) for card in tarot_deck()}  # rank(), looked up (play reads it per card)
SUIT = {card: suit_of(card) for card in tarot_deck()}  # suit_of, looked up (play runs it per card)


def rank(card: str) -> int:
    """Trumps 1..21; suit cards 1..14 (King 14); the Excuse 0."""
    return RANK[card]


_SUIT_ORDER = {"T": 0, "S": 1, "H": 2, "C": 3, "D": 4}
# Hand order: trumps ascending with the Excuse after them, then spades,
# hearts, clubs, diamonds (colours alternate), each ascending.
_SORT_KEYS = {card: (0, 22) if card == EXCUSE else (_SUIT_ORDER[card[0]], RANK[card])
              for card in tarot_deck()}


def sorted_cards(cards) -> list[str]:
    return sorted(cards, key=_SORT_KEYS.__getitem__)


def card_name(card: str, article: bool = True) -> str:
    """Words for a card, for messages: "the King of hearts", "trump 21"
    (without ``article``: "King of hearts", for a list or a screen reader).
    Each court has its own sentence, so a language can give it its article
    (le Roi, la Dame)."""
    if not isinstance(card, str) or card not in RANK:
        return repr(card)
    if card == EXCUSE:
        return QT_TRANSLATE_NOOP("tarot", "the Excuse") if article else QT_TRANSLATE_NOOP("tarot", "Excuse")
    if is_trump(card):
        if card == PETIT:
            return QT_TRANSLATE_NOOP("tarot", "the Petit") if article else QT_TRANSLATE_NOOP("tarot", "Petit")
        return QT_TRANSLATE_NOOP("tarot", "trump {number}").format(number=card[1:])
    names = _CARD_WORDS if article else _CARD_WORDS_BARE
    sentence = names.get(card[1:], names["number"])
    return sentence.format(number=card[1:], suit=SUIT_WORDS[card[0]])


_CARD_WORDS = {"K": QT_TRANSLATE_NOOP("tarot", "the King of {suit}"),
               "Q": QT_TRANSLATE_NOOP("tarot", "the Queen of {suit}"),
               "C": QT_TRANSLATE_NOOP("tarot", "the Cavalier of {suit}"),
               "J": QT_TRANSLATE_NOOP("tarot", "the Valet of {suit}"),
               "1": QT_TRANSLATE_NOOP("tarot", "the Ace of {suit}"),
               "number": QT_TRANSLATE_NOOP("tarot", "the {number} of {suit}")}
_CARD_WORDS_BARE = {"K": QT_TRANSLATE_NOOP("tarot", "King of {suit}"),
                    "Q": QT_TRANSLATE_NOOP("tarot", "Queen of {suit}"),
                    "C": QT_TRANSLATE_NOOP("tarot", "Cavalier of {suit}"),
                    "J": QT_TRANSLATE_NOOP("tarot", "Valet of {suit}"),
                    "1": QT_TRANSLATE_NOOP("tarot", "Ace of {suit}"),
                    "number": QT_TRANSLATE_NOOP("tarot", "{number} of {suit}")}
SUIT_WORDS = {"S": QT_TRANSLATE_NOOP("tarot", "spades"), "H": QT_TRANSLATE_NOOP("tarot", "hearts"),
              "D": QT_TRANSLATE_NOOP("tarot", "diamonds"), "C": QT_TRANSLATE_NOOP("tarot", "clubs"),
              "T": QT_TRANSLATE_NOOP("tarot", "trumps")}


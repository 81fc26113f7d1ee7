"""Card codes and the decks of the five games, exactly as the rules files write them.

A card is its code, a short string, everywhere: in hands, actions, events and
records. Decks come back in *pack order* (the unshuffled order documented
below); a game shuffles a fresh copy with its match generator (``rng.py``).
"""

from __future__ import annotations

# --- Le Rouge et Le Noir: number cards n1..n7 -------------------------------

def rouge_noir_duel_deck(short: bool = False) -> list[str]:
    """Standard deck ranks 1-7 x3 (21 cards); short deck ranks 1-5 x2 (10).

    Pack order: rank ascending, copies together (n1 n1 n1 n2 ...). A fresh
    list each call (a caller may shuffle it), copied from the pack built
    once: the duel's observations ask for the deck hundreds of thousands
    of times in a search.
    """
    return list(_DUEL_PACKS[short])


_DUEL_PACKS = {short: tuple(f"n{r}" for r in range(1, top + 1) for _ in range(copies))
               for short, (top, copies) in ((False, (7, 3)), (True, (5, 2)))}


_NUMBER_RANKS = {f"n{digit}": digit for digit in range(10)}

#: The number of a Le Rouge et Le Noir card: ``number_rank("n5")`` -> 5.
#: A table look-up rather than ``int(card[1:])``: the duel's searches ask it
#: tens of millions of times a match, and the look-up is about five times
#: quicker. It covers ``n0``..``n9``, every code the engine's ``_is_card``
#: accepts, so an illegal move naming a rank outside the deck is still named.
number_rank = _NUMBER_RANKS.__getitem__


# --- Rouge et Noir patience: two standard 52-card decks ----------------------

FRENCH_RANKS = "A23456789TJQK"
FRENCH_SUITS = "SHDC"
RED_SUITS = frozenset("HD")


def french_deck() -> list[str]:
    """One 52-card deck, pack order: suits S H D C, each Ace up to King."""
    return [rank + suit for suit in FRENCH_SUITS for rank in FRENCH_RANKS]


def double_french_deck() -> list[str]:
    """The patience's 104 cards: two french_deck() packs, one after the other."""
    return french_deck() + french_deck()


def french_rank(card: str) -> int:
    """Ace 1 .. King 13."""
    return FRENCH_RANKS.index(card[0]) + 1


def french_is_red(card: str) -> bool:
    return card[1] in RED_SUITS


# --- Red Secret: four colours 1..8 -------------------------------------------

RED_SECRET_COLOURS = "RBGY"  # red, blue, green, yellow


def red_secret_deck() -> list[str]:
    """32 cards R1..R8, B1..B8, G1..G8, Y1..Y8 in that pack order."""
    return [f"{colour}{n}" for colour in RED_SECRET_COLOURS for n in range(1, 9)]


# --- En blanc et noir: two-number cards W{w}B{b} -----------------------------

def blanc_et_noir_deck(players: int) -> list[str]:
    """All 49 pairs (w, b) in 1..7 for 4 players; without any 7 (36) for 3.

    Pack order: white number ascending, then black number ascending.
    """
    top = 7 if players == 4 else 6
    return [f"W{w}B{b}" for w in range(1, top + 1) for b in range(1, top + 1)]


def blanc_et_noir_numbers(card: str) -> tuple[int, int]:
    """``W4B2`` -> (white 4, black 2)."""
    white, black = card[1:].split("B")
    return int(white), int(black)


# --- French Tarot: 78 cards ----------------------------------------------------

TAROT_SUITS = "SHDC"
TAROT_SUIT_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
TAROT_OUDLERS = frozenset({"T1", "T21", "EX"})


def tarot_deck() -> list[str]:
    """78 cards, pack order: suits S H D C (1..10 J C Q K), trumps T1..T21, EX."""
    suits = [s + r for s in TAROT_SUITS for r in TAROT_SUIT_RANKS]
    return suits + [f"T{n}" for n in range(1, 22)] + ["EX"]


def tarot_points_x2(card: str) -> int:
    """Card points doubled, so halves stay integers: oudler/King 9, Queen 7,
    Cavalier 5, Valet 3, any other card 1 (91 points = 182 half-points)."""
    if card in TAROT_OUDLERS:
        return 9
    if card[0] in TAROT_SUITS:
        return {"K": 9, "Q": 7, "C": 5, "J": 3}.get(card[1:], 1)
    return 1

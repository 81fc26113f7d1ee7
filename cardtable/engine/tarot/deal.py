"""Dealing: batches of three, counter-clockwise, single cards to the talon.

The pattern (decided here; the rules only say "batches of 3, single cards to
the talon, never the first or last card"): the pack is dealt in B = players x
hand / 3 batches of three cards, starting with the seat after the dealer and
going counter-clockwise. With a talon of t cards, one card goes to the talon
right after batch number floor(i x B / (t + 1)) for i = 1..t. So with 4
players (24 batches, talon 6) the talon gets a card after batches 3, 6, 10,
13, 17 and 20; with 5 players (25 batches, talon 3) after 6, 12 and 18. The
first card always goes to a player (no slot before batch 1) and so does the
last (the last slot comes before the last batch).
"""

from __future__ import annotations

from cardtable.engine.cards import tarot_deck
from cardtable.engine.tarot.rules import (EXCUSE, HAND_SIZE, PETIT, TALON_SIZE, is_trump,
                                          next_seat)


def talon_slots(players: int) -> list[int]:
    """The batch numbers (1-based) after which one card goes to the talon."""
    batches = players * HAND_SIZE[players] // 3
    size = TALON_SIZE[players]
    return [i * batches // (size + 1) for i in range(1, size + 1)]


def deal_pack(pack: list[str], players: int, dealer: int) -> tuple[list[list[str]], list[str]]:
    """(hands, talon) from a shuffled pack: hands in the order each seat got
    its cards, the talon in the order it was dealt."""
    hands: list[list[str]] = [[] for _ in range(players)]
    talon: list[str] = []
    slots = talon_slots(players)
    seat, pos = next_seat(dealer, players), 0
    for batch in range(1, players * HAND_SIZE[players] // 3 + 1):
        hands[seat].extend(pack[pos:pos + 3])
        pos += 3
        seat = next_seat(seat, players)
        if batch in slots:
            talon.append(pack[pos])
            pos += 1
    return hands, talon


def petit_sec_seat(hands: list[list[str]]) -> int | None:
    """The first seat whose only trump is the Petit, without the Excuse."""
    for seat, hand in enumerate(hands):
        trumps = [c for c in hand if is_trump(c)]
        if trumps == [PETIT] and EXCUSE not in hand:
            return seat
    return None


def check_recorded(players: int, dealer, hands, stock) -> str | None:
    """Why a recorded deal cannot be a Tarot deal for ``players``, or None."""
    if not isinstance(dealer, int) or not 0 <= dealer < players:
        return f"the dealer {dealer!r} is not a seat"
    if not isinstance(hands, list) or len(hands) != players:
        return f"it needs {players} hands"
    if any(not isinstance(h, list) or len(h) != HAND_SIZE[players] for h in hands):
        return f"every hand needs {HAND_SIZE[players]} cards"
    if not isinstance(stock, list) or len(stock) != TALON_SIZE[players]:
        return f"the talon needs {TALON_SIZE[players]} cards"
    cards = [c for h in hands for c in h] + stock
    if not all(isinstance(c, str) for c in cards) or sorted(cards) != sorted(tarot_deck()):
        return "its cards are not the 78 cards of the Tarot deck"
    return None

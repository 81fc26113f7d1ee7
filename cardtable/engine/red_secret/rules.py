"""The rules of Red Secret that are plain functions of cards (rules/red-secret.md).

Kept apart from the state machine so the AI, the tests and the view share one
piece of code per rule: card colour and number, who may play what, who wins a
trick, which red cards stay hidden, the 3-player balancing table and scoring.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from cardtable.engine.text import QT_TRANSLATE_NOOP

RED = "R"
COLOUR_NAMES = {"R": QT_TRANSLATE_NOOP("red_secret", "red"), "B": QT_TRANSLATE_NOOP("red_secret", "blue"),
                "G": QT_TRANSLATE_NOOP("red_secret", "green"), "Y": QT_TRANSLATE_NOOP("red_secret", "yellow")}
TRICK_SIZE = 4
ROUNDS = 8
TWO_PLAYER_TARGET = 4

# 3 players: sorted red counts as dealt -> sorted counts after balancing.
# (4, 2, 2) and (3, 3, 2) stand; these eight rows are every other way 8 reds
# can fall among three hands.
BALANCE_TABLE: dict[tuple[int, int, int], tuple[int, int, int]] = {
    (8, 0, 0): (4, 2, 2), (7, 1, 0): (4, 2, 2), (6, 2, 0): (4, 2, 2), (6, 1, 1): (4, 2, 2),
    (5, 2, 1): (4, 2, 2), (5, 3, 0): (3, 3, 2), (4, 4, 0): (3, 3, 2), (4, 3, 1): (3, 3, 2),
}


def colour(card: str) -> str:
    return card[0]


def number(card: str) -> int:
    return NUMBER[card]


def is_red(card: str) -> bool:
    return card[0] == RED


# The pack order and the number of every card, looked up: play reads them at every step.
_PACK_KEYS = {f"{c}{n}": ("RBGY".index(c), n) for c in "RBGY" for n in range(1, 9)}
NUMBER = {card: n for card, (_, n) in _PACK_KEYS.items()}


def pack_key(card: str) -> tuple[int, int]:
    """Sort key: the deck's pack order (red, blue, green, yellow; 1..8)."""
    return _PACK_KEYS[card]


def playable(hand: Sequence[str], led: str | None) -> list[str]:
    """The cards of ``hand`` that may be played on a trick led with colour
    ``led`` (None: this card leads): the led colour or red, else anything.
    In pack order."""
    return playable_sorted(sorted(hand, key=_PACK_KEYS.__getitem__), led)


def playable_sorted(hand: Sequence[str], led: str | None) -> list[str]:
    """``playable`` for a hand already in pack order (the state keeps its
    hands so), without sorting it again."""
    if led is None:
        return list(hand)
    fitting = [c for c in hand if c[0] == led or c[0] == RED]  # the led colour, or red
    return fitting or list(hand)


def trick_order(players: int, leader: int) -> list[int]:
    """Who plays the trick's cards, in order, from ``leader``: each seat once
    (twice round with 2 players; the 3-player fourth card comes after, see
    ``fourth_order``)."""
    order = [(leader + i) % players for i in range(players)]
    return order * 2 if players == 2 else order


def fourth_order(players: int, leader: int) -> list[int]:
    """3 players: the seats offered the fourth card, in order, from the leader."""
    return [(leader + i) % players for i in range(players)]


def trick_winner(cards: Sequence[str]) -> int:
    """Index in ``cards`` (play order) of the winning card: the highest red
    if any red was played, otherwise the highest card of the led colour."""
    led = cards[0][0]
    best, winner = -1, 0
    for i, card in enumerate(cards):
        if card[0] == RED:
            key = 10 + NUMBER[card]  # any red above any card of the led colour
        elif card[0] == led:
            key = NUMBER[card]
        else:
            continue
        if key > best:
            best, winner = key, i
    return winner


def is_hidden(card: str, trick: Sequence[str]) -> bool:
    """A red card stays hidden when the trick holds a strictly larger and a
    strictly smaller number (any colours); otherwise it is revealed."""
    numbers = [NUMBER[c] for c in trick]
    return min(numbers) < NUMBER[card] < max(numbers)



def balance_targets(red_counts: Sequence[int]) -> list[int]:
    """The red count each seat must end the balancing with (2 or 3 players).

    Equal counts always get equal targets in the table, so matching a seat's
    count to its sorted position is never ambiguous.
    """
    if len(red_counts) == 2:
        return [TWO_PLAYER_TARGET, TWO_PLAYER_TARGET] if max(red_counts) > TWO_PLAYER_TARGET \
            else list(red_counts)
    before = tuple(sorted(red_counts, reverse=True))
    after = BALANCE_TABLE.get(before, before)
    return [after[before.index(count)] for count in red_counts]


def balance_transfers(red_counts: Sequence[int], first: int) -> list[tuple[int, int, int]]:
    """The gifts (giver, receiver, count) that bring every seat to its target.

    Order: givers in seat order starting with ``first`` (the player after the
    dealer); a giver with two receivers serves them in that same seat order.
    Every row of the table has one giver or one receiver, so which giver
    gives how many to which receiver is never a choice.
    """
    n = len(red_counts)
    targets = balance_targets(red_counts)
    order = [(first + i) % n for i in range(n)]
    surplus = {s: red_counts[s] - targets[s] for s in order}
    transfers = []
    for giver in (s for s in order if surplus[s] > 0):
        for receiver in (s for s in order if surplus[s] < 0):
            count = min(surplus[giver], -surplus[receiver])
            if count:
                transfers.append((giver, receiver, count))
                surplus[giver] -= count
                surplus[receiver] += count
    return transfers


def score_pile(won: Iterable[str], revealed: Iterable[str]) -> int:
    """A seat's points for one game: +1 per non-red card won, +N per red N
    won (a won red is always a hidden one), -N per revealed red N in front of
    the seat."""
    gained = sum(number(c) if is_red(c) else 1 for c in won)
    return gained - sum(number(c) for c in revealed)

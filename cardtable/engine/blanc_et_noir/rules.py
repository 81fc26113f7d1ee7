"""The rules of En blanc et noir as small pure functions (rules/blanc-et-noir.md).

Each rule lives here once; the state (``game.py``), the easy AI and the table
view all call these rather than re-deriving a rule. A card is its code
(``W4B2``); a colour is ``"white"`` or ``"black"``; a bid is a card code or
None for the zero bid.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from cardtable.engine.cards import blanc_et_noir_deck, blanc_et_noir_numbers

COLOURS = ("white", "black")
TRICKS_PER_ROUND = 11
HAND_SIZE = 12

# Scoring reasons per colour, as the deal-scored event names them.
MOST, EXACT, SHORT, MISS, ZERO_BOTH = "most", "exact", "short", "miss", "zero_both"
REASON_POINTS = {MOST: 3, EXACT: 2, SHORT: 1, MISS: 0}
ZERO_BOTH_POINTS = 7


# Every card's numbers, looked up rather than parsed: play reads them at every step.
_NUMBERS = {card: blanc_et_noir_numbers(card) for card in blanc_et_noir_deck(4)}
NUMBER_IN = {"white": {card: w for card, (w, _) in _NUMBERS.items()},  # number(), looked up
             "black": {card: b for card, (_, b) in _NUMBERS.items()}}
# The cards showing each number in each colour: a follower's forced cards are in one.
_SHOWING = {colour: {n: frozenset(c for c, m in in_colour.items() if m == n) for n in range(1, 8)}
            for colour, in_colour in NUMBER_IN.items()}
# How each card reads in a trick of each suit colour: (suit, rank).
_READING = {"white": {card: (w, b) for card, (w, b) in _NUMBERS.items()},
            "black": {card: (b, w) for card, (w, b) in _NUMBERS.items()}}
# How strong each card is in a trick of each suit colour, as a number that
# compares as the rule ranks cards: a smaller suit first, then a larger rank.
_STRENGTH = {colour: {card: (8 - suit) * 8 + rank for card, (suit, rank) in reading.items()}
             for colour, reading in _READING.items()}


def numbers(card: str) -> tuple[int, int]:
    """The card's (white, black) numbers: ``numbers("W4B2") == (4, 2)``."""
    return _NUMBERS[card]


def number(card: str, colour: str) -> int:
    """The card's number in ``colour``: ``number("W4B2", "black") == 2``."""
    return NUMBER_IN[colour][card]


def other(colour: str) -> str:
    return "black" if colour == "white" else "white"


def prediction(bid: str | None) -> tuple[int, int]:
    """Predicted (white, black) wins of a bid; the zero bid predicts (0, 0)."""
    return (0, 0) if bid is None else _NUMBERS[bid]


def first_leader(bids: Sequence[str | None]) -> int:
    """Largest sum w+b, then the larger black number; a remaining tie (only
    zero bids tie) goes to the lowest seat, i.e. first clockwise from seat 0."""
    def key(seat: int) -> tuple[int, int, int]:
        white, black = prediction(bids[seat])
        return white + black, black, -seat
    return max(range(len(bids)), key=key)


def must_play(hand: Iterable[str], colour: str, led_number: int) -> list[str]:
    """The cards a follower is forced to choose from: those whose number in the
    suit colour equals the led suit number (empty: any card may be played)."""
    showing = _SHOWING[colour][led_number]
    return [card for card in hand if card in showing]


def beats(card: str, best: str, colour: str) -> bool:
    """True when ``card`` beats ``best`` in a trick of suit colour ``colour``:
    a smaller suit wins; among equal suits, the larger rank."""
    strength = _STRENGTH[colour]
    return strength[card] > strength[best]


def trick_winner(cards: Sequence[str], colour: str) -> int:
    """Index in ``cards`` of the winning card (the one no other ``beats``)."""
    strength = _STRENGTH[colour]
    best, winner = -1, 0
    for i, card in enumerate(cards):
        if strength[card] > best:
            best, winner = strength[card], i
    return winner


def colour_reasons(predicted: Sequence[int], actual: Sequence[int]) -> list[str]:
    """One colour's outcome per seat: most / exact / short / miss. "Most" is the
    largest actual count among the players who hit exactly; all tied get it."""
    hits = [a for p, a in zip(predicted, actual) if p == a]
    top = max(hits) if hits else None
    reasons = []
    for p, a in zip(predicted, actual):
        if p == a:
            reasons.append(MOST if a == top else EXACT)
        elif a == p - 1:
            reasons.append(SHORT)
        else:
            reasons.append(MISS)
    return reasons


def score_round(bids: Sequence[str | None], wins: Sequence[Sequence[int]]
                ) -> tuple[list[int], list[dict[str, str]]]:
    """Points per seat for a round, and per seat the reason in each colour.

    A zero bid that hits in both colours scores 7 instead of its colour points
    (reason ``zero_both`` in each colour)."""
    predicted = [prediction(bid) for bid in bids]
    white = colour_reasons([p[0] for p in predicted], [w[0] for w in wins])
    black = colour_reasons([p[1] for p in predicted], [w[1] for w in wins])
    points, reasons = [], []
    for bid, w, b in zip(bids, white, black):
        if bid is None and w in (MOST, EXACT) and b in (MOST, EXACT):
            reasons.append({"white": ZERO_BOTH, "black": ZERO_BOTH})
            points.append(ZERO_BOTH_POINTS)
        else:
            reasons.append({"white": w, "black": b})
            points.append(REASON_POINTS[w] + REASON_POINTS[b])
    return points, reasons


def winners(scores: Sequence[int]) -> list[int]:
    """Every seat with the highest total."""
    top = max(scores)
    return [seat for seat, score in enumerate(scores) if score == top]

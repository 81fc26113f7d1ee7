"""Redealing the cards a seat has not seen, for ``determinize``.

Other seats' hidden cards are shared out again at random, keeping each
seat's card count and its known voids (a seat that did not play the led suit
number holds no card with that number in that colour). The real deal always
satisfies the constraints, so a solution exists; a backtracking search with
the most constrained cards first finds one at random.
"""

from __future__ import annotations

import random
from typing import Collection, Mapping, Sequence

from cardtable.engine.blanc_et_noir.rules import number


def allowed(card: str, voids: Collection[tuple[str, int]]) -> bool:
    """True when a seat with these voids may hold ``card``."""
    return all(number(card, colour) != n for colour, n in voids)


def redeal_hidden(pool: Sequence[str], counts: Mapping[int, int],
                  voids: Mapping[int, Collection[tuple[str, int]]],
                  rng: random.Random) -> dict[int, list[str]]:
    """``pool`` shared out: ``counts[seat]`` cards per seat, none breaking a void."""
    cards = list(pool)
    rng.shuffle(cards)
    eligible = {c: [s for s in counts if allowed(c, voids[s])] for c in cards}
    cards.sort(key=lambda c: len(eligible[c]))
    room = dict(counts)
    hands: dict[int, list[str]] = {s: [] for s in counts}

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        seats = [s for s in eligible[cards[i]] if room[s]]
        rng.shuffle(seats)
        for s in seats:
            room[s] -= 1
            hands[s].append(cards[i])
            if place(i + 1):
                return True
            room[s] += 1
            hands[s].pop()
        return False

    if not place(0):
        raise ValueError("no deal fits the known voids")  # impossible for a real position
    return hands

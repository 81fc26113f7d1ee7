"""Redealing the cards a seat has not seen, for search players.

Hidden cards are dealt back to where they may be: the other seats' hands
(keeping their counts, the suits they showed void in and the trumps they
showed they lack), the hidden talon, and the unseen part of the attacker's
discard (never Kings, Oudlers or unshown trumps). Cards shown in a handful
stay with their owner; a shown talon stays with the attacker or in the
discard. Called-card partners are worked out again from the new hands.
"""

from __future__ import annotations

import random
from bisect import bisect
from itertools import accumulate
from typing import Callable

from cardtable.engine.tarot.contract import discardable
from cardtable.engine.tarot.play import known_voids
from cardtable.engine.tarot.rules import RANK, SUIT, TALON_TAKEN, is_trump, sorted_cards


def _assign(pool, capacity, allowed: Callable[[str, object], bool], rng, tries=30):
    """Cards of ``pool`` spread over locations with ``capacity``, each where
    ``allowed``; None if random tries all fail."""
    options = {c: [loc for loc in capacity if allowed(c, loc)] for c in pool}
    for _ in range(tries):
        free = dict(capacity)
        out = {loc: [] for loc in capacity}
        for card in sorted(pool, key=lambda c: (len(options[c]), rng.random())):
            open_ = [loc for loc in options[card] if free[loc] > 0]
            if not open_:
                break
            # rng.choices(open_, weights=free counts)[0], written out: it runs per card
            cumulative = list(accumulate([free[loc] for loc in open_]))
            loc = open_[bisect(cumulative, rng.random() * cumulative[-1], 0, len(open_) - 1)]
            out[loc].append(card)
            free[loc] -= 1
        else:
            return out
    return None


def determinize(state, seat: int, rng: random.Random):
    clone = state.clone()
    if clone.over:
        clone._forget(rng, [list(h) for h in clone.round.hands], list(clone.round.talon))
        return clone
    r = clone.round
    talon_taken = r.contract in TALON_TAKEN and r.phase not in ("bidding", "call")
    fixed: dict[object, list[str]] = {}
    for s in range(clone.players):
        if s != seat:
            fixed[s] = [c for c in r.handfuls.get(s, []) if c in r.hands[s]]
    current = {s: list(r.hands[s]) for s in fixed}
    if not talon_taken:
        fixed["talon"], current["talon"] = [], list(r.talon)
    elif seat != r.attacker and r.discard:
        fixed["discard"] = [c for c in r.discard if is_trump(c)]
        current["discard"] = list(r.discard)
    pool = sorted_cards(c for loc in current for c in current[loc] if c not in fixed[loc])
    capacity = {loc: len(current[loc]) - len(fixed[loc]) for loc in current}
    shown_talon = set(r.talon) if talon_taken and seat != r.attacker else set()
    voids, caps = known_voids([t.plays for t in clone.all_tricks()])

    def structural(card, loc) -> bool:
        if loc == "discard":
            return discardable(card)
        return loc == r.attacker or card not in shown_talon

    shown = {loc: (voids.get(loc, ()), caps.get(loc, 21)) for loc in capacity if type(loc) is int}

    def with_voids(card, loc) -> bool:
        limits = shown.get(loc)
        if limits is not None:  # a hand: not a suit it showed void in, no trump above its cap
            void, cap = limits
            suit = SUIT[card]
            if suit in void or (suit == "T" and RANK[card] > cap):
                return False
        return structural(card, loc)

    deal = (_assign(pool, capacity, with_voids, rng) or _assign(pool, capacity, structural, rng)
            or _assign(pool, capacity, lambda c, loc: True, rng))
    for loc, cards in deal.items():
        cards = fixed[loc] + cards
        if loc == "talon":
            r.talon = cards
        elif loc == "discard":
            r.discard = cards
        else:
            r.hands[loc] = sorted_cards(cards)  # a round's hands are in hand order
    clone._legal = None  # the real position's legal cards: the hand to act may be redealt
    if r.phase not in ("bidding", "call") and r.called:
        played = {c: s for t in clone.all_tricks() for s, c in t.plays}
        holders = {played.get(c, next((s for s, h in enumerate(r.hands) if c in h), None))
                   for c in r.called}
        r.partners = tuple(sorted(holders - {None, r.attacker}))
    clone._forget(rng, [list(h) for h in r.hands], list(r.talon))
    return clone

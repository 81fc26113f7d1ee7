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

from cardtable.engine.tarot.contract import discardable
from cardtable.engine.tarot.play import known_voids
from cardtable.engine.tarot.rules import RANK, SUIT, TALON_TAKEN, is_trump, sorted_cards


class _Redeal:
    """What every redeal of one position for one seat shares: the cards to
    deal, where each may go, and how many each place takes. Worked out once
    (``redeal_for``) and kept on the state until it moves (``TarotState``),
    so a search that redeals one position thousands of times does not test
    every card against every place each time."""

    def __init__(self, state, seat: int):
        r = state.round
        self.seat = seat
        talon_taken = r.contract in TALON_TAKEN and r.phase not in ("bidding", "call")
        fixed: dict[object, list[str]] = {}
        for s in range(state.players):
            if s != seat:
                fixed[s] = [c for c in r.handfuls.get(s, []) if c in r.hands[s]]
        current = {s: list(r.hands[s]) for s in fixed}
        if not talon_taken:
            fixed["talon"], current["talon"] = [], list(r.talon)
        elif seat != r.attacker and r.discard:
            fixed["discard"] = [c for c in r.discard if is_trump(c)]
            current["discard"] = list(r.discard)
        self.fixed = fixed
        self.pool = sorted_cards(c for loc in current for c in current[loc] if c not in fixed[loc])
        self.capacity = {loc: len(current[loc]) - len(fixed[loc]) for loc in current}
        self.shown_talon = set(r.talon) if talon_taken and seat != r.attacker else set()
        self.attacker = r.attacker
        voids, caps = known_voids([t.plays for t in state.all_tricks()])
        self.shown = {loc: (voids.get(loc, ()), caps.get(loc, 21)) for loc in self.capacity
                      if type(loc) is int}
        self._places: list[dict[str, list] | None] = [None] * len(RULES)

    def places(self, rules: int) -> dict[str, list]:
        """Each card's places by ``RULES[rules]``, worked out once."""
        places = self._places[rules]
        if places is None:
            allowed = getattr(self, RULES[rules])
            places = self._places[rules] = {
                c: [loc for loc in self.capacity if allowed(c, loc)] for c in self.pool}
        return places

    def with_voids(self, card: str, loc) -> bool:
        """A hand takes no suit it showed void in, no trump above its cap."""
        limits = self.shown.get(loc)
        if limits is not None:
            void, cap = limits
            suit = SUIT[card]
            if suit in void or (suit == "T" and RANK[card] > cap):
                return False
        return self.structural(card, loc)

    def structural(self, card: str, loc) -> bool:
        """The discard takes only what may be discarded; a shown talon's
        cards are the attacker's or in the discard."""
        if loc == "discard":
            return discardable(card)
        return loc == self.attacker or card not in self.shown_talon

    def anywhere(self, card: str, loc) -> bool:
        return True

    def deal(self, rng) -> dict[object, list[str]]:
        """The hidden cards spread over their places: by the strictest
        ``RULES`` one of ``DEAL_TRIES`` random deals meets, else looser ones
        (a rare position the voids shown leave no deal for at random)."""
        for rules in range(len(RULES)):
            out = self._try(self.places(rules), rng)
            if out is not None:
                return out
        raise AssertionError("the last rules allow every card anywhere")

    def _try(self, options: dict[str, list], rng):
        """Cards dealt each to one of its places, the most constrained card
        first (ties in random order), each place drawn with a chance in
        proportion to its free room; None if ``DEAL_TRIES`` random deals
        all fail.

        Written for speed (a search deals thousands of times a decision):
        the draws are exactly ``rng.choices(open, weights=free)`` over the
        card's places with room (``_pick``), and where every card has as
        many places (the usual case) the order is by the random keys alone,
        which sorts the same as by (places, key)."""
        pool, capacity = self.pool, self.capacity
        counts = [len(options[c]) for c in pool]
        alike = len(set(counts)) <= 1
        random = rng.random
        for _ in range(DEAL_TRIES):
            free = dict(capacity)
            out = {loc: [] for loc in capacity}
            if alike:
                keys = [random() for _ in counts]
            else:
                keys = [(n, random()) for n in counts]
            for i in sorted(range(len(pool)), key=keys.__getitem__):
                card = pool[i]
                places = options[card]
                loc = _pick(places, free, random)
                if loc is None:
                    break
                out[loc].append(card)
                free[loc] -= 1
            else:
                return out
        return None


def _pick(places: list, free: dict, random) -> object | None:
    """One of ``places`` with room, each by its share of the room left,
    drawing one number; None (and no draw) if none has room. The first
    place whose running total of room passes the number drawn (bisect's
    pick over the running totals), the last with room if rounding leaves
    none: the same place ``rng.choices`` would give, without its lists."""
    total = 0
    for loc in places:
        total += free[loc]
    if not total:
        return None
    x = random() * total
    passed = 0
    last = None
    for loc in places:
        room = free[loc]
        if room:
            last = loc
            passed += room
            if passed > x:
                return loc
    return last


DEAL_TRIES = 30   # random deals tried by one set of rules before looser ones
RULES = ("with_voids", "structural", "anywhere")   # ``_Redeal``'s rules, strictest first


def redeal_for(state, seat: int) -> _Redeal:
    """``state``'s shared redeal for ``seat``, worked out on first use."""
    kept = state._redeal
    if kept is None or kept.seat != seat:
        kept = state._redeal = _Redeal(state, seat)
    return kept


def determinize(state, seat: int, rng: random.Random):
    clone = state.clone()
    if clone.over:
        clone._forget(rng, [list(h) for h in clone.round.hands], list(clone.round.talon))
        return clone
    plan = redeal_for(state, seat)
    r = clone.round
    for loc, cards in plan.deal(rng).items():
        cards = plan.fixed[loc] + cards
        if loc == "talon":
            r.talon = cards
        elif loc == "discard":
            r.discard = cards
        else:
            r.hands[loc] = sorted_cards(cards)  # a round's hands are in hand order
    clone._legal = clone._redeal = None  # the real position's: the hands are redealt
    if r.phase not in ("bidding", "call") and r.called:
        played = {c: s for t in clone.all_tricks() for s, c in t.plays}
        holders = {played.get(c, next((s for s, h in enumerate(r.hands) if c in h), None))
                   for c in r.called}
        r.partners = tuple(sorted(holders - {None, r.attacker}))
    clone._forget(rng, [list(h) for h in r.hands], list(r.talon))
    return clone

"""Proofs of loss for the solver: a relaxed game that even a won deal must pass.

If the real game can be won from a position, so can the relaxed one; so a
position whose relaxation cannot empty the columns is lost. The relaxation is
answered exactly and fast (a few passes over the cards), which is what lets
the solver cut a whole subtree at once.

The relaxed game
----------------
Each card only has to *leave* the column it lies in (the column it was dealt
to, or lies in now): once it has left it is in a *pool* and never matters
again except as a card others may build on. Cards leave top first, one at a
time, and the stock comes in its real order: the deals are *stages*, and at
each stage the next deal puts its cards on the columns as the real deal would.
A card may leave:

- when a card it builds on (one rank up, the other colour) lies right under
  it, lies on top of a column, or is in the pool (it left with the run it
  lies on, onto a column's top card, or onto a card that had been moved);
- to a foundation: when a foundation of its colour is still below its rank
  and every rank of its colour between that foundation's height and its own
  has a card in the pool (the cards that foundation still needs below it);
- a King only into an empty column (some column has no card left in the
  relaxation), to a foundation as above, or to a discard pile with the run
  built on it: **only once a card of each of the twelve kinds its run holds
  has left** (a black King's run holds a red Queen, a black Jack, ... a
  black Ace), and **no more Kings of a colour leave that way than there are
  discard piles of their colour still free** (two runs of each King colour
  win; a King that goes with its run never comes back).

Why every won line passes: take a winning line and the first time each card
leaves the place it lies in. At that moment it goes onto a card on top of a
column (which has either left its own place already, so it is in the pool, or
is still there with every card above it gone: on top in the relaxation too),
or with the run it lies on (onto the card under it, or that card had been
moved there: in the pool), or to a foundation (built to one rank below it:
every card it took above its height in the position had left its place
first), or, a King, into an empty column (whose cards have all left),
to a foundation, or to a discard pile (one of the free ones of its colour).
A King that goes to a discard pile takes the twelve cards of its run with
it, lying on it at the end of its column: each of them had been moved there
(it has left its place already) or lies in its place and leaves in the same
move. Put those first, top first: each lies on the card of the run it
builds on, which is in the pool or in its place right under it (only cards
of the run lie above the King), so each may leave; then the King, on top
of its column in the relaxation, with a card of each kind of its run gone.
Deals come in the stock's order between such events. So the line's own order
of first departures is a play of the relaxed game that empties the columns.

Answering it exactly
--------------------
Leaving only ever lets more cards leave (the pool grows, columns get shorter,
more columns are empty, a run's kinds are found) except for the discard
piles, a resource. So for a
fixed set of Kings allowed to go to a discard pile, letting every card leave
as soon as it can, before each deal, is the best play: any play's departures
before a deal are a subset of the greedy ones (by induction on the stages).
The greedy is first run with every King of a colour with a free pile allowed
(looser: if it fails, the position is lost); if it succeeds with no more
Kings through discards than piles, that is a witness; else every choice of
Kings up to the number of free piles is tried (at most 6 x 6 runs), and the
position is lost when none empties the columns.
"""

from __future__ import annotations

import itertools
from typing import Final, Sequence

from cardtable.engine.rouge_et_noir_patience.rules import COLUMNS, RANK, RED, RUN

# A kind is rank * 2 + is_red; a card of the relaxation is its kind, or, when
# the discard piles are shared out among the Kings, a King is uid * 32 + kind
# so that they can be told apart.
KIND: Final = {card: RANK[card] * 2 + RED[card] for card in RANK}
KING: Final = RUN * 2


def _parent(kind: int) -> int:
    """The kind a card of ``kind`` builds on: one rank up, the other colour."""
    return kind + 3 - 2 * (kind & 1)


PARENT: Final = [_parent(k) for k in range(32)]
# The kinds of the twelve cards a King of each colour (by is_red) carries in its run.
RUN_KINDS: Final = tuple(tuple(rank * 2 + (red if (RUN - rank) % 2 == 0 else 1 - red)
                               for rank in range(1, RUN)) for red in (0, 1))


def _to_foundation(rank: int, heights: list[int], reach: list[int]) -> bool:
    """A foundation of the colour is below ``rank`` and the pool holds the
    cards it lacks up to it: ``heights`` and ``reach`` of ``_drain``."""
    return heights[0] < rank <= reach[0] + 1 or heights[1] < rank <= reach[1] + 1


def _drain(columns: list[list[int]], deals: list[list[int]], found: list[int],
           budget: list[int], allowed: frozenset | None) -> tuple[bool, list[int]]:
    """The greedy play: (did the columns empty, how many Kings of each colour
    (black, red) went to a discard pile). ``allowed``: the Kings (cards) that
    may go to a discard pile, or None for any King of a colour with a free
    pile. Lists, not sequences, throughout, and ``a[i] = a[i] + 1`` for
    ``a[i] += 1``: compiled, those are read and added directly, the others
    through Python's protocols."""
    cols = [list(c) for c in columns]
    pool = [0] * 32
    tops = [0] * 32
    for col in cols:
        if col:
            tops[col[-1] & 31] = tops[col[-1] & 31] + 1
    # By is_red, for each foundation of the colour: its height, and how far
    # the cards in the pool could build it (every rank above its height up
    # to this one has a card in the pool).
    heights = [found[2:], found[:2]]
    reach = [list(found[2:]), list(found[:2])]
    discarded = [0, 0]
    empty = sum(not c for c in cols)
    for stage in range(len(deals) + 1):
        if stage:
            for i, card in enumerate(deals[stage - 1]):
                col = cols[i]
                if col:
                    tops[col[-1] & 31] = tops[col[-1] & 31] - 1
                else:
                    empty -= 1
                col.append(card)
                tops[card & 31] = tops[card & 31] + 1
        changed = True
        while changed:
            changed = False
            for col in cols:
                while col:
                    card = col[-1]
                    kind = card & 31
                    red = kind & 1
                    rank = kind >> 1
                    if kind >= KING:
                        if not (empty or _to_foundation(rank, heights[red], reach[red])):
                            if not budget[red] if allowed is None else card not in allowed:
                                break
                            if not all(pool[k] for k in RUN_KINDS[red]):
                                break
                            discarded[red] = discarded[red] + 1
                    else:
                        parent = PARENT[kind]
                        if not (pool[parent] or tops[parent]
                                or (len(col) > 1 and col[-2] & 31 == parent)
                                or _to_foundation(rank, heights[red], reach[red])):
                            break
                    col.pop()
                    pool[kind] = pool[kind] + 1
                    tops[kind] = tops[kind] - 1
                    if col:
                        tops[col[-1] & 31] = tops[col[-1] & 31] + 1
                    else:
                        empty += 1
                    if pool[kind] == 1:   # a kind newly in the pool: a foundation may reach further
                        built = reach[red]
                        for k in (0, 1):
                            top = built[k]
                            while top < RUN and pool[(top + 1) * 2 + red]:
                                top += 1
                            built[k] = top
                    changed = True
    return not any(cols), discarded


def hopeless(hidden: Sequence[Sequence[str]], up: Sequence[Sequence[str]], found: Sequence[int],
             disc: Sequence[bool], stock: Sequence[str] = ()) -> bool:
    """The relaxed game of the module docstring cannot empty the columns from
    this position (face-down cards ``hidden`` under face-up ``up``, column by
    column bottom first; foundation heights; discard piles full; the stock
    still to come, first card first), so neither can the real game."""
    columns = [[KIND[c] for c in (*h, *u)] for h, u in zip(hidden, up)]
    deals = [[KIND[c] for c in stock[start:start + COLUMNS]]
             for start in range(0, len(stock), COLUMNS)]
    budget = [2 - disc[2] - disc[3], 2 - disc[0] - disc[1]]   # free piles by is_red
    piles = list(found)
    won, discarded = _drain(columns, deals, piles, budget, None)
    if not won:
        return True
    if discarded[0] <= budget[0] and discarded[1] <= budget[1]:
        return False
    uid = itertools.count(1)   # the Kings told apart, to share out the discard piles
    columns, deals = ([[next(uid) * 32 + c if c >= KING else c for c in col] for col in cols]
                      for cols in (columns, deals))
    kings = [[c for col in (*columns, *deals) for c in col if c & 31 == KING + red]
             for red in (0, 1)]
    for black in itertools.combinations(kings[0], min(budget[0], len(kings[0]))):
        for red in itertools.combinations(kings[1], min(budget[1], len(kings[1]))):
            if _drain(columns, deals, piles, budget, frozenset(black + red))[0]:
                return False
    return True

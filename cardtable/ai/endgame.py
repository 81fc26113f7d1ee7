"""Exact endgames: the rest of a deal solved by alpha-beta on one sampled world.

Near the end of a deal few cards are left and a sampled world (a deal the
seat cannot tell from the real one, ``State.determinize``) can be solved
outright instead of played out by a cheap policy: every seat then plays its
best reply, not the easy player's guess. That is the classic recipe of the
bridge and skat programs (Perfect-Information Monte Carlo with a double-dummy
solver), here on the engine itself: the solver asks the state for the legal
actions, applies them to clones and reads the deal's result from
``returns()``, so no rule is copied.

The value of a position is ``base.gain``: what the searching seat wins in
the deal against the others' average. The seat and its allies of the deal
(``Endgame.allies``: the Tarot attack and its called partner) maximise it
and every other seat minimises it: in the games where everyone plays for
himself, the *paranoid* reading (the others as one coalition against the seat),
which keeps the search two-sided so alpha-beta prunes. **[decision]**
Paranoid by default: max^n cannot prune and its ties between opponents'
equal choices are arbitrary; against a coalition the search is safe. A game
may ask for max^n where the coalition is far from how its players play
(``Endgame.each_for_himself``: Red Secret for 3 and 4, where three others
ganging up on the seat throw their own points away to do it): each mover
then takes its own best (``MaxnSolver``).

A transposition table keyed by the game (``Endgame.key``: everything that
decides the rest of the deal's value, such as the hands left, the trick on
the table and what each seat has won so far) stores bounds, so positions
reached by playing the same cards in another order are solved once per world.
A key may be None where a game sees no use in keeping a position (Tarot
keys a position only at a trick's start: within a trick no two orders of
play meet). ``Endgame.moves`` may give the moves to search in a position
when some of the legal ones are sure to do the same (Tarot: cards of one
suit and value with no other hand's card between them): one of each is
searched, so the search's width is the real choices'.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import methodcaller
from typing import Callable, Hashable

from cardtable.ai.base import gain
from cardtable.engine.state import Action, State

Key = Callable[[State], Hashable]
_UNKNOWN = (-math.inf, math.inf, 0)   # a position's bounds and best move before it is searched


@dataclass(frozen=True)
class Endgame:
    """What a game tells the solver: ``cards_left`` (cards still in play in
    the deal of a world, a count every seat knows: when few are left the
    search solves; En blanc et noir counts the cards held, one more than
    those still to be played per zero bidder), ``key``
    (the transposition table's key of a position, or None: no table; a
    key of None: that position is not kept), ``allies`` (whether two seats
    play for one side in a position's deal; None: every seat for itself),
    ``each_for_himself`` (whether a world is solved by max^n rather than
    the paranoid alpha-beta; None: never) and ``moves`` (the moves to
    search in a position, the legal ones less those sure to do what
    another does, best guess first; None: every legal move)."""

    cards_left: Callable[[State], int]
    key: Key | None = None
    allies: Callable[[State, int, int], bool] | None = None
    each_for_himself: Callable[[State], bool] | None = None
    moves: Callable[[State], list[Action]] | None = None


def deal_over(state: State, deal: int) -> bool:
    """The deal logged as number ``deal`` (``len(state.deal_log)`` while it
    is played) has been scored, or the match is over."""
    return state.is_terminal() or len(state.deal_log) != deal or state.deal_log[-1].result is not None


def solver_for(endgame: Endgame, seat: int, world: State) -> "Solver | MaxnSolver":
    """The solver for ``seat`` in ``world``: max^n where the game says each
    player plays for himself there (``Endgame.each_for_himself``), else
    the paranoid alpha-beta."""
    if endgame.each_for_himself is not None and endgame.each_for_himself(world):
        return MaxnSolver(endgame, seat, world.returns())
    return Solver(endgame, seat, world.returns())


class _WorldSolver:
    """What both solvers share: one world solved for ``seat`` (its points
    ``before`` the deal's end), a table kept for the world's candidates,
    which share most of their positions, and the value of an option."""

    def __init__(self, endgame: Endgame, seat: int, before: list[float]):
        self.key = endgame.key
        self.moves = endgame.moves or methodcaller("legal_actions")
        self.seat = seat
        self.before = before
        self.table: dict[Hashable, tuple] = {}

    def value(self, state: State, deal: int) -> float:
        """The exact value of ``state`` (deal number ``deal``) for the seat."""
        raise NotImplementedError

    def value_after(self, state: State, action: Action) -> float:
        """The exact value for the seat of playing ``action`` (an option of
        the player to move) in ``state``."""
        child = state.clone()
        child.apply_unchecked(action)
        return self.value(child, len(state.deal_log))


class Solver(_WorldSolver):
    """Solves positions of one world for ``seat`` by alpha-beta, the seat
    and its allies against the others; the table holds (low, high, best
    move) by key."""

    def __init__(self, endgame: Endgame, seat: int, before: list[float]):
        super().__init__(endgame, seat, before)
        self.allies = endgame.allies

    def value(self, state: State, deal: int) -> float:
        """The exact value of ``state`` (a position of deal number ``deal``,
        counted as ``len(state.deal_log)``) for the seat."""
        return self._search(state, deal, -math.inf, math.inf)

    def _search(self, state: State, deal: int, alpha: float, beta: float) -> float:
        if deal_over(state, deal):
            return gain(self.before, state.returns(), self.seat)
        key = self.key(state) if self.key else None
        low, high, best = self.table.get(key, _UNKNOWN) if key is not None else _UNKNOWN
        if low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        actions = self.moves(state)
        order = [best] + [i for i in range(len(actions)) if i != best] if best else range(len(actions))
        mover = state.current_player()
        maximise = mover == self.seat or (self.allies is not None and self.allies(state, mover, self.seat))
        value = -math.inf if maximise else math.inf
        a, b = alpha, beta
        for i in order:
            child = state.clone()
            child.apply_unchecked(actions[i])
            v = self._search(child, deal, a, b)
            if maximise and v > value:
                value, best = v, i
                a = max(a, v)
            elif not maximise and v < value:
                value, best = v, i
                b = min(b, v)
            if a >= b:
                break
        if value <= alpha:
            high = min(high, value)
        elif value >= beta:
            low = max(low, value)
        else:
            low = high = value
        if key is not None:
            self.table[key] = (low, high, best)
        return value


class MaxnSolver(_WorldSolver):
    """Solves positions of one world for ``seat`` with every player for
    himself (max^n): each mover takes the move best for its own gain (its
    points against the others' average), so opponents do not sacrifice
    points to hurt the seat as the paranoid coalition does. No pruning;
    the table keeps each position's exact values (one per seat).
    **[decision]** Between moves equally good for the mover, the one worst
    for the searching seat is assumed (the safe tie)."""

    def value(self, state: State, deal: int) -> float:
        """The exact value of ``state`` (deal number ``deal``) for the seat."""
        return self._values(state, deal)[self.seat]

    def _values(self, state: State, deal: int) -> tuple[float, ...]:
        if deal_over(state, deal):
            after = state.returns()
            return tuple(gain(self.before, after, s) for s in range(len(after)))
        key = self.key(state) if self.key else None
        if key is not None and key in self.table:
            return self.table[key]
        mover, seat = state.current_player(), self.seat
        best: tuple[float, ...] | None = None
        for action in self.moves(state):
            child = state.clone()
            child.apply_unchecked(action)
            v = self._values(child, deal)
            if best is None or v[mover] > best[mover] or (v[mover] == best[mover] and v[seat] < best[seat]):
                best = v
        if key is not None:
            self.table[key] = best
        return best

"""The solver: can this position still be won, and by which moves?

A player aid of "thoughtful" patience (rules/rouge-et-noir-patience.md, player
aids): it looks at every card, the face-down ones and the order of the stock
included, so it takes the whole ``PatienceState``, never an observation. The
computer players decide on their observation and do not use it.

Method
------
Best-first searches over single legal moves, with a transposition table,
restarted in a different order while the budget lasts:

- **The rules' moves.** ``rules.card_moves`` lists the card moves,
  ``rules.can_deal`` says when a deal is allowed (``deal_when``), and under
  ``auto_foundation`` the forced ``rules.auto_move`` is the only move, as in
  the engine; ``rules.lift`` and ``rules.deal_targets`` move the cards, as the
  state does. So a line found replays legally, and a rule changed in
  ``rules.py`` reaches the solver by itself.
- **A transposition table** keyed on a canonical position, so that every
  position is searched once however it was reached. What is truly alike:

  - *suits*: no rule reads a suit (building, foundations and discard piles all
    go by colour), so before searching every red card becomes a heart and every
    black one a spade, which also makes the two copies of a card one value.
    The line names columns and piles, never cards, so it holds for the real
    cards;
  - *the two foundations of a colour* are interchangeable (the key has their
    heights sorted), and so are *the two discard piles of a colour* (the key has
    the number of runs out per colour);
  - *columns*: a deal goes to columns 1, 2, ... in turn, so a column keeps its
    place in the key while a deal will still reach it; the columns no deal
    reaches any more (all of them once the stock is empty, columns 8 to 10
    before the last deal of 7) are compared as a sorted set, since no other
    rule tells columns apart. Face-down cards stay in the key in their order:
    they are known and decide what turns up.

- **Move ordering by the position a move leads to**: the next position
  searched is always the best one seen so far, by ``score``: cards out count
  most, then face-down cards (fewer is better), breaks in the columns (a card
  on one it does not build on), empty columns, and cards still in the stock
  (dealing late keeps the columns tidy). So discards, foundation moves and
  turning moves come first, and a deal comes when the columns are as good as
  they get.
- **Never move the cards just moved**: moving a run again right after it moved
  gives a position one move away from where the first move started (back where
  it was, an undo, or where it could have gone at once), which the search
  reaches from there anyway.
- **Restarts**: a search that has seen ``RESTART_NODES`` positions without a
  win starts again from the top with a fresh table and another order among
  positions of equal score (the first search takes the oldest first, the
  next ones seeded random orders). Which equal positions go first decides
  much: on deals 1-20 single orders won 1 to 6 deals within 20,000 positions
  each, and not the same deals (11 in all), while one order given 100,000
  positions won no more than with 25,000. With 100,000 positions for each of
  deals 1-20 and 51-70, restarting every 15,000 won 15, every 10,000 or
  25,000 won 12; with 200,000 for each of deals 1-50, every 15,000 won 24 and
  every 25,000 won 26 (30 different deals): restarting matters more than
  how often.
- **A budget** of positions in all (and optionally of seconds): when it runs
  out the answer is "unknown".
- **A tidy line**: a winning line is shortened before it is given (a move it
  does not need, a run moved twice where once would do), each change checked
  by replaying the line with the rules.

Why best-first and not depth-first: on deals 1-10 from the opening, with the
same moves and table, a depth-first search (foundation, discard and turning
moves first) won 2 within 50,000 positions and a best-first one 4 within
30,000. Depth-first deals as soon as no good move is left, reaches the empty
stock with few cards out and then spends the whole budget below that first
line; best-first keeps comparing the whole frontier.

The answer is "won" with the winning line in record actions, "lost" when one
search saw every position reachable without finding a win (a proof: only
repetitions were cut), or "unknown". The engine ends a match after
``NO_PROGRESS_LIMIT`` moves in a row without progress; a line never runs into
that cap, and a search that had to stop a line there does not call the
position lost. Everything is deterministic but a ``max_seconds`` budget.
"""

from __future__ import annotations

import heapq
import itertools
import random
import time
from dataclasses import dataclass
from typing import Callable, Iterator

from cardtable.engine.rouge_et_noir_patience.game import NO_PROGRESS_LIMIT, PatienceState
from cardtable.engine.rouge_et_noir_patience.rules import (
    COLUMNS, DEAL, RED, TOTAL, Move, Table, auto_move, builds_on, can_deal, card_moves,
    deal_targets, lift, makes_progress)

MAX_NODES = 200_000
RESTART_NODES = 15_000
CHECK_EVERY = 1024   # positions between two looks at the clock and the stop request

# The card each card stands for in the search: its rank and colour.
CANONICAL = {card: card[0] + ("H" if RED[card] else "S") for card in RED}
BUILDS = {(under, card) for under in CANONICAL.values() for card in CANONICAL.values()
          if builds_on(card, under)}

# What a position is worth (``score``); the figures were tuned on deals 1-20.
OUT, DOWN, BREAK, EMPTY, STOCK = 20, 6, 3, 4, 1

Columns = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Solution:
    """``verdict``: "won", "lost" or "unknown"; ``line``: the winning actions
    (empty unless won); ``nodes``: the positions searched."""

    verdict: str
    line: tuple[dict, ...] = ()
    nodes: int = 0


@dataclass(frozen=True)
class _Node:
    hidden: Columns
    table: Table
    last: Move | None   # the move that led here (None after a deal)
    idle: int           # moves in a row without progress


def _key(node: _Node) -> tuple:
    """The canonical position (see the module docstring)."""
    table = node.table
    hidden, up = node.hidden, table.up
    dealt = min(COLUMNS, table.stock)
    if dealt < COLUMNS:
        rest = sorted(range(dealt, COLUMNS), key=lambda i: (hidden[i], up[i]))
        hidden = hidden[:dealt] + tuple(hidden[i] for i in rest)
        up = up[:dealt] + tuple(up[i] for i in rest)
    found, disc = table.found, table.disc
    return (hidden, up, min(found[:2]), max(found[:2]), min(found[2:]), max(found[2:]),
            disc[0] + disc[1], disc[2] + disc[3], table.stock)


def score(table: Table) -> int:
    """How promising a position is (higher is better; see the module docstring)."""
    breaks = sum(pair not in BUILDS for up in table.up for pair in zip(up, up[1:]))
    empty = sum(not up for up in table.up)
    return (OUT * table.cards_out - DOWN * sum(table.down) - BREAK * breaks + EMPTY * empty
            + STOCK * table.stock)


class _Search:
    """One position to solve: its cards in canonical form, the options that
    change the moves, the shared deadline and stop request."""

    def __init__(self, state: PatienceState, deadline: float | None,
                 stop: Callable[[], bool] | None):
        self.stock = tuple(CANONICAL[c] for c in state.stock)
        self.deal_when = state.game.options.deal_when
        self.auto = state.game.options.auto_foundation
        self.deadline = deadline
        self.stop = stop
        self.final = False   # no restart can help: out of time, stopped, or all seen
        self.capped = False        # a line was stopped at the no-progress cap
        table = Table(tuple(map(len, state.hidden)),
                      tuple(tuple(CANONICAL[c] for c in up) for up in state.up),
                      tuple(map(len, state.found)), tuple(bool(d) for d in state.disc),
                      len(state.stock))
        self.root = _Node(tuple(tuple(CANONICAL[c] for c in h) for h in state.hidden),
                          table, None, state.idle)

    def legal(self, node: _Node) -> list[Move | None]:
        """Every legal move, as the engine allows them (None is the deal)."""
        table = node.table
        if self.auto:
            forced = auto_move(table)
            if forced is not None:
                return [forced]
        cards: list[Move | None] = list(card_moves(table))
        return cards + [None] if can_deal(table, self.deal_when, cards) else cards

    def moves(self, node: _Node) -> list[Move | None]:
        """The legal moves worth trying: not the cards just moved (a forced
        auto-move, the only legal move, always)."""
        moves, last = self.legal(node), node.last
        if len(moves) == 1 or last is None or last.kind != "t":
            return moves
        return [m for m in moves if m is None or not (m.src == last.dst and m.n == last.n)]

    def child(self, node: _Node, move: Move | None) -> _Node:
        table, hidden, up = node.table, list(node.hidden), list(node.table.up)
        found, disc = table.found, table.disc
        if move is None:
            first = len(self.stock) - table.stock
            targets = deal_targets(table.stock)
            for i, col in enumerate(targets):
                up[col] += (self.stock[first + i],)
            return _Node(node.hidden, Table(table.down, tuple(up), found, disc,
                                            table.stock - len(targets)), None, 0)
        src = move.src
        hidden[src], up[src], cards, _ = lift(hidden[src], up[src], move.n)
        if move.kind == "t":
            up[move.dst] += cards
        elif move.kind == "f":
            found = found[:move.dst] + (found[move.dst] + 1,) + found[move.dst + 1:]
        else:
            disc = disc[:move.dst] + (True,) + disc[move.dst + 1:]
        down = table.down[:src] + (len(hidden[src]),) + table.down[src + 1:]
        idle = 0 if makes_progress(table, move) else node.idle + 1
        return _Node(tuple(hidden), Table(down, tuple(up), found, disc, table.stock), move, idle)

    def out_of_time(self, nodes: int) -> bool:
        if nodes % CHECK_EVERY:
            return False
        self.final = ((self.deadline is not None and time.monotonic() > self.deadline)
                      or (self.stop is not None and self.stop()))
        return self.final

    def run(self, max_nodes: int, order: Iterator) -> tuple[str, list[Move | None], int]:
        """One best-first search of at most ``max_nodes`` positions: the
        verdict, the winning line, the positions seen. ``order`` ranks
        positions of equal score (lower first)."""
        root = self.root
        seen = {_key(root)}
        # (-score, order, node, path): a path is (move, the parent's path)
        frontier = [(0, next(order), root, None)]
        while frontier:
            _, _, node, path = heapq.heappop(frontier)
            for move in self.moves(node):
                child = self.child(node, move)
                if child.table.cards_out == TOTAL:
                    return "won", _line((move, path)), len(seen)
                if child.idle >= NO_PROGRESS_LIMIT:
                    self.capped = True
                    continue
                key = _key(child)
                if key in seen:
                    continue
                seen.add(key)
                if len(seen) >= max_nodes or self.out_of_time(len(seen)):
                    return "unknown", [], len(seen)
                heapq.heappush(frontier, (-score(child.table), next(order), child, (move, path)))
        self.final = True   # every position was seen: a restart would see them again
        return "unknown" if self.capped else "lost", [], len(seen)

    def walk(self, node: _Node, line: list[Move | None]) -> list[_Node] | None:
        """The positions ``line`` goes through from ``node`` (``node`` first),
        or None when a move of it is not legal or it does not end in a win."""
        nodes = [node]
        for move in line:
            if move not in self.legal(node):
                return None
            node = self.child(node, move)
            if node.idle >= NO_PROGRESS_LIMIT:
                return None
            nodes.append(node)
        return nodes if node.table.cards_out == TOTAL else None

    def shorten(self, line: list[Move | None]) -> list[Move | None]:
        """The winning line tidied: each change of ``_shorter`` (last move
        first, again until none helps) is kept when the line still replays
        legally to a win. A search finds a line, not the shortest one; this
        takes out detours (a King moved to one empty column and then to
        another) so the demo makes sense to watch and the count of moves is
        closer to the truth."""
        nodes = self.walk(self.root, line)
        length = len(line) + 1
        while len(line) < length:
            length = len(line)
            for i in reversed(range(length)):
                if i >= len(line):
                    continue   # the line got shorter
                for shorter in _shorter(line, i):
                    rest = self.walk(nodes[i], shorter[i:])
                    if rest is not None:
                        line, nodes = shorter, nodes[:i] + rest
                        break
        return line


def _shorter(line: list[Move | None], i: int) -> Iterator[list[Move | None]]:
    """Shorter lines to try instead of ``line`` at move i: without it; and
    when the next move from where it put cards takes as many on (a to b,
    later b to c), one move from a to c at either place, or none when c is a."""
    yield line[:i] + line[i + 1:]
    move = line[i]
    if move is None or move.kind != "t":
        return
    j = next((j for j in range(i + 1, len(line))
              if line[j] is not None and line[j].src == move.dst), None)
    if j is None or line[j].n != move.n:
        return
    later = line[j]
    if later.kind == "t" and later.dst == move.src:
        yield line[:i] + line[i + 1:j] + line[j + 1:]
        return
    direct = Move(move.src, later.kind, later.dst, move.n)
    yield line[:i] + [direct] + line[i + 1:j] + line[j + 1:]
    yield line[:i] + line[i + 1:j] + [direct] + line[j + 1:]


def _order(restart: int) -> Iterator:
    """The order among equal scores of a restart: oldest first, then seeded
    random orders."""
    if restart == 0:
        return itertools.count()
    rng = random.Random(restart)
    return iter(rng.random, None)


def _line(path) -> list[Move | None]:
    moves = []
    while path is not None:
        move, path = path
        moves.append(move)
    return moves[::-1]


def solve(state: PatienceState, max_nodes: int = MAX_NODES, max_seconds: float | None = None,
          stop: Callable[[], bool] | None = None) -> Solution:
    """Search ``state`` (all its cards known) for a winning line, within
    ``max_nodes`` positions in all. ``stop`` is asked now and then; when it
    says True the search ends ("unknown")."""
    if state.end is not None:
        return Solution("won" if state.end == "won" else "lost")
    deadline = None if max_seconds is None else time.monotonic() + max_seconds
    search = _Search(state, deadline, stop)
    nodes = restart = 0
    while True:
        verdict, line, seen = search.run(min(RESTART_NODES, max_nodes - nodes), _order(restart))
        nodes += seen
        if verdict != "unknown" or search.final or nodes >= max_nodes:
            actions = tuple(dict(DEAL) if m is None else m.action for m in search.shorten(line))
            return Solution(verdict, actions, nodes)
        restart += 1

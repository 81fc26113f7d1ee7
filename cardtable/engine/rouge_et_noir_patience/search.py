"""Is progress still reachable? A breadth-first search over tableau moves.

*Progress* is what can never be undone: a card going out (to a foundation or
a discard pile) or a face-down card turning over (``rules.makes_progress``).
Between two such events the player can only rearrange face-up cards between
columns, and those arrangements are finitely many. This search walks them all,
shortest first, and stops at the first position that offers a progress move.

It answers two questions with one piece of code:
- the end rule: once the stock is empty, the game is over when no progress is
  reachable at all (nothing the player can still do changes the outcome, so no
  winnable line is cut off, including partial-run moves that would expose a
  foundation card or make room for a King);
- the hint: the first move of a shortest line to progress, which by being
  shortest never undoes itself.

Column order does not matter to any rule once the stock is empty, so
positions are compared with their columns sorted; this keeps the search small.
The search gives up after ``NODE_LIMIT`` positions and then says so
(``complete`` false): the game is then *not* declared over, and the no-progress
cap of the engine still bounds the match.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from cardtable.engine.rouge_et_noir_patience.rules import (
    FOUNDATIONS, RANK, RED, RUN, Move, Table, pile_is_red)

NODE_LIMIT = 2500  # about 0.25 s at worst on the GUI thread

# Inside the search a card is its kind, 2 * rank + is_red: suits never matter,
# and two cards of one kind are interchangeable, which shrinks the search.
KIND = {card: 2 * RANK[card] + RED[card] for card in RANK}


def _under(kind: int) -> int:
    """The kind a card of ``kind`` builds on: one rank up, the other colour."""
    return kind + 3 - 2 * (kind & 1)


def _is_king(kind: int) -> bool:
    return kind >> 1 == RUN


def _run_length(up: tuple[int, ...]) -> int:
    n = 1 if up else 0
    while n < len(up) and up[-n - 1] == _under(up[-n]):
        n += 1
    return n


@dataclass(frozen=True)
class Progress:
    """``path``: moves leading to progress, its last one the progress move
    (None when no progress is reachable); ``complete``: the search saw every
    reachable arrangement (False when it stopped at the node limit)."""

    path: tuple[Move, ...] | None
    complete: bool = True


class _Search:
    """The fixed part of a position (face-down counts, foundations, discard
    piles) and the moves of its face-up arrangements."""

    def __init__(self, table: Table):
        self.down = table.down
        self.foundation_for = {}
        for k in range(FOUNDATIONS):
            if table.found[k] < RUN:
                self.foundation_for.setdefault(2 * (table.found[k] + 1) + pile_is_red(k), k)
        self.discard_for = {}
        for k, full in enumerate(table.disc):
            if not full:
                self.discard_for.setdefault(pile_is_red(k), k)

    def _tops(self, cols) -> tuple[dict[int, list[int]], list[int]]:
        tops: dict[int, list[int]] = {}
        empties = []
        for i, up in enumerate(cols):
            if up:
                tops.setdefault(up[-1], []).append(i)
            elif self.down[i] == 0:
                empties.append(i)
        return tops, empties

    def progress_move(self, cols) -> Move | None:
        """A move out or a move turning a card, if ``cols`` offers one."""
        tops, empties = self._tops(cols)
        for i, up in enumerate(cols):
            if not up:
                continue
            if up[-1] in self.foundation_for:
                return Move(i, "f", self.foundation_for[up[-1]], 1)
            length = _run_length(up)
            if length >= RUN and _is_king(up[-RUN]) and (up[-RUN] & 1) in self.discard_for:
                return Move(i, "d", self.discard_for[up[-RUN] & 1], RUN)
            if self.down[i] and length == len(up):
                targets = [j for j in tops.get(_under(up[0]), ()) if j != i]
                if _is_king(up[0]):
                    targets += empties
                if targets:
                    return Move(i, "t", min(targets), len(up))
        return None

    def rearrangements(self, cols) -> list[Move]:
        """Moves between columns that turn no card, leaving out a whole
        column moved into an empty one (the same position) and trying one
        empty column only (they are all alike)."""
        tops, empties = self._tops(cols)
        moves = []
        for i, up in enumerate(cols):
            for n in range(1, _run_length(up) + 1):
                if n == len(up) and self.down[i]:
                    continue  # a turning move is progress, not a rearrangement
                bottom = up[-n]
                moves.extend(Move(i, "t", j, n) for j in tops.get(_under(bottom), ()) if j != i)
                if _is_king(bottom) and empties and not (n == len(up) and not self.down[i]):
                    moves.append(Move(i, "t", empties[0], n))
        return moves

    def key(self, cols) -> tuple:
        return tuple(sorted(zip(self.down, cols)))


def _after(cols: tuple, move: Move) -> tuple:
    out = list(cols)
    out[move.dst] = cols[move.dst] + cols[move.src][-move.n:]
    out[move.src] = cols[move.src][:-move.n]
    return tuple(out)


@lru_cache(maxsize=2048)
def find_progress(table: Table, limit: int = NODE_LIMIT) -> Progress:
    """The shortest line of moves to a progress move, if any (cached: the
    end rule and the hint ask about the same positions)."""
    search = _Search(table)
    start = tuple(tuple(KIND[c] for c in up) for up in table.up)
    first = search.progress_move(start)
    if first is not None:
        return Progress((first,))
    seen = {search.key(start)}
    queue = deque([(start, ())])
    while queue:
        cols, path = queue.popleft()
        for move in search.rearrangements(cols):
            child = _after(cols, move)
            key = search.key(child)
            if key in seen:
                continue
            seen.add(key)
            line = path + (move,)
            done = search.progress_move(child)
            if done is not None:
                return Progress(line + (done,))
            if len(seen) >= limit:
                return Progress(None, complete=False)
            queue.append((child, line))
    return Progress(None)

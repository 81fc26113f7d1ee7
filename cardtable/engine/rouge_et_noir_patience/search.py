"""Is progress still reachable? A breadth-first search over tableau moves.

*Progress* is what can never be undone: a card going out (to a foundation or
a discard pile) or a face-down card turning over (``rules.makes_progress``).
Between two such events the player can only rearrange face-up cards between
columns, and those arrangements are finitely many. This search walks them all,
shortest first, and stops at the first position that offers a progress move.

It answers two questions with one set of moves (``_Search``):
- the end rule (``stuck``): once the stock is empty, the game is over when no
  progress is reachable at all (nothing the player can still do changes the
  outcome, so no winnable line is cut off, including partial-run moves that
  would expose a foundation card or make room for a King). It runs after
  every move, so it keeps the graph of arrangements it has walked;
- the hint (``find_progress``): the first move of a shortest line to
  progress, which by being shortest never undoes itself.

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
# The kind a card of kind k builds on (one rank up, the other colour), by k.
UNDER = tuple(k + 3 - 2 * (k & 1) for k in range(2 * RUN + 2))
KING = 2 * RUN  # kinds KING and KING + 1 are Kings
_RUNS: dict[tuple[int, ...], int] = {}  # run length by column: columns recur a lot


def _run_length(up: tuple[int, ...]) -> int:
    n = _RUNS.get(up)
    if n is None:
        n = 1 if up else 0
        while n < len(up) and up[-n - 1] == UNDER[up[-n]]:
            n += 1
        if len(_RUNS) > 100_000:  # a bound for a long-running process
            _RUNS.clear()
        _RUNS[up] = n
    return n


_SEGMENTS: dict[tuple[int, ...], tuple[tuple[int, int, bool, bool], ...]] = {}


def _segments(up: tuple[int, ...]) -> tuple[tuple[int, int, bool, bool], ...]:
    """The ways to lift cards off column ``up``: ``(n, kind they go on, a
    King at the bottom, the whole column)`` for each n up to its run."""
    out = _SEGMENTS.get(up)
    if out is None:
        size = len(up)
        out = tuple((n, UNDER[up[-n]], up[-n] >= KING, n == size)
                    for n in range(1, _run_length(up) + 1))
        if len(_SEGMENTS) > 100_000:
            _SEGMENTS.clear()
        _SEGMENTS[up] = out
    return out


@dataclass(frozen=True)
class Progress:
    """``path``: moves leading to progress, its last one the progress move
    (None when no progress is reachable); ``complete``: the search saw every
    reachable arrangement (False when it stopped at the node limit)."""

    path: tuple[Move, ...] | None
    complete: bool = True


class _Search:
    """The fixed part of a position (face-down counts, foundations, discard
    piles) and the moves of its face-up arrangements. Written for speed (it
    runs after every move once the stock is empty): kinds are small ints,
    rearrangements are plain ``(src, dst, n)`` tuples."""

    def __init__(self, table: Table):
        self.down = table.down  # of find_progress's table; the graph passes its own
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
        down = self.down
        for i, up in enumerate(cols):
            if up:
                top = up[-1]
                if top in tops:
                    tops[top].append(i)
                else:
                    tops[top] = [i]
            elif down[i] == 0:
                empties.append(i)
        return tops, empties

    def progress_move(self, cols) -> Move | None:
        """A move out or a move turning a card, if ``cols`` offers one."""
        tops, empties = self._tops(cols)
        down, foundation_for, discard_for = self.down, self.foundation_for, self.discard_for
        for i, up in enumerate(cols):
            if not up:
                continue
            if up[-1] in foundation_for:
                return Move(i, "f", foundation_for[up[-1]], 1)
            length = _run_length(up)
            if length >= RUN and up[-RUN] >= KING and (up[-RUN] & 1) in discard_for:
                return Move(i, "d", discard_for[up[-RUN] & 1], RUN)
            if down[i] and length == len(up):
                targets = [j for j in tops.get(UNDER[up[0]], ()) if j != i]
                if up[0] >= KING:
                    targets += empties
                if targets:
                    return Move(i, "t", min(targets), len(up))
        return None

    def may_progress(self, cols, src: int, dst: int) -> bool:
        """False when ``cols``, made by a rearrangement from ``src`` to ``dst``
        of a position without a progress move, has none either; True when it
        may have one (``progress_move`` then says). Only the two changed
        columns can offer a new card out or a new whole run to move, and only
        the new top of ``src`` (or ``src`` left empty) a new target: the top
        of ``dst`` is the old top of ``src``."""
        down = self.down
        up = cols[src]
        if not up:
            return not down[src]  # a new empty column
        if up[-1] in self.foundation_for:
            return True
        for c in (src, dst):
            length = _run_length(cols[c])
            if length >= RUN or (down[c] and length == len(cols[c])):
                return True
        need = up[-1]
        for c, col in enumerate(cols):
            if down[c] and col and UNDER[col[0]] == need and _run_length(col) == len(col):
                return True
        return False

    def rearrangements(self, cols) -> list[tuple[int, int, int]]:
        """Moves ``(src, dst, n)`` between columns that turn no card, leaving
        out a whole column moved into an empty one (the same position) and
        trying one empty column only (they are all alike)."""
        tops, empties = self._tops(cols)
        down = self.down
        empty = empties[0] if empties else None
        moves = []
        for i, up in enumerate(cols):
            if not up:
                continue
            for n, under, king, whole in _segments(up):
                if whole and down[i]:
                    continue  # a turning move is progress, not a rearrangement
                targets = tops.get(under)
                if targets:
                    for j in targets:
                        if j != i:
                            moves.append((i, j, n))
                if king and empty is not None and not whole:
                    moves.append((i, empty, n))
        return moves

    def key(self, cols) -> tuple:
        return tuple(sorted(zip(self.down, cols)))


def _after(cols: tuple, move: tuple[int, int, int]) -> tuple:
    src, dst, n = move
    out = list(cols)
    out[dst] = cols[dst] + cols[src][-n:]
    out[src] = cols[src][:-n]
    return tuple(out)


@lru_cache(maxsize=2048)
def find_progress(table: Table, limit: int = NODE_LIMIT) -> Progress:
    """The shortest line of moves to a progress move, if any (cached: the
    hint is asked again about the same position)."""
    search = _Search(table)
    start = tuple(tuple(KIND[c] for c in up) for up in table.up)
    first = search.progress_move(start)
    if first is not None:
        return Progress((first,))
    seen = {search.key(start)}
    made = {start}  # arrangements already met, as made: most repeats are caught before keying
    queue = deque([(start, ())])
    while queue:
        cols, path = queue.popleft()
        for move in search.rearrangements(cols):
            child = _after(cols, move)
            if child in made:
                continue
            made.add(child)
            key = search.key(child)
            if key in seen:
                continue
            seen.add(key)
            line = path + (move,)
            done = search.progress_move(child) if search.may_progress(child, move[0], move[1]) else None
            if done is not None:
                return Progress(tuple(Move(i, "t", j, n) for i, j, n in line) + (done,))
            if len(seen) >= limit:
                return Progress(None, complete=False)
            queue.append((child, line))
    return Progress(None)


class _Graph:
    """The arrangement graph of one fixed part (foundations and discards):
    positions numbered in order of discovery, each with its rearrangements'
    children (worked out once, when first needed) and whether it offers a
    progress move. A column (face-down count and face-up kinds) is numbered
    too, and a position is the sorted tuple of its columns' numbers: column
    order does not matter (as in ``_Search.key``), and small ints sort and
    hash fast.

    The end rule asks after every irreversible move once the stock is empty,
    and the positions it then searches are mostly among those it searched a
    move before: a kept graph answers them without working out a move."""

    def __init__(self, table: Table):
        self.fixed = (table.found, table.disc)
        self.search = _Search(table)
        self.column_ids: dict[tuple[int, tuple[int, ...]], int] = {}
        self.columns: list[tuple[int, tuple[int, ...]]] = []
        self.ids: dict[tuple[int, ...], int] = {}
        self.keys: list[tuple[int, ...]] = []
        self.progress: list[bool] = []
        self.children: list[tuple[int, ...] | None] = []

    def column(self, down: int, up: tuple[int, ...]) -> int:
        pair = (down, up)
        number = self.column_ids.get(pair)
        if number is None:
            number = self.column_ids[pair] = len(self.columns)
            self.columns.append(pair)
        return number

    def node(self, key: tuple[int, ...], progress: bool) -> int:
        index = self.ids[key] = len(self.keys)
        self.keys.append(key)
        self.progress.append(progress)
        self.children.append(None)
        return index

    def start(self, table: Table) -> int:
        cols = tuple(tuple(KIND[c] for c in up) for up in table.up)
        key = tuple(sorted(self.column(d, up) for d, up in zip(table.down, cols)))
        if key in self.ids:
            return self.ids[key]
        search = self.search
        search.down = table.down
        return self.node(key, search.progress_move(cols) is not None)

    def expand(self, index: int) -> tuple[int, ...]:
        """The children of a position without a progress move."""
        out = self.children[index]
        if out is None:
            key = self.keys[index]
            pairs = [self.columns[c] for c in key]
            search = self.search
            downs = search.down = tuple(d for d, _ in pairs)
            cols = tuple(up for _, up in pairs)
            found = []
            column_id = self.column_ids.get
            for move in search.rearrangements(cols):
                src, dst, n = move
                numbers = list(key)  # the child: two columns changed
                lifted = (downs[src], cols[src][:-n])
                numbers[src] = column_id(lifted)
                if numbers[src] is None:
                    numbers[src] = self.column(*lifted)
                grown = (downs[dst], cols[dst] + cols[src][-n:])
                numbers[dst] = column_id(grown)
                if numbers[dst] is None:
                    numbers[dst] = self.column(*grown)
                numbers.sort()
                ckey = tuple(numbers)
                known = self.ids.get(ckey)
                if known is None:
                    child = _after(cols, move)
                    progress = (search.may_progress(child, src, dst)
                                and search.progress_move(child) is not None)
                    known = self.node(ckey, progress)
                found.append(known)
            out = self.children[index] = tuple(dict.fromkeys(found))
        return out


_graph: _Graph | None = None  # the last fixed part's graph
GRAPH_LIMIT = 200_000  # positions kept at most, a bound for a long-running process


def stuck(table: Table, limit: int = NODE_LIMIT) -> bool:
    """The end rule's question: True when no progress is reachable, having
    seen every arrangement reachable (fewer than ``limit``). It answers as
    ``find_progress`` would (no path and complete), by a breadth-first walk
    of the kept graph: the answer depends only on the set of positions
    reachable, not on the order they are met in."""
    global _graph
    if _graph is None or _graph.fixed != (table.found, table.disc) \
            or len(_graph.keys) > GRAPH_LIMIT:
        _graph = _Graph(table)
    graph = _graph
    first = graph.start(table)
    if graph.progress[first]:
        return False
    progress = graph.progress
    seen = {first}
    queue = deque([first])
    while queue:
        for child in graph.expand(queue.popleft()):
            if child in seen:
                continue
            seen.add(child)
            if progress[child] or len(seen) >= limit:
                return False
            queue.append(child)
    return True

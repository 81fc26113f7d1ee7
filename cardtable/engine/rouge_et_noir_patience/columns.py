"""The solver's columns, each numbered once.

A search looks at hundreds of thousands of positions a second, and a
position differs from its parent in one or two columns. So each distinct
column (its face-down cards and its face-up ones, as canonical card strings)
gets a number the first time it is seen, and everything the search asks of
a column is worked out then, once, and read by number afterwards: the
rules' ``Facts`` (the moves it allows and takes), its share of the score,
and what a move or a deal turns it into (``moved``, ``dealt``). A position
is then a tuple of ten small ints: cheap to make, to hash and to sort into
the canonical key, and the cards themselves are only looked at when a
column is new. The cards move by ``rules.lift``, as in the engine.
"""

from __future__ import annotations

import random
from typing import Callable, Final, cast

from cardtable.engine.rouge_et_noir_patience.rules import Facts, Memo, facts, lift

Column = tuple[tuple[str, ...], tuple[str, ...]]   # (face-down cards, face-up cards), bottom first

# Remembered moves and deals, at most: about 150 bytes each; forgotten (and
# worked out again when asked) beyond that, a bound for a long search.
MOVES_KEPT: Final = 400_000


class ColumnStore:
    """The columns of one search, by number. Numbers are never reused, so a
    key made of them stays valid for the whole search (the proof's table
    keeps them); the store grows with the distinct columns seen (about one
    for every ten positions searched)."""

    def __init__(self, worth: Callable[[tuple[str, ...], tuple[str, ...]], int], bits: int,
                 places: tuple[int, ...]):
        self._number: dict[Column, int] = {}
        self.columns: list[Column] = []   # by number
        self.facts: list[Facts] = []      # by number
        self.worth: list[int] = []        # by number: ``worth(hidden, up)``, the column's share of the score
        self._worth = worth
        # by number, then place: a random number of ``bits`` bits times each of
        # ``places`` (``zed[number * len(places) + place]``), for a hash
        self.zed: list[int] = []
        self._random = random.Random(0)
        self._bits = bits
        self._places = places
        # (source, destination or -1 for a pile, n) as one number (``move``) -> the
        # two columns after the move: a number hashes and compares faster than a tuple
        self.moved = Memo(self._move, MOVES_KEPT)
        # (column, card) -> the column with the card dealt onto it
        self.dealt = Memo(self._deal, MOVES_KEPT)

    def number(self, hidden: tuple[str, ...], up: tuple[str, ...]) -> int:
        """The column's number, given on first sight."""
        column = (hidden, up)
        known = self._number.get(column)
        if known is not None:
            return known
        known = self._number[column] = len(self.columns)
        self.columns.append(column)
        self.facts.append(facts(up, len(hidden)))
        self.worth.append(self._worth(hidden, up))
        zed = self._random.getrandbits(self._bits)
        self.zed.extend(zed * place for place in self._places)
        return known

    def move(self, src: int, dst: int, n: int) -> tuple[int, int]:
        """(source after, destination after, or -1 when the cards go to a
        pile) of moving the top n cards of column ``src`` onto column
        ``dst``, or to a pile when ``dst`` is -1."""
        return self.moved[(src << 32) | ((dst + 1) << 4) | n]

    def _move(self, key: int) -> tuple[int, int]:
        """``move`` worked out, for ``moved``: n < 16 and column numbers
        below 2**28 (a search sees one new column in about ten positions)."""
        src, dst, n = key >> 32, ((key >> 4) & 0xFFFFFFF) - 1, key & 15
        hidden, up = self.columns[src]
        rest_hidden, rest_up, cards, _ = lift(hidden, up, n)
        # ``lift`` keeps the caller's type: tuples here
        rest = self.number(cast(tuple[str, ...], rest_hidden), cast(tuple[str, ...], rest_up))
        if dst < 0:
            return rest, -1
        hidden, up = self.columns[dst]
        return rest, self.number(hidden, up + cast(tuple[str, ...], cards))

    def _deal(self, key: tuple[int, str]) -> int:
        column, card = key
        hidden, up = self.columns[column]
        return self.number(hidden, up + (card,))

"""The move rules of Rouge et Noir, as pure functions of a public position.

Everything here reads a ``Table``: the face-up cards of each column, the
number of face-down cards under them, how far each foundation is built, which
discard piles hold a run, and how many cards the stock has left. That is all a
rule needs (suits never matter, only rank and colour), and all of it is public,
so the engine's legality, the hint, the auto-move and the computer player all
share this one module and cannot disagree.

Piles are named as in the record: ``t1``..``t10`` tableau, ``f1``/``f2`` red
foundations, ``f3``/``f4`` black ones, ``d1``/``d2`` runs headed by a red King,
``d3``/``d4`` runs headed by a black King. Internally indices count from 0.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Final, Hashable, NamedTuple, Sequence, TypeVar, final

from cardtable.engine.cards import french_deck, french_is_red, french_rank
from cardtable.engine.text import QT_TRANSLATE_NOOP

COLUMNS: Final = 10
FOUNDATIONS: Final = 4
DISCARDS: Final = 4
RUN: Final = 13  # a complete run, King to Ace
TOTAL: Final = 104
TABLEAU_SIZES = (8, 7, 6, 5, 4, 3, 2, 1, 1, 0)  # columns 1..10 at the start

RANK: Final = {card: french_rank(card) for card in french_deck()}
RED: Final = {card: french_is_red(card) for card in french_deck()}


RANK_NAMES = (QT_TRANSLATE_NOOP("patience", "Ace"), "2", "3", "4", "5", "6", "7", "8", "9", "10",
              QT_TRANSLATE_NOOP("patience", "Jack"), QT_TRANSLATE_NOOP("patience", "Queen"),
              QT_TRANSLATE_NOOP("patience", "King"))



def pile_is_red(index: int) -> bool:
    """Foundations and discards 0 and 1 are red, 2 and 3 black."""
    return index < 2


class Move(NamedTuple):
    """Move the top ``n`` cards of column ``src`` to pile ``kind``/``dst``
    (kind ``t``, ``f`` or ``d``; indices from 0)."""

    src: int
    kind: str
    dst: int
    n: int

    @property
    def action(self) -> dict:
        return {"a": "move", "from": f"t{self.src + 1}", "to": f"{self.kind}{self.dst + 1}",
                "n": self.n}


DEAL = {"a": "deal"}


class Table(NamedTuple):
    """A public position. ``up[i]`` is column i's face-up cards, bottom first,
    on ``down[i]`` face-down cards; ``found[k]`` the number of cards on
    foundation k; ``disc[k]`` whether discard pile k holds its run. A named
    tuple, not a dataclass: the solver makes one per position it looks at,
    and a tuple is made three times faster."""

    down: tuple[int, ...]
    up: tuple[tuple[str, ...], ...]
    found: tuple[int, ...]
    disc: tuple[bool, ...]
    stock: int

    @property
    def cards_out(self) -> int:
        return sum(self.found) + RUN * sum(self.disc)


def builds_on(card: str, under: str) -> bool:
    """``card`` may lie on ``under``: one rank lower, the other colour."""
    return RANK[under] == RANK[card] + 1 and RED[under] != RED[card]


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memo(dict[K, V]):
    """What ``work`` answers for a key, worked out on first asking: columns
    and piles recur far more often than they change, and ``memo[key]`` is a
    single dictionary lookup when the answer is known. Emptied when it holds
    ``bound`` answers, a bound for a long-running process."""

    def __init__(self, work: Callable[[K], V], bound: int = 100_000):
        super().__init__()
        self.work, self.bound = work, bound

    def __missing__(self, key: K) -> V:
        if len(self) >= self.bound:
            self.clear()
        answer = self[key] = self.work(key)
        return answer


def _run_length(up: Sequence[str]) -> int:
    n = 1 if up else 0
    while n < len(up) and builds_on(up[-n], up[-n - 1]):
        n += 1
    return n


_RUNS: Final = Memo(_run_length)  # by column (a tuple): asked after every move


def run_length(up: tuple[str, ...] | list[str]) -> int:
    """How many face-up cards at the end of a column form one run built down
    in alternating colour (the cards that may be moved, in part or whole)."""
    return _RUNS[up] if type(up) is tuple else _run_length(up)


def complete_run_on_top(up: tuple[str, ...] | list[str]) -> bool:
    """The column ends with a whole King-to-Ace run."""
    return len(up) >= RUN and up[-RUN][0] == "K" and run_length(up) >= RUN


def foundation_takes(table: Table, k: int, card: str) -> bool:
    return RED[card] == pile_is_red(k) and table.found[k] == RANK[card] - 1


def kind(rank: int, red: bool) -> int:
    """A kind of card (its rank and colour, all the moves look at) as one
    small int, cheap to hash: ``moves_from`` looks kinds up by the dozen."""
    return rank * 2 + red


KINDS: Final = kind(RUN, True) + 1   # kinds are 0..KINDS - 1

# The kind of the card each card takes on it (one rank lower, the other colour),
# as a set of kinds in bits (``Facts.takes``).
_TAKES: Final = {card: 1 << kind(RANK[card] - 1, not RED[card]) for card in RANK}
_KINGS: Final = 1 << kind(RUN, False) | 1 << kind(RUN, True)   # what an empty column takes


@final
class Facts:
    """What the move rules need to know of one column (``column_facts``):
    worked out once per column and shared by every position that has it, as
    columns recur far more often than they change. A class of its own, which
    mypyc compiles to a C struct: ``moves_from`` reads it by the dozen."""

    __slots__ = ("first", "more", "lifts", "takes", "king", "top")

    def __init__(self, first: int, more: tuple[int, ...], takes: int, king: bool | None,
                 top: str | None):
        self.first = first   # the ``kind`` of the top card, or -1 (no card: an int, not None, is a machine word)
        self.more = more     # the kinds of the 2nd, 3rd ... cards from the top, as far as they may move
        self.lifts = 0       # the kinds of ``more``, as bits
        for lifted in more:
            self.lifts |= 1 << lifted
        self.takes = takes   # the kinds of the cards it takes on it, as bits: kind k is 1 << k
        self.king = king     # is_red of the King of a complete run on top, or None
        self.top = top       # the top card


def column_facts(up: tuple[str, ...], hidden: bool) -> Facts:
    """The ``Facts`` of a column of face-up cards ``up`` (``hidden``: face-down
    cards under them): a face-up top card takes a card one rank lower of the
    other colour, an empty column a King; every n up to the run on top may
    move."""
    if not up:
        return Facts(-1, (), 0 if hidden else _KINGS, None, None)
    more = tuple(kind(RANK[up[-n]], RED[up[-n]]) for n in range(2, run_length(up) + 1))
    return Facts(kind(RANK[up[-1]], RED[up[-1]]), more, _TAKES[up[-1]],
                 RED[up[-RUN]] if complete_run_on_top(up) else None, up[-1])


_FACTS: Memo[tuple[str, ...], Facts] = Memo(lambda up: column_facts(up, False))   # by column (a tuple), face-up cards on top
_BLOCKED: Final = column_facts((), True)   # no face-up card on face-down ones (never in play: one turns)


def facts(up: tuple[str, ...], down: int) -> Facts:
    """``column_facts`` of a column, remembered."""
    return _FACTS[up] if up or not down else _BLOCKED


def table_facts(table: Table) -> list[Facts]:
    """The ``Facts`` of each column of ``table``."""
    return [facts(up, down) for up, down in zip(table.up, table.down)]


def _foundation_wants(found: tuple[int, ...]) -> list[list[int] | None]:
    """The foundations by the kind of the card each takes next (None: no
    foundation takes that kind): a list, faster to index than a dict."""
    wants: list[list[int] | None] = [None] * KINDS
    for k, length in enumerate(found):
        if length < RUN:
            wanted = kind(length + 1, pile_is_red(k))
            wants[wanted] = (wants[wanted] or []) + [k]
    return wants


_WANTS: Final = Memo(_foundation_wants)   # by foundation heights

# Every move, made once: ``_TO_COLUMN[src][dst][n]``, ``_TO_FOUNDATION[src][k]``
# and ``_TO_DISCARD[src][k]`` (card_moves is asked after every move).
_TO_COLUMN: Final = [[[Move(src, "t", dst, n) for n in range(RUN + 1)] for dst in range(COLUMNS)]
              for src in range(COLUMNS)]
_TO_FOUNDATION: Final = [[Move(src, "f", k, 1) for k in range(FOUNDATIONS)] for src in range(COLUMNS)]
_TO_DISCARD: Final = [[Move(src, "d", k, RUN) for k in range(DISCARDS)] for src in range(COLUMNS)]


def card_moves(table: Table) -> list[Move]:
    """Every legal move of cards, in the engine's order: by source column,
    then by number of cards, then to columns, foundations, discards."""
    return moves_from(table_facts(table), table.found, table.disc)


def moves_from(facts: list[Facts], found: tuple[int, ...], disc: tuple[bool, ...]) -> list[Move]:
    """``card_moves`` of the position whose columns have ``facts``, with
    foundation heights ``found`` and discard piles ``disc``: the solver,
    which keeps each column's facts, asks this directly. What any column
    takes is gathered in one set of bits first, so a run nothing takes costs
    one test, and each pile's wants are looked up once, instead of a test
    per run and pile: this runs after every move."""
    columns = len(facts)
    taken = 0   # the kinds some column takes, as bits
    for column in facts:
        taken |= column.takes
    wants = _WANTS[found]
    moves: list[Move] = []
    for src in range(columns):
        column = facts[src]
        top = column.first
        if top < 0:
            continue
        to_column = _TO_COLUMN[src]
        if taken >> top & 1:
            for dst in range(columns):
                if dst != src and facts[dst].takes >> top & 1:
                    moves.append(to_column[dst][1])
        piles = wants[top]
        if piles is not None:
            for k in piles:
                moves.append(_TO_FOUNDATION[src][k])
        if taken & column.lifts:
            n = 1
            for lifted in column.more:
                n += 1
                if taken >> lifted & 1:
                    for dst in range(columns):
                        if dst != src and facts[dst].takes >> lifted & 1:
                            moves.append(to_column[dst][n])
        if column.king is not None:   # a complete run on top: n == RUN came last
            moves.extend(_TO_DISCARD[src][k] for k in range(DISCARDS)
                         if not disc[k] and pile_is_red(k) == column.king)
    return moves


def parse_move(action: dict) -> Move | None:
    """The Move an action names, or None when it is not a well-formed move
    from a tableau column (legality is a separate question)."""
    if action.get("a") != "move" or set(action) != {"a", "from", "to", "n"}:
        return None
    src, dst, n = action["from"], action["to"], action["n"]
    if not (isinstance(src, str) and isinstance(dst, str) and type(n) is int):
        return None
    limits = {"t": COLUMNS, "f": FOUNDATIONS, "d": DISCARDS}
    try:
        s, d = int(src[1:]), int(dst[1:])
    except ValueError:
        return None
    if src[:1] != "t" or dst[:1] not in limits or not 1 <= s <= COLUMNS \
            or not 1 <= d <= limits[dst[:1]] or src[1:] != str(s) or dst[1:] != str(d):
        return None
    return Move(s - 1, dst[0], d - 1, n)


# --- what counts as progress ---------------------------------------------------

def turns_card(table: Table, move: Move) -> bool:
    """The move takes a column's last face-up card off face-down ones."""
    return move.n == len(table.up[move.src]) and table.down[move.src] > 0


def makes_progress(table: Table, move: Move) -> bool:
    """A card goes out (foundation or discard) or a face-down card turns: what
    can never be undone, and what the end rule and the hint aim at."""
    return move.kind != "t" or turns_card(table, move)


def reversible(table: Table, move: Move) -> bool:
    """A move between columns that turns no card and can be undone by moving
    the same cards back: they leave a card they build on, or a King run
    leaves a column with nothing under it. Such a move keeps the set of
    arrangements reachable without progress, so the end rule's answer."""
    if makes_progress(table, move):
        return False
    up = table.up[move.src]
    if move.n < len(up):
        return builds_on(up[-move.n], up[-move.n - 1])
    return RANK[up[0]] == RUN


def is_productive(table: Table, move: Move) -> bool:
    """The rules' test for ``deal_when: stuck``: a move out, or a move of a
    column's whole face-up run (turning a card or emptying the column), a
    whole column into an empty column not counting."""
    if move.kind != "t" or move.n != len(table.up[move.src]):
        return move.kind != "t"
    if table.down[move.src] > 0:
        return True
    return bool(table.up[move.dst])


def can_deal(table: Table, deal_when: str, moves: list[Move]) -> bool:
    if table.stock == 0:
        return False
    return deal_when == "any" or not any(is_productive(table, m) for m in moves)


def deal_targets(stock: int) -> list[int]:
    """The columns the next deal reaches, left to right: all ten, or as many
    as the stock has cards (the last deal of 7 goes to columns 1-7)."""
    return list(range(min(COLUMNS, stock)))


# --- moving cards (the state and the solver share this) ---------------------------

def lift(hidden: Sequence[str], up: Sequence[str], n: int) -> tuple[Sequence[str], Sequence[str],
                                                                    Sequence[str], str | None]:
    """A column after its top ``n`` face-up cards are taken away: ``(hidden,
    up, cards taken, card turned or None)``. A face-down card left on top
    turns face up at once. Slices keep the caller's type (lists for the
    state, tuples for the solver's shared positions)."""
    cards, rest = up[-n:], up[:-n]
    if rest or not hidden:
        return hidden, rest, cards, None
    return hidden[:-1], hidden[-1:], cards, hidden[-1]


# --- the auto-move to foundation ---------------------------------------------------

def cards_out_by_kind(table: Table) -> Counter:
    """How many cards of each (rank, is_red) are on foundations and discards.
    A foundation of colour c built to L holds ranks 1..L of colour c; a run
    under a King of colour c holds the ranks of parity 13's in colour c.
    Shared between positions with the same piles: read it, never change it."""
    return _OUT[table.found, table.disc]


def out_by_kind(found: tuple[int, ...], disc: tuple[bool, ...]) -> Counter:
    """``cards_out_by_kind`` of the piles ``found`` and ``disc``."""
    return _OUT[found, disc]


def _cards_out(piles: tuple[tuple[int, ...], tuple[bool, ...]]) -> Counter:
    found, disc = piles
    out: Counter = Counter()
    for k, length in enumerate(found):
        for rank in range(1, length + 1):
            out[rank, pile_is_red(k)] += 1
    for k, full in enumerate(disc):
        if full:
            for rank in range(1, RUN + 1):
                out[rank, pile_is_red(k) == ((RUN - rank) % 2 == 0)] += 1
    return out


_OUT: Final = Memo(_cards_out)   # by (foundation heights, discard piles)


def safe_to_foundation(table: Table, card: str, out: Counter | None = None) -> bool:
    """A card the tableau can no longer need: an Ace or a Two, or a card all of
    whose lower-ranked cards of the other colour are out (on foundations or
    discards; cards in the stock or face down are still to come)."""
    rank = RANK[card]
    if rank <= 2:
        return True
    out = cards_out_by_kind(table) if out is None else out
    return all(out[r, not RED[card]] == 4 for r in range(1, rank))


def auto_move(table: Table) -> Move | None:
    """The first foundation move (columns left to right) of a safe card that
    is not the Ace of a complete run: the move auto-move makes next."""
    out = None
    for src in range(COLUMNS):
        up = table.up[src]
        if not up or complete_run_on_top(up):
            continue
        for k in range(FOUNDATIONS):
            if foundation_takes(table, k, up[-1]):
                out = cards_out_by_kind(table) if out is None else out
                if safe_to_foundation(table, up[-1], out):
                    return Move(src, "f", k, 1)
                break
    return None


# --- words for a player -------------------------------------------------------------

def card_name(card: str) -> str:
    """"red King", "black 9"."""
    return _COLOURED[RED[card]].format(rank=RANK_NAMES[RANK[card] - 1])


_COLOURED = {True: QT_TRANSLATE_NOOP("patience", "red {rank}"), False: QT_TRANSLATE_NOOP("patience", "black {rank}")}


def why_not(table: Table, move: Move) -> str:
    """Why a well-formed move is not legal in ``table`` (the first reason)."""
    up = table.up[move.src]
    column = move.src + 1
    if not up:
        return QT_TRANSLATE_NOOP("patience", "There is no card to move in column {column}.").format(column=column)
    if move.n < 1:
        return QT_TRANSLATE_NOOP("patience", "Move at least one card.")
    if move.n > len(up):
        return (QT_TRANSLATE_NOOP("patience", "Column {column} has only 1 face-up card.") if len(up) == 1 else
                QT_TRANSLATE_NOOP("patience", "Column {column} has only {count} face-up cards.")).format(
            column=column, count=len(up))
    if move.kind == "f" and move.n != 1:
        return QT_TRANSLATE_NOOP("patience", "Cards go to a foundation one at a time.")
    if move.kind == "d" and (move.n != RUN or not complete_run_on_top(up)):
        return QT_TRANSLATE_NOOP("patience", "Only a complete run from King to Ace, in alternating colour, "
                                             "can be discarded.")
    if move.n > run_length(up):
        return QT_TRANSLATE_NOOP("patience", "The top {count} cards of column {column} are not one run built "
                                             "down in alternating colour; only such a run moves together.").format(
            count=move.n, column=column)
    bottom = up[-move.n]
    if move.kind == "t":
        if move.dst == move.src:
            return QT_TRANSLATE_NOOP("patience", "The cards are already in that column.")
        target = table.up[move.dst]
        if not target:
            return QT_TRANSLATE_NOOP("patience", "Only a King, or a run headed by a King, can go into an "
                                                 "empty column.")
        return QT_TRANSLATE_NOOP("patience", "A {card} cannot go on a {target}: build down in alternating "
                                             "colour (a black 9 on a red 10).").format(
            card=card_name(bottom), target=card_name(target[-1]))
    pile = move.dst + 1
    if move.kind == "f":
        red = pile_is_red(move.dst)
        if RED[bottom] != red:
            return (QT_TRANSLATE_NOOP("patience", "Foundation {pile} is red: it takes only red cards.") if red else
                    QT_TRANSLATE_NOOP("patience", "Foundation {pile} is black: it takes only black cards.")
                    ).format(pile=pile)
        wanted = table.found[move.dst] + 1
        if wanted > RUN:
            return QT_TRANSLATE_NOOP("patience", "Foundation {pile} is complete.").format(pile=pile)
        return QT_TRANSLATE_NOOP("patience", "Foundation {pile} needs a {card} next.").format(
            pile=pile, card=_COLOURED[red].format(rank=RANK_NAMES[wanted - 1]))
    if table.disc[move.dst]:
        return QT_TRANSLATE_NOOP("patience", "Discard pile {pile} already holds a run.").format(pile=pile)
    return (QT_TRANSLATE_NOOP("patience", "Discard pile {pile} takes only runs headed by a red King.")
            if pile_is_red(move.dst) else
            QT_TRANSLATE_NOOP("patience", "Discard pile {pile} takes only runs headed by a black King.")
            ).format(pile=pile)

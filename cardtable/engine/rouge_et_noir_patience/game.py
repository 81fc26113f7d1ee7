"""Rouge et Noir patience: the match state (rules/rouge-et-noir-patience.md).

One seat (0), one deal per match. The move rules live in ``rules.py`` and the
end rule's search in ``search.py``; this module deals, applies actions, tells
the table what happened and keeps the record.

Numbered deals
--------------
Deal N (the match seed; the table offers 1 to 2**31-1) is the same forever:
the deck is ``double_french_deck()`` in its pack order (AS 2S .. KS, AH .. KH,
AD .. KD, AC .. KC, then the same 52 again), shuffled once with
``random.Random(N).shuffle`` (``rng.shuffled`` on the match generator). The
shuffled list ``s`` is then laid out column by column, bottom card first:
``s[0:8]`` is column 1, ``s[8:15]`` column 2, ``s[15:21]`` column 3,
``s[21:26]`` column 4, ``s[26:30]`` column 5, ``s[30:33]`` column 6,
``s[33:35]`` column 7, ``s[35]`` column 8, ``s[36]`` column 9; column 10 is
empty. The last card of each column is face up, the others face down. The
stock is ``s[37:104]`` and ``s[37]`` is dealt first (the record's ``stock``
keeps that order). Golden deals in the tests pin this.

Decisions where the rules are silent
------------------------------------
- **End of the game.** The match ends when all 104 cards are out (won), or,
  once the stock is empty, when no *progress* (a card out or a card turned) is
  reachable by any sequence of moves (``search.py``): nothing the player could
  still do changes the outcome, so no winnable line is cut off. The table
  reports it as "no moves left". As a bound that makes every match finish
  under any player (a random one can shuffle a card between two columns for
  ever), the match also ends after ``NO_PROGRESS_LIMIT`` moves in a row
  without progress (no card out, no card turned, no deal); no person plays
  that many idle moves, so it is a cap for simulations in practice.
- **Auto-move** (``auto_foundation: true``) is a forced move: while a safe
  card can go to a foundation (``rules.auto_move``), that move is the only
  legal action, so it is made before anything else and recorded as an
  ordinary move; the table plays it by itself (``observation.auto_move``).
- Both foundations (or discard piles) of a colour are legal targets when both
  take the card; they are the same to the rules.
- A recorded deal may lay out any columns as long as they and the stock hold
  exactly the two decks; in every column only the top card is face up.

Events (``cardtable.engine.events``; what the table animates)
-------------------------------------------------------------
- ``DealBegins`` then ``Layout`` (the opening tableau, face-down cards None,
  and the stock's size): ``opening_events()``.
- ``CardsMoved`` {src, dst, n, cards (bottom first)}: ``dst`` may be
  ``f1``..``f4``, ``d1``..``d4``.
- ``TurnedOver`` {pile, card}: a face-down card turned up.
- ``StockDealt`` {cards: ((pile, card), ...), stock}: one card face up to
  each column, left to right; ``stock`` is what is left.
- ``PatienceDealScored`` {result {won, cards_out}, end (``won``, ``stuck``,
  ``no_progress``), moves} then ``MatchOver``.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from cardtable.engine.cards import double_french_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import (CardsMoved, DealBegins, Event, Layout, MatchOver,
                                     PatienceDealScored, StockDealt, TurnedOver)
from cardtable.engine.observation import Observation
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.rng import shuffled
from cardtable.engine.rouge_et_noir_patience.rules import (
    COLUMNS, DEAL, DISCARDS, FOUNDATIONS, TABLEAU_SIZES, TOTAL, Move, Table, auto_move,
    can_deal, card_moves, card_name, deal_targets, is_productive, lift, makes_progress,
    parse_move, reversible, why_not)
from cardtable.engine.rouge_et_noir_patience.search import stuck
from cardtable.engine.state import NOBODY, Action, Game, Place, State

NO_PROGRESS_LIMIT = 500


@dataclass(frozen=True)
class PatienceObservation(Observation):
    """Everything on the table, which is everything the player may know:
    face-down cards and the stock appear only as counts. There is no hand
    (``hand`` is empty); ``scores`` is the cards out; ``phase`` is ``play``
    or ``over``."""

    deal: int                             # the deal number (the match seed)
    down: tuple[int, ...]                 # face-down cards per column
    up: tuple[tuple[str, ...], ...]       # face-up cards per column, bottom first
    foundations: tuple[tuple[str, ...], ...]  # f1, f2 red; f3, f4 black; Ace first
    discards: tuple[tuple[str, ...], ...]     # d1, d2 red-King runs; d3, d4 black; King first
    stock: int
    moves: int                            # actions made so far (deals included)
    idle: int                             # moves in a row without progress
    cards_out: int
    can_deal: bool
    deal_when: str
    auto_foundation: bool
    auto_move: dict | None                # the forced auto-move to make now, if any
    end: str | None                       # None while playing, else "won"/"stuck"/"no_progress"

    @property
    def over(self) -> bool:
        return self.end is not None

    @property
    def won(self) -> bool:
        return self.end == "won"

    @property
    def table(self) -> Table:
        return Table(self.down, self.up, tuple(len(f) for f in self.foundations),
                     tuple(bool(d) for d in self.discards), self.stock)


class PatienceGame(Game):
    engine_id = "rouge_et_noir_patience"

    def new_state(self, seed: int, *, deals: Sequence[Mapping[str, Any]] | None = None,
                  human_seats: Sequence[int] = ()) -> "PatienceState":
        return PatienceState(self, seed, deals, human_seats)


def layout(cards: Sequence[str]) -> tuple[list[list[str]], list[str]]:
    """The tableau (column by column, bottom first) and the stock of a
    shuffled deck, as the module docstring says."""
    columns, start = [], 0
    for size in TABLEAU_SIZES:
        columns.append(list(cards[start:start + size]))
        start += size
    return columns, list(cards[start:])


class PatienceState(State):
    def __init__(self, game: PatienceGame, seed: int, deals=None, human_seats=()):
        super().__init__(game, seed, deals, human_seats)
        recorded = self._recorded_deal()
        if recorded is None:
            columns, stock = layout(shuffled(double_french_deck(), self.rng))
        else:
            columns, stock = self._check_recorded(recorded)
        self._begin_deal(0, [[]], stock, tableau=[list(c) for c in columns])
        self.hidden = [list(c[:-1]) for c in columns]
        self.up = [list(c[-1:]) for c in columns]
        self.found: list[list[str]] = [[] for _ in range(FOUNDATIONS)]
        self.disc: list[list[str]] = [[] for _ in range(DISCARDS)]
        self.stock = list(stock)
        self.moves = 0
        self.idle = 0
        self.end: str | None = None
        self._cache: dict[str, Any] = {}
        self._same_reach = False  # the last move was reversible (rules.reversible)
        self._opening = [DealBegins(0, 0, (0,)),
                         Layout(tuple(tuple([None] * (len(c) - 1) + c[-1:]) for c in columns),
                                len(stock)),
                         *self._check_end()]

    @staticmethod
    def _check_recorded(deal: Mapping[str, Any]) -> tuple[list[list[str]], list[str]]:
        columns, stock = deal.get("tableau"), deal.get("stock")
        if not (isinstance(columns, list) and len(columns) == COLUMNS
                and all(isinstance(c, list) for c in columns) and isinstance(stock, list)):
            raise IllegalAction("the recorded deal needs a tableau of 10 columns and a stock")
        if Counter(c for col in columns for c in col) + Counter(stock) != Counter(double_french_deck()):
            raise IllegalAction("the recorded deal does not hold exactly the two decks")
        return [list(c) for c in columns], list(stock)

    # --- the position ------------------------------------------------------------

    def table(self) -> Table:
        if "table" not in self._cache:
            self._cache["table"] = Table(
                tuple(len(h) for h in self.hidden), tuple(tuple(u) for u in self.up),
                tuple(len(f) for f in self.found), tuple(bool(d) for d in self.disc),
                len(self.stock))
        return self._cache["table"]

    def _moves(self) -> list[Move]:
        if "moves" not in self._cache:
            self._cache["moves"] = card_moves(self.table())
        return self._cache["moves"]

    def _auto_move(self) -> Move | None:
        if not self.game.options.auto_foundation:
            return None
        if "auto" not in self._cache:
            self._cache["auto"] = auto_move(self.table())
        return self._cache["auto"]

    def _can_deal(self) -> bool:
        return can_deal(self.table(), self.game.options.deal_when, self._moves())

    @property
    def cards_out(self) -> int:
        return sum(map(len, self.found)) + sum(map(len, self.disc))

    # --- the contract ------------------------------------------------------------

    def current_player(self) -> int | None:
        return None if self.end else 0

    def legal_actions(self) -> list[Action]:
        if self.end:
            return []
        forced = self._auto_move()
        if forced is not None:
            return [forced.action]
        actions = [m.action for m in self._moves()]
        if self._can_deal():
            actions.append(dict(DEAL))
        return actions

    def is_legal(self, action: Action) -> bool:
        """``action in legal_actions()`` without building the list: a forced
        auto-move, the deal, or a well-formed move among the card moves."""
        if self.end:
            return False
        forced = self._auto_move()
        if forced is not None:
            return action == forced.action
        if action == DEAL:
            return self._can_deal()
        move = parse_move(action)
        if move is None:
            return False
        if "move_set" not in self._cache:
            self._cache["move_set"] = set(self._moves())
        return move in self._cache["move_set"]

    def is_terminal(self) -> bool:
        return self.end is not None

    def returns(self) -> list[float]:
        return [float(self.cards_out)]

    def match_result(self) -> dict[str, Any]:
        return {"scores": [self.cards_out], "winners": [0] if self.end == "won" else []}

    def observation(self, seat: int = 0) -> PatienceObservation:
        forced = None if self.end else self._auto_move()
        return PatienceObservation(
            seat=seat, players=1, phase="over" if self.end else "play",
            to_act=self.current_player(), hand=(), hand_sizes=(0,), scores=(self.cards_out,),
            deal=self.seed, down=tuple(len(h) for h in self.hidden),
            up=tuple(tuple(u) for u in self.up), foundations=tuple(tuple(f) for f in self.found),
            discards=tuple(tuple(d) for d in self.disc), stock=len(self.stock),
            moves=self.moves, idle=self.idle, cards_out=self.cards_out,
            can_deal=not self.end and self._can_deal(), deal_when=self.game.options.deal_when,
            auto_foundation=self.game.options.auto_foundation,
            auto_move=forced.action if forced else None, end=self.end)

    def clone(self) -> "PatienceState":
        """A fast copy (undo keeps one per move): lists copied, the immutable
        parts (game, recorded deals, the log's history, cached tables) shared."""
        new = self._shell()
        new.hidden = [list(c) for c in self.hidden]
        new.up = [list(c) for c in self.up]
        new.found = [list(c) for c in self.found]
        new.disc = [list(c) for c in self.disc]
        new.stock = list(self.stock)
        new._cache = dict(self._cache)
        return new

    def auto_action(self, wanted: bool) -> Action | None:
        """The forced auto-move (``auto_foundation``), or, when the person
        wants them, a safe foundation move (``rules.auto_move``)."""
        if self.end:
            return None
        found = self._auto_move() if self.game.options.auto_foundation else \
            (auto_move(self.table()) if wanted else None)
        return found.action if found else None

    def card_places(self) -> list[Place]:
        places: list[Place] = [(c, f"t{i + 1}", NOBODY) for i, col in enumerate(self.hidden)
                               for c in col]
        places += [(c, f"t{i + 1}", None) for i, col in enumerate(self.up) for c in col]
        places += [(c, f"f{i + 1}", None) for i, pile in enumerate(self.found) for c in pile]
        places += [(c, f"d{i + 1}", None) for i, pile in enumerate(self.disc) for c in pile]
        return places + [(c, "stock", NOBODY) for c in self.stock]

    def determinize(self, seat: int, rng: random.Random) -> "PatienceState":
        """A clone whose face-down cards and stock are a random redeal of the
        cards not in sight. Its log restarts at this position (a search needs
        no history, and must not find the true cards there)."""
        new = self.clone()
        unseen = shuffled(sorted([c for col in self.hidden for c in col] + self.stock), rng)
        for col in new.hidden:
            col[:], unseen = unseen[:len(col)], unseen[len(col):]
        new.stock = unseen
        new._forget(rng, [[]], new.stock, tableau=[h + u for h, u in zip(new.hidden, new.up)])
        # [decision] The deal number stays: it is on the table (the
        # observation's ``deal``), chosen by the player.
        new.seed = self.seed
        new._cache = {}
        return new

    def explain_illegal(self, action: Any) -> str:
        if self.end:
            return QT_TRANSLATE_NOOP("patience", "The game is over.")
        if not isinstance(action, dict):
            return QT_TRANSLATE_NOOP("patience", "That is not a move.")
        forced = self._auto_move()
        if forced is not None:
            card = self.up[forced.src][-1]
            return QT_TRANSLATE_NOOP("patience", "Auto-move puts the {card} on a foundation first.").format(
                card=card_name(card))
        if action.get("a") == "deal":
            if set(action) != {"a"}:
                return QT_TRANSLATE_NOOP("patience", "A deal is written {example} with nothing else.").format(
                    example='{"a": "deal"}')
            if not self.stock:
                return QT_TRANSLATE_NOOP("patience", "The stock is empty.")
            useful = next(m for m in self._moves() if is_productive(self.table(), m))
            return QT_TRANSLATE_NOOP("patience", "This table deals only when you are stuck, and a productive "
                                                 "move is left: {card} from column {column}.").format(
                card=card_name(self.up[useful.src][-useful.n]), column=useful.src + 1)
        move = parse_move(action)
        if move is None:
            return QT_TRANSLATE_NOOP("patience", "A move names a column, a pile and a number of cards, "
                                                 "like {example}.").format(
                example='{"a": "move", "from": "t3", "to": "t7", "n": 4}')

        return why_not(self.table(), move)

    # --- applying actions -------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        self.moves += 1
        self._same_reach = False
        if action["a"] == "deal":
            events = [self._deal()]
            progress = True
        else:
            move = parse_move(action)
            progress = makes_progress(self.table(), move)
            self._same_reach = reversible(self.table(), move)
            events = self._move(move)
        self.idle = 0 if progress else self.idle + 1
        self._cache = {}
        return events + self._check_end()

    def _move(self, move: Move) -> list[Event]:
        self.hidden[move.src], self.up[move.src], cards, turned = lift(
            self.hidden[move.src], self.up[move.src], move.n)
        target = {"t": self.up, "f": self.found, "d": self.disc}[move.kind][move.dst]
        target.extend(cards)
        action = move.action
        events: list[Event] = [CardsMoved(action["from"], action["to"], move.n, tuple(cards))]
        if turned is not None:
            events.append(TurnedOver(f"t{move.src + 1}", turned))
        return events

    def _deal(self) -> Event:
        dealt = []
        for col in deal_targets(len(self.stock)):
            card = self.stock.pop(0)
            self.up[col].append(card)
            dealt.append((f"t{col + 1}", card))
        return StockDealt(tuple(dealt), len(self.stock))

    def _check_end(self) -> list[Event]:
        """Decide whether the match is over now and, if so, score it."""
        if self.cards_out == TOTAL:
            self.end = "won"
        elif not self.stock and not self._same_reach and stuck(self.table()):
            # (After a reversible move the arrangements reachable without
            # progress are those of the position before, which was not over:
            # the search would answer the same, so it is skipped.)
            self.end = "stuck"
        if self.end is None and self.idle >= NO_PROGRESS_LIMIT:
            self.end = "no_progress"
        if self.end is None:
            return []
        result = {"won": self.end == "won", "cards_out": self.cards_out}
        self._end_deal(result)
        return [PatienceDealScored(0, dict(result), end=self.end, moves=self.moves),
                MatchOver(self.match_result())]

"""The engine contract every game follows (DESIGN.md, "The engine contract").

A ``Game`` is built from validated options and makes ``State`` objects. A
``State`` is a whole match: it deals, takes actions, scores deals and knows
when the match is over. Its shape follows OpenSpiel:

- ``current_player()`` is the seat to decide (None once the match is over).
- ``legal_actions()`` lists every legal action that is a single choice, and
  ``card_choices()`` describes the decisions that are a *set* of cards (a Tarot
  discard, a handful, a Red Secret gift), whose combinations are too many to
  list. Together they are the single source of truth for legality.
- ``apply(action)`` checks legality first (an illegal action raises
  ``IllegalAction`` and changes nothing), then changes the state and returns
  the table **events** it caused.
- ``observation(seat)`` is everything that seat may know and nothing more: the
  only input of an AI and of the table view.
- ``clone()`` copies; ``determinize(seat, rng)`` deals the cards that seat has
  not seen consistently with what it has seen, for search players. The
  contract: the clone carries nothing that fixes a card ``seat`` has not
  seen (hidden hands, face-down cards, talon or stock, the deal log, the
  generator of later deals are all redrawn), and it is a function of
  ``observation(seat)`` and the state of ``rng`` only: two states with equal
  observations give identical clones from equal generators (unseen cards are
  gathered in a canonical order before they are shuffled).
- ``apply_unchecked(action)`` is ``apply`` without the legality check, for
  search players that only apply what ``legal_actions()``/``card_choices()``
  of the same state offered (OpenSpiel keeps its checked apply apart the same
  way). Everything else uses the checked ``apply``.

Actions are plain dicts in the record vocabulary of ``rules/<game>.md``
(``{"a": "play", "card": "n5", "face": "down"}``) without the ``p`` field,
which the state adds when it logs them.

Events are the typed, immutable events of ``events.py`` (one vocabulary for
every game), in the order things happened on the table. An event holds the
whole truth; ``event.for_seat(seat)`` is what that seat may see of it, so the
table filters generically. ``opening_events()`` gives the first deal's events
(a state deals when it is built, before any action).

Every deal is logged as it happens (``deal_log``) so a record can be written
at any moment. A record is replayed (and a saved game resumed) by playing its
actions again on a state built from its seed, so every deal comes from the
match generator as it did the first time (``match.replay``). A state may also
be built on *given* deals (``deals=`` in ``Game.new_state``), taking each
deal's dealer and cards from them rather than from the shuffle (and shuffling
once they are all dealt): positions set up on purpose, for tests and aids.

Speed (search plays thousands of clones to the end): the log is history that
never changes once written, so a clone shares it: the finished deals' entries
and every logged action are shared, only the current deal's list of actions
is copied. The match generator is copied on write: a clone and its origin
share one until either draws from it.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import Event
from cardtable.engine.options import options_dict
from cardtable.engine.rng import match_rng
from cardtable.engine.text import QT_TRANSLATE_NOOP

Action = dict[str, Any]
Place = tuple[str, str, "frozenset[int] | None"]  # card, place, who sees it (None: everyone)
NOBODY: frozenset[int] = frozenset()


@dataclass(frozen=True)
class CardChoice:
    """A decision that is a set of ``count`` cards out of ``eligible``.

    The chosen cards must include every card of ``required``; the action made
    is ``{"a": action, "cards": [...], **fields}``. ``label`` says what the
    choice is for, in words a player reads ("Discard 6 cards").
    """

    seat: int
    action: str
    count: int
    eligible: tuple[str, ...]
    required: tuple[str, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=dict)
    label: str = ""

    def action_for(self, cards: Sequence[str]) -> Action:
        return {"a": self.action, "cards": list(cards), **self.fields}

    def allows(self, cards: Sequence[str]) -> bool:
        chosen = Counter(cards)
        return (len(cards) == self.count
                and not chosen - Counter(self.eligible)
                and not Counter(self.required) - chosen)

    def matches(self, action: Action) -> bool:
        """True when ``action`` is this choice made with an allowed set."""
        if action.get("a") != self.action or not isinstance(action.get("cards"), list):
            return False
        if any(action.get(k) != v for k, v in self.fields.items()):
            return False
        if set(action) - {"a", "cards", *self.fields}:
            return False
        return self.allows(action["cards"])

    def sample(self, rng: random.Random) -> Action:
        """A uniformly random allowed set (the required cards plus a random rest)."""
        rest = list((Counter(self.eligible) - Counter(self.required)).elements())
        picked = list(self.required) + rng.sample(rest, self.count - len(self.required))
        return self.action_for(picked)


@dataclass
class DealLog:
    """One entry of the record's ``deals``: the deal as dealt, its actions, its result.

    Entries, their hands and stock, and the logged actions are shared between
    a state and its clones: replace them, never change them in place (only
    the current deal's ``actions`` list is the state's own, to append to).
    """

    dealer: int
    hands: list[list[str]]
    stock: list[str]
    extra: dict[str, Any] = field(default_factory=dict)  # e.g. the patience "tableau"
    actions: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"dealer": self.dealer, "hands": self.hands, "stock": self.stock}
        out.update(self.extra)
        out["actions"] = self.actions
        if self.result is not None:
            out["result"] = self.result
        return out

    def continued(self) -> "DealLog":
        """A copy for a clone: everything shared but the list of actions."""
        new = object.__new__(DealLog)
        new.__dict__.update(self.__dict__)
        new.actions = list(self.actions)
        return new


@dataclass(frozen=True)
class LaidOpen:
    """A finished deal laid open: every card the rules allow to be shown once
    the deal is over (``State.laid_open``), so a player can check that the
    deal was fair and learn from it.

    ``hands``: each seat's hand as dealt, ``None`` in place of a card the
    rules never show (it keeps its place, so the hand's size stays true).
    ``piles``: the other cards worth showing, as ``(name, cards)``: a talon,
    a discard, a card left over.
    ``viewer``: the seat it is laid open to (``State.laid_open_to``), None
    for everyone; ``kept_from_others``: the places in ``hands[viewer]`` of
    the viewer's own cards that the rules never show the others (filled in
    for the viewer, who held them).
    """

    hands: tuple[tuple[str | None, ...], ...]
    piles: tuple[tuple[str, tuple[str, ...]], ...] = ()
    viewer: int | None = None
    kept_from_others: tuple[int, ...] = ()


class Game(ABC):
    """A variant: its engine id and its options (a frozen dataclass)."""

    engine_id: str = ""

    def __init__(self, options: Any):
        self.options = options

    @property
    def num_players(self) -> int:
        return getattr(self.options, "players", 1)

    def options_dict(self) -> dict[str, Any]:
        return options_dict(self.options)

    @abstractmethod
    def new_state(self, seed: int, *, deals: Sequence[Mapping[str, Any]] | None = None,
                  human_seats: Sequence[int] = ()) -> "State":
        """A new match. ``deals``: recorded deals to replay instead of shuffling.
        ``human_seats``: seats a person plays, for the few rules that ask
        (who answers a double in the 4-player Le Rouge et Le Noir)."""


class State(ABC):
    """A whole match in progress. Subclasses implement the abstract methods
    and ``_apply``; the base class does legality checks and the deal log."""

    def __init__(self, game: Game, seed: int, deals: Sequence[Mapping[str, Any]] | None = None,
                 human_seats: Sequence[int] = ()):
        self.game = game
        self.seed = seed
        self._rng: random.Random = match_rng(seed)
        self._rng_own = True  # False while the generator may be shared with a clone
        self.human_seats = tuple(human_seats)
        self.deal_log: list[DealLog] = []
        self._recorded = list(deals) if deals is not None else None
        self._opening: list[Event] = []  # a game sets it when it deals the first deal

    # --- the contract -------------------------------------------------------

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to decide now, or None when the match is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal single-choice action of the current player."""

    def card_choices(self) -> list[CardChoice]:
        """The card-set decisions open to the current player (often none)."""
        return []

    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the match is over."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Match scores per seat so far (the final ones once terminal)."""

    @abstractmethod
    def observation(self, seat: int) -> Any:
        """Everything ``seat`` may know now, and nothing else."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A clone whose unseen cards are redealt consistently with what
        ``seat`` has seen (see the module docstring for the contract)."""

    def opening_events(self) -> list[Event]:
        """The events of the first deal, dealt when the state was built (a
        thrown-in first deal and its redeal included), for the table to play
        like any later deal."""
        return list(self._opening)

    @abstractmethod
    def card_places(self) -> list[Place]:
        """Where every card of the deck is now, and who sees its face there:
        one ``(card, place, seats)`` per card, ``seats`` None for everyone
        (face up, or shown to all), else the seats that see it (a hand: its
        owner; a talon or stock: nobody). The shared contract test checks
        that every card is somewhere exactly once and that no seat is ever
        shown a card it has not seen."""

    def laid_open(self, index: int) -> LaidOpen:
        """What may be shown of deal ``index`` (0-based) once it is scored:
        the rule of each trick game (hands as dealt, talon, discards; never
        the cards its rules keep hidden for good). Raises ``IllegalAction``
        for a deal not finished yet, so nothing hidden leaks during play.
        Patience has no hidden hands to lay open and keeps this default."""
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "{game} has no deal to lay open").format(
            game=self.game.engine_id))

    def laid_open_to(self, index: int, seat: int) -> LaidOpen:
        """Deal ``index`` laid open as ``seat`` knows it: what the rules show
        everyone (``laid_open``), and the seat's own hand as dealt in full.
        A seat held its own cards, so a card of its own that the rules keep
        from the others (the duel's refused face-down card) is filled in for
        it, in the place ``laid_open`` kept, and named in
        ``kept_from_others``."""
        shown = self.laid_open(index)
        hand = shown.hands[seat]
        unseen = Counter(self.deal_log[index].hands[seat]) - Counter(c for c in hand if c is not None)
        filled = iter(sorted(unseen.elements()))
        own = tuple(c if c is not None else next(filled) for c in hand)
        hands = shown.hands[:seat] + (own,) + shown.hands[seat + 1:]
        kept = tuple(i for i, c in enumerate(hand) if c is None)
        return LaidOpen(hands, shown.piles, seat, kept)

    def _finished_deal(self, index: int) -> DealLog:
        """The log of deal ``index``, refused unless that deal is scored."""
        if not 0 <= index < len(self.deal_log) or self.deal_log[index].result is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "deal {deal} is not over: its cards stay hidden").format(
                deal=index + 1))
        return self.deal_log[index]

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already checked) and return its events."""

    @abstractmethod
    def match_result(self) -> dict[str, Any]:
        """The record's match ``result``: ``scores`` and ``winners``."""

    # --- provided -----------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The match generator (shuffles, first dealer). Copied on first use
        after a clone, so a clone costs nothing for it."""
        if not self._rng_own:
            rng = random.Random.__new__(random.Random)
            rng.setstate(self._rng.getstate())
            self._rng, self._rng_own = rng, True
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng, self._rng_own = rng, True

    def _shell(self) -> "State":
        """A shallow copy sharing what a clone may share (the game, the
        recorded deals, the log's history, the generator until used); a
        game's ``clone`` copies its own mutable fields into it."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        self._rng_own = new._rng_own = False
        log = self.deal_log
        if log:
            new.deal_log = log[:-1]
            new.deal_log.append(log[-1].continued())
        else:
            new.deal_log = []
        return new

    # What a clone shares with its origin: never changed in place (a game's
    # ``clone`` adds its own; tests/engine/test_clone.py holds them to it).
    _shared_on_clone = frozenset({"game", "_recorded", "_rng", "_opening"})

    def clone(self) -> "State":
        """An independent copy. This default deep-copies the game's own
        fields; games override it with a copy of exactly what changes."""
        new = self._shell()
        shared = self._shared_on_clone | {"deal_log"}
        memo: dict[int, Any] = {id(self): new, id(self.game): self.game,
                                id(self.deal_log): new.deal_log, id(self._recorded): self._recorded}
        for key, value in self.__dict__.items():
            if key not in shared:
                new.__dict__[key] = copy.deepcopy(value, memo)
        return new

    def auto_action(self, wanted: bool) -> Action | None:
        """A move the table makes by itself now, or None: one the rules force
        (a variant's forced move), or, when the person ``wanted`` them, a move
        the game calls safe. Games without such moves keep this default."""
        return None

    def is_legal(self, action: Action) -> bool:
        """True when ``action`` is legal now. This default compares with
        every legal action; games override it with a direct test."""
        if action in self.legal_actions():
            return True
        return any(choice.matches(action) for choice in self.card_choices())

    def apply(self, action: Action) -> list[Event]:
        """Check, log and apply ``action`` for the current player."""
        seat = self.current_player()
        if seat is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "the match is over"))
        if not isinstance(action, dict) or not self.is_legal(action):
            raise IllegalAction(self.explain_illegal(action))
        return self._log_and_apply(seat, action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """``apply`` without the legality check, for search: ``action`` must be
        one of ``legal_actions()`` or made by a ``card_choices()`` choice of
        this state; anything else leaves the state undefined."""
        return self._log_and_apply(self.current_player(), action)

    def _log_and_apply(self, seat: int, action: Action) -> list[Event]:
        entry = {"p": seat, **action}
        if "cards" in action:  # the one list of the action vocabulary: the log keeps its own
            entry["cards"] = list(action["cards"])
        self.deal_log[-1].actions.append(entry)
        return self._apply(action)

    def explain_illegal(self, action: Any) -> str:
        """Why ``action`` is not legal now; games override for better words."""
        return QT_TRANSLATE_NOOP("engine", "{action} is not a legal action for seat {seat} now").format(
            action=repr(action), seat=self.current_player())

    # --- deal log and replay --------------------------------------------------

    def _recorded_deal(self) -> Mapping[str, Any] | None:
        """The next given deal (None when shuffling: no deals were given, or
        they are all dealt and the match goes on with the match generator)."""
        if self._recorded is None or len(self.deal_log) >= len(self._recorded):
            return None
        return self._recorded[len(self.deal_log)]

    def rewound(self, index: int) -> "State":
        """This match back at the start of deal ``index`` (0-based): built as
        this one was (its seed, and its given deals if any) with the actions
        of the earlier deals played again, so deal ``index`` is dealt exactly
        as before and its record still replays from the seed. Raises
        ``IllegalAction`` when that deal is not played in this match or ends
        as it is dealt (a Tarot deal thrown in on a petit sec)."""
        if not 0 <= index < len(self.deal_log):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "this match has no deal {deal}").format(deal=index + 1))
        state = self.game.new_state(self.seed, deals=self._recorded, human_seats=self.human_seats)
        for deal in self.deal_log[:index]:
            for action in deal.actions:
                state.apply({k: v for k, v in action.items() if k != "p"})
        if len(state.deal_log) != index + 1 or state.deal_log[index].result is not None:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "deal {deal} ends as it is dealt").format(deal=index + 1))
        return state

    def _begin_deal(self, dealer: int, hands: list[list[str]], stock: list[str],
                    **extra: Any) -> None:
        """Log a new deal as dealt (games call this when they deal)."""
        self.deal_log.append(DealLog(dealer, [list(h) for h in hands], list(stock), dict(extra)))

    def _end_deal(self, result: dict[str, Any]) -> None:
        """Log the current deal's result (games call this when it is scored)."""
        self.deal_log[-1].result = _plain_copy(result)

    def _forget(self, rng: random.Random, hands: list[list[str]], stock: list[str],
                **extra: Any) -> None:
        """For ``determinize``: drop everything that fixes unseen cards beyond
        the position. Past deals keep only their dealer and result (their
        hands, stock and actions held cards the seat never saw); the current
        deal is logged as ``hands``/``stock``, the redrawn cards, with no
        actions; the generator of later deals is reseeded from ``rng``; the
        seed (which would re-derive every real deal) is dropped."""
        past = [DealLog(d.dealer, [], [], {}, [], d.result) for d in self.deal_log[:-1]]
        current = DealLog(self.deal_log[-1].dealer, [list(h) for h in hands], list(stock),
                          dict(extra))
        self.deal_log = past + [current]
        self._recorded = None
        self._opening = []
        self.seed = None
        self.rng = random.Random(rng.getrandbits(64))


_ATOMS = frozenset({str, int, float, bool, type(None)})  # returned as they are


def _plain_copy(value: Any) -> Any:
    """A copy of JSON-like data (dicts, lists, tuples of plain values). Plain
    values are not passed down again: every deal's result is copied."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _plain_copy(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else _plain_copy(v) for v in value]
    if kind is tuple:
        return tuple([v if type(v) in _ATOMS else _plain_copy(v) for v in value])
    return value

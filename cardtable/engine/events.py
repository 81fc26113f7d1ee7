"""The table's event vocabulary: one typed, immutable event per concept, the
same name in every engine.

``State.apply`` returns these, in the order things happened on the table, and
``State.opening_events()`` gives the first deal's. Events are what the table
animates; what a seat *knows* is its observation. An event holds the whole
truth (a face-down card's code included); ``for_seat(seat)`` gives what that
seat may see of it: the event itself, a redacted copy (the face-down cards
replaced by None), or None when the seat sees nothing of it. The controller
filters with ``for_seat`` generically, so no view ever sees another seat's
hidden cards and no view has to know which events are private.

Shared concepts (every engine that has the concept uses these):

- ``DealBegins`` (deal index, dealer, hand sizes), then one ``CardsDealt`` per
  seat (private to that seat), ``Redeal`` when a deal is thrown in;
- ``ToAct``: whose decision it is now, and what kind (the phase);
- ``CardPlayed`` (seat, card, face up or down), ``TrickWon`` (winner, cards);
- ``DealScored`` (deal index, the record's deal result), ``MatchOver`` (the
  record's match result).

A game adds words of its own by subclassing a shared event (``DealScored``
with a breakdown: still a ``DealScored``) or with the documented
game-specific events at the end of this module.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from typing import Any, Iterable, Iterator, Mapping


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event: public unless a subclass says otherwise."""

    def for_seat(self, seat: int) -> "Event | None":
        """What ``seat`` may see of this event: itself, a redacted copy, or None."""
        return self


def visible(events: Iterable[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may see them (redacted copies; unseen ones dropped)."""
    out = []
    for event in events:
        seen = event.for_seat(seat)
        if seen is not None:
            out.append(seen)
    return out


def cards_in(value: Any) -> Iterator[str]:
    """Every string inside an event (or any nested value): the generic way to
    find the card codes an event shows (tests check them against what a seat
    has seen)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Event):
        for f in fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from cards_in(v)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from cards_in(v)
    elif hasattr(value, "__dataclass_fields__"):
        for f in fields(value):
            yield from cards_in(getattr(value, f.name))


def _hidden(cards: tuple[str | None, ...]) -> tuple[None, ...]:
    return (None,) * len(cards)


# --- shared concepts -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card on the table: who played it, and whether it lies face up. A
    face-down card is known to its player only (redacted for the others)."""

    seat: int
    card: str | None
    face_up: bool = True

    def for_seat(self, seat: int) -> "PlayedCard":
        if self.face_up or seat == self.seat or self.card is None:
            return self
        return replace(self, card=None)


@dataclass(frozen=True, slots=True)
class DealBegins(Event):
    """A deal is dealt. ``deal`` is its index in the record's ``deals`` (from
    0; a thrown-in deal has an index too); ``hand_sizes`` per seat."""

    deal: int
    dealer: int
    hand_sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """The cards dealt to ``seat`` (sorted). Only that seat sees them; the
    others see as many backs."""

    seat: int
    cards: tuple[str | None, ...]

    def for_seat(self, seat: int) -> "CardsDealt":
        return self if seat == self.seat else replace(self, cards=_hidden(self.cards))


@dataclass(frozen=True, slots=True)
class Redeal(Event):
    """The deal is thrown in and dealt again by the next dealer. ``reason``:
    ``all_pass`` or ``petit_sec`` (Tarot); ``seat`` and ``cards``: the hand
    shown to prove it (the petit sec), else None and ()."""

    reason: str
    seat: int | None = None
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ToAct(Event):
    """``seat`` decides next; ``phase`` says what kind of decision (the
    game's phase names: ``play``, ``bid``, ``answer``, ``exchange``, ...)."""

    seat: int
    phase: str


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` plays ``card`` to the trick, face up or face down (a face-down
    card is redacted to None for every other seat)."""

    seat: int
    card: str | None
    face_up: bool = True

    def for_seat(self, seat: int) -> "CardPlayed":
        if self.face_up or seat == self.seat:
            return self
        return replace(self, card=None)


# The events an engine makes at every step, one shared instance per value:
# events are immutable, and a search plays millions of steps.

@lru_cache(maxsize=None)
def to_act(seat: int, phase: str) -> ToAct:
    return ToAct(seat, phase)


@lru_cache(maxsize=None)
def card_played(seat: int, card: str, face_up: bool = True) -> CardPlayed:
    return CardPlayed(seat, card, face_up)


@lru_cache(maxsize=None)
def played_card(seat: int, card: str, face_up: bool = True) -> PlayedCard:
    return PlayedCard(seat, card, face_up)


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick is gathered. ``winner``: the seat who takes it (None for a
    drawn trick that nobody takes); ``cards`` in play order, as they lay."""

    winner: int | None
    cards: tuple[PlayedCard, ...]

    def for_seat(self, seat: int) -> "TrickWon":
        cards = tuple(c.for_seat(seat) for c in self.cards)
        return self if cards == self.cards else replace(self, cards=cards)


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """Deal ``deal`` (index in the record's ``deals``) is scored; ``result``
    is exactly the record's result for it."""

    deal: int
    result: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The match is over; ``result`` is the record's match result."""

    result: Mapping[str, Any]


# --- Le Rouge et Le Noir (the duel) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealerDrawn(Event):
    """The first dealer's draw, before the first deal: ``rounds`` of
    (seat, card) drawn face up (ties draw again); the cards go back."""

    rounds: tuple[tuple[tuple[int, str], ...], ...]
    dealer: int


@dataclass(frozen=True, slots=True)
class DuelTrickWon(TrickWon):
    """A duel trick: also the winning ``side`` (None: a draw) and the tricks
    won per side after it."""

    side: int | None = None
    tricks_won: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class DoubleOffered(Event):
    """``seat`` played face down: a double to ``proposed``, answered by ``answerer``."""

    seat: int
    side: int
    proposed: int
    answerer: int


@dataclass(frozen=True, slots=True)
class DoubleTaken(Event):
    """``seat`` takes the double: the stake is now ``stake``."""

    seat: int
    stake: int


@dataclass(frozen=True, slots=True)
class DoubleRefused(Event):
    """``seat`` refuses the double: the deal ends (a ``DealScored`` follows)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    """A face-down ``card`` of ``seat`` turns face up (a taken double)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class DuelDealScored(DealScored):
    """Also the tricks won per side and the points carried to the next deal."""

    tricks_won: tuple[int, int] = (0, 0)
    carry: int = 0


# --- Red Secret ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ExchangePlanned(Event):
    """The 3-player balancing plan: ``transfers`` of (giver, receiver, count)."""

    transfers: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """``seat`` passes ``cards`` face down to ``to`` (``action``: ``give`` red
    cards or ``return`` others). Only the two of them see the cards."""

    action: str
    seat: int
    to: int
    cards: tuple[str | None, ...]

    def for_seat(self, seat: int) -> "CardsPassed":
        if seat in (self.seat, self.to):
            return self
        return replace(self, cards=_hidden(self.cards))


@dataclass(frozen=True, slots=True)
class FourthPassed(Event):
    """3 players: ``seat`` passes the fourth card (``auto``: it had no card)."""

    seat: int
    auto: bool


@dataclass(frozen=True, slots=True)
class RedSecretTrickWon(TrickWon):
    """Also the trick number, the reds ``revealed`` (turned face up, moved in
    front of their players) and the led reds ``turned_down`` (sandwiched)."""

    number: int = 0
    revealed: tuple[PlayedCard, ...] = ()
    turned_down: tuple[PlayedCard, ...] = ()


@dataclass(frozen=True, slots=True)
class RedSecretDealScored(DealScored):
    """Also the match totals and per seat what the game's points came from:
    {plain, hidden, hidden_points, revealed, revealed_points}. The hidden
    reds are counted, never named."""

    totals: tuple[int, ...] = ()
    breakdown: tuple[Mapping[str, Any], ...] = ()


# --- En blanc et noir ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BidChosen(Event):
    """``seat`` lays its bid face down: ``card`` (None: a zero bid). The other
    seats see that a bid was laid, not which (``hidden`` in their copy)."""

    seat: int
    card: str | None
    hidden: bool = False

    def for_seat(self, seat: int) -> "BidChosen":
        return self if seat == self.seat else replace(self, card=None, hidden=True)


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    """Every bid turns face up: ``bids`` (card or None per seat), the
    ``predictions`` they make ((white, black) per seat) and the first ``leader``."""

    bids: tuple[str | None, ...]
    predictions: tuple[tuple[int, int], ...]
    leader: int


@dataclass(frozen=True, slots=True)
class SuitChosen(Event):
    """The leader of a trick names its suit colour (``white``/``black``)."""

    seat: int
    colour: str


@dataclass(frozen=True, slots=True)
class BlancTrickWon(TrickWon):
    """Also the trick's suit colour, its number (1..11) and the (white,
    black) tricks won per seat after it."""

    colour: str = ""
    number: int = 0
    wins: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class BlancDealScored(DealScored):
    """Also the bids, their predictions and why each seat scored what it did
    (per seat {white, black}: most, exact, short, miss, zero_both)."""

    bids: tuple[str | None, ...] = ()
    predictions: tuple[tuple[int, int], ...] = ()
    reasons: tuple[Mapping[str, str], ...] = ()


# --- French Tarot ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``seat`` bids ``bid`` (``pass`` or a contract)."""

    seat: int
    bid: str


@dataclass(frozen=True, slots=True)
class ContractMade(Event):
    """The bidding is over: ``attacker`` plays ``contract``."""

    attacker: int
    contract: str


@dataclass(frozen=True, slots=True)
class PartnerCalled(Event):
    """5 and 6 players: the attacker (``seat``) calls ``card``."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class TalonTaken(Event):
    """The talon is shown to everyone and taken by the attacker (``seat``)."""

    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The attacker (``seat``) lays ``cards`` aside face down; the trumps
    among them (``shown``) are shown to all, the rest only the attacker sees."""

    seat: int
    cards: tuple[str | None, ...]
    shown: tuple[str, ...]

    def for_seat(self, seat: int) -> "Discarded":
        if seat == self.seat:
            return self
        return replace(self, cards=self.shown + (None,) * (len(self.cards) - len(self.shown)))


@dataclass(frozen=True, slots=True)
class HandfulShown(Event):
    """``seat`` shows a handful (poignée) of ``level``: the ``cards`` shown."""

    seat: int
    level: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChelemAnnounced(Event):
    """``seat`` (the attacker) announces a chelem."""

    seat: int


@dataclass(frozen=True, slots=True)
class PartnerRevealed(Event):
    """A called ``card`` is played: ``seat`` holds it (the attacker when they
    called their own card)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class TarotTrickWon(TrickWon):
    """Also the trick number and the seat that keeps the Excuse played to it
    (None: no Excuse, or it went with the trick)."""

    number: int = 0
    excuse: int | None = None


@dataclass(frozen=True, slots=True)
class TarotDealScored(DealScored):
    """Also every step of the scoring (``scoring.score_deal`` plus contract,
    attacker, partners, called cards, handfuls, totals)."""

    breakdown: Mapping[str, Any] = field(default_factory=dict)


# --- Rouge et Noir patience ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Layout(Event):
    """The patience's opening tableau, column by column, bottom first
    (face-down cards None), and the stock's size."""

    columns: tuple[tuple[str | None, ...], ...]
    stock: int


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    """``n`` cards (``cards``, bottom first) move from pile ``src`` to ``dst``
    (``t1``..``t10``, ``f1``..``f4``, ``d1``..``d4``)."""

    src: str
    dst: str
    n: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TurnedOver(Event):
    """The face-down ``card`` on top of ``pile`` is turned face up."""

    pile: str
    card: str


@dataclass(frozen=True, slots=True)
class StockDealt(Event):
    """One card from the stock face up onto each listed pile, in order:
    ``cards`` of (pile, card); ``stock`` is what is left."""

    cards: tuple[tuple[str, str], ...]
    stock: int


@dataclass(frozen=True, slots=True)
class PatienceDealScored(DealScored):
    """Also how the patience ended (``won``, ``stuck``, ``no_progress``) and
    after how many moves."""

    end: str = ""
    moves: int = 0

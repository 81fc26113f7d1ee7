"""What one seat may know: the only input of the AI and of the table view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from cardtable.engine.cards import rouge_noir_duel_deck
from cardtable.engine.observation import Observation as BaseObservation


@dataclass(frozen=True)
class TrickCard:
    """A card on the table. ``card`` is None for a face-down card the seat may
    not see (someone else's double waiting for its answer); ``face`` is
    ``down`` until the double is taken, then ``up``."""

    seat: int
    card: str | None
    face: str


@dataclass(frozen=True)
class DoneTrick:
    """A finished trick of the current deal: every card face up, its winning
    side (None for a draw) and the seat who led the next trick."""

    cards: tuple[tuple[int, str], ...]
    winner: int | None
    next_leader: int


@dataclass(frozen=True)
class PlayedDeal:
    """A scored deal of the match as every seat may know it: once a deal is
    scored its hands are laid open (``State.laid_open``), so how each seat
    played it is public, and a player may learn from it how the others play
    (``LeRougeEtLeNoirState.past_decisions`` rebuilds what each saw).

    ``hands``: as dealt, lowest first, with ``None`` last in place of the
    card of a double refused (never shown, not even where it sorted).
    ``plays``: ``(seat, card, face)`` in play order, ``face`` as played
    (``down``: a double), the refused card ``None``. ``taken``: the plays
    that were doubles taken (a face-down play not taken was refused, and
    ended the deal). ``scores`` (per seat) and ``carry``: before the deal.
    """

    dealer: int
    hands: tuple[tuple[str | None, ...], ...]
    plays: tuple[tuple[int, str | None, str], ...]
    taken: tuple[int, ...]
    scores: tuple[int, ...]
    carry: int


@dataclass(frozen=True)
class Observation(BaseObservation):
    """Everything ``seat`` may know now (``hand`` lowest first; ``phase``:
    ``play``, ``answer`` or ``over``).

    Sides: with two players a side is a seat; with four a team (seat % 2).
    ``tricks_won``, ``first_winner``, ``last_doubler_side`` and the deal
    ``result`` winner are sides; ``scores`` are per seat (partners share).
    """

    target: int
    deck_size: int          # 21 or 10
    stock_size: int         # the undealt cards, face down
    deal_number: int        # 1-based
    dealer: int
    leader: int             # who leads (led) the current trick
    trick: tuple[TrickCard, ...]
    tricks: tuple[DoneTrick, ...]
    tricks_won: tuple[int, int]
    first_winner: int | None
    stake: int
    carry: int
    doubler: int | None     # a double waiting for its answer
    proposed: int | None
    answerer: int | None
    last_doubler_side: int | None
    opening_lead: bool      # the next card is the deal's opening lead (face up only)
    may_double: bool        # this seat may play its next card face down (a double)
    first_draw: tuple[tuple[tuple[int, str], ...], ...]  # rounds of the first dealer's draw
    last_result: Mapping[str, Any] | None  # the previous deal's result (for a summary)
    winners: tuple[int, ...]  # seats who won the match, once it is over
    # Plays of this deal (0-based, in play order) that were face-down doubles
    # the opponent took: the table saw them, so a player remembers them.
    doubles: tuple[int, ...] = ()
    # The match's scored deals, laid open (a player saw them played and shown).
    history: tuple[PlayedDeal, ...] = ()

    @property
    def deck(self) -> tuple[str, ...]:
        """Every card of the deck, pack order (the standard or the short one)."""
        return tuple(rouge_noir_duel_deck(short=self.deck_size < len(rouge_noir_duel_deck())))

    @property
    def side(self) -> int:
        return self.seat % 2 if self.players == 4 else self.seat

    @property
    def last_trick(self) -> DoneTrick | None:
        return self.tricks[-1] if self.tricks else None

    def seen_cards(self) -> list[str]:
        """Cards of this deal the seat has seen outside its hand: every face-up
        card, and its own face-down card."""
        seen = [card for trick in self.tricks for _, card in trick.cards]
        seen += [tc.card for tc in self.trick if tc.card is not None]
        return seen

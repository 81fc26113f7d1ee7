"""What one seat may know: the only input of an AI and of the table view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.observation import Observation


@dataclass(frozen=True)
class TrickView:
    """A trick as everyone saw it: who led, the cards in order, who took it,
    and who kept the Excuse played to it (None: no Excuse, or it went with
    the last trick)."""

    leader: int
    plays: tuple[tuple[int, str], ...]
    winner: int | None = None
    excuse: int | None = None


@dataclass(frozen=True)
class TarotObservation(Observation):
    """Everything ``seat`` may know now, and nothing else.

    ``phase``: ``bidding``, ``call``, ``discard``, ``play`` or ``over``.
    ``sides[s]`` is ``attack``/``defence`` when this seat knows it, else None
    (a secret partner). ``talon`` is the talon's cards once shown (Small and
    Guard), else None. ``discard`` is the attacker's own discard for the
    attacker, else the trumps it showed. ``handfuls[s]`` is what seat s showed
    (or None). ``legal_cards`` are the cards this seat may play now (empty
    when it is not its turn to play).
    """

    dealer: int
    bids: tuple[str | None, ...]
    contract: str | None
    attacker: int | None
    called: tuple[str, ...]
    partners_revealed: tuple[int, ...]
    sides: tuple[str | None, ...]
    talon: tuple[str, ...] | None
    talon_count: int
    discard: tuple[str, ...]
    discard_count: int
    chelem: bool
    handfuls: tuple[tuple[str, ...] | None, ...]
    trick: TrickView | None
    tricks: tuple[TrickView, ...]
    sheet: tuple[dict[str, Any], ...]
    deal_number: int
    deals: int
    legal_cards: tuple[str, ...] = ()

    @property
    def played(self) -> frozenset[str]:
        """Every card played in this deal so far."""
        cards = [c for t in self.tricks for _, c in t.plays]
        if self.trick is not None:
            cards += [c for _, c in self.trick.plays]
        return frozenset(cards)

    @property
    def won_counts(self) -> tuple[int, ...]:
        """Cards in each seat's pile of tricks this deal: a trick's cards go
        to its winner, except an Excuse its owner keeps (``TrickView.excuse``)."""
        counts = [0] * self.players
        for trick in self.tricks:
            counts[trick.winner] += len(trick.plays)
            if trick.excuse is not None:
                counts[trick.winner] -= 1
                counts[trick.excuse] += 1
        return tuple(counts)

"""The fields every game's observation starts with.

An observation is everything one seat may know (``State.observation``): the
only input of a computer player and of the table view. Each game's
observation is a frozen dataclass extending ``Observation`` with its own
fields, so generic code (the controller, the trick-table base, the shared
contract test) can read these without knowing the game.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import Any


@dataclass(frozen=True)
class Observation:
    seat: int                    # whose observation this is
    players: int
    phase: str                   # the game's phase name; "over" once the match is over
    to_act: int | None           # the seat deciding now (None once the match is over)
    hand: tuple[str, ...]        # this seat's cards, in the game's sort order
    hand_sizes: tuple[int, ...]  # cards in each seat's hand, as the table shows them
    scores: tuple[float, ...]    # match scores per seat so far

    @classmethod
    def of(cls, **values: Any) -> "Observation":
        """The observation with these field values, every field given, made
        without the frozen dataclass's ``__init__``. That sets each field
        through ``object.__setattr__``, some 4 µs for French Tarot's 30
        fields, and a search's play-outs ask for one at every decision in
        them (about 24,000 for one decision of Tarot's ``hard`` with 5
        players). The same object as ``cls(**values)`` (equality, hash,
        pickling); a field missing or unknown is a ``TypeError``, as there."""
        if values.keys() != _field_names(cls):
            raise TypeError(f"{cls.__name__}.of: fields {sorted(values.keys() ^ _field_names(cls))} "
                            f"missing or unknown")
        made = object.__new__(cls)
        made.__dict__.update(values)
        return made


@cache
def _field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls))

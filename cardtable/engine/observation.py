"""The fields every game's observation starts with.

An observation is everything one seat may know (``State.observation``): the
only input of a computer player and of the table view. Each game's
observation is a frozen dataclass extending ``Observation`` with its own
fields, so generic code (the controller, the trick-table base, the shared
contract test) can read these without knowing the game.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Observation:
    seat: int                    # whose observation this is
    players: int
    phase: str                   # the game's phase name; "over" once the match is over
    to_act: int | None           # the seat deciding now (None once the match is over)
    hand: tuple[str, ...]        # this seat's cards, in the game's sort order
    hand_sizes: tuple[int, ...]  # cards in each seat's hand, as the table shows them
    scores: tuple[float, ...]    # match scores per seat so far

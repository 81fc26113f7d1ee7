"""Review of a patience game: the first move after which the deal could no
longer be won, found with the solver (a player aid that sees every card).

Whether a position can still be won only gets worse move by move (a position
that cannot be won leads only to positions that cannot), so the positions
that can still be won are the first ones of the game, and a binary search
over the moves finds the last of them with few solver runs.

**[decision]** The solver answers within a budget: "won" is a proof, "lost"
a proof the other way, "unknown" neither. A position counts as winnable only
when the solver proves it; the move found is then the first after which the
solver found no win, and ``proved`` says whether that position was proved
lost or merely not won within the budget.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.rouge_et_noir_patience.solver import solve
from cardtable.engine.state import Action, Game


@dataclass(frozen=True)
class LostAt:
    """``move``: the 1-based number of the move after which the deal could no
    longer be won (None when there is none: the game was won, the deal was
    not proved winnable from the start, or it is still winnable at the end).
    ``why`` says which, in words; ``proved``: the position after ``move`` was
    proved lost (not only left unknown)."""

    move: int | None
    why: str
    proved: bool = False


def first_losing_move(game: Game, seed: int, actions: Sequence[Action],
                      max_nodes: int = 60_000) -> LostAt:
    """Review deal ``seed`` played with ``actions`` (the record's, without ``p``)."""
    cache: dict[int, str] = {}

    def verdict(k: int) -> str:
        if k not in cache:
            state = game.new_state(seed)
            for action in actions[:k]:
                state.apply(action)
            cache[k] = solve(state, max_nodes=max_nodes).verdict
        return cache[k]

    if verdict(len(actions)) == "won":
        return LostAt(None, QT_TRANSLATE_NOOP("patience", "The deal can still be won from where the game stopped."))
    if verdict(0) != "won":
        return LostAt(None, QT_TRANSLATE_NOOP("patience", "The solver found no way to win this deal from the start."),
                      proved=verdict(0) == "lost")
    good, bad = 0, len(actions)   # verdict(good) is won, verdict(bad) is not
    while bad - good > 1:
        middle = (good + bad) // 2
        if verdict(middle) == "won":
            good = middle
        else:
            bad = middle
    proved = verdict(bad) == "lost"
    why = (QT_TRANSLATE_NOOP("patience", "After move {move} the deal could no longer be won.") if proved else
           QT_TRANSLATE_NOOP("patience", "After move {move} the deal could no longer be won (the solver found no "
                                         "win within its budget)."))
    return LostAt(bad, why.format(move=bad), proved)

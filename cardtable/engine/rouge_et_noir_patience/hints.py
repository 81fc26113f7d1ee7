"""The hint: one good next move, computed from what the player sees.

In order of preference: discard a complete run; put a safe card on a
foundation (the auto-move rule); turn a face-down card (from the column with
the most of them); any other foundation move; empty a column; the first move of
a shortest line to one of those (``search.find_progress``); tidy up (move a
whole run off a face-up card it does not build on); deal. Every move but the
search's is progress or removes a break for good (a card that is not a King
never goes back into an empty column, a run never back onto a card it does
not build on), and a shortest line never undoes its own moves, so a hint
never undoes itself.

``greedy`` ranks every foundation move before turning cards: the computer
player's Easy level, which grabs what it can.
"""

from __future__ import annotations

from cardtable.engine.rouge_et_noir_patience.rules import (
    DEAL, Move, Table, auto_move, card_moves, run_length, turns_card)
from cardtable.engine.rouge_et_noir_patience.search import find_progress


TIDY = 5  # moves that only tidy up rank after any line to progress


def _rank(table: Table, move: Move, safe: Move | None, greedy: bool) -> int | None:
    """Preference class of a move (lower first), None for a move never hinted."""
    if move.kind == "d":
        return 0
    if move.kind == "f":
        return 1 if move == safe else 2 if greedy else 3
    if turns_card(table, move):
        return 2 if not greedy else 3
    up = table.up[move.src]
    if move.n == len(up) and table.up[move.dst]:
        return 4  # empties a column (no face-down card under it)
    if move.n == run_length(up) < len(up):
        return TIDY  # the run leaves a card it did not build on: one break fewer, for good
    return None


def hint_move(table: Table, can_deal: bool, greedy: bool = False) -> dict | None:
    """The hinted action for ``table``, or None when nothing helps."""
    safe = auto_move(table)
    ranked = [(r, -table.down[m.src], i, m) for i, m in enumerate(card_moves(table))
              if (r := _rank(table, m, safe, greedy)) is not None]
    best = min(ranked) if ranked else None
    if best is not None and best[0] < TIDY:
        return best[3].action
    line = find_progress(table).path
    if line:
        return line[0].action
    if best is not None:
        return best[3].action
    return dict(DEAL) if can_deal else None


def hint(observation, greedy: bool = False) -> dict | None:
    """The hint for a ``PatienceObservation`` (None once the game is over)."""
    if observation.over:
        return None
    if observation.auto_move is not None:
        return observation.auto_move
    return hint_move(observation.table, observation.can_deal, greedy)

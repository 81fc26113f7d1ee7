"""Playing whole matches headless and checking records by replaying them.

``make_record`` writes a match's record (``cardtable simulate`` and the
table use it, with ``seat_list`` naming the seats).
``replay`` plays a record's match again from its seed and actions and
checks that every deal's cards and result, and the match result, come out
exactly as written: the project's own referee for its records.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from cardtable.engine.errors import CardtableError, IllegalAction
from cardtable.engine.options import build_options
from cardtable.engine.record import Record
from cardtable.engine.registry import engine
from cardtable.engine.state import State
from cardtable.engine.text import QT_TRANSLATE_NOOP

# Seat names by position at the table, the person (seat 0) at the bottom.
# Seat numbers increase clockwise (rules/README.md), and clockwise from the
# bottom of a table seen from above is left, top, right: seat 1 sits on the
# person's left (West), the last seat on their right (East).
_YOU, _WEST, _NORTH_WEST, _NORTH, _NORTH_EAST, _EAST = (
    QT_TRANSLATE_NOOP("seat", "You"), QT_TRANSLATE_NOOP("seat", "West"), QT_TRANSLATE_NOOP("seat", "North-West"),
    QT_TRANSLATE_NOOP("seat", "North"), QT_TRANSLATE_NOOP("seat", "North-East"), QT_TRANSLATE_NOOP("seat", "East"))
SEAT_NAMES = {
    1: [_YOU],
    2: [_YOU, _NORTH],
    3: [_YOU, _WEST, _EAST],
    4: [_YOU, _WEST, _NORTH, _EAST],
    5: [_YOU, _WEST, _NORTH_WEST, _NORTH_EAST, _EAST],
    6: [_YOU, _WEST, _NORTH_WEST, _NORTH, _NORTH_EAST, _EAST],
}


class ReplayMismatch(CardtableError):
    """A record whose actions do not lead to what it says."""


def seat_list(players: int, levels: Sequence[str | None]) -> list[dict[str, Any]]:
    """The record's ``seats``: a level per seat, None for a person."""
    names = SEAT_NAMES[players]
    return [{"name": names[i], "kind": "human"} if level is None
            else {"name": names[i] if i else QT_TRANSLATE_NOOP("seat", "South"), "kind": "ai", "ai": level}
            for i, level in enumerate(levels)]


def make_record(state: State, ruleset_id: str, seats: list[dict[str, Any]]) -> Record:
    """The record of ``state`` as it stands (a finished match has a result)."""
    return Record(engine=state.game.engine_id, ruleset=ruleset_id,
                  options=state.game.options_dict(), seed=state.seed, seats=seats,
                  deals=[_plain(d.to_json()) for d in state.deal_log],
                  result=state.match_result() if state.is_terminal() else None)


def replay(record: Record, until: Callable[[int, int], bool] | None = None) -> State:
    """Re-derive ``record`` from its seed and actions; return the final state.

    The match is played again from ``record.seed`` exactly as the table or
    ``simulate`` played it: every deal comes from the match generator and must
    equal the recorded deal (dealer, hands, stock, tableau), every action must
    be legal for the recorded seat, every deal's result and the match result
    must be what the engine computes, and a finished match must have its
    result. The seats must be those of the options (one per player). The state
    returned is therefore the live match itself: a saved game resumed from it
    deals its later deals exactly as if it had never been interrupted.

    Raises ReplayMismatch at the first difference. ``until(deal, action)``,
    when given, stops the replay before that action (for stepping through a
    record on the table) and skips the result checks.
    """
    try:
        info = engine(record.engine)
    except CardtableError as exc:
        raise ReplayMismatch(f"engine: {exc}") from None
    try:
        options = build_options(info.options_class(), record.options)
    except CardtableError as exc:
        raise ReplayMismatch(f"options: {exc}") from None
    game = info.make_game(options)
    if game.options_dict() != record.options:
        raise ReplayMismatch("options: the record must list every option after defaults")
    if len(record.seats) != game.num_players:
        raise ReplayMismatch(f"seats: the record has {len(record.seats)} seats, "
                             f"the options {game.num_players} players")
    state = game.new_state(record.seed, human_seats=record.human_seats)
    checked = _check_new_deals(record, state, 0)
    for d, deal in enumerate(record.deals):
        for a, recorded in enumerate(deal["actions"]):
            if until is not None and until(d, a):
                return state
            action = dict(recorded)
            seat = action.pop("p")
            where = f"deal {d + 1}, action {a + 1}"
            if len(state.deal_log) != d + 1:
                raise ReplayMismatch(f"{where}: the engine is in deal {len(state.deal_log)}")
            if state.current_player() != seat:
                raise ReplayMismatch(f"{where}: seat {seat} acts but it is seat "
                                     f"{state.current_player()}'s turn")
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise ReplayMismatch(f"{where}: {exc}") from None
            checked = _check_new_deals(record, state, checked)
    if until is not None:
        return state
    for d, deal in enumerate(record.deals):
        if d >= len(state.deal_log):
            raise ReplayMismatch(f"deal {d + 1}: the match ended before it")
        derived = _plain(state.deal_log[d].to_json())
        for key in set(deal) | set(derived):
            if deal.get(key) != derived.get(key):
                raise ReplayMismatch(f"deal {d + 1}: {key} is {deal.get(key)!r} in the record, "
                                     f"{derived.get(key)!r} when replayed")
    if len(state.deal_log) != len(record.deals) and state.deal_log[-1].actions:
        raise ReplayMismatch(f"the replay has {len(state.deal_log)} deals, the record {len(record.deals)}")
    if state.is_terminal() and record.result is None:
        raise ReplayMismatch("result: the match is over but the record has no result")
    if record.result is not None:
        if not state.is_terminal():
            raise ReplayMismatch("the record has a result but the match is not over")
        if state.match_result() != record.result:
            raise ReplayMismatch(f"result is {record.result!r} in the record, "
                                 f"{state.match_result()!r} when replayed")
    return state


def _plain(data: Any) -> Any:
    """``data`` as JSON gives it back (tuples become lists), for comparing."""
    return json.loads(json.dumps(data))


def _check_new_deals(record: Record, state: State, checked: int) -> int:
    """Compare the deals the engine has dealt since ``checked`` with the record's
    (everything but actions and result, which are checked as they happen)."""
    for d in range(checked, min(len(state.deal_log), len(record.deals))):
        derived = _plain(state.deal_log[d].to_json())
        recorded = record.deals[d]
        for key in sorted((set(derived) | set(recorded)) - {"actions", "result"}):
            if recorded.get(key) != derived.get(key):
                raise ReplayMismatch(f"deal {d + 1}: {key} is not the one seed "
                                     f"{record.seed} deals")
    return len(state.deal_log)

"""``cardtable simulate``: many all-AI matches, one record per line (JSON Lines).

With ``jobs`` above 1 the matches are played by that many worker processes
(each match only depends on its seed, so they are independent) and the
records are written in match order as they come back: the file is the same,
byte for byte, as one process writes.

[decision] Search levels play their fixed play-out budgets here, without
their time limit, so a simulation gives the same records on any machine.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from pathlib import Path
from typing import Sequence, TextIO

from cardtable.ai.base import decision_for
from cardtable.ai.registry import make_agent
from cardtable.engine.errors import CardtableError
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.engine.match import make_record, seat_list
from cardtable.engine.record import Record
from cardtable.engine.rng import agent_rng
from cardtable.engine.rulesets import Ruleset

MAX_ACTIONS = 200_000  # far above any real match: a guard against a stuck engine


def play_match(game, ruleset_id: str, seed: int, agents: Sequence) -> Record:
    """Play one match with an agent per seat (see ``cardtable.ai.base``)."""
    state = game.new_state(seed)
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat, agents[seat])))
    else:
        raise CardtableError(f"match {seed} did not end within {MAX_ACTIONS} actions")
    seats = seat_list(game.num_players, [agent.level for agent in agents])
    return make_record(state, ruleset_id, seats)


def seat_levels(levels: Sequence[str], players: int) -> list[str]:
    if len(levels) == 1:
        return list(levels) * players
    if len(levels) != players:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--ai needs one level or {players} levels (one per seat), "
                                                      "got {count}").format(players=players, count=len(levels)))
    return list(levels)


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class _MatchPlayer:
    """Plays match ``seed`` and returns its record line; built once per process."""

    def __init__(self, ruleset: Ruleset, per_seat: Sequence[str]):
        self.ruleset = ruleset
        self.per_seat = list(per_seat)
        self.game = ruleset.make_game()

    def __call__(self, match_seed: int) -> str:
        agents = [make_agent(self.ruleset.engine, level, seat, agent_rng(match_seed, seat),
                             deterministic=True, players=self.game.num_players)
                  for seat, level in enumerate(self.per_seat)]
        return play_match(self.game, self.ruleset.id, match_seed, agents).dumps() + "\n"


_worker: _MatchPlayer | None = None  # the player of a worker process


def _start_worker(ruleset: Ruleset, per_seat: Sequence[str]) -> None:
    global _worker
    _worker = _MatchPlayer(ruleset, per_seat)


def _play_in_worker(match_seed: int) -> str:
    return _worker(match_seed)


def simulate(ruleset: Ruleset, games: int, seed: int, out: Path, levels: Sequence[str],
             progress: TextIO | None = None, jobs: int = 1) -> None:
    if jobs < 1:
        raise CardtableError(QT_TRANSLATE_NOOP("cli", "--jobs must be at least 1"))
    player = _MatchPlayer(ruleset, seat_levels(levels, ruleset.players))
    for seat, level in enumerate(player.per_seat):  # fail on a bad level before writing anything
        make_agent(ruleset.engine, level, seat, agent_rng(seed, seat),
                   players=player.game.num_players)
    try:
        handle = open(out, "w", encoding="utf-8")
    except OSError as exc:
        raise CardtableError(f"cannot write {out}: {exc.strerror}") from None
    seeds = range(seed, seed + games)
    jobs = min(jobs, games)
    start = time.monotonic()
    with handle:
        if jobs == 1:
            _write(map(player, seeds), handle, ruleset.id, games, start, progress)
            return
        chunk = max(1, min(16, games // (jobs * 8)))
        with multiprocessing.get_context().Pool(jobs, _start_worker,
                                                (ruleset, player.per_seat)) as pool:
            _write(pool.imap(_play_in_worker, seeds, chunk), handle, ruleset.id, games, start,
                   progress)


def _write(lines, handle: TextIO, ruleset_id: str, games: int, start: float,
           progress: TextIO | None) -> None:
    """Write the record lines in order, with a progress line every 5%."""
    for i, line in enumerate(lines):
        handle.write(line)
        if progress is not None and (i + 1 == games or (i + 1) % max(1, games // 20) == 0):
            print(f"{ruleset_id}: {i + 1}/{games} matches ({time.monotonic() - start:.1f}s)",
                  file=progress)

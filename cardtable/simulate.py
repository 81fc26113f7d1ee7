"""``cardtable simulate``: many all-AI matches, one record per line (JSON Lines).

[decision] Search levels play their fixed play-out budgets here, without
their time limit, so a simulation gives the same records on any machine.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Sequence, TextIO

from cardtable.ai.base import decision_for
from cardtable.ai.registry import make_agent
from cardtable.engine.errors import CardtableError
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
        raise CardtableError(f"--ai needs one level or {players} levels (one per seat), "
                             f"got {len(levels)}")
    return list(levels)


def simulate(ruleset: Ruleset, games: int, seed: int, out: Path, levels: Sequence[str],
             progress: TextIO | None = None) -> None:
    game = ruleset.make_game()
    per_seat = seat_levels(levels, game.num_players)
    for seat, level in enumerate(per_seat):  # fail on a bad level before writing anything
        make_agent(ruleset.engine, level, seat, agent_rng(seed, seat))
    try:
        handle = open(out, "w", encoding="utf-8")
    except OSError as exc:
        raise CardtableError(f"cannot write {out}: {exc.strerror}") from None
    start = time.monotonic()
    with handle:
        for i in range(games):
            match_seed = seed + i
            agents = [make_agent(ruleset.engine, level, seat, agent_rng(match_seed, seat),
                                 deterministic=True)
                      for seat, level in enumerate(per_seat)]
            record = play_match(game, ruleset.id, match_seed, agents)
            handle.write(record.dumps() + "\n")
            if progress is not None and (i + 1 == games or (i + 1) % max(1, games // 20) == 0):
                print(f"{ruleset.id}: {i + 1}/{games} matches ({time.monotonic() - start:.1f}s)",
                      file=progress)

"""What French Tarot's exact endgame costs, per player count and depth.

Deals of ``easy`` players are played to the point where a number of cards
is left; there one world (the true deal: the solver sees every hand) is
solved for every legal card of the player to move, as the search does for
each world it samples. Printed: the processor time a world takes, median
and slowest, with the search of ``cardtable.ai.tarot.ENDGAME`` (positions
kept at each trick's start, one card of each run that does the same) and,
with ``--plain``, the plain alpha-beta it replaced (every legal card, no
table), whose values it must equal (checked on every card).

The depths: ``normal`` solves at most ``ENDGAME_CARDS`` cards, ``hard`` one
trick more (``endgame_depth``); ``hard`` has 1.5 s a decision at the table.

    .venv/bin/python benchmarks/tarot_endgame.py --plain
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.endgame import Endgame, Solver  # noqa: E402
from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.ai.tarot import ENDGAME, HardAgent, cards_left, endgame_depth  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402

PLAIN = Endgame(ENDGAME.cards_left, allies=ENDGAME.allies)


def world_at(ruleset_id: str, seed: int, left: int):
    """The deal of ``seed`` played by ``easy`` players until at most
    ``left`` cards are left to play (None if the match ended first)."""
    state = catalog().get(ruleset_id).make_game().new_state(seed)
    n = state.players
    easy = [make_agent("tarot", "easy", s, random.Random(s), players=n) for s in range(n)]
    while not state.is_terminal():
        if state.round.phase == "play" and cards_left(state) <= left:
            return state
        seat = state.current_player()
        state.apply(easy[seat].choose(decision_for(state, seat)))
    return None


def solve_every_card(endgame: Endgame, world) -> tuple[float, list[float]]:
    """Processor seconds to value every legal card of ``world``'s player
    to move (one solver, its table shared as the search shares it), and the values."""
    seat = world.current_player()
    start = time.process_time()
    solver = Solver(endgame, seat, world.returns())
    values = [solver.value_after(world, action) for action in world.legal_actions()]
    return time.process_time() - start, values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="3,4,5,6")
    parser.add_argument("--worlds", type=int, default=12, help="deals per depth (seeds 1..N)")
    parser.add_argument("--plain", action="store_true", help="also time the plain alpha-beta")
    args = parser.parse_args()
    print(f"{'ruleset':10} {'level':7} {'cards':>5} {'worlds':>6} {'median s':>9} {'max s':>7}"
          + (f" {'plain median':>12} {'plain max':>9} {'x faster':>8}" if args.plain else ""))
    for players in map(int, args.players.split(",")):
        ruleset_id = f"tarot-{players}p"
        for level, left in (("normal", endgame_depth(players)),
                            ("hard", endgame_depth(players, HardAgent.tricks_more))):
            times, plain_times = [], []
            for seed in range(1, args.worlds + 1):
                world = world_at(ruleset_id, seed, left)
                if world is None:
                    continue
                seconds, values = solve_every_card(ENDGAME, world)
                times.append(seconds)
                if args.plain:
                    seconds, plain_values = solve_every_card(PLAIN, world)
                    plain_times.append(seconds)
                    if plain_values != values:
                        sys.exit(f"{ruleset_id} seed {seed}: values differ from the plain search")
            line = (f"{ruleset_id:10} {level:7} {left:5} {len(times):6} "
                    f"{statistics.median(times):9.4f} {max(times):7.3f}")
            if args.plain:
                line += (f" {statistics.median(plain_times):12.4f} {max(plain_times):9.3f} "
                         f"{statistics.median(plain_times) / statistics.median(times):8.1f}")
            print(line, flush=True)


if __name__ == "__main__":
    main()

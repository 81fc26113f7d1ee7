"""A process using the store on a home, for the tests that run several at
once or kill one while it writes: ``finish N SEED`` plays and counts N quick
matches (saved every 10th action: fsync is slow on some disks); ``churn SEED``
saves after every action, as the table does, until it is killed."""

import itertools
import sys

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.engine.match import make_record, seat_list
from cardtable.engine.rng import agent_rng
from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog
from cardtable.store.games import GameStore, new_match_id

RULESET = "le-rouge-et-le-noir-short"


def play_one(store: GameStore, ruleset, seed: int, save_every: int) -> None:
    game = ruleset.make_game()
    state = game.new_state(seed, human_seats=(0,))
    agents = [RandomAgent(s, agent_rng(seed, s)) for s in range(game.num_players)]
    seats = seat_list(game.num_players, [None] + ["random"] * (game.num_players - 1))
    match_id = new_match_id()
    for step in itertools.count():
        if state.is_terminal():
            break
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
        if step % save_every == 0 and not state.is_terminal():
            store.save(match_id, make_record(state, ruleset.id, seats))
    assert store.finish(match_id, make_record(state, ruleset.id, seats)) is not None, store.problems


def main() -> None:
    mode, *args = sys.argv[1:]
    ruleset = load_catalog([SHIPPED_DIR]).get(RULESET)
    store = GameStore()
    if mode == "finish":
        count, seed = int(args[0]), int(args[1])
        for i in range(count):
            play_one(store, ruleset, seed + i, save_every=10)
    else:
        for i in itertools.count():
            play_one(store, ruleset, int(args[0]) + i, save_every=1)
            print(i, flush=True)


if __name__ == "__main__":
    main()

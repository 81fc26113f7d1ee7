"""How much a search's reading of the plays tells it of the hidden hands.

At decisions of real deals (every seat played by ``--players``, default
``easy``), the worlds a search level draws for the deciding seat
(``sample_world``, as its search draws them, ``deterministic`` so the clock
plays no part) are set beside the true deal: the share of the cards in the
other seats' hands that a world puts in the right hand. Beside it the same
share for worlds redealt plainly (``State.determinize``: everything the seat
has seen, no play read). The difference, paired by decision with its 95%
interval, is what the level's reading knows of where the cards are; the
gap between ``hard`` and ``sighted_ceiling.py`` is what knowing all of it
would be worth. Run it before and after changing a reading: a reading that
moves no card into the right hand cannot win much.

Hands are read through the contract only (``observation(seat).hand`` of the
true deal and of each world), so any game with a search level works. The
measured seat turns with the seed (``seed % players``); only its decisions
with a choice in each seed's first deal count, once ``--from-card`` cards
of it are played (a reading has nothing to read before the others play).

    .venv/bin/python benchmarks/world_reading.py red-secret-4p le-rouge-et-le-noir-4p \\
        --level hard --decisions 60 --worlds 20
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai_strength import interval  # noqa: E402

from cardtable.ai.base import decision_for  # noqa: E402
from cardtable.ai.registry import make_agent  # noqa: E402
from cardtable.ai.search import SearchAgent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.events import CardPlayed, DealScored  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402


def right_share(truth, world, seat: int, players: int) -> tuple[int, int]:
    """(cards of the other seats' hands that ``world`` puts in the hand they
    are in in ``truth``, cards in those hands)."""
    right = total = 0
    for other in range(players):
        if other == seat:
            continue
        held = truth.observation(other).hand
        guessed = set(world.observation(other).hand)
        right += sum(card in guessed for card in held)
        total += len(held)
    return right, total


def measure(ruleset_id: str, level: str, players_level: str, decisions: int, worlds: int,
            first_seed: int, from_card: int) -> tuple[list[float], list[float], int]:
    """Per decision: the share right in ``level``'s worlds and in plain ones;
    and the cards judged."""
    ruleset = catalog().get(ruleset_id)
    game = ruleset.make_game()
    n = game.num_players
    read: list[float] = []
    plain: list[float] = []
    cards = 0
    seed = first_seed
    while len(read) < decisions:
        state = game.new_state(seed)
        seat = seed % n
        others = [make_agent(ruleset.engine, players_level, s, agent_rng(seed, s), deterministic=True,
                             players=n) for s in range(n)]
        played = 0   # cards played this deal (``CardPlayed``); the first deal only
        while not state.is_terminal() and len(read) < decisions:
            mover = state.current_player()
            decision = decision_for(state, mover, others[mover])   # its legal actions judged too
            if mover == seat and len(decision.legal) > 1 and played >= from_card:
                searcher = make_agent(ruleset.engine, level, seat, random.Random(seed * 1000 + played),
                                      deterministic=True, players=n)
                if not isinstance(searcher, SearchAgent):
                    raise SystemExit(f"{ruleset_id}: {level} does not search (no worlds to judge)")
                world = decision_for(state, seat, searcher).world
                rng = random.Random(seed * 1000 + played)
                a = [right_share(state, searcher.sample_world(world), seat, n) for _ in range(worlds)]
                b = [right_share(state, world.determinize(seat, rng), seat, n) for _ in range(worlds)]
                if a[0][1]:
                    read.append(sum(r for r, _ in a) / sum(t for _, t in a))
                    plain.append(sum(r for r, _ in b) / sum(t for _, t in b))
                    cards += a[0][1]
            events = state.apply(others[mover].choose(decision))
            played += sum(isinstance(e, CardPlayed) for e in events)
            if any(isinstance(e, DealScored) for e in events):
                break
        seed += 1
    return read, plain, cards


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rulesets", nargs="+")
    parser.add_argument("--level", default="hard", help="the search level whose worlds are judged")
    parser.add_argument("--players", default="easy", help="the level playing every seat")
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--worlds", type=int, default=20, help="worlds drawn per decision")
    parser.add_argument("--first-seed", type=int, default=7000)
    parser.add_argument("--from-card", type=int, default=4,
                        help="count decisions once this many cards of the deal are played")
    args = parser.parse_args(argv)
    print(f"{'ruleset':<26}{'level':<8}{'decisions':>10}{'cards':>8}{'read right':>12}"
          f"{'plain right':>13}{'difference (95%)':>24}")
    for ruleset_id in args.rulesets:
        read, plain, cards = measure(ruleset_id, args.level, args.players, args.decisions,
                                     args.worlds, args.first_seed, args.from_card)
        mean, low, high = interval([[r - p] for r, p in zip(read, plain)], None)
        print(f"{ruleset_id:<26}{args.level:<8}{len(read):>10}{cards:>8}"
              f"{statistics.mean(read):>12.1%}{statistics.mean(plain):>13.1%}"
              f"{mean:>+10.1%} [{low:+.1%}, {high:+.1%}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())

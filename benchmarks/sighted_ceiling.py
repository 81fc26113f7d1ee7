"""How far reading the table could take a search: `hard` that sees every card.

The seat plays the game's ``hard`` search with one change: every world it
searches is the true deal, no hidden card redealt (``Sighted``), so it
knows every hand, the face-down cards and the stock. The others play
``--against`` (default ``easy``). This is a yardstick, not a player: the
gap between it and ``hard`` against the same level (``ai_strength.py``) is
what the hidden cards are worth to the search, the most any better reading
of the plays could win back; where even the sighted seat falls short of a
target, the target asks more than the search's play-outs can give.

Sight may be partial, to find where in a deal it is worth most (``Sight``):
from the deal's ``--from-trick N`` on (the seat reads the table as ``hard``
does before that), and for its ``--decisions plays`` or ``answers`` only
(the duel's answers to doubles; ``all`` by default). A partly sighted
seat's pairing names its sight (``sighted-plays-from-trick-1:LEVEL``).

Matches are duplicate as in ``ai_strength.py`` (each seed played with the
sighted seat in every seat in turn); the output and the ``--out`` lines are
that script's (pairing ``sighted:LEVEL``), so ``ai_strength.py --from FILE``
summarises them too. ``--scale`` is that script's: one share for every
search seat, or ``hard=0.25`` for the sighted seat only (it plays ``hard``).

    .venv/bin/python benchmarks/sighted_ceiling.py le-rouge-et-le-noir-4p --seeds 50 \\
        --first-seed 32000 --jobs 2 --out FILE
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai_strength import outcome_for, parse_scale, play_all, scale_budget, share_of, summarise  # noqa: E402

from cardtable.ai.base import Decision, decision_for  # noqa: E402
from cardtable.ai.registry import general_class, make_agent  # noqa: E402
from cardtable.catalog import catalog  # noqa: E402
from cardtable.engine.rng import agent_rng  # noqa: E402


DECISIONS = ("all", "plays", "answers")


@dataclass(frozen=True)
class Sight:
    """Which of the tested seat's decisions see every card: those from the
    deal's ``from_trick``-th finished trick on (0: the whole deal; counted
    by the observation's ``tricks``, so only games that show them), and of
    those ``decisions``: ``all``, ``plays`` or ``answers`` (an observation
    in phase ``answer``: the duel's answers to doubles)."""

    from_trick: int = 0
    decisions: str = "all"

    def sees(self, observation) -> bool:
        if self.from_trick and len(observation.tricks) < self.from_trick:
            return False
        answering = getattr(observation, "phase", None) == "answer"
        return {"all": True, "plays": not answering, "answers": answering}[self.decisions]

    @property
    def name(self) -> str:
        """The pairing's first level (``sighted`` for the whole sight),
        which the matches' lines keep and ``named`` reads back."""
        parts = ["sighted"]
        if self.decisions != "all":
            parts.append(self.decisions)
        if self.from_trick:
            parts.append(f"from-trick-{self.from_trick}")
        return "-".join(parts)

    @classmethod
    def named(cls, name: str) -> "Sight":
        """The sight a pairing's first level names (``name``'s inverse)."""
        words = name.split("-")
        decisions = next((word for word in words if word in DECISIONS), "all")
        return cls(int(words[-1]) if words[-1].isdigit() else 0, decisions)


def sighted_class(engine: str) -> type:
    """The game's ``hard`` search, searching the true deal only (the
    ``choice`` that asks it hands it that deal as its world) while
    ``sighted_now``; else its own redeals, as ``hard``."""
    hard = general_class(engine, "hard")
    return type("Sighted", (hard,), {
        "sighted_now": True,
        "sample_world": lambda self, world: (world.clone() if self.sighted_now
                                             else hard.sample_world(self, world))})


def sighted_agent(engine: str, seat: int, rng):
    """A sighted seat as the benchmarks play it: deterministic (its budget
    in play-outs, not seconds), so a run replays the same on any machine."""
    agent = sighted_class(engine)(seat, rng)
    agent.deterministic = True
    return agent


def choice(state, seat: int, agent, sighted: bool, sight: Sight = Sight()):
    """``agent``'s action in ``seat``; a sighted agent's only world is
    the true ``state`` (a copy) where ``sight`` sees, every other agent's
    (and a sighted one's elsewhere) a redeal of its own."""
    if sighted:
        sighted = agent.sighted_now = sight.sees(state.observation(seat))
    decision = decision_for(state, seat, None if sighted else agent)
    if sighted:
        decision = Decision(seat, decision.observation, decision.legal, decision.choices,
                            state.clone())
    return agent.choose(decision)


def play_one(task: tuple) -> tuple[str, str, int, float, float, float]:
    """As ``ai_strength.play_one``, the sighted seat given the true state."""
    ruleset_id, _, pairing, seed, seat_a, scale = task
    ruleset = catalog().get(ruleset_id)
    game = ruleset.make_game()
    players = game.num_players
    seen, others = pairing.split(":")
    sight = Sight.named(seen)
    agents = [sighted_agent(ruleset.engine, seat, agent_rng(seed, seat)) if seat == seat_a
              else make_agent(ruleset.engine, others, seat, agent_rng(seed, seat),
                              deterministic=True, players=players)
              for seat in range(players)]
    for seat, agent in enumerate(agents):
        scale_budget(agent, share_of(scale, "hard" if seat == seat_a else others))
    start = time.perf_counter()
    state = game.new_state(seed)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(choice(state, seat, agents[seat], seat == seat_a, sight))
    credit, points = outcome_for(state.match_result(), seat_a)
    return ruleset_id, pairing, seed, credit, points, time.perf_counter() - start


def play_task(task: tuple) -> tuple[tuple, tuple]:
    return task, play_one(task)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ruleset")
    parser.add_argument("--against", default="easy", help="the level in the other seats")
    parser.add_argument("--seeds", type=int, default=10, help="base seeds (each played from every seat)")
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=parse_scale, default=1.0,
                        help="share of the search levels' play-out budgets: one for every "
                             "seat (0.25) or LEVEL=SHARE,... (hard=0.25: the sighted seat)")
    parser.add_argument("--from-trick", type=int, default=0, metavar="N",
                        help="see every card from the deal's N-th finished trick on only")
    parser.add_argument("--decisions", choices=DECISIONS, default="all",
                        help="which decisions see: all, plays, or answers (to doubles)")
    parser.add_argument("--out", metavar="FILE", help="append each match to FILE as it ends")
    args = parser.parse_args()
    game = catalog().get(args.ruleset).make_game()
    if args.from_trick and not hasattr(game.new_state(args.first_seed).observation(0), "tricks"):
        parser.error(f"--from-trick: {args.ruleset}'s observation does not show its tricks")
    players = game.num_players
    pairing = f"{Sight(args.from_trick, args.decisions).name}:{args.against}"
    tasks = [(args.ruleset, {}, pairing, seed, seat, args.scale)
             for seed in range(args.first_seed, args.first_seed + args.seeds)
             for seat in range(players)]
    summarise(play_all(tasks, play_task, args.out, args.jobs))


if __name__ == "__main__":
    main()

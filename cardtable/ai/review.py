"""Review of a person's decisions in a trick game: the ``hard`` player's
judgement of each, and the ones that cost the most.

For every decision of the person's seat in a record (every action of that
seat where the rules left more than one option), the hard player's search
(``search.SearchAgent``) weighs every candidate from what that seat saw at
that moment: the state is rebuilt from the record up to the decision, and
``decision_for`` gives the search the seat's observation and a world
redealt from it (``determinize``), never the other hands, exactly as for
the hint. The person's own choice is always among the candidates (a card
set the search would not have listed is added), and every candidate is
played out on the same worlds to the end of the budget (no halving), so the
estimate of the choice and of the best candidate are comparable: the
*loss* of a decision is the best estimate less the estimate of the choice,
in points gained in the deal against the others' average.

**[decision]** A decision is marked costly when its loss is positive and the
best candidate beats the person's choice by ``CONFIDENCE`` standard errors on
the same worlds (a clear difference, not the noise of a few hundred
play-outs); at most ``MARKED`` of them, the largest losses first.

**[decision]** The judge is the game's hard search player; where ``hard``
plays a precomputed equilibrium instead (Le Rouge et Le Noir), it is the
search player of the same level that the game's 4-player table uses: the
equilibrium gives the probability of each move, not an estimate of what it
gains. Its budget on the table is hard's own (play-outs and time limit per
decision); tests and benchmarks pass a budget without a time limit, so a
review is the same on any machine.

The module is Qt-free: the table runs ``Judge.analyse`` in its thinking
process (``ui.think_process``) one decision at a time, for progress; ``review``
does the same here, in one call (tests, ``benchmarks/review_time.py``).
"""

from __future__ import annotations

import functools
import math
import random
import sys
from dataclasses import dataclass
from typing import Callable, Iterator

from cardtable.ai.base import Decision, decision_for
from cardtable.ai.registry import available_levels, general_class, make_agent
from cardtable.ai.search import Budget, Estimate, SearchAgent
from cardtable.engine.options import build_options
from cardtable.engine.record import Record
from cardtable.engine.registry import ENGINES, engine
from cardtable.engine.state import Action, Game, State

CONFIDENCE = 1.0   # standard errors by which the best must beat the choice to mark it
MARKED = 3         # at most this many decisions are marked as costly


@dataclass(frozen=True)
class Point:
    """One decision of the person: ``step`` counts the record's actions from
    the first of the match (the replay's position before it), ``deal`` and
    ``move`` (1-based within the deal) say where it is, ``action`` is the
    choice made (without ``p``), ``options`` how many the rules allowed."""

    step: int
    deal: int
    move: int
    action: Action
    options: int


@dataclass(frozen=True)
class Judgement:
    """The judge's estimates for one decision (best first) and what they say."""

    point: Point
    estimates: tuple[Estimate, ...]
    chosen: Estimate

    @property
    def best(self) -> Estimate:
        return self.estimates[0]

    @property
    def loss(self) -> float:
        """Points the choice gave away against the best candidate (0 when it
        was the best, or when a time limit ended the search before it was
        played out at all)."""
        if not self.chosen.samples:
            return 0.0
        return max(0.0, self.best.value - self.chosen.value)

    @property
    def clear(self) -> bool:
        """The best candidate beats the choice beyond the noise of the sampling."""
        return self.best is not self.chosen and self.best.beats(self.chosen, CONFIDENCE)


def same_choice(a: Action, b: Action) -> bool:
    """The same action, a card set in any order."""
    if "cards" in a and "cards" in b:
        return ({k: v for k, v in a.items() if k != "cards"} == {k: v for k, v in b.items() if k != "cards"}
                and sorted(a["cards"]) == sorted(b["cards"]))
    return a == b


class Judge(SearchAgent):
    """What a review changes in a game's hard search: a given budget, every
    candidate kept to the end, the person's choice always among them. The
    rest is the hard player's own (``judge_type``): its play-out policy,
    habit, confidence and exact endgames, and the game's own ways of
    sampling worlds and listing candidates (Tarot's worlds agree with the
    bids, the 4-player duel reads the doubles it answers), so a review
    judges as the hint does. **[decision]** One thing differs: a review
    weighs the deal's points even where ``hard`` plays for the match
    (French Tarot, Red Secret with 4 players: ``plays_for_match``), since it
    says how many points each decision gave away. Made by ``Judge.make``."""

    match_sizes = ()
    hard: type[SearchAgent]   # the game's hard search class (set by ``judge_type``)
    chosen: Action

    @staticmethod
    def make(hard: type[SearchAgent], seat: int, rng: random.Random, chosen: Action,
             budget: Budget) -> "Judge":
        agent = judge_type(hard)(seat, rng, deterministic=budget.seconds is None)
        agent.budget, agent.chosen = budget, chosen
        return agent

    def __reduce__(self):
        """Pickled for the thinking process by its hard class (the class
        made by ``judge_type`` lives in no module)."""
        return _blank_judge, (self.hard,), self.__dict__

    def candidates(self, decision: Decision) -> list[Action]:
        out = super().candidates(decision)
        if not any(same_choice(a, self.chosen) for a in out):
            out.append(self.chosen)
        return out

    def analyse(self, decision: Decision, keep: int = 1,
                stop: Callable[[], bool] | None = None) -> list[Estimate]:
        """Every candidate sampled on every world (``keep`` is ignored: a
        review compares the choice with the best, so nothing is dropped)."""
        return super().analyse(decision, keep=sys.maxsize, stop=stop)


@functools.lru_cache(maxsize=None)
def judge_type(hard: type[SearchAgent]) -> type[Judge]:
    """The judge of a game: ``Judge``'s changes over its hard search class."""
    return type(f"{hard.__name__}Judge", (Judge, hard), {"__module__": __name__, "hard": hard})


def _blank_judge(hard: type[SearchAgent]) -> Judge:
    """A judge of ``hard``'s game, its state to be filled in by unpickling."""
    cls = judge_type(hard)
    return cls.__new__(cls)


@functools.lru_cache(maxsize=None)
def judge_class(engine_id: str) -> type[SearchAgent] | None:
    """The search class that judges this game's decisions, or None (see the
    module's [decision]); kept per game, the table asks after every move."""
    if engine_id not in ENGINES or "hard" not in available_levels(engine_id):
        return None
    cls = general_class(engine_id, "hard")
    return cls if cls is not None and issubclass(cls, SearchAgent) else None


def judge_is_hard(engine_id: str, players: int) -> bool:
    """Whether the judge is the ``hard`` player of a table of ``players``
    itself: not where ``hard`` plays an equilibrium (the 2-player duel),
    whose search stand-in a review must not present as the hard player."""
    hard = make_agent(engine_id, "hard", 0, random.Random(0), players=players)
    return type(hard) is judge_class(engine_id)


def game_of(record: Record) -> Game:
    info = engine(record.engine)
    return info.make_game(build_options(info.options_class(), record.options))


def human_seat(record: Record) -> int:
    """The person's seat in the record (the first seat marked human; else 0)."""
    return next(iter(record.human_seats), 0)


def option_count(state: State) -> int:
    """How many choices the rules leave the player to move (a card set counts each allowed set)."""
    sets = sum(math.comb(len(c.eligible) - len(c.required), c.count - len(c.required))
               for c in state.card_choices())
    return len(state.legal_actions()) + sets


def decisions(record: Record, seat: int, deals: set[int] | None = None) -> Iterator[tuple[Point, State]]:
    """Each decision of ``seat`` in ``record`` (of the deals in ``deals``,
    every deal when None) with a copy of the match just before it. The match
    is rebuilt from the record's own deals, so a deal set up by hand reviews
    like one dealt from the seed."""
    game = game_of(record)
    state = game.new_state(record.seed, deals=record.deals, human_seats=record.human_seats)
    step = 0
    for d, deal in enumerate(record.deals):
        for m, recorded in enumerate(deal["actions"]):
            action = {k: v for k, v in recorded.items() if k != "p"}
            if recorded["p"] == seat and (deals is None or d in deals):
                options = option_count(state)
                if options > 1:
                    yield Point(step, d, m + 1, action, options), state.clone()
            state.apply(action)
            step += 1


def judge(hard: type[SearchAgent], point: Point, state: State, seat: int, budget: Budget,
          seed: int) -> tuple[Judge, Decision]:
    """The judge for one decision and what it is given (the seat's view
    only), for ``Judge.analyse``; the same ``seed`` gives the same estimates."""
    agent = Judge.make(hard, seat, random.Random(seed), point.action, budget)
    return agent, decision_for(state, seat, agent)


def judgement(point: Point, estimates: list[Estimate]) -> Judgement:
    """What ``Judge.analyse``'s estimates say of the choice at ``point``."""
    ranked = tuple(sorted(estimates, key=lambda e: (not e.samples, -e.value)))
    chosen = next(e for e in ranked if same_choice(e.action, point.action))
    if chosen.value >= ranked[0].value:   # a tie: the choice counts as the best
        ranked = (chosen,) + tuple(e for e in ranked if e is not chosen)
    return Judgement(point, ranked, chosen)


def costly(judgements: list[Judgement], most: int = MARKED) -> list[Judgement]:
    """The decisions that cost the most (clear losses only), largest loss first."""
    clear = [j for j in judgements if j.loss > 0 and j.clear]
    return sorted(clear, key=lambda j: (-j.loss, j.point.step))[:most]


def review_seed(record: Record, point: Point) -> int:
    """The judge's generator seed for a decision: the same review every time."""
    return (record.seed * 1_000_003 + point.step) % (1 << 63)


def review(record: Record, seat: int | None = None, deals: set[int] | None = None,
           budget: Budget | None = None) -> list[Judgement]:
    """Judge every decision of ``seat`` (default: the person's) in ``record``,
    in the order they were made (``costly`` ranks them). ``budget`` default:
    the hard player's own."""
    hard = judge_class(record.engine)
    if hard is None:
        raise ValueError(f"no search player judges {record.engine}")
    seat = human_seat(record) if seat is None else seat
    out = []
    for point, state in decisions(record, seat, deals):
        agent, decision = judge(hard, point, state, seat, budget or hard.budget,
                                review_seed(record, point))
        out.append(judgement(point, agent.analyse(decision)))
    return out

"""Search players: Perfect-Information Monte Carlo over the deals a seat may face.

A ``SearchAgent`` gets, beside its observation, ``Decision.world``: one state
consistent with what its seat has seen (made by the caller with
``determinize``, never the true state). Each *sample* redeals that world
again from the seat's point of view (``sample_world``:
``world.determinize(seat, rng)``, which a game may steer towards the deals
the others' public choices make likely, as Tarot does with bids), so every
sample is a deal the seat cannot tell from the real one, and the choice
depends only on the observation and the agent's generator.

For one sample, every candidate action is applied to its own copy of the
sampled deal and the deal is played out to its end by a cheap policy for
every seat (the game's ``easy`` player or a lighter variant, ``rollout``);
the candidate scores what its seat gained in that deal against the average
of the others (so partnerships and zero-sum scores both read right). All
candidates of a sample share one play-out generator seed (common random
numbers), so their differences come from the action and not from luck.

Candidates are halved as samples come in (successive halving): after a
quarter of the budget, the worse half stops being sampled, and so on, so the
budget goes to the close calls. The play-out policy's own choice (the
*habit*) is always sampled and is kept unless the best candidate beats it by
more than ``confidence`` standard errors on the same worlds: the search
improves on its policy where the evidence is clear and never gambles a good
habit on noise. Decisions that are a *set* of cards (a Tarot
discard, a handful, a Red Secret gift) take as candidates every allowed set
when there are few, else the easy player's set and sets one swap away from
it.

Near the end of a deal ``hard`` solves each sampled world exactly instead
(``endgame.py``: alpha-beta, the seat against the others, or max^n where a
game says each plays for himself): no play-out
noise, and every seat plays its best reply rather than the easy player's
guess, so the habit is beaten wherever the worlds agree.

A budget is a number of play-outs (or of worlds solved) and a time limit:
the search stops at whichever comes first, but not before its first world
has been played out (or solved) for every candidate, so that its choice and
a hint's estimates rest on something even where drawing the worlds ate the
time (a loaded machine, a large pool of read worlds). Asked to stop (the
table moved on), it stops at once. ``deterministic`` levels
(tests, benchmarks) ignore the clock, so a match replays the same on any
machine.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Callable

from cardtable.ai.base import Agent, Decision, decision_for, gain
from cardtable.ai.endgame import Endgame, solver_for
from cardtable.engine.state import Action, CardChoice, State

NORMAL_SECONDS = 0.35      # the time limits on the table (p95 targets: 0.5 s and 2 s)
HARD_SECONDS = 1.5
MAX_ENUMERATED_SETS = 16   # enumerate every allowed set up to this many
SWAP_CANDIDATES = 10       # else the easy set and this many one-swap variants
HALVING_SHARE = 0.25       # halve the candidates each time this share of the budget is spent


@dataclass(frozen=True)
class Budget:
    """Play-outs per decision (one count, or one per number of players:
    a game may set a level where it stands between its neighbours at each
    table size), and a time limit in seconds (None: none); ``solves``:
    worlds solved exactly per decision near the end of a deal
    (``SearchAgent.endgame``; 0: always play out)."""

    playouts: int | Mapping[int, int]
    seconds: float | None
    solves: int = 0

    def for_players(self, players: int) -> "Budget":
        """This budget at a table of ``players``: its play-outs one count."""
        if isinstance(self.playouts, int):
            return self
        return Budget(self.playouts[players], self.seconds, self.solves)

    def scaled(self, share: float) -> "Budget":
        """``share`` of the play-outs and solves (at least one of each kept),
        the time limit as it is: a benchmark's cheaper run of a level."""
        def cut(count: int) -> int:
            return max(1, round(count * share))
        playouts = cut(self.playouts) if isinstance(self.playouts, int) \
            else {players: cut(n) for players, n in self.playouts.items()}
        return Budget(playouts, self.seconds, self.solves and cut(self.solves))


@dataclass
class Estimate:
    """What the search found for one candidate: its gain in each sampled
    world (points won in the deal against the others' average), by world."""

    action: Action
    gains: dict[int, float] = field(default_factory=dict)

    @property
    def samples(self) -> int:
        return len(self.gains)

    @property
    def value(self) -> float:
        return sum(self.gains.values()) / len(self.gains) if self.gains else -math.inf

    def beats(self, other: "Estimate", z: float) -> bool:
        """True when this candidate's gain over ``other``, on the worlds both
        were played in, is above ``z`` standard errors."""
        diffs = [g - other.gains[w] for w, g in self.gains.items() if w in other.gains]
        if len(diffs) < 2:
            return False
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean > z * math.sqrt(var / len(diffs))


class SearchAgent(Agent):
    """A level that searches. Subclasses (one per game and level) set
    ``budget``, ``rollout`` (the play-out policy, an ``Agent`` class) and
    ``habit`` (the policy whose choice is kept unless clearly beaten: the
    easy level, which may think more than the play-out policy can afford)."""

    needs_world = True
    budget = Budget(200, 0.4)
    rollout: type[Agent]
    habit: type[Agent]
    confidence = 1.0   # standard errors by which the search must beat the habit
    # numbers of players at which play-outs are judged by the match they
    # leave (``match_equity``), not by the deal's points (``plays_for_match``)
    match_sizes: Collection[int] = ()
    deal_spread: Mapping[int, float] = {}   # a seat's deal score's standard deviation, by players (``spread``)
    endgame: Endgame | None = None   # the game's hooks for exact endgames (``endgame.py``)
    # solve worlds exactly once at most this many cards are left to play:
    # one count, or one per number of players (``Observation.players``)
    endgame_cards: int | Mapping[int, int] = 0

    def __init__(self, seat: int, rng: random.Random, deterministic: bool = False):
        super().__init__(seat, rng)
        self.deterministic = deterministic
        self._base = self.habit(seat, rng)
        self.stop: Callable[[], bool] | None = None   # asked between samples: True ends early

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1 and not decision.choices:
            return decision.legal[0]
        return self.analyse(decision, stop=self.stop)[0].action

    def analyse(self, decision: Decision, keep: int = 1,
                stop: Callable[[], bool] | None = None) -> list[Estimate]:
        """Every candidate's estimate: the choice first, then the candidates
        sampled to the end best first, then those dropped on the way.

        The choice is the best estimate unless it is not clearly better than
        the play-out policy's own choice (its *habit*) on the same worlds:
        with a few hundred noisy play-outs a small lead is luck, and the
        habit is the safer bet. ``keep``: how many candidates halving never
        drops below (the hint keeps a few). ``stop``: asked between
        samples; True ends the search early."""
        if decision.world is None:
            raise ValueError("a search player needs Decision.world (decision_for with the agent)")
        estimates = [Estimate(a) for a in self.candidates(decision)]
        habit = estimates[0]
        if len(estimates) > 1:
            self._search(decision, estimates, max(1, keep), stop)
        # Candidates dropped by halving early have few samples and may hold a
        # lucky mean: the ranking puts the last round's survivors first.
        most = max(e.samples for e in estimates)
        estimates.sort(key=lambda e: (2 * e.samples < most, -e.value))
        if not estimates[0].beats(habit, self.margin(decision)):
            estimates.remove(habit)
            estimates.insert(0, habit)
        return estimates

    def margin(self, decision: Decision) -> float:
        """Standard errors by which the best candidate must beat the habit
        in ``decision`` (a game may trust its habit less where the habit
        reasons on worse worlds than the search's)."""
        return self.confidence

    # --- candidates ----------------------------------------------------------------

    def candidates(self, decision: Decision) -> list[Action]:
        """The legal actions, plus a few sets for each card-set decision. The
        habit comes first: it is sampled first, so a search cut short by its
        time limit still weighs it."""
        out = list(decision.legal)
        for choice in decision.choices:
            out += self._sets(choice, decision)
        self._habit = self._base.choose(decision)
        if self._habit not in out:   # a card set in another order
            self._habit = next(a for a in out if a.get("a") == self._habit["a"]
                               and sorted(a.get("cards", ())) == sorted(self._habit["cards"]))
        out.sort(key=lambda a: a != self._habit)
        return out

    def _sets(self, choice: CardChoice, decision: Decision) -> list[Action]:
        free = sorted(set(choice.eligible) - set(choice.required))
        need = choice.count - len(choice.required)
        if math.comb(len(free), need) <= MAX_ENUMERATED_SETS:
            return [choice.action_for(list(choice.required) + list(rest))
                    for rest in itertools.combinations(free, need)]
        single = Decision(decision.seat, decision.observation, [], [choice], None)
        base = self._base.choose(single)["cards"]
        swaps = [(out, into) for out in base if out not in choice.required
                 for into in free if into not in base]
        picked = self.rng.sample(swaps, min(SWAP_CANDIDATES, len(swaps)))
        sets = [choice.action_for(base)]
        sets += [choice.action_for([into if c == out else c for c in base]) for out, into in picked]
        return sets

    # --- the search ------------------------------------------------------------------

    def _search(self, decision: Decision, estimates: list[Estimate], keep: int,
                stop: Callable[[], bool] | None) -> None:
        budget = self.budget.for_players(decision.observation.players)
        deadline = None if self.deterministic or budget.seconds is None \
            else time.monotonic() + budget.seconds
        if self._solving(decision):
            self._solve(decision, estimates, deadline, stop)
            return
        habit, alive = estimates[0], list(estimates)
        spent, next_cut = 0, budget.playouts * HALVING_SHARE
        for world_index in itertools.count():
            if spent >= budget.playouts:
                return
            world = self.sample_world(decision.world)
            seed = self.rng.getrandbits(64)
            for estimate in alive:
                if _must_stop(deadline if world_index else None, stop):
                    return   # out of time: a part-sampled round still counts
                estimate.gains[world_index] = self._playout(world, estimate.action, seed)
            spent += len(alive)
            if spent >= next_cut and len(alive) > keep:
                alive.sort(key=lambda e: -e.value)
                alive = alive[:max(keep, (len(alive) + 1) // 2)]
                if habit not in alive:   # the habit stays: choose() compares with it
                    alive.append(habit)
                next_cut += budget.playouts * HALVING_SHARE

    def _solving(self, decision: Decision) -> bool:
        """True when this decision's worlds are solved exactly rather than
        played out: few cards left (a count every seat knows), and a budget
        of solves."""
        reach = self.endgame_cards
        if isinstance(reach, Mapping):
            reach = reach[decision.observation.players]
        return (self.endgame is not None and self.budget.solves > 0
                and self.endgame.cards_left(decision.world) <= reach)

    def _solve(self, decision: Decision, estimates: list[Estimate], deadline: float | None,
               stop: Callable[[], bool] | None) -> None:
        """Every candidate's exact value in each of ``budget.solves`` worlds
        (no halving: the candidates of a world share the solver's table, so
        a candidate costs far less than a world)."""
        for world_index in range(self.budget.solves):
            world = self.sample_world(decision.world)
            solver = solver_for(self.endgame, self.seat, world)
            for estimate in estimates:
                if _must_stop(deadline if world_index else None, stop):
                    return
                estimate.gains[world_index] = solver.value_after(world, estimate.action)

    def sample_world(self, world: State) -> State:
        """One deal the seat cannot tell from the real one. A game may
        prefer the deals its opponents' public choices make likely (a
        Tarot bid says a hand is strong): it reads them off ``world`` and
        the redealt hands, never the real ones."""
        return world.determinize(self.seat, self.rng)

    def _playout(self, world: State, action: Action, seed: int) -> float:
        """The seat's gain in the deal after ``action``, everyone then playing
        the rollout policy.

        A forced move (one legal action, no card set to choose) is played
        without asking the policy: no observation is built for it (a fifth
        of a French Tarot play-out's moves with 4 players, a third with 6).
        Every policy answers a forced move with that action and draws no
        random number for it (``test_forced_moves``), so the play-out is
        the same as if it had been asked."""
        state = world.clone()
        deal = len(state.deal_log)
        state.apply(action)
        rng = random.Random(seed)
        policies = self.playout_policies(len(state.returns()), rng)
        while (not state.is_terminal() and len(state.deal_log) == deal
               and state.deal_log[-1].result is None):
            legal = state.legal_actions()
            if len(legal) == 1 and not state.card_choices():
                state.apply(legal[0])
            else:
                seat = state.current_player()
                state.apply(policies[seat].choose(decision_for(state, seat, policies[seat])))
        return self.judge(world, state)

    def playout_policies(self, players: int, rng: random.Random) -> list[Agent]:
        """The players a play-out imagines, by seat: the ``rollout`` policy
        in every seat. A game may imagine a seat otherwise (one that searches
        too is given its world: ``decision_for``)."""
        return [self.rollout(s, rng) for s in range(players)]

    def judge(self, world: State, after: State) -> float:
        """What a play-out from ``world`` that ended in ``after`` is worth to
        the seat: the points it gained against the others' average, or where
        the level ``plays_for_match``, its chance of winning the match then."""
        totals = after.returns()
        if not self.plays_for_match(len(totals)):
            return gain(world.returns(), totals, self.seat)
        return match_equity(totals, self.seat, self.deals_left(after), self.spread(world))

    def spread(self, world: State) -> float:
        """The standard deviation of a seat's score in each deal still to
        come, as ``match_equity`` takes it, seen from ``world`` (the
        decision's, before its play-out: what the play-out itself bids must
        not make the future look wider). By default ``deal_spread`` for the
        table's size; a game may read it off the table (French Tarot)."""
        return self.deal_spread[len(world.returns())]

    def plays_for_match(self, players: int) -> bool:
        """Whether this level, with ``players`` at the table, judges its
        play-outs by the match they leave (``match_sizes``)."""
        return players in self.match_sizes

    def deals_left(self, state: State) -> int:
        """Deals still to be scored in the match (a game whose level
        ``plays_for_match`` says, with ``spread``)."""
        raise NotImplementedError


# A match is won by the highest total once its deals are played, not by
# points: a level that ``plays_for_match`` judges each play-out by the chance
# of ending the match on top that it leaves. [decision] Each seat's deals
# still to come are taken as independent normal scores of the spread a deal
# has at this table (``SearchAgent.spread``), with a quarter of a deal more so
# that the last deal's play-outs still grade a narrow and a wide win.
EQUITY_GRID = [(-4.0 + 0.2 * i) for i in range(41)]


def match_equity(totals: list[float], seat: int, deals_left: int, spread: float) -> float:
    """The chance that ``seat`` ends the match on top (a tie shared is not
    told apart), the totals ``totals`` and ``deals_left`` deals to come,
    each seat's deal score spread ``spread``."""
    spread *= math.sqrt(deals_left + 0.25)
    leads = [(totals[seat] - t) / spread for s, t in enumerate(totals) if s != seat]
    total = norm = 0.0
    for z in EQUITY_GRID:
        density = math.exp(-0.5 * z * z)
        chance = 1.0
        for lead in leads:
            chance *= 0.5 * math.erfc(-(z + lead) / math.sqrt(2))
        total += density * chance
        norm += density
    return total / norm


class WeighsWorlds(SearchAgent):
    """A search whose worlds are weighed by how well they explain what the
    others did (sampling-importance-resampling): once per decision it draws
    a pool of worlds (``draw_world``, ``pool_size`` of them), weighs them
    together (``pool_weights``, a game's reading of the plays seen in each)
    and then samples its worlds from the pool in proportion to their weight.
    The pool is kept for the decision's ``world`` alone, so a new decision
    draws a new one. Where ``reads`` says there is nothing to read yet, the
    worlds are drawn directly. One mechanism for every game that reads
    plays; what a play says stays in the game's module."""

    _pool_for: State | None = None

    def sample_world(self, world: State) -> State:
        if not self.reads(world):
            return self.draw_world(world)
        if self._pool_for is not world:   # a new decision: a new pool
            pool = [self.draw_world(world) for _ in range(self.pool_size())]
            self._pool_for, self._pool = world, pool
            self._weights = list(itertools.accumulate(self.pool_weights(pool)))
        return self.rng.choices(self._pool, cum_weights=self._weights)[0]

    def reads(self, world: State) -> bool:
        """Whether the decision of ``world`` has plays to read (default: yes)."""
        return True

    def draw_world(self, world: State) -> State:
        """One world before weighing (default: ``SearchAgent.sample_world``)."""
        return SearchAgent.sample_world(self, world)

    def pool_size(self) -> int:
        """The worlds drawn per decision."""
        raise NotImplementedError

    def pool_weights(self, pool: list[State]) -> list[float]:
        """The weight of each world of ``pool`` (any positive scale)."""
        raise NotImplementedError


def _must_stop(deadline: float | None, stop: Callable[[], bool] | None) -> bool:
    """The search's time is up (``deadline``, on ``time.monotonic``) or it
    was asked to stop (``stop``: the table moved on)."""
    return (deadline is not None and time.monotonic() > deadline) or bool(stop and stop())


def search_levels(rollout: type[Agent], normal_playouts: int | Mapping[int, int],
                  hard_playouts: int,
                  habit: type[Agent] | None = None, endgame: Endgame | None = None,
                  endgame_cards: int | Mapping[int, int] = 0, hard_solves: int = 0,
                  base: type[SearchAgent] = SearchAgent
                  ) -> tuple[type[SearchAgent], type[SearchAgent]]:
    """A game's ``NormalAgent`` and ``HardAgent``: its play-out policy and
    their play-out budgets (set so that they fit their time limits on a
    2-core machine; ``normal``'s may be one per number of players), and the
    habit policy (default: the play-out policy).

    ``hard`` plays its deals out with the habit policy where that is a
    better player than the play-out policy (a lighter variant ``normal``
    can afford more of): more worlds *and* a truer value of each, since a
    play-out is only as good a judge as the players it imagines. With
    ``endgame`` (the game's hooks, ``endgame.py``), ``hard`` solves
    ``hard_solves`` worlds exactly instead once at most ``endgame_cards``
    cards are left to play in the deal (a count, or a count per number of
    players where a solve's cost grows differently with the seats): every
    seat then plays its best reply in each world rather than the play-out
    policy's guess. The classes belong to the game's module (``rollout``'s),
    so they pickle for the thinking process. ``base``: a game's own
    ``SearchAgent`` subclass (how it samples its worlds, which candidates
    it weighs)."""
    module = rollout.__module__
    normal = type("NormalAgent", (base,), {
        "__module__": module, "__qualname__": "NormalAgent", "level": "normal",
        "rollout": rollout, "habit": habit or rollout,
        "budget": Budget(normal_playouts, NORMAL_SECONDS)})
    hard = type("HardAgent", (normal,), {
        "__module__": module, "__qualname__": "HardAgent", "level": "hard",
        "rollout": habit or rollout, "endgame": endgame, "endgame_cards": endgame_cards,
        "budget": Budget(hard_playouts, HARD_SECONDS, hard_solves)})
    return normal, hard

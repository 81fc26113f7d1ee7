"""The search levels (``normal``, ``hard``): legal choices in every ruleset
with opponents, every kind of decision searched (that fixed budgets replay
is checked through ``cardtable simulate`` in test_cli). That their choices do not depend on cards the seat has not seen
is checked for every level by ``test_ai_sees_only_its_observation``."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import Decision, decision_for
from cardtable.ai.registry import make_agent
from cardtable.ai.search import Budget, Estimate, SearchAgent, gain
from cardtable.catalog import catalog

RULESETS = [r.id for r in catalog().rulesets if r.players > 1]
TINY = Budget(playouts=1, seconds=None)   # one world: every candidate played out once
# the rulesets whose `hard` searches (the 2-player duel's levels are table look-ups)
SEARCHED = [r.id for r in catalog().rulesets if r.players > 1 and isinstance(
    make_agent(r.engine, "hard", 0, random.Random(0), players=r.players), SearchAgent)]


def tiny(engine: str, level: str, seat: int, seed: int, players: int = 4) -> SearchAgent:
    agent = make_agent(engine, level, seat, random.Random(seed), players=players)
    agent.budget = TINY
    agent.deterministic = True
    return agent


def first_deal_positions(ruleset_id: str, seed: int = 3, searched: int = 25):
    """(state, seat) at each of the first ``searched`` decisions of the first
    deal played out (a Tarot deal redealt after all passed does not count),
    made by tiny searches; then the deal ends with easy players."""
    ruleset = catalog().get(ruleset_id)
    state = ruleset.make_game().new_state(seed)
    n = state.game.num_players
    agents = [tiny(ruleset.engine, "normal", s, seed + s, n) for s in range(n)]
    easy = [make_agent(ruleset.engine, "easy", s, random.Random(s), players=n) for s in range(n)]
    made = 0
    while not state.is_terminal() and not any(d.result and "redeal" not in d.result
                                              for d in state.deal_log):
        seat = state.current_player()
        agent = agents[seat] if made < searched else easy[seat]
        if made < searched:
            yield state, seat
        made += 1
        state.apply(agent.choose(decision_for(state, seat, agent)))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_whole_deal_of_legal_searched_choices(ruleset_id):
    kinds = set()
    for state, seat in first_deal_positions(ruleset_id):
        kinds.add(state.legal_actions()[0]["a"] if state.legal_actions()
                  else state.card_choices()[0].action)
    # apply() checked every choice; every kind of decision of the deal was met
    assert kinds >= {"play"}


def test_the_search_needs_a_world_and_says_so():
    state = catalog().get("tarot-4p").make_game().new_state(1)
    seat = state.current_player()
    agent = tiny("tarot", "normal", seat, 1)
    d = decision_for(state, seat)
    with pytest.raises(ValueError, match="Decision.world"):
        agent.analyse(Decision(d.seat, d.observation, d.legal, d.choices))


def test_estimates_cover_every_candidate_and_the_best_comes_first():
    for state, seat in first_deal_positions("blanc-et-noir-3p"):
        if state.legal_actions()[0]["a"] == "play" and len(state.legal_actions()) >= 3:
            break
    agent = tiny("blanc_et_noir", "hard", seat, 5, 3)
    agent.budget = Budget(playouts=60, seconds=None)
    estimates = agent.analyse(decision_for(state, seat, agent), keep=3)
    assert sorted(e.action["card"] for e in estimates) == sorted(a["card"] for a in state.legal_actions())
    most = max(e.samples for e in estimates)
    survivors = [e for e in estimates if 2 * e.samples >= most]
    assert estimates[:len(survivors)] == survivors or estimates[0] not in survivors
    values = [e.value for e in survivors if e is not estimates[0]]
    assert values == sorted(values, reverse=True)
    best = max(survivors, key=lambda e: e.value)
    # the choice comes first: the best survivor, or the habit when that is not clearly better
    assert estimates[0] is best or not best.beats(estimates[0], agent.confidence)
    assert estimates[0] is best or estimates[0].action == agent.habit(seat, random.Random(0)).choose(
        decision_for(state, seat))


def test_card_set_choices_are_searched_among_allowed_sets():
    """A Tarot discard: the easy set and one-swap variants, all allowed."""
    ruleset = catalog().get("tarot-4p")
    for seed in range(1, 40):
        state = ruleset.make_game().new_state(seed)
        easy = [make_agent("tarot", "easy", s, random.Random(s), players=4) for s in range(4)]
        while state.round.phase == "bidding" and len(state.deal_log) == 1:
            s = state.current_player()
            state.apply(easy[s].choose(decision_for(state, s)))
        if state.round.phase == "discard":
            break
    seat = state.current_player()
    agent = tiny("tarot", "normal", seat, 2)
    decision = decision_for(state, seat, agent)
    sets = agent.candidates(decision)
    (choice,) = decision.choices
    assert len(sets) > 5 and all(choice.matches(a) for a in sets)
    assert state.is_legal(agent.choose(decision))


def test_gain_is_mine_against_the_others_average():
    assert gain([0, 0, 0], [6, -3, -3], 0) == 9
    assert gain([10, 10, 0, 0], [13, 13, -3, -3], 1) == 3 - (3 - 3 - 3) / 3


def test_hard_plays_out_with_the_habit_and_normal_with_the_lighter_policy():
    """``hard`` judges its options by deals played out by the habit policy
    (the better player), ``normal`` by the cheaper play-out policy."""
    from cardtable.ai import blanc_et_noir
    from cardtable.ai.search import search_levels

    played_by: list[str] = []

    class Light(blanc_et_noir.EasyAgent):
        def choose(self, decision):
            played_by.append("light")
            return super().choose(decision)

    class Strong(blanc_et_noir.EasyAgent):
        def choose(self, decision):
            played_by.append("strong")
            return super().choose(decision)

    normal, hard = search_levels(Light, 4, 4, habit=Strong)
    state, seat = next(first_deal_positions("blanc-et-noir-3p", searched=1))
    for cls, expected in ((normal, "light"), (hard, "strong")):
        agent = cls(seat, random.Random(1), deterministic=True)
        decision = decision_for(state, seat, agent)
        estimates = [Estimate(a) for a in agent.candidates(decision)]  # asks the habit
        played_by.clear()
        agent._search(decision, estimates, 1, None)
        assert len(estimates) > 1 and set(played_by) == {expected}


@pytest.mark.parametrize("ruleset_id", SEARCHED)
def test_forced_moves(ruleset_id):
    """A play-out plays a forced move (one legal action, no card set)
    without asking its policy (``SearchAgent._playout``). That leaves the
    play-out unchanged only while every play-out policy answers a forced
    move with that very action and draws no random number for it: checked
    here at the forced moves of play-outs of each level's policy."""
    ruleset = catalog().get(ruleset_id)
    state = ruleset.make_game().new_state(11)
    n = state.game.num_players
    levels = [make_agent(ruleset.engine, level, 0, random.Random(0), players=n)
              for level in ("normal", "hard")]
    policies = {type(level).rollout for level in levels}
    playing = [levels[1].rollout(s, random.Random(s)) for s in range(n)]
    forced = 0
    while not state.is_terminal() and forced < 30:
        seat = state.current_player()
        decision = decision_for(state, seat)
        if len(decision.legal) == 1 and not decision.choices:
            forced += 1
            for policy in policies:
                rng = random.Random(forced)
                drawn = rng.getstate()
                assert policy(seat, rng).choose(decision) == decision.legal[0]
                assert rng.getstate() == drawn, f"{policy.__name__} drew for a forced move"
        state.apply(playing[seat].choose(decision))
    assert forced > 0


@pytest.mark.parametrize("ruleset_id", ["le-rouge-et-le-noir-4p", "tarot-4p"])
def test_out_of_time_the_first_world_is_still_played_out_for_every_candidate(ruleset_id):
    # A time limit already passed (a loaded machine, a pool of read worlds
    # that ate the time) still leaves every candidate one world; being told
    # to stop (the table moved on) stops at once.
    ruleset = catalog().get(ruleset_id)
    for state, seat in first_deal_positions(ruleset_id):
        if len(state.legal_actions()) >= 3:
            break
    agent = make_agent(ruleset.engine, "hard", seat, random.Random(2), players=state.game.num_players)
    agent.budget = Budget(playouts=400, seconds=0.0)
    estimates = agent.analyse(decision_for(state, seat, agent))
    assert len(estimates) >= 3 and all(e.samples == 1 for e in estimates)
    stopped = agent.analyse(decision_for(state, seat, agent), stop=lambda: True)
    assert all(e.samples == 0 for e in stopped)


@pytest.mark.parametrize("ruleset_id, players", [("red-secret-2p", 2), ("red-secret-4p", 4)])
def test_a_budget_per_table_size_spends_the_count_of_that_table(ruleset_id, players):
    # A level may play out fewer deals at one table size than another (Red
    # Secret's ``normal``: a middle step between ``easy`` and ``hard``): the
    # search stops at the count for the decision's number of players.
    per_players = {2: 8, 3: 12, 4: 40}
    for state, seat in first_deal_positions(ruleset_id):
        if state.legal_actions() and len(state.legal_actions()) >= 3:
            break
    agent = tiny("red_secret", "normal", seat, 4, players)
    agent.budget = Budget(playouts=per_players, seconds=None)
    estimates = agent.analyse(decision_for(state, seat, agent))
    spent = sum(e.samples for e in estimates)
    # a round of worlds is finished once begun: at most one candidate short of a round over
    assert per_players[players] <= spent < per_players[players] + len(estimates)


def test_a_scaled_budget_cuts_every_table_size_and_keeps_one_of_each():
    budget = Budget(playouts={2: 15, 4: 60}, seconds=0.35, solves=40)
    quarter = budget.scaled(0.25)
    assert quarter == Budget(playouts={2: 4, 4: 15}, seconds=0.35, solves=10)
    assert quarter.for_players(4) == Budget(15, 0.35, 10)
    assert Budget(3, None).scaled(0.1) == Budget(1, None)
    assert Budget(200, 1.5).for_players(3) == Budget(200, 1.5)


def test_the_match_equity_is_a_chance_of_ending_the_match_on_top():
    """Level totals give each seat its fair share; the shares of a table add
    up to one; a lead is worth more the fewer deals are left to undo it."""
    from cardtable.ai.search import match_equity
    spread = 50.0
    for players in (2, 3, 4, 5, 6):
        assert abs(match_equity([0] * players, 1, 2, spread) - 1 / players) < 1e-3
        totals = [40 * s - 90 for s in range(players)]
        assert abs(sum(match_equity(totals, s, 1, spread) for s in range(players)) - 1) < 1e-3
        lead = [3 * spread] + [0] * (players - 1)
        assert match_equity(lead, 0, 0, spread) > 0.99
        assert 1 / players < match_equity(lead, 0, 3, spread) < match_equity(lead, 0, 1, spread)
        assert match_equity(lead, 1, 0, spread) < 0.01

"""The Tarot search levels: the worlds they sample agree with the bids."""

from __future__ import annotations

import math
import random

from cardtable.ai.base import decision_for

from cardtable.ai import tarot
from cardtable.ai.tarot import (BID_MARGIN, BID_THRESHOLDS, bidding_hand, bidding_strength,
                                earned_contract, strength_bounds)
from tests.engine.tarot_helpers import bid_round, first_legal, state_with

NEEDED = dict(BID_THRESHOLDS)


def test_a_bid_bounds_its_hand_and_a_pass_is_below_what_was_open():
    # dealer 0, so seat 3 speaks first, then 2, 1, 0
    bounds = strength_bounds(("pass", "guard", "small", "pass"), dealer=0, players=4)
    assert bounds[3] == (-math.inf, NEEDED["small"] + BID_MARGIN)
    assert bounds[2] == (NEEDED["small"] - BID_MARGIN, NEEDED["guard"] + BID_MARGIN)
    assert bounds[1] == (NEEDED["guard"] - BID_MARGIN, NEEDED["guard_without"] + BID_MARGIN)
    # after a guard, a pass says only that the hand is no guard without
    assert bounds[0] == (-math.inf, NEEDED["guard_without"] + BID_MARGIN)
    # who has not spoken yet says nothing
    assert strength_bounds((None, None, "guard_against", "pass"), dealer=0, players=4) == {
        3: (-math.inf, NEEDED["small"] + BID_MARGIN),
        2: (NEEDED["guard_against"] - BID_MARGIN, math.inf)}


def test_the_easy_bid_is_the_contract_its_strength_earns():
    assert earned_contract(NEEDED["guard"]) == "guard"
    assert earned_contract(NEEDED["guard"] - 0.5) == "small"
    assert earned_contract(NEEDED["small"] - 0.5) == "pass"


def test_the_bidding_hand_puts_the_talon_back_and_the_discard_in():
    state = state_with(4, {}, dealer=0)
    dealt = list(state.round.hands[3])
    bid_round(state, {3: "guard"})
    talon = list(state.round.talon)
    state.apply(first_legal(state))   # the discard
    while state.current_player() != 3:
        state.apply(first_legal(state))
    state.apply(first_legal(state))   # and a card played
    assert sorted(bidding_hand(state, 3)) == sorted(dealt)
    assert set(talon) - set(dealt) and not set(talon) & set(bidding_hand(state, 3))


def test_a_guard_bidder_is_dealt_a_guard_hand_in_the_sampled_worlds():
    state = state_with(4, {}, dealer=0)
    bid_round(state, {2: "guard"})   # seat 3 passed, seat 2 took a guard, 1 and 0 passed
    seat = 0
    agent = tarot.NormalAgent(seat, random.Random(4), deterministic=True)
    world = state.determinize(seat, random.Random(5))
    plain = [bidding_strength(bidding_hand(world.determinize(seat, random.Random(i)), 2), 4)
             for i in range(40)]
    read = [bidding_strength(bidding_hand(agent.sample_world(world), 2), 4) for _ in range(40)]
    low = NEEDED["guard"] - BID_MARGIN
    assert all(s >= low for s in read)
    # without reading the bids most redeals would give it far less
    assert sum(s < low for s in plain) > 20
    # and the passes: seat 3 spoke first and passed
    assert all(bidding_strength(bidding_hand(agent.sample_world(world), 3), 4)
               <= NEEDED["small"] + BID_MARGIN for _ in range(20))


def test_cards_that_play_alike_are_searched_once():
    state = state_with(4, {3: ["T5", "T6", "T8", "T10", "T21", "T1", "S2", "S3", "S5", "SK",
                               "SQ", "H2", "H9"]}, dealer=0)
    bid_round(state, {2: "guard_without"})
    while state.current_player() != 3:
        state.apply(first_legal(state))
    obs = state.observation(3)
    cards = ["T5", "T6", "T8", "T10", "T21", "T1", "S2", "S3", "S5", "SQ", "SK", "H2", "H9"]
    same = tarot.equivalent_plays(cards, obs)
    gone = set(obs.hand) | obs.played
    # T5 and T6 touch; T8 joins them only if T7 is gone; oudlers and honours stand alone
    assert same["T6"] == "T5" and same["S3"] == "S2"
    assert same["T8"] == ("T5" if "T7" in gone else "T8")
    assert all(same[c] == c for c in ("T21", "T1", "SQ", "SK", "T5", "S2", "H2"))
    assert same["H9"] == ("H2" if all(f"H{r}" in gone for r in range(3, 9)) else "H9")


def test_the_candidates_keep_one_card_of_each_kind_and_the_habit():
    pruned = 0
    for state, seat in ((s, s.current_player()) for s in _play_positions()):
        agent = tarot.NormalAgent(seat, random.Random(1), deterministic=True)
        decision = decision_for(state, seat, agent)
        kept = [a["card"] for a in agent.candidates(decision) if a["a"] == "play"]
        legal = [a["card"] for a in decision.legal if a["a"] == "play"]
        same = tarot.equivalent_plays(legal, decision.observation)
        assert kept[0] == agent._habit["card"]
        assert sorted({same[c] for c in legal}) == sorted(same[c] for c in kept)
        pruned += len(kept) < len(legal)
    assert pruned


def _play_positions():
    from cardtable.catalog import catalog
    for seed in range(3):
        state = catalog().get("tarot-4p").make_game().new_state(seed)
        bid_round(state, {state.current_player(): "guard_without"})
        for _ in range(10 + 7 * seed):
            state.apply(first_legal(state))
        yield state


def test_a_handful_is_searched_once_per_level_beside_the_plays():
    trumps = [f"T{r}" for r in range(2, 15)]   # 13 trumps or more: two handful levels at least
    state = state_with(4, {3: trumps}, dealer=0)
    bid_round(state, {3: "guard_without"})
    agent = tarot.NormalAgent(3, random.Random(1), deterministic=True)
    decision = decision_for(state, 3, agent)
    kinds = [a["a"] for a in agent.candidates(decision)]
    assert kinds.count("poignee") == len(decision.choices) >= 2
    assert kinds[0] == "poignee"   # the habit (the easy player shows its handful) first
    assert state.is_legal(agent.choose(decision))


def test_the_search_takes_a_strong_hand_and_passes_a_weak_one():
    """The bid, searched over deals played out: a hand with the three
    oudlers, ten more trumps and two Kings takes (at least a guard), a hand
    of low cards without trumps passes."""
    from cardtable.ai.search import Budget
    strong = ["T21", "T1", "EX", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13",
              "T12", "T11", "SK", "HK", "S2", "S3", "H2"]
    weak = ["S2", "S3", "S4", "S5", "S6", "H2", "H3", "H4", "H5", "H6", "D2", "D3", "D4",
            "D5", "C2", "C3", "C4", "C5"]
    for hand, wanted in ((strong, {"guard", "guard_without", "guard_against"}), (weak, {"pass"})):
        state = state_with(4, {3: hand}, dealer=0)   # seat 3 speaks first
        agent = tarot.NormalAgent(3, random.Random(2), deterministic=True)
        agent.budget = Budget(60, None)
        estimates = agent.analyse(decision_for(state, 3, agent), keep=5)
        assert estimates[0].action["v"] in wanted
        # the play-outs themselves say so, not just the habit kept
        value = {e.action["v"]: e.value for e in estimates}
        if "pass" in wanted:
            assert value["pass"] > value["small"] + 50
        else:
            assert max(value[v] for v in wanted) > value["pass"] + 50


def _easy_deal(seed: int, players: int = 4, cards: int = 30):
    """A deal of ``players`` easy players after ``cards`` cards, with what
    each seat saw (observation, legal actions) just before each of its
    plays, by (trick, index)."""
    from cardtable.catalog import catalog
    state = catalog().get(f"tarot-{players}p").make_game().new_state(seed)
    agents = [tarot.EasyAgent(s, random.Random(s)) for s in range(players)]
    seen = {}
    while sum(len(t.plays) for t in state.all_tricks()) < cards:
        seat = state.current_player()
        decision = decision_for(state, seat)
        action = agents[seat].choose(decision)
        if action["a"] == "play":
            r = state.round
            seen[len(r.tricks), len(r.trick.plays)] = (state.observation(seat), decision.legal)
        state.apply(action)
    return state, seen


def test_a_deal_rewound_before_a_card_shows_what_its_player_saw_then():
    for players in (4, 5):
        state, seen = _easy_deal(3, players)
        assert len(seen) == 30
        for (trick, index), (obs, legal) in seen.items():
            before = state.before_card(trick, index)
            seat = obs.seat
            assert before.current_player() == seat
            assert before.legal_actions() == legal
            # the handfuls are shown with a seat's first card: kept as they are now
            assert before.observation(seat) == obs.__class__(
                **{**obs.__dict__, "handfuls": before.observation(seat).handfuls})
        assert sum(len(t.plays) for t in state.all_tricks()) == 30   # the deal is untouched


def test_a_deal_played_by_easy_players_is_read_as_likely_and_redeals_less():
    for seed in range(3):
        state, _ = _easy_deal(seed)
        seat = state.current_player()
        assert tarot.misread_plays(state, seat) == 0
        redealt = [tarot.misread_plays(state.determinize(seat, random.Random(i)), seat)
                   for i in range(20)]
        assert max(redealt) >= 2


def test_the_pool_weighs_each_play_misread_by_the_doubt_unless_a_few_worlds_crowd_it():
    weights = tarot.flattened_weights([0, 1, 1, 2])
    assert weights == [1.0, tarot.DOUBT, tarot.DOUBT, tarot.DOUBT ** 2]
    # one world far likelier than 63 others: flattened until a quarter of the pool counts
    weights = tarot.flattened_weights([0] + [12] * 63)
    effective = sum(weights) ** 2 / sum(w * w for w in weights)
    assert 16 <= effective < 64 and weights[0] > weights[1]


def test_hard_draws_the_worlds_the_plays_make_likely():
    state, _ = _easy_deal(1)
    seat = state.current_player()
    world = state.determinize(seat, random.Random(5))
    hard = tarot.HardAgent(seat, random.Random(2), deterministic=True)
    normal = tarot.NormalAgent(seat, random.Random(2), deterministic=True)
    assert hard.reads_plays and not normal.reads_plays
    drawn = [tarot.misread_plays(hard.sample_world(world), seat) for _ in range(40)]
    plain = [tarot.misread_plays(normal.sample_world(world), seat) for _ in range(40)]
    assert sum(drawn) < 0.8 * sum(plain)
    # the pool is drawn once per decision: its worlds come back
    assert len({id(w) for w in [hard.sample_world(world) for _ in range(300)]}) <= tarot.POOL


def test_hard_judges_a_deal_by_the_match_it_leaves_and_normal_and_a_review_by_its_points():
    """A deal played out to its end: hard's play-out value is its chance of
    winning the match then, with the spread its table had before the
    play-out (what the play-out bid does not widen it); normal's, and a
    review's judge (which says how many points a choice gave away), the
    points gained against the others' average."""
    from cardtable.ai.base import gain
    from cardtable.ai.review import judge_type
    from cardtable.ai.search import match_equity
    state = state_with(4, {}, dealer=0)
    world = state.clone()
    agents = [tarot.EasyAgent(s, random.Random(s)) for s in range(4)]
    while not state.sheet:
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
    assert len(state.sheet) == 1 and any(state.returns())
    hard = tarot.HardAgent(2, random.Random(0), deterministic=True)
    assert hard.judge(world, state) == match_equity(state.returns(), 2, 3, tarot.table_spread(world))
    for points_judge in (tarot.NormalAgent(2, random.Random(0)), judge_type(tarot.HardAgent)(2, random.Random(0))):
        assert points_judge.judge(world, state) == gain(world.returns(), state.returns(), 2)


def test_the_spread_of_deals_to_come_follows_the_contracts_the_table_takes():
    """Before any contract, a Guard's spread; a table that has played for
    Smalls spreads narrower, one that has played without the talon wider,
    and a contract bid in this deal counts as soon as it is taken."""
    state = state_with(3, {}, dealer=0)
    agents = [tarot.EasyAgent(s, random.Random(s)) for s in range(3)]
    guard = tarot.SPREAD_PER_MULTIPLIER[3] * tarot.PRIOR_MULTIPLIER * math.sqrt(3 / 2)
    assert tarot.table_spread(state) == guard
    while not state.sheet:
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
    scored = state.sheet[0]
    spreads = {}
    for contract in ("small", "guard", "guard_without"):
        state.sheet[0] = dict(scored, contract=contract)
        spreads[contract] = tarot.table_spread(state)
    assert spreads["small"] < spreads["guard"] == guard < spreads["guard_without"]
    state.sheet[0] = dict(scored, contract="small")
    while state.round.contract is None:   # this deal's bidding
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
    taken = tarot.MULTIPLIER[state.round.contract]
    assert (tarot.table_spread(state) > spreads["small"]) == (taken > 1)


def test_hard_in_the_last_deal_gambles_when_behind_and_keeps_its_lead_when_ahead():
    """The match's last deal. 400 points behind, passing leaves the seat
    behind whatever happens: hard's search gives a pass no chance and some
    contract a better one. 1000 points ahead, a pass keeps the match, and
    hard does not stake it on a Guard Against that could lose it all."""
    from cardtable.ai.search import Budget
    hand = ["T21", "T15", "T12", "T9", "T7", "T4", "T3", "SK", "SQ", "S5", "S2", "HK", "H9",
            "H4", "D7", "D3", "C8", "C2"]
    for lead in (-400, 1000):
        state = state_with(4, {3: hand}, dealer=0, deals=1)   # seat 3 speaks first
        state.totals = [0, 0, 0, lead]   # as if earlier deals had been scored
        agent = tarot.HardAgent(3, random.Random(2), deterministic=True)
        agent.budget = Budget(60, None)
        estimates = agent.analyse(decision_for(state, 3, agent), keep=5)
        value = {e.action["v"]: e.value for e in estimates if e.samples}
        if lead < 0:
            assert value["pass"] < 0.01 and max(value.values()) > 0.05
            assert estimates[0].action["v"] != "pass"
        else:
            assert value["pass"] > 0.99 and value["guard_against"] < 0.9
            assert estimates[0].value > 0.99

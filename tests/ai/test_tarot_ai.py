"""The Tarot search levels: the worlds they sample agree with the bids."""

from __future__ import annotations

import math
import random

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

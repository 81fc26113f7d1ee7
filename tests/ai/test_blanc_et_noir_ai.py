"""En blanc et noir's easy player: it bids from its hand's strength, plays
towards its bid, and beats random players clearly."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import Decision, RandomAgent, decision_for
from cardtable.ai.blanc_et_noir import EasyAgent, estimate
from cardtable.engine.blanc_et_noir.game import BlancEtNoirGame
from cardtable.engine.blanc_et_noir.options import Options
from cardtable.engine.blanc_et_noir.rules import number, prediction
from cardtable.engine.cards import blanc_et_noir_deck
from cardtable.simulate import play_match
from cardtable.engine.rng import agent_rng

DECK3 = blanc_et_noir_deck(3)
W = {n: [c for c in DECK3 if number(c, "white") == n] for n in range(1, 7)}
# seat 0: white 1s and 5s; seat 1: white 3s and 4s; seat 2: white 2s and 6s
HANDS = [W[1] + W[5], W[3] + W[4], W[2] + W[6]]


def state_after(actions, zero_bid=False, hands=HANDS):
    game = BlancEtNoirGame(Options(players=3, zero_bid=zero_bid))
    state = game.new_state(0, deals=[{"dealer": 0, "hands": hands, "stock": [], "actions": []}])
    for action in actions:
        state.apply(action)
    return state


def easy_choice(state):
    seat = state.current_player()
    return EasyAgent(seat, random.Random(0)).choose(decision_for(state, seat))


def test_a_strong_hand_bids_more_than_a_weak_one():
    strong = easy_choice(state_after([]))  # seat 0: every white 1
    state = state_after([{"a": "bid", "card": "W1B2"}])
    weak = easy_choice(state)              # seat 1: white 3s and 4s
    assert sum(prediction(strong["card"])) > sum(prediction(weak["card"]))
    assert prediction(strong["card"])[0] >= 3  # the white 1s are white winners


def test_the_bid_is_the_card_closest_to_the_estimate_of_the_rest():
    choice = easy_choice(state_after([]))
    rest = [c for c in HANDS[0] if c != choice["card"]]
    est = estimate(rest)
    white, black = prediction(choice["card"])
    for other in HANDS[0]:
        e = estimate(c for c in HANDS[0] if c != other)
        w, b = prediction(other)
        assert (white - est[0]) ** 2 + (black - est[1]) ** 2 <= (w - e[0]) ** 2 + (b - e[1]) ** 2


def test_a_weak_hand_bids_zero_when_allowed():
    weak = [c for c in DECK3 if min(number(c, "white"), number(c, "black")) >= 4]  # 9 cards
    assert len(weak) == 9
    weak += ["W6B3", "W5B3", "W3B6"]
    hands = [weak] + [[c for c in DECK3 if c not in weak][i::2] for i in range(2)]
    choice = easy_choice(state_after([], zero_bid=True, hands=hands))
    assert choice == {"a": "bid", "card": None}


BIDS = [{"a": "bid", "card": "W1B2"}, {"a": "bid", "card": "W4B6"}, {"a": "bid", "card": "W2B1"}]
TRICK = [{"a": "lead", "card": "W3B6", "suit": "white"}, {"a": "play", "card": "W6B1"}]


def test_it_takes_a_trick_it_needs_when_playing_last():
    state = state_after(BIDS + TRICK)
    assert state.current_player() == 0
    card = easy_choice(state)["card"]
    assert number(card, "white") < 3  # beats the white 3


def test_it_ducks_when_it_has_enough():
    state = state_after([{"a": "bid", "card": None}] + BIDS[1:] + TRICK, zero_bid=True)
    card = easy_choice(state)["card"]
    assert number(card, "white") > 3  # a white 5: loses to the white 3


def test_it_decides_from_the_observation_alone():
    state = state_after(BIDS + TRICK)
    decision = decision_for(state, 0)
    blind = Decision(0, decision.observation, decision.legal, decision.choices)
    assert EasyAgent(0, random.Random(0)).choose(blind) in state.legal_actions()


@pytest.mark.parametrize("players, zero", [(3, False), (3, True), (4, False), (4, True)])
def test_easy_beats_random(players, zero):
    game = BlancEtNoirGame(Options(players=players, zero_bid=zero))
    matches, won = 24, 0.0
    for i in range(matches):
        hero = i % players
        agents = [EasyAgent(s, agent_rng(i, s)) if s == hero else RandomAgent(s, agent_rng(i, s))
                  for s in range(players)]
        winners = play_match(game, "test", 100 + i, agents).result["winners"]
        won += (hero in winners) / len(winners)
    assert won / matches > 0.6  # random would win 1/players; measured over 0.9

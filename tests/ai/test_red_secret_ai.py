"""Red Secret EasyAgent: its rules of thumb on set positions, and that it
clearly beats random players."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.ai.red_secret import EasyAgent
from cardtable.simulate import play_match
from cardtable.engine.options import build_options
from cardtable.engine.red_secret.game import RedSecretGame
from cardtable.engine.red_secret.options import Options


def game(players):
    return RedSecretGame(build_options(Options, {"players": players, "games": 1}))


def test_gives_the_reds_that_can_never_hide_first():
    hands = [["R1", "R2", "R4", "R5", "R8"] + [f"B{i}" for i in range(1, 9)] + ["G1", "G2", "G3"],
             ["R3", "R6", "R7"] + [f"G{i}" for i in range(4, 9)] + [f"Y{i}" for i in range(1, 9)]]
    st = game(2).new_state(1, deals=[{"dealer": 1, "hands": hands, "stock": [], "actions": []}])
    action = EasyAgent(0, random.Random(0)).choose(decision_for(st, 0))
    assert action == {"a": "give", "cards": ["R8"], "to": 1}
    st.apply(action)
    back = EasyAgent(1, random.Random(0)).choose(decision_for(st, 1))
    assert back["a"] == "return" and len(back["cards"]) == 1 and back["cards"][0][0] != "R"


def four_player_last_seat(my_hand, second="B2"):
    """Seat 1 leads B5, seats 2 and 3 play ``second`` and B7; seat 0 plays
    last with ``my_hand`` (8 cards)."""
    rest = [c for c in (f"{col}{n}" for col in "RBGY" for n in range(1, 9))
            if c not in my_hand and c not in ("B5", second, "B7")]
    hands = [list(my_hand), ["B5"], [second], ["B7"]]
    for seat in (1, 2, 3, 0):
        while len(hands[seat]) < 8:
            hands[seat].append(rest.pop())
    st = game(4).new_state(1, deals=[{"dealer": 0, "hands": hands, "stock": [], "actions": []}])
    for card in ("B5", second, "B7"):
        st.apply({"a": "play", "card": card})
    return st


def test_sandwiches_its_red_to_win_the_trick():
    # 2 < R4 < 7: hidden, and the only red wins: +3 plain, +4 hidden
    st = four_player_last_seat(["R4", "R8", "B1", "G1", "G2", "G3", "G4", "G5"])
    assert EasyAgent(0, random.Random(0)).choose(decision_for(st, 0)) == {"a": "play", "card": "R4"}


def test_trumps_with_its_red_one_when_that_wins():
    # R1 will be revealed (-1) but takes B5, B2, B7 (+3); B1 would give them away
    st = four_player_last_seat(["R1", "B1", "G1", "Y1", "Y2", "Y3", "Y4", "Y5"])
    assert EasyAgent(0, random.Random(0)).choose(decision_for(st, 0)) == {"a": "play", "card": "R1"}


def test_keeps_a_red_that_would_be_revealed_on_a_lost_trick():
    # seat 2 played R8 (face down): R1 and R2 would lose and be revealed
    st = four_player_last_seat(["R1", "R2", "B1", "G1", "Y1", "Y2", "Y3", "Y4"], second="R8")
    assert st.observation(0).trick[1].card is None
    assert EasyAgent(0, random.Random(0)).choose(decision_for(st, 0)) == {"a": "play", "card": "B1"}


@pytest.mark.parametrize("players,matches,share", [(2, 24, 0.75), (3, 24, 0.55), (4, 40, 0.35)])
def test_easy_beats_random(players, matches, share):
    g = game(players)
    won = 0.0
    for seed in range(matches):
        easy = seed % players
        agents = [(EasyAgent if s == easy else RandomAgent)(s, random.Random(seed * 7 + s))
                  for s in range(players)]
        winners = play_match(g, "t", seed, agents).result["winners"]
        won += (easy in winners) / len(winners)
    assert won / matches > share  # random seats win 1/players each

"""Random playouts of Rouge et Noir patience under every option combination,
checking invariants after every action: cards conserved, the observation shows
no hidden card, illegal actions change nothing, every match ends."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest

from cardtable.engine.cards import double_french_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
from cardtable.engine.rouge_et_noir_patience.options import Options

DECK = Counter(double_french_deck())
OPTIONS = [Options(deal_when=w, auto_foundation=a)
           for w, a in itertools.product(("any", "stuck"), (False, True))]


def all_cards(state) -> Counter:
    piles = state.hidden + state.up + state.found + state.disc + [state.stock]
    return Counter(c for pile in piles for c in pile)


def check(state) -> None:
    assert all_cards(state) == DECK
    obs = state.observation(0)
    assert obs.down == tuple(map(len, state.hidden)) and obs.stock == len(state.stock)
    visible = Counter(c for pile in obs.up + obs.foundations + obs.discards for c in pile)
    assert visible + Counter(c for col in state.hidden for c in col) + Counter(state.stock) == DECK
    assert obs.cards_out == sum(map(len, obs.foundations + obs.discards))
    for hidden, up in zip(state.hidden, state.up):
        assert up or not hidden  # a face-down card never lies on top


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.deal_when}-auto{o.auto_foundation}")
def test_random_playouts_keep_invariants(options):
    game = PatienceGame(options)
    rng = random.Random(repr(options))
    for seed in range(1, 41):
        state = game.new_state(seed)
        check(state)
        steps = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal, "a live match always has a legal action"
            if rng.random() < 0.1:  # an illegal action is refused and changes nothing
                bad = {"a": "move", "from": f"t{rng.randint(1, 10)}",
                       "to": rng.choice(["t", "f", "d"]) + str(rng.randint(1, 4)), "n": rng.randint(1, 14)}
                if bad not in legal:
                    before = json.dumps([d.to_json() for d in state.deal_log]), state.observation(0)
                    with pytest.raises(IllegalAction):
                        state.apply(bad)
                    assert (json.dumps([d.to_json() for d in state.deal_log]), state.observation(0)) == before
            state.apply(rng.choice(legal))
            check(state)
            steps += 1
            assert steps < 5000
        result = state.deal_log[0].result
        assert result == {"won": state.cards_out == 104, "cards_out": state.cards_out}
        assert state.match_result()["scores"] == [state.cards_out]
        assert state.legal_actions() == [] and state.current_player() is None

"""The exact endgame of the Tarot search (the shared solver of
``endgame.py`` with the attack and the defence as sides): alpha-beta gives
the value of the full minimax tree, and it plays what a side must play."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import decision_for
from cardtable.ai.registry import make_agent
from cardtable.ai.endgame import Solver, deal_over
from cardtable.ai.search import gain
from cardtable.ai.tarot import ENDGAME, in_endgame
from cardtable.catalog import catalog


def solve(state, seat, before):
    return Solver(ENDGAME, seat, before).value(state, len(state.deal_log))


def minimax(state, seat, before, deal):
    """Every line of play, no pruning: the value ``solve`` must find."""
    if deal_over(state, deal):
        return gain(before, state.returns(), seat)
    r = state.round
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(minimax(child, seat, before, deal))
    return max(values) if r.on_attack(state.current_player()) == r.on_attack(seat) else min(values)


def endgames(ruleset_id, count, cards_left):
    game = catalog().get(ruleset_id).with_options({"deals": 1}).make_game()
    n = game.num_players
    for seed in range(count):
        state = game.new_state(seed)
        easy = [make_agent("tarot", "easy", s, random.Random(s), players=n) for s in range(n)]
        while not (state.round.phase == "play"
                   and sum(map(len, state.round.hands)) <= cards_left):
            s = state.current_player()
            state.apply(easy[s].choose(decision_for(state, s)))
        yield state


@pytest.mark.parametrize("ruleset_id,cards_left", [("tarot-3p", 7), ("tarot-4p", 9),
                                                   ("tarot-5p", 8)])
def test_alpha_beta_finds_the_minimax_value(ruleset_id, cards_left):
    for state in endgames(ruleset_id, 6, cards_left):
        deal = len(state.deal_log)
        for seat in range(state.players):
            before = state.returns()
            assert solve(state.clone(), seat, before) == minimax(state, seat, before, deal)


def test_every_side_gets_its_own_sign():
    """The attack's value and a defender's are the two faces of one score."""
    for state in endgames("tarot-4p", 4, 8):
        attacker = state.round.attacker
        defender = next(s for s in range(4) if s != attacker)
        before = state.returns()
        # 4 players: the attacker gains 4S, a defender -4S/3
        assert solve(state.clone(), attacker, before) == pytest.approx(
            -3 * solve(state.clone(), defender, before))


def test_the_search_plays_the_endgame_out_exactly_and_the_rest_by_its_policy():
    from cardtable.ai.search import SearchAgent
    from cardtable.ai.tarot import NormalAgent
    for cards_left, exact in ((12, True), (40, False)):
        state = next(endgames("tarot-4p", 1, cards_left))
        assert in_endgame(state) is exact
        seat = state.current_player()
        agent = NormalAgent(seat, random.Random(1), deterministic=True)
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            value = agent._playout(state, action, seed=7)
            if exact:
                assert value == solve(after, seat, state.returns())
            else:   # a play-out by the policy: the same seed, the same deal
                assert value == SearchAgent._playout(agent, state, action, seed=7)

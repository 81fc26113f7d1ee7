"""The exact endgame of the Tarot search (the shared solver of
``endgame.py`` with the attack and the defence as sides): alpha-beta gives
the value of the full minimax tree, and it plays what a side must play."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import decision_for
from cardtable.ai.registry import make_agent
from cardtable.ai.endgame import Endgame, Solver, deal_over
from cardtable.ai.search import gain
from cardtable.ai.tarot import ENDGAME, distinct_plays, in_endgame
from cardtable.engine.cards import tarot_points_x2
from cardtable.engine.tarot.rules import EXCUSE, rank
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


# The plain alpha-beta (every legal move, no table), proven against minimax above.
PLAIN = Endgame(ENDGAME.cards_left, allies=ENDGAME.allies)


@pytest.mark.parametrize("ruleset_id,cards_left", [("tarot-3p", 12), ("tarot-4p", 12),
                                                   ("tarot-5p", 15), ("tarot-6p", 18)])
def test_the_table_and_the_distinct_plays_keep_every_value(ruleset_id, cards_left):
    """Positions kept at each trick's start and one card searched of each run
    that does the same: every option's value is the plain search's."""
    for state in endgames(ruleset_id, 5, cards_left):
        seat = state.current_player()
        before = state.returns()
        fast, plain = Solver(ENDGAME, seat, before), Solver(PLAIN, seat, before)
        for action in state.legal_actions():
            assert fast.value_after(state, action) == plain.value_after(state, action)
        assert any(key is not None for key in fast.table)


def test_distinct_plays_drop_only_cards_that_do_the_same():
    """A card left out has a twin kept: same suit, same value, no card of
    another hand ranked between them."""
    dropped = 0
    for state in endgames("tarot-4p", 12, 40):
        deal = len(state.deal_log)
        while not deal_over(state, deal):
            legal = [a["card"] for a in state.legal_actions()]
            kept = [a["card"] for a in distinct_plays(state)]
            assert set(kept) <= set(legal) and len(set(kept)) == len(kept)
            others = {c for s, hand in enumerate(state.round.hands) if s != state.current_player()
                      for c in hand}
            for card in set(legal) - set(kept):
                dropped += 1
                assert any(k[0] == card[0] and tarot_points_x2(k) == tarot_points_x2(card)
                           and not any(o[0] == card[0] and o != EXCUSE and
                                       min(rank(k), rank(card)) < rank(o) < max(rank(k), rank(card))
                                       for o in others)
                           for k in kept), card
            state.apply(state.legal_actions()[0])
    assert dropped > 0


def test_every_side_gets_its_own_sign():
    """The attack's value and a defender's are the two faces of one score."""
    for state in endgames("tarot-4p", 4, 8):
        attacker = state.round.attacker
        defender = next(s for s in range(4) if s != attacker)
        before = state.returns()
        # 4 players: the attacker gains 4S, a defender -4S/3
        assert solve(state.clone(), attacker, before) == pytest.approx(
            -3 * solve(state.clone(), defender, before))


@pytest.mark.parametrize("level,cards_left,exact", [("normal", 12, True), ("normal", 16, False),
                                                    ("hard", 16, True), ("hard", 40, False)])
def test_the_search_plays_the_endgame_out_exactly_and_the_rest_by_its_policy(level, cards_left,
                                                                             exact):
    """``normal`` solves the last 3 tricks of 4 players, ``hard`` one more."""
    from cardtable.ai.search import SearchAgent
    from cardtable.ai.tarot import HardAgent, NormalAgent
    agent_class = {"normal": NormalAgent, "hard": HardAgent}[level]
    for state in endgames("tarot-4p", 1, cards_left):
        assert in_endgame(state, agent_class.tricks_more) is exact
        seat = state.current_player()
        agent = agent_class(seat, random.Random(1), deterministic=True)
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            value = agent._playout(state, action, seed=7)
            if exact:
                assert value == solve(after, seat, state.returns())
            else:   # a play-out by the policy: the same seed, the same deal
                assert value == SearchAgent._playout(agent, state, action, seed=7)

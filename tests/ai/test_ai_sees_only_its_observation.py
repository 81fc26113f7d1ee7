"""Every computer player, in every shipped ruleset, decides from its
observation and its own random stream only: given two states that look the
same from its seat (the real one and a ``determinize`` of it, whose hidden
cards differ), it makes the same choice."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.ai.registry import available_levels, make_agent
from cardtable.ai.search import Budget, SearchAgent
from tests.engine.contract_helpers import RULESETS

CASES = [(rid, level) for rid in sorted(RULESETS)
         for level in available_levels(RULESETS[rid].engine)]


def positions(ruleset_id: str, count: int = 5, every: int = 13):
    state = RULESETS[ruleset_id].make_game().new_state(17)
    agents = [RandomAgent(s, random.Random(s)) for s in range(state.game.num_players)]
    out, step = [], 0
    while not state.is_terminal() and len(out) < count:
        if step % every == 0:
            out.append(state.clone())
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
        step += 1
    return out


@pytest.mark.parametrize("ruleset_id, level", CASES)
def test_the_choice_does_not_depend_on_hidden_cards(ruleset_id, level):
    engine = RULESETS[ruleset_id].engine
    differed = 0
    for state in positions(ruleset_id):
        seat = state.current_player()
        for k in range(2):
            twin = state.determinize(seat, random.Random(k))
            assert twin.observation(seat) == state.observation(seat)
            differed += twin.card_places() != state.card_places()
            choices = [choose(engine, level, seat, s) for s in (state, twin)]
            assert choices[0] == choices[1]
    assert differed, "the twins never differed in their hidden cards"


def choose(engine: str, level: str, seat: int, state):
    """The agent's choice as a caller makes it (a search level gets its
    determinized world), searches on a small fixed budget: the same code."""
    agent = make_agent(engine, level, seat, random.Random(3), deterministic=True)
    general = getattr(agent, "general_class", None)   # an equilibrium level hands 4 players to a search
    if general is not None and state.game.num_players != 2 and issubclass(general(), SearchAgent):
        agent = general()(seat, random.Random(3), deterministic=True)
    if isinstance(agent, SearchAgent):
        agent.budget = Budget(playouts=1, seconds=None)   # one world, every candidate played out
    return agent.choose(decision_for(state, seat, agent))

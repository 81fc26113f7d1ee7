"""``benchmarks/sighted_ceiling.py``'s partial sight: the seat searches the
true deal exactly at the decisions its ``Sight`` names (from a trick on,
plays or answers only) and its own redeals elsewhere, and a run's pairing
names that sight so its lines read back to it."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from sighted_ceiling import DECISIONS, Sight, choice, sighted_agent  # noqa: E402

from cardtable.ai.base import RandomAgent, decision_for  # noqa: E402
from cardtable.ai.search import Budget  # noqa: E402
from tests.engine.contract_helpers import RULESETS  # noqa: E402

RULESET = "le-rouge-et-le-noir-4p"


@pytest.mark.parametrize("from_trick", [0, 1, 2])
@pytest.mark.parametrize("decisions", DECISIONS)
def test_a_sight_reads_back_from_its_pairing_name(from_trick, decisions):
    sight = Sight(from_trick, decisions)
    assert Sight.named(sight.name) == sight
    assert sight.name.startswith("sighted")
    assert (sight.name == "sighted") == (sight == Sight())


def duel_positions():
    """Positions of 4-player duel matches played at random, one for each
    kind of decision, keyed (answering, after the first trick): a play and
    an answer in the deal's first trick, and in a later one."""
    found = {}
    for seed in range(40):
        state = RULESETS[RULESET].make_game().new_state(seed)
        agents = [RandomAgent(s, random.Random(seed * 10 + s)) for s in range(4)]
        while not state.is_terminal() and len(found) < 4:
            seat = state.current_player()
            obs = state.observation(seat)
            found.setdefault((obs.phase == "answer", len(obs.tricks) >= 1), state.clone())
            state.apply(agents[seat].choose(decision_for(state, seat)))
        if len(found) == 4:
            return found
    raise AssertionError(f"only {sorted(found)} met")


def test_sees_the_decisions_its_sight_names():
    for (answering, later), state in duel_positions().items():
        obs = state.observation(state.current_player())
        assert Sight().sees(obs)
        assert Sight(1).sees(obs) == later
        assert Sight(1, "plays").sees(obs) == (later and not answering)
        assert Sight(1, "answers").sees(obs) == (later and answering)
        assert Sight(0, "answers").sees(obs) == answering


def worlds_searched(state, sight: Sight) -> list:
    """The hidden cards of every world the sighted seat searches for its
    choice at ``state`` under ``sight``."""
    seat = state.current_player()
    agent = sighted_agent("le_rouge_et_le_noir", seat, random.Random(5))
    agent.budget = Budget(playouts=6, seconds=None)
    seen = []
    sample = agent.sample_world

    def spy(world):
        drawn = sample(world)
        seen.append(drawn.card_places())
        return drawn

    agent.sample_world = spy
    choice(state, seat, agent, True, sight)
    assert seen, "the search drew no world"
    return seen


def test_the_seat_searches_the_true_deal_only_where_it_sees():
    positions = duel_positions()
    early, later = positions[(False, False)], positions[(False, True)]
    assert all(w == later.card_places() for w in worlds_searched(later, Sight(1)))
    assert any(w != early.card_places() for w in worlds_searched(early, Sight(1)))
    assert all(w == early.card_places() for w in worlds_searched(early, Sight()))
    assert any(w != later.card_places() for w in worlds_searched(later, Sight(1, "answers")))

"""The words the hint box and the review give an action (``hint.action_text``),
over the choices of every ruleset with opponents: a person reading "Hard
would …" must be able to tell which of the choices in front of them is
meant."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.base import decision_for
from cardtable.ai.registry import make_agent
from cardtable.catalog import catalog
from cardtable.ui.hint import ACTION_WORDS, action_text
from cardtable.ui.language import translated

RULESETS = [r for rulesets in catalog().by_engine().values() for r in rulesets if r.players > 1]
DECISIONS = 120   # per ruleset: every kind of decision of a deal comes up in the first deal


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_every_choice_has_its_own_words(qapp, ruleset):
    """At each decision the legal actions read differently, and an action
    that carries a card (or says it carries none, En blanc et noir's zero
    bid) says more than its bare verb: a bare "bid" beside "bid white 2,
    black 2" would not say which bid hard means."""
    game = ruleset.make_game()
    engine = game.engine_id
    state = game.new_state(7)
    agents = [make_agent(engine, "easy", seat, random.Random(seat), players=game.num_players)
              for seat in range(game.num_players)]
    for _ in range(DECISIONS):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        texts = [action_text(action, engine) for action in legal]
        assert len(set(texts)) == len(texts), texts
        for action, text in zip(legal, texts):
            if "card" in action:
                assert text != translated(ACTION_WORDS[action["a"]]), (action, text)
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat, agents[seat])))

"""Clones share the log's history and the match generator with their origin
(``State._shell``) for speed; whatever either then does must not show in the
other. And ``apply_unchecked`` does what ``apply`` does."""

import json
import random

import pytest

from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog

RULESETS = load_catalog([SHIPPED_DIR]).rulesets


def random_action(state, rng):
    legal, choices = state.legal_actions(), state.card_choices()
    pick = rng.randrange(len(legal) + len(choices))
    return legal[pick] if pick < len(legal) else choices[pick - len(legal)].sample(rng)


def play(state, rng, steps=None):
    """Random actions to the end (or ``steps`` of them); the actions made."""
    made = []
    while not state.is_terminal() and (steps is None or len(made) < steps):
        action = random_action(state, rng)
        state.apply(action)
        made.append(action)
    return made


def log_json(state):
    return json.dumps([d.to_json() for d in state.deal_log])


def fresh(game, seed, actions):
    """A state that made ``actions`` from the start with no clone involved."""
    state = game.new_state(seed)
    for action in actions:
        state.apply(action)
    return state


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_a_clone_and_its_origin_go_separate_ways(ruleset):
    game, seed = ruleset.make_game(), 3
    origin = game.new_state(seed)
    opening = play(origin, random.Random(1), steps=25)
    clone = origin.clone()
    clone_rest = play(clone, random.Random(2))
    origin_rest = play(origin, random.Random(3))
    assert clone_rest != origin_rest
    # Each matches a state that made the same actions alone: same deals dealt
    # by the generator (copied on write), same log, same scores.
    for state, rest in ((origin, origin_rest), (clone, clone_rest)):
        alone = fresh(game, seed, opening + rest)
        assert log_json(state) == log_json(alone)
        assert state.returns() == alone.returns()


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_unchecked_apply_does_what_apply_does(ruleset):
    game, rng = ruleset.make_game(), random.Random(5)
    checked, unchecked = game.new_state(8), game.new_state(8)
    while not checked.is_terminal():
        action = random_action(checked, rng)
        assert unchecked.apply_unchecked(action) == checked.apply(action)
    assert unchecked.is_terminal() and log_json(unchecked) == log_json(checked)


def test_a_logged_action_is_a_copy_of_the_one_applied():
    state = next(r for r in RULESETS if r.id == "tarot-4p").make_game().new_state(1)
    while not state.card_choices():  # the first seat bids small, the others pass: a discard
        bids = [a["v"] for a in state.legal_actions()]
        state.apply({"a": "bid", "v": "small" if "small" in bids else "pass"})
    action = state.card_choices()[0].sample(random.Random(0))
    cards = list(action["cards"])
    state.apply(action)
    action["cards"].clear()
    assert state.deal_log[-1].actions[-1]["cards"] == cards

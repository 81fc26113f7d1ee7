"""The engines' fast paths agree with their plain definitions.

Clones share the log's history and the match generator with their origin
(``State._shell``) and what a game declares; whatever either then does must
not show in the other. A game's own ``is_legal`` answers as the base
definition (the action is listed by ``legal_actions()`` or made by a card
choice). And ``apply_unchecked`` does what ``apply`` does."""

import json
import pickle
import random
from dataclasses import fields

import pytest

from cardtable.engine.frozen import FrozenDict
from cardtable.engine.state import State

from cardtable.engine.rulesets import SHIPPED_DIR, load_catalog
from tests.engine.contract_helpers import random_action

RULESETS = load_catalog([SHIPPED_DIR]).rulesets
# Patience with auto-move too: the forced move is its own branch of is_legal.
AUTO_PATIENCE = next(r for r in RULESETS if r.id == "rouge-et-noir-patience").with_options(
    {"auto_foundation": True})


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


MUTABLE = (list, dict, set)


def is_frozen_dataclass(value) -> bool:
    return hasattr(value, "__dataclass_params__") and value.__dataclass_params__.frozen


def changeable(value) -> bool:
    """A list, dict or set, or an object with a ``__dict__`` that is not a
    frozen dataclass: what can change under whoever holds it."""
    return isinstance(value, MUTABLE) or hasattr(value, "__dict__") and not is_frozen_dataclass(value)


def shared_containers(a, b, path, declared):
    """Paths of mutable containers that ``a`` and ``b`` hold in common,
    except those ``declared`` shared (and what they hold)."""
    if path in declared:
        return []
    found = []
    if changeable(a) and a is b:
        return [path]
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        for i, (x, y) in enumerate(zip(a, b)):
            found += shared_containers(x, y, f"{path}[{i}]", declared)
    elif isinstance(a, dict) and isinstance(b, dict):
        for key in a.keys() & b.keys():
            found += shared_containers(a[key], b[key], f"{path}[{key!r}]", declared)
    elif hasattr(a, "__dict__") and type(a) is type(b) and not is_frozen_dataclass(a):
        for key in vars(a).keys() & vars(b).keys():
            found += shared_containers(vars(a)[key], vars(b)[key], f"{path}.{key}", declared)
    return found


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_a_clone_shares_only_what_its_game_declares(ruleset):
    state = ruleset.make_game().new_state(4)
    play(state, random.Random(4), steps=30)
    clone = state.clone()
    declared = type(state)._shared_on_clone | {"deal_log"}  # (the log: see State._shell)
    for name in vars(state):
        assert shared_containers(vars(state)[name], vars(clone).get(name), name, declared) == []


def candidates(state, rng):
    """Legal actions and near misses: another card, a field too many or too
    few, another action name, another value."""
    legal = state.legal_actions()
    made = [choice.sample(rng) for choice in state.card_choices()]
    cards = sorted({c for d in state.deal_log for h in d.hands for c in h}
                   | {c for d in state.deal_log for c in d.stock})
    out = list(legal) + made
    for action in legal + made:
        for key in action:
            out.append({k: v for k, v in action.items() if k != key})
            out.append({**action, key: rng.choice(cards) if cards else None})
        out.append({**action, "extra": 1})
        out.append({**action, "a": rng.choice(["play", "bid", "pass", "lead", "move"])})
        if "cards" in action:
            out.append({**action, "cards": action["cards"][:-1]})
            out.append({**action, "cards": list(action["cards"]) + [rng.choice(cards)]})
    out += [{"a": "deal"}, {"a": "pass"}, {"a": "bid", "card": None}, {}]
    return out


@pytest.mark.parametrize("ruleset", RULESETS + [AUTO_PATIENCE],
                         ids=[r.id for r in RULESETS] + ["patience-auto-move"])
def test_is_legal_answers_as_the_plain_definition(ruleset):
    game, rng = ruleset.make_game(), random.Random(6)
    for seed in (1, 2):
        state = game.new_state(seed)
        for _ in range(400):
            if state.is_terminal():
                break
            for action in candidates(state, rng):
                assert state.is_legal(action) == State.is_legal(state, action), action
            state.apply(random_action(state, rng))


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_an_observation_is_what_its_class_makes_of_its_fields(ruleset):
    """Engines may build observations with ``Observation.of`` (past the frozen
    dataclass's ``__init__``, for speed): the object is the one the class's
    own constructor makes of the same fields, it pickles (to a thinking
    process) and back equal, and ``of`` refuses a field missing or unknown."""
    state = ruleset.make_game().new_state(3)
    play(state, random.Random(1), steps=12)
    for seat in range(ruleset.players):
        obs = state.observation(seat)
        values = {f.name: getattr(obs, f.name) for f in fields(obs)}
        assert vars(obs) == vars(type(obs)(**values)) and obs == type(obs)(**values)
        assert pickle.loads(pickle.dumps(obs)) == obs
        assert type(obs).of(**values) == obs
        with pytest.raises(TypeError):
            type(obs).of(**{k: v for k, v in values.items() if k != "hand"})
        with pytest.raises(TypeError):
            type(obs).of(**values, colour="red")


def mutable_parts(value, seen=None):
    """The ids of the mutable containers (lists, dicts, sets, objects with a
    ``__dict__`` not frozen; a ``FrozenDict`` is not one) reachable from ``value``."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, bytes, int, float, type(None))):
        return seen
    if type(value) is not FrozenDict and changeable(value):
        seen.add(id(value))
    if isinstance(value, dict):
        children = list(value.values())
    elif isinstance(value, (list, tuple, set, frozenset)):
        children = list(value)
    elif hasattr(value, "__dict__"):
        children = list(vars(value).values())
    else:
        children = []
    for child in children:
        mutable_parts(child, seen)
    return seen


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_an_observation_shares_nothing_mutable_with_its_state(ruleset):
    """A seat may keep or change what it was shown without changing the
    game: an observation (read into the second deal, where the duel shows
    the last deal's result) holds no list, dict or set of the state's."""
    state, rng = ruleset.make_game().new_state(6), random.Random(6)
    while len(state.deal_log) < 2 and not state.is_terminal():
        state.apply(random_action(state, rng))
    held = mutable_parts(vars(state))
    for seat in range(ruleset.players):
        obs = state.observation(seat)
        assert not held & mutable_parts({f.name: getattr(obs, f.name) for f in fields(obs)})

"""Random playouts of every French Tarot ruleset, checking invariants at every step."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields, is_dataclass

import pytest

from cardtable.engine.cards import tarot_deck
from cardtable.engine.tarot.play import known_voids
from cardtable.engine.tarot.rules import TALON_TAKEN, is_trump
from tests.engine.tarot_helpers import game

DECK = frozenset(tarot_deck())


def cards_in(value) -> set[str]:
    """Every card code anywhere inside an observation."""
    if isinstance(value, str):
        return {value} if value in DECK else set()
    if is_dataclass(value):
        return set().union(*(cards_in(getattr(value, f.name)) for f in fields(value)))
    if isinstance(value, dict):
        return set().union(set(), *(cards_in(v) for v in value.values()))
    if isinstance(value, (list, tuple, set, frozenset)):
        return set().union(set(), *(cards_in(v) for v in value))
    return set()


def where_cards_are(state) -> Counter:
    r = state.round
    talon = [] if r.contract in TALON_TAKEN and r.phase not in ("bidding", "call") else r.talon
    played = [c for t in state.all_tricks() for _, c in t.plays]
    return Counter(sum(r.hands, []) + list(talon) + r.discard + played)


def known_to(state, seat) -> set[str]:
    """What ``seat`` may have seen (the rules' hidden information, written out)."""
    r = state.round
    known = set(r.hands[seat]) | set(r.called)
    known |= {c for t in state.all_tricks() for _, c in t.plays}
    if r.contract in TALON_TAKEN and r.phase not in ("bidding", "call"):
        known |= set(r.talon)
    known |= set(r.discard) if seat == r.attacker else {c for c in r.discard if is_trump(c)}
    known |= {c for h in r.handfuls.values() for c in h}
    return known


def check_step(state, rng):
    r = state.round
    if state.is_terminal():
        return
    if r.phase != "over":
        assert where_cards_are(state) == Counter(DECK)
    for seat in range(state.players):
        obs = state.observation(seat)
        assert sorted(obs.hand) == sorted(r.hands[seat])
        leaked = cards_in(obs) - {c for d in state.sheet for c in cards_in(d)} - known_to(state, seat)
        assert not leaked, f"seat {seat} sees {leaked}"
    if rng.random() < 0.05:
        check_determinize(state, state.current_player(), rng)


def check_determinize(state, seat, rng):
    clone = state.determinize(seat, rng)
    r, c = state.round, clone.round
    assert sorted(c.hands[seat]) == sorted(r.hands[seat])
    assert [len(h) for h in c.hands] == [len(h) for h in r.hands]
    assert where_cards_are(clone) == Counter(DECK)
    voids, caps = known_voids([t.plays for t in clone.all_tricks()])
    for other, suits in voids.items():
        held = {("T" if is_trump(x) else x[0]) for x in c.hands[other] if x != "EX"}
        assert not held & suits, f"seat {other} was void in {suits}"
        assert all(int(x[1:]) <= caps.get(other, 21) for x in c.hands[other] if is_trump(x))
    for other, shown in r.handfuls.items():
        assert {x for x in shown if x in r.hands[other]} <= set(c.hands[other])
    assert clone.current_player() == state.current_player()
    assert clone.legal_actions() == state.legal_actions() or seat != state.current_player()


def random_action(state, rng):
    """Any legal action or card set of ``state``, each alike."""
    legal, choices = state.legal_actions(), state.card_choices()
    assert legal or choices
    pick = rng.randrange(len(legal) + len(choices))
    return legal[pick] if pick < len(legal) else choices[pick - len(legal)].sample(rng)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_playouts_keep_every_invariant(players):
    for seed in range(4):
        rng = random.Random(seed)
        state = game(players, petit_sec_redeal=True).new_state(seed)
        for _ in range(5000):
            check_step(state, rng)
            if state.is_terminal():
                break
            state.apply(random_action(state, rng))
        assert state.is_terminal()
        scored = [d.result for d in state.deal_log if "scores" in d.result]
        assert len(scored) == state.game.options.deals
        assert all(sum(d["scores"]) == 0 for d in scored)
        assert sum(state.returns()) == 0


@pytest.mark.parametrize("players", [3, 5, 6])
def test_a_redeal_is_the_same_on_a_state_redealt_before_it_moved(players):
    """``determinize`` keeps what a seat's redeals of one position share on
    the state (``determinize.redeal_for``); once the state moves that must
    be forgotten. At every step of a deal, seat 0's redeal of the live
    state (redealt at every earlier step too) equals the same redeal of a
    state replayed afresh to the same position."""
    seed = players
    rng = random.Random(seed)
    state = game(players).new_state(seed)
    actions = []
    while len(state.deal_log) == 1 and not state.is_terminal():
        fresh = game(players).new_state(seed)
        for action in actions:
            fresh.apply(action)
        for k in range(2):
            live, again = state.determinize(0, random.Random(k)), fresh.determinize(0, random.Random(k))
            assert (live.round.hands, live.round.talon, live.round.discard) == \
                (again.round.hands, again.round.talon, again.round.discard), f"after {len(actions)} actions"
        action = random_action(state, rng)
        state.apply(action)
        actions.append(action)
    assert len(actions) > 3 * players

"""En blanc et noir: random playouts of every ruleset with invariants checked
after every action, and determinize() checked against what a seat has seen."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from cardtable.engine.blanc_et_noir import rules
from cardtable.engine.blanc_et_noir.deal import allowed
from cardtable.engine.blanc_et_noir.game import BlancEtNoirGame
from cardtable.engine.blanc_et_noir.options import Options
from cardtable.engine.cards import blanc_et_noir_deck
from cardtable.engine.events import visible

CODE = re.compile(r"W\dB\d")
VARIANTS = [dict(players=p, zero_bid=z, tie_break=t)
            for p in (3, 4) for z in (False, True) for t in ("share", "extra_round")]


def public_cards(state) -> set[str]:
    """Every card all seats have seen: played this round, the card set aside,
    revealed bids, and last round's bids."""
    seen = set(state.played) | set(state.stock)
    if state.bids_revealed:
        seen |= {b for b in state.bids if b}
    if state.last_round:
        seen |= {b for b in state.last_round.bids if b}
    return seen


def check_invariants(state, before_scores):
    n = state.n
    deck = Counter(blanc_et_noir_deck(n))
    held = sum(state.hands, []) + state.played + state.stock + [b for b in state.bids if b]
    assert Counter(held) == deck, "cards are conserved"
    assert sum(map(sum, state.wins)) == len(state.tricks) <= rules.TRICKS_PER_ROUND
    assert all(a >= b for a, b in zip(state.scores, before_scores)), "totals never fall"
    public = public_cards(state)
    for seat in range(n):
        obs = state.observation(seat)
        assert list(obs.hand) == state.hands[seat]
        mine = set(state.hands[seat]) | ({state.bids[seat]} if state.bids[seat] else set())
        leaked = set(CODE.findall(repr(obs))) - public - mine
        assert not leaked, f"seat {seat} sees {leaked}"
        if not state.bids_revealed and state.phase != "over":
            assert obs.bids is None
        for other in range(n):
            if state.bids_revealed:
                assert obs.hand_sizes[other] == len(state.hands[other])
            else:  # a laid bid shows as one card fewer, zero or not
                assert obs.hand_sizes[other] == 12 - state.has_bid[other]
            for void in obs.voids[other]:
                assert all(allowed(c, [void]) for c in state.hands[other]), "voids hold"


def check_events(state, events):
    """The events a seat sees name only public cards (of this round, or of
    the round just scored: its actions were all shown) and its own."""
    public = public_cards(state)
    if len(state.deal_log) > 1:
        public |= {a["card"] for a in state.deal_log[-2].actions if a["card"]}
    for seat in range(state.n):
        own = set(state.deal_log[-1].hands[seat])
        if len(state.deal_log) > 1:
            own |= set(state.deal_log[-2].hands[seat])
        for event in visible(events, seat):
            cards = set(CODE.findall(repr(event)))
            assert cards <= public | own, event


def check_determinize(state, seat, rng):
    clone = state.determinize(seat, rng)
    assert clone.hands[seat] == state.hands[seat]
    assert [len(h) for h in clone.hands] == [len(h) for h in state.hands] or not state.bids_revealed
    assert clone.played == state.played and clone.trick == state.trick
    assert clone.scores == state.scores and clone.wins == state.wins
    assert Counter(sum(clone.hands, []) + clone.played + clone.stock + [b for b in clone.bids if b]) \
        == Counter(blanc_et_noir_deck(state.n))
    for other in range(state.n):
        assert all(allowed(c, state.voids[other]) for c in clone.hands[other])
    if state.bids_revealed:
        assert clone.bids == state.bids
    # the clone plays on legally to the end of the match without touching the original
    before = repr(state.observation(seat))
    for _ in range(60):
        if clone.is_terminal():
            break
        clone.apply(rng.choice(clone.legal_actions()))
    assert repr(state.observation(seat)) == before


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(map(str, v.values())))
@given(seed=st.integers(0, 10 ** 6))
@settings(max_examples=6, deadline=None)
def test_random_playouts_keep_every_invariant(variant, seed):
    game = BlancEtNoirGame(Options(**variant))
    state = game.new_state(seed)
    rng = random.Random(seed)
    for step in range(100_000):
        if state.is_terminal():
            break
        seat = state.current_player()
        legal = state.legal_actions()
        assert legal and state.card_choices() == []
        if step % 97 == 0:
            check_determinize(state, seat, random.Random(step))
        scores = list(state.scores)
        events = state.apply(rng.choice(legal))
        check_events(state, events)
        check_invariants(state, scores)
    assert state.is_terminal(), "the match ends"
    result = state.match_result()
    top = max(result["scores"])
    assert top > game.options.end_above or state.round >= 1000
    assert result["winners"] == [s for s, v in enumerate(result["scores"]) if v == top]
    if variant["tie_break"] == "extra_round":
        assert len(result["winners"]) == 1
    for deal in state.deal_log:
        assert deal.result is not None and set(deal.result) == {"wins", "points", "scores"}
        assert all(0 <= p <= 7 for p in deal.result["points"])
    assert state.deal_log[-1].result["scores"] == result["scores"]


@pytest.mark.parametrize("players", [3, 4])
def test_determinize_during_bidding_hides_laid_bids(players):
    """A clone made for the last bidder must not tell a zero bid from a card."""
    game = BlancEtNoirGame(Options(players=players, zero_bid=True))
    state = game.new_state(11)
    for _ in range(players - 1):
        state.apply({"a": "bid", "card": None})
    kinds = set()
    for i in range(40):
        clone = state.determinize(players - 1, random.Random(i))
        kinds |= {clone.bids[s] is None for s in range(players - 1)}
        assert [len(h) + (1 if clone.bids[s] else 0) for s, h in enumerate(clone.hands)] == [12] * players
    assert kinds == {True, False}


def test_determinize_redeals_hidden_cards_and_not_the_future():
    game = BlancEtNoirGame(Options(players=4))
    state = game.new_state(5)
    rng = random.Random(2)
    while len(state.played) < 10:
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player()
    clones = [state.determinize(seat, random.Random(i)) for i in range(10)]
    others = [s for s in range(4) if s != seat]
    assert any(c.hands[s] != state.hands[s] for c in clones for s in others)
    assert all(c.deal_log[-1].hands[s] == c.hands[s] for c in clones for s in range(4))
    assert all(c.rng.getstate() != state.rng.getstate() for c in clones)

"""Red Secret rules, one test per rule of rules/red-secret.md, on hand-built deals."""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from cardtable.engine.events import (CardPlayed, DealScored, FourthPassed, PlayedCard,
                                     RedSecretTrickWon)

from cardtable.engine.cards import red_secret_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.options import build_options
from cardtable.engine.red_secret import knowledge
from cardtable.engine.red_secret.game import RedSecretGame
from cardtable.engine.red_secret.options import Options
from cardtable.engine.red_secret.rules import (
    BALANCE_TABLE, NUMBER, balance_targets, balance_transfers, is_hidden, is_red, score_pile,
    trick_winner)

DECK = red_secret_deck()
REDS = [c for c in DECK if is_red(c)]
PLAIN = [c for c in DECK if not is_red(c)]


def game(players: int, games: int = 2) -> RedSecretGame:
    return RedSecretGame(build_options(Options, {"players": players, "games": games}))


def sizes(players: int, dealer: int) -> list[int]:
    base = [32 // players] * players
    for i in range(32 % players):
        base[(dealer + 1 + i) % players] += 1
    return base


def fill(players: int, dealer: int, fixed: dict[int, list[str]], reds: dict[int, int] | None = None):
    """Full hands: ``fixed`` cards where given, then ``reds[seat]`` more red
    cards, then plain cards in pack order; whatever is left to the last seats."""
    want = sizes(players, dealer)
    hands = [list(fixed.get(s, [])) for s in range(players)]
    used = {c for h in hands for c in h}
    free_reds = [c for c in REDS if c not in used]
    free_plain = [c for c in PLAIN if c not in used]
    for s, k in (reds or {}).items():
        hands[s] += [free_reds.pop(0) for _ in range(k)]
    for s in range(players):
        while len(hands[s]) < want[s] and free_plain:
            hands[s].append(free_plain.pop(0))
    for s in range(players):
        while len(hands[s]) < want[s]:
            hands[s].append(free_reds.pop(0))
    assert sorted(c for h in hands for c in h) == sorted(DECK)
    return hands


def state(players: int, dealer: int, hands, games: int = 1, deals_after=()):
    deals = [{"dealer": dealer, "hands": hands, "stock": [], "actions": []}, *deals_after]
    return game(players, games).new_state(1, deals=deals)


def play(st, *cards):
    for card in cards:
        if card == "pass":
            st.apply({"a": "pass"})
        else:
            st.apply({"a": "play", "card": card})


def snapshot(st):
    return copy.deepcopy((st.hands, st.trick, st.won, st.revealed, st.steps, st.queue,
                          st.fourth, [d.to_json() for d in st.deal_log]))


# --- cards and dealing ------------------------------------------------------------

def test_deck_is_four_colours_of_eight():
    assert len(DECK) == 32 and len(REDS) == 8
    assert {c[0] for c in DECK} == set("RBGY")


@pytest.mark.parametrize("players,expected", [(2, [16, 16]), (3, None), (4, [8] * 4)])
def test_deal_sizes(players, expected):
    st = game(players).new_state(7)
    deal = st.deal_log[0]
    counts = [len(h) for h in deal.hands]
    if players == 3:  # the two players after the dealer get 11, the dealer 10
        expected = [10 if s == deal.dealer else 11 for s in range(3)]
    assert counts == expected
    assert deal.stock == [] and sorted(c for h in deal.hands for c in h) == sorted(DECK)


def test_recorded_deal_is_checked():
    hands = fill(3, 0, {})
    with pytest.raises(IllegalAction):
        state(3, 1, hands)  # with dealer 1 the 10-card hand must be seat 1's
    bad = [h[:] for h in hands]
    bad[0][0] = bad[1][0]
    with pytest.raises(IllegalAction):
        state(3, 0, bad)


# --- balancing ----------------------------------------------------------------------

def test_two_players_no_exchange_with_four_each():
    st = state(2, 0, fill(2, 0, {}, reds={0: 4, 1: 4}))
    assert st.card_choices() == [] and st.current_player() == 1  # the player after the dealer leads


def test_two_players_giver_chooses_reds_receiver_returns_plain():
    hands = fill(2, 1, {0: ["R1", "R2", "R3", "R4", "R5", "R6"]})
    st = state(2, 1, hands)
    (give,) = st.card_choices()
    assert (give.seat, give.action, give.count, give.fields) == (0, "give", 2, {"to": 1})
    assert set(give.eligible) == set(REDS[:6])
    before = snapshot(st)
    for bad in ({"a": "give", "cards": ["R1"], "to": 1}, {"a": "give", "cards": ["R1", "B1"], "to": 1},
                {"a": "give", "cards": ["R1", "R2"], "to": 0}, {"a": "play", "card": "R1"},
                {"a": "give", "cards": ["R7", "R1"], "to": 1}):
        with pytest.raises(IllegalAction):
            st.apply(bad)
        assert snapshot(st) == before
    st.apply({"a": "give", "cards": ["R6", "R1"], "to": 1})
    (ret,) = st.card_choices()
    assert (ret.seat, ret.action, ret.count, ret.fields) == (1, "return", 2, {"to": 0})
    assert all(not is_red(c) for c in ret.eligible) and "R1" not in ret.eligible
    back = list(ret.eligible[:2])
    st.apply({"a": "return", "cards": back, "to": 0})
    assert [sum(map(is_red, h)) for h in st.hands] == [4, 4]
    assert set(back) <= set(st.hands[0]) and {"R6", "R1"} <= set(st.hands[1])
    assert st.deal_log[0].hands == hands  # the record keeps the hands as dealt
    assert [a["a"] for a in st.deal_log[0].actions] == ["give", "return"]


def test_balance_table_is_complete():
    """Every way 8 reds fall among three hands is in the table or stands."""
    splits = {tuple(sorted((a, b, 8 - a - b), reverse=True))
              for a in range(9) for b in range(9 - a)}
    assert splits == set(BALANCE_TABLE) | {(4, 2, 2), (3, 3, 2)}


@pytest.mark.parametrize("before,after", [
    ((8, 0, 0), (4, 2, 2)), ((7, 1, 0), (4, 2, 2)), ((6, 2, 0), (4, 2, 2)), ((6, 1, 1), (4, 2, 2)),
    ((5, 2, 1), (4, 2, 2)), ((5, 3, 0), (3, 3, 2)), ((4, 4, 0), (3, 3, 2)), ((4, 3, 1), (3, 3, 2)),
    ((4, 2, 2), (4, 2, 2)), ((3, 3, 2), (3, 3, 2)),
])
def test_three_player_balancing_row_by_row(before, after):
    for rotation in range(3):  # the same row whichever seats hold the counts
        counts = before[rotation:] + before[:rotation]
        dealer = 2
        st = state(3, dealer, fill(3, dealer, {}, reds=dict(enumerate(counts))))
        plan = balance_transfers(counts, 0)
        assert [(s.seat, s.to, s.count) for s in st.steps[::2]] == plan
        while st.card_choices():
            (choice,) = st.card_choices()
            st.apply(choice.action_for(choice.eligible[:choice.count]))
        final = [sum(map(is_red, h)) for h in st.hands]
        assert tuple(sorted(final, reverse=True)) == after
        assert final == balance_targets(counts)
        assert [len(h) for h in st.hands] == sizes(3, dealer)
        if before == after:
            assert st.deal_log[0].actions == []


def test_three_player_gift_order_and_pairs():
    # (4, 4, 0): two givers, seats 1 and 2 give 1 each to seat 0; the player
    # after the dealer (seat 1) gives first, each give answered at once.
    st = state(3, 0, fill(3, 0, {}, reds={0: 0, 1: 4, 2: 4}))
    assert [(s.action, s.seat, s.to, s.count) for s in st.steps] == [
        ("give", 1, 0, 1), ("return", 0, 1, 1), ("give", 2, 0, 1), ("return", 0, 2, 1)]
    # (8, 0, 0) held by the dealer: 2 to each, the player after the dealer first
    st = state(3, 2, fill(3, 2, {}, reds={2: 8}))
    assert [(s.action, s.seat, s.to, s.count) for s in st.steps] == [
        ("give", 2, 0, 2), ("return", 0, 2, 2), ("give", 2, 1, 2), ("return", 1, 2, 2)]
    # (7, 1, 0): the 1 gets one, the 0 gets two
    assert balance_transfers([1, 7, 0], 0) == [(1, 0, 1), (1, 2, 2)]


def test_four_players_never_balance():
    st = state(4, 3, fill(4, 3, {0: REDS}))
    assert st.steps == [] and st.card_choices() == [] and st.current_player() == 0


# --- playing ------------------------------------------------------------------------

def two_player(lead_hand, other_hand, dealer=1):
    """Seat 0 leads (dealer 1); hands complete with 4 reds each."""
    return state(2, dealer, fill(2, dealer, {0: lead_hand, 1: other_hand}, ))


def test_follow_led_colour_or_red():
    st = two_player(["B5", "R2", "R3", "R4", "R5"], ["B1", "G8", "R1", "R6", "R7", "R8"])
    play(st, "B5")
    legal = {a["card"] for a in st.legal_actions()}
    assert legal == {c for c in st.hands[1] if c[0] in "BR"}
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="blue"):
        st.apply({"a": "play", "card": "G8"})
    with pytest.raises(IllegalAction, match="do not hold"):
        st.apply({"a": "play", "card": "B5"})
    with pytest.raises(IllegalAction, match="fourth card"):
        st.apply({"a": "pass"})
    assert snapshot(st) == before


def test_void_plays_anything():
    hands = [["R1", "R2", "R3", "R4"] + [f"B{i}" for i in range(1, 9)] + ["G1", "G2", "G3", "G4"],
             ["R5", "R6", "R7", "R8"] + [f"Y{i}" for i in range(1, 9)] + ["G5", "G6", "G7", "G8"]]
    st = state(2, 1, hands)
    play(st, "B1")
    assert {a["card"] for a in st.legal_actions()} == {"R5", "R6", "R7", "R8"}
    play(st, "R5")
    play(st, "B2")
    st.hands[1] = [c for c in st.hands[1] if not is_red(c)]  # void in blue and red now
    assert len(st.legal_actions()) == len(st.hands[1])


def test_two_player_trick_is_lead_other_lead_other():
    st = two_player(["B5", "B7", "R2", "R3", "R4", "R5"], ["B1", "B2", "R1", "R6", "R7", "R8"])
    seats = []
    for card in ("B5", "B1", "B7", "B2"):
        seats.append(st.current_player())
        play(st, card)
    assert seats == [0, 1, 0, 1]
    assert st.round == 1 and st.current_player() == 0  # B7 won, seat 0 leads again


def test_four_players_one_card_each_clockwise():
    st = state(4, 0, fill(4, 0, {1: ["B3"], 2: ["B8"], 3: ["B1"], 0: ["B2"]}, reds={0: 2, 1: 2, 2: 2, 3: 2}))
    order = []
    for card in ("B3", "B8", "B1", "B2"):
        order.append(st.current_player())
        play(st, card)
    assert order == [1, 2, 3, 0] and st.current_player() == 2  # B8 won


def test_trick_winner():
    assert trick_winner(["B5", "G8", "B6", "Y7"]) == 2  # highest of the led colour
    assert trick_winner(["B5", "R1", "B8", "Y7"]) == 1  # any red beats plain cards
    assert trick_winner(["R3", "R5", "B8", "R4"]) == 1  # the highest red


def test_led_red_face_up_others_face_down():
    st = two_player(["R4", "R2", "R3", "R1", "B1"], ["R5", "R6", "R7", "R8", "B2"])
    play(st, "R4", "R6")
    obs0, obs1 = st.observation(0), st.observation(1)
    assert [(c.card, c.face_up) for c in obs0.trick] == [("R4", True), (None, False)]
    assert [(c.card, c.face_up) for c in obs1.trick] == [("R4", True), ("R6", False)]
    assert obs0.trick[1].red
    events = st.apply({"a": "play", "card": "R2"})
    assert events[0] == CardPlayed(0, "R2", face_up=False)
    assert events[0].for_seat(1) == CardPlayed(0, None, face_up=False)


# --- hidden and revealed reds, worked by hand ---------------------------------------------

def test_sandwich_rule():
    assert is_hidden("R3", ["B5", "R3", "B2", "G7"])      # 2 < 3 < 5
    assert not is_hidden("R3", ["B3", "R3", "B2", "G2"])  # nothing strictly larger
    assert not is_hidden("R5", ["B5", "R5", "G5", "Y5"])  # equal numbers do not sandwich
    assert not is_hidden("R8", ["B1", "R8", "G2", "Y7"])  # an 8 is never hidden
    assert not is_hidden("R1", ["B1", "R1", "G2", "Y7"])  # a 1 is never hidden


def test_hidden_red_goes_to_winner_revealed_red_to_its_player():
    # 2p, seat 0 leads B5; seat 1 plays R3 face down; seat 0 B2; seat 1 R6 face down.
    # Numbers 5, 3, 2, 6: R3 sandwiched (2 < 3 < 5) hidden; R6 highest: revealed.
    # R6 is the highest red: seat 1 wins B5, B2 and hidden R3; R6 lies before seat 1.
    st = two_player(["B5", "B2", "R1", "R2", "R4", "R5"], ["R3", "R6", "R7", "R8", "G1"])
    play(st, "B5", "R3", "B2")
    events = st.apply({"a": "play", "card": "R6"})
    trick = next(e for e in events if isinstance(e, RedSecretTrickWon))
    assert trick.winner == 1 and trick.revealed == (PlayedCard(1, "R6"),)
    assert [c.face_up for c in trick.cards] == [True, False, True, True]
    assert trick.for_seat(0).cards[1].card is None  # the hidden red stays secret
    assert trick.for_seat(1).cards[1].card == "R3"  # but its player knows it
    assert sorted(p.card for p in st.won[1]) == ["B2", "B5", "R3"] and st.revealed[1] == ["R6"]
    obs0 = st.observation(0)
    assert obs0.won_hidden[1] == (None,) and obs0.revealed[1] == ("R6",)
    assert st.observation(1).won_hidden[1] == ("R3",)  # its player knows it
    assert "R3" in obs0.unseen


def test_led_red_sandwiched_turns_face_down():
    # 4p: seat 1 leads R4 face up; B6, B2, R1 follow. 6 > 4 > 1: hidden.
    st = state(4, 0, fill(4, 0, {1: ["R4"], 2: ["B6"], 3: ["B2"],
                                 0: ["R1", "R2", "R3", "R5", "R6", "R7", "R8"]}))
    play(st, "R4", "B6", "B2")
    events = st.apply({"a": "play", "card": "R1"})
    trick = next(e for e in events if isinstance(e, RedSecretTrickWon))
    assert trick.winner == 1  # R4 the highest red
    assert trick.turned_down == (PlayedCard(1, "R4"),)
    assert trick.revealed == (PlayedCard(0, "R1"),)  # R1 can never be hidden
    assert st.observation(2).won_hidden[1] == ("R4",)  # everyone saw it led


def test_scoring_by_hand():
    # won: B5, G2 (+1 each), hidden R3 (+3), R7 (+7); revealed R6 (-6): 1+1+3+7-6 = 6
    assert score_pile(["B5", "G2", "R3", "R7"], ["R6"]) == 6
    assert score_pile([], ["R8", "R1"]) == -9


# --- three players: the fourth card -------------------------------------------------------

def three_player(hands_fixed, reds=None, dealer=2):
    """Dealer 2: seat 0 leads, seat 1 is second, seat 2 third."""
    reds = reds or {0: 3, 1: 3, 2: 2}
    return state(3, dealer, fill(3, dealer, hands_fixed, reds))


def test_lead_player_may_pass_even_with_a_playable_card():
    st = three_player({0: ["B5", "B7"], 1: ["B1"], 2: ["B2"]})
    play(st, "B5", "B1", "B2")
    assert st.current_player() == 0 and st.observation(0).fourth
    assert {"a": "pass"} in st.legal_actions() and {"a": "play", "card": "B7"} in st.legal_actions()
    play(st, "pass")
    assert st.current_player() == 1
    assert st.deal_log[0].actions[-1] == {"p": 0, "a": "pass"}


def test_second_player_passes_only_when_void_in_led_colour():
    st = three_player({0: ["B5"], 1: ["B1", "B8"], 2: ["B2"]})
    play(st, "B5", "B1", "B2", "pass")
    assert st.current_player() == 1 and {"a": "pass"} not in st.legal_actions()
    before = snapshot(st)
    with pytest.raises(IllegalAction, match="led colour"):
        st.apply({"a": "pass"})
    assert snapshot(st) == before
    play(st, "B8")
    assert st.round == 1 and st.last_trick.winner == 1

    # void in blue (but holding red): the second player may pass
    hands = fill(3, 2, {0: ["B5", "B6"], 1: ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "Y1"],
                        2: ["B1", "B2"]}, reds={0: 3, 1: 2, 2: 3})
    st = state(3, 2, hands)
    play(st, "B5", "R4", "B1", "pass")  # seat 1 holds red but no blue
    assert {"a": "pass"} in st.legal_actions()
    play(st, "pass")
    assert st.current_player() == 2 and st.observation(0).voids[1] >= {"B"}


def test_third_player_must_play_the_fourth_card():
    hands = fill(3, 2, {0: ["B5"], 1: ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "Y1"],
                        2: ["B1", "B2"]}, reds={0: 3, 1: 2, 2: 3})
    st = state(3, 2, hands)
    play(st, "B5", "R4", "B1", "pass", "pass")
    assert st.current_player() == 2 and {"a": "pass"} not in st.legal_actions()
    with pytest.raises(IllegalAction, match="third player"):
        st.apply({"a": "pass"})
    play(st, "B2")
    assert st.round == 1


def test_player_without_cards_passes_automatically_and_game_ends():
    """Deal the end of a 3-player game: seat 0 has one card left when the
    fourth card comes, so it passes automatically (no action is recorded);
    the second player must then play, and the game ends with seat 0 out."""
    st = three_player({0: ["B5"], 1: ["B1", "B8"], 2: ["B2"]})
    # empty the hands down to a position: seat 0 only B5, seat 1 B1 B8, seat 2 B2 G1
    st.hands = [["B5"], ["B1", "B8"], ["B2", "G1"]]
    st.round = 6
    play(st, "B5", "B1")
    events = st.apply({"a": "play", "card": "B2"})
    assert FourthPassed(0, True) in events
    assert st.current_player() == 1 and {"a": "pass"} not in st.legal_actions()
    assert [a["a"] for a in st.deal_log[0].actions[-3:]] == ["play"] * 3
    events = st.apply({"a": "play", "card": "B8"})
    assert any(isinstance(e, DealScored) for e in events)  # seat 0 has no card: game over
    assert st.is_terminal() and st.deal_log[0].result is not None


def test_second_player_must_play_when_third_cannot():
    st = three_player({0: ["B5", "B6"], 1: ["G1"], 2: ["B2"]})
    st.hands = [["B5", "B6"], ["G1", "Y1"], ["B2"]]
    play(st, "B5", "G1", "B2", "pass")
    # the third player has no card left: the second, although void, must play
    assert st.current_player() == 1 and st.legal_actions() == [{"a": "play", "card": "Y1"}]
    with pytest.raises(IllegalAction, match="must play it"):
        st.apply({"a": "pass"})


def test_lead_must_play_when_nobody_else_can():
    st = three_player({0: ["B5", "B6"], 1: ["B1"], 2: ["B2"]})
    st.hands = [["B5", "B6"], ["B1"], ["B2"]]
    play(st, "B5", "B1", "B2")
    assert st.legal_actions() == [{"a": "play", "card": "B6"}]


# --- game and match -------------------------------------------------------------------------

def test_match_of_two_games_dealer_passes_on():
    g = game(2)
    st = g.new_state(5)
    rng = random.Random(0)
    dealers = []
    while not st.is_terminal():
        if st.card_choices():
            st.apply(st.card_choices()[0].sample(rng))
        else:
            st.apply(rng.choice(st.legal_actions()))
    dealers = [d.dealer for d in st.deal_log]
    assert len(dealers) == 2 and dealers[1] == (dealers[0] + 1) % 2
    totals = [sum(d.result["scores"][s] for d in st.deal_log) for s in range(2)]
    assert st.match_result()["scores"] == totals == [int(r) for r in st.returns()]
    best = max(totals)
    assert st.match_result()["winners"] == [s for s in range(2) if totals[s] == best]
    assert st.current_player() is None and st.legal_actions() == []
    with pytest.raises(IllegalAction):
        st.apply({"a": "pass"})


def test_tie_is_shared():
    st = game(2, games=1).new_state(3)
    st.totals = [5, 5]
    assert st.match_result() == {"scores": [5, 5], "winners": [0, 1]}


def test_second_game_dealer_checked_on_replay():
    first = fill(2, 0, {}, reds={0: 4, 1: 4})
    st = state(2, 0, first, games=2, deals_after=[{"dealer": 0, "hands": first, "stock": [], "actions": []}])
    rng = random.Random(1)
    with pytest.raises(IllegalAction, match="dealer"):
        while True:
            st.apply(rng.choice(st.legal_actions()))


# --- random playouts with invariants ------------------------------------------------------

def _strings(value):
    """Every card-like string inside an observation (dataclasses, tuples, sets)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from _strings(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            yield from _strings(getattr(value, name))


def _allowed(st, seat):
    """Cards ``seat`` may know by name, computed from the state directly."""
    allowed = set(st.hands[seat])
    for p in st.trick + [p for pile in st.won for p in pile]:
        if not is_red(p.card) or p.led or p.seat == seat:
            allowed.add(p.card)
    allowed |= {c for r in st.revealed for c in r}
    allowed |= {c for p in st.passed if seat in (p.seat, p.to) for c in p.cards}
    for trick in st.tricks:
        allowed |= {p.card for p in trick.cards
                    if not is_red(p.card) or p.led or p.seat == seat}
    return allowed


def _check(st, rng):
    on_table = [c for h in st.hands for c in h] + [p.card for p in st.trick] \
        + [p.card for pile in st.won for p in pile] + [c for r in st.revealed for c in r]
    assert sorted(on_table) == sorted(DECK)  # cards conserved
    for seat in range(st.n):
        obs = st.observation(seat)
        named = {s for s in _strings(obs) if s in DECK}
        assert named <= _allowed(st, seat)  # never leaks a hidden card
        # every card is either placed (hand, table, piles, known held) or unseen;
        # a card passed in the balancing may be both named there and unseen
        placed = {s for s in _strings(dataclasses.replace(obs, exchange=())) if s in DECK}
        assert placed.isdisjoint(obs.unseen) and placed | set(obs.unseen) == set(DECK)
        det = st.determinize(seat, rng)
        assert det.observation(seat) == obs  # consistent with everything the seat saw
        for other in range(st.n):
            assert [c for c in det.hands[other] if c[0] in obs.voids[other]] == []
        if seat == st.current_player():
            assert det.legal_actions() == st.legal_actions()
            assert [(c.count, c.action) for c in det.card_choices()] == \
                [(c.count, c.action) for c in st.card_choices()]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_invariants(players):
    g = game(players)
    for seed in range(12):
        rng = random.Random(seed)
        st = g.new_state(seed)
        for step in range(400):
            if st.is_terminal():
                break
            if step % 3 == 0:
                _check(st, rng)
            choices = st.card_choices()
            legal = st.legal_actions()
            assert bool(choices) != bool(legal)  # one kind of decision at a time
            st.apply(choices[0].sample(rng) if choices else rng.choice(legal))
        assert st.is_terminal()
        _check(st, rng)
        assert len(st.deal_log) == 2
        for d in st.deal_log:
            assert len(d.result["scores"]) == players
            rounds = sum(1 for a in d.actions if a["a"] == "play") // 4
            assert 5 <= rounds <= 8 and (players == 3 or rounds == 8)


def test_a_red_given_stays_with_its_receiver_when_redrawn():
    """Seat 0 gives R3 to seat 2, which then plays a red face down: seat 0
    cannot tell whether that was R3, but R3 is seat 2's, in its hand or under
    that card, in every world seat 0 imagines (a world giving it to seat 1
    held it in two places once played on: the search's play-outs failed)."""
    st = three_player({0: ["R1", "R2", "R3", "R4", "R5", "B5"], 1: ["R6", "R7", "B1"],
                       2: ["R8", "B2"]}, reds={0: 0})
    assert [(s.action, s.seat, s.to) for s in st.steps] == [("give", 0, 2), ("return", 2, 0)]
    st.apply({"a": "give", "cards": ["R3"], "to": 2})
    plain = next(c for c in st.hands[2] if not c.startswith("R"))
    st.apply({"a": "return", "cards": [plain], "to": 0})
    play(st, "B5", "B1", "R8")
    assert st.observation(0).trick[2].card is None and "R3" in st.observation(0).unseen
    where = set()
    for k in range(40):
        world = st.determinize(0, random.Random(k))
        if "R3" in world.hands[2]:
            where.add("hand")
        else:
            assert world.trick[2].card == "R3", f"draw {k} gave R3 to another player"
            where.add("face down")
    assert where == {"hand", "face down"}


def test_a_hidden_red_is_redrawn_as_a_red_its_trick_would_hide():
    """Seat 2's face-down red stayed hidden in B3, ?, B7, B1: seat 3 never
    saw it, but it lay strictly between 1 and 7, so every world seat 3
    imagines puts one of R2..R6 there (R1, R7 or R8 would have been
    revealed), in the won pile and in the trick as remembered alike."""
    st = state(4, 0, fill(4, 0, {1: ["B3"], 2: ["R5"], 3: ["B7", "R8"], 0: ["B1"]},
                          reds={0: 3, 1: 3}))
    play(st, "B3", "R5", "B7", "B1")
    assert st.last_trick.winner == 2 and st.observation(3).won_hidden[2] == (None,)
    drawn = set()
    for k in range(60):
        world = st.determinize(3, random.Random(k))
        red = next(p.card for p in world.won[2] if is_red(p.card))
        assert red == world.last_trick.cards[1].card
        drawn.add(red)
    assert drawn == {"R2", "R3", "R4", "R5", "R6"}


def test_two_hidden_reds_are_redrawn_so_the_trick_goes_to_its_winner():
    """B2, ?, ?, B8: both face-down reds hidden (between 2 and 8), and seat 3
    won, so in every world seat 0 imagines seat 3's red is the higher."""
    st = state(4, 0, fill(4, 0, {1: ["B2"], 2: ["R3"], 3: ["R6"], 0: ["B8"]},
                          reds={1: 2, 2: 2}))
    play(st, "B2", "R3", "R6", "B8")
    assert st.last_trick.winner == 3
    pairs = set()
    for k in range(60):
        cards = [p.card for p in st.determinize(0, random.Random(k)).last_trick.cards]
        assert 2 < NUMBER[cards[1]] < NUMBER[cards[2]] < 8, cards
        pairs.add((cards[1], cards[2]))
    assert len(pairs) > 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_before_card_is_the_deal_as_it_stood_before_a_past_card(players):
    """``before_card(trick, index)`` of a later position gives every seat the
    observation (and the player to act the legal moves) it had just before
    that card was played, for every card of the deal so far. With 3 players
    a void shown only by a pass of the fourth card is not rebuilt (the
    finished trick does not keep passes), so there the voids may be fewer."""
    rng = random.Random(players)
    compared = 0
    for seed in range(3):
        st = game(players, games=1).new_state(seed)
        moments = {}
        while not st.is_terminal():
            if not st.steps:
                moments[(len(st.tricks), len(st.trick))] = st.clone()
            choices = st.card_choices()
            st.apply(choices[0].sample(rng) if choices else rng.choice(st.legal_actions()))
            if st.is_terminal():
                break
            for (t, i), then in moments.items():
                if (t, i) == (len(st.tricks), len(st.trick)):
                    continue
                past = st.before_card(t, i)
                assert past.current_player() == then.current_player()
                if players != 3:
                    assert past.legal_actions() == then.legal_actions()
                for seat in range(players):
                    seen, rebuilt = then.observation(seat), past.observation(seat)
                    if players == 3:
                        assert all(a >= b for a, b in zip(seen.voids, rebuilt.voids))
                        seen = dataclasses.replace(seen, voids=rebuilt.voids)
                    assert rebuilt == seen
                    compared += 1
    assert compared > 500


# --- the red counts a seat can work out -------------------------------------------------------

def red_counts(st) -> tuple[int, ...]:
    """How many red cards each hand holds."""
    return tuple(sum(map(is_red, h)) for h in st.hands)


def known_counts(st, seat) -> set[tuple[int, ...]]:
    return knowledge.possible_red_counts(st, st.observation(seat))


def drawn_counts(st, seat, draws=150) -> set[tuple[int, ...]]:
    """The red counts of the worlds ``seat`` imagines, over many draws."""
    return {red_counts(st.determinize(seat, random.Random(k))) for k in range(draws)}


def balanced_5_2_1():
    """(5, 2, 1) -> (4, 2, 2): seat 0 (first after the dealer) gives 1 red to seat 2."""
    st = three_player({0: ["B5"], 1: ["B1"], 2: ["B2"]}, reds={0: 5, 1: 2, 2: 1})
    assert [(s.action, s.seat, s.to, s.count) for s in st.steps] == [
        ("give", 0, 2, 1), ("return", 2, 0, 1)]
    return st


def test_the_balancing_tells_the_counts_after_5_2_1():
    """Every seat sees 1 red go from seat 0 to seat 2. For the giver (5
    reds) and the seat holding 2, that fits only a deal of (5, 2, 1), so
    they know every count, before the gift and after; the receiver (1 red)
    cannot tell it from (4, 3, 1) -> (3, 3, 2). Every world keeps to what
    its seat knows (the redeal by owed reds alone gave other counts), and
    the receiver's worlds hold both."""
    st = balanced_5_2_1()
    knows = {0: {(5, 2, 1)}, 1: {(5, 2, 1)}, 2: {(5, 2, 1), (4, 3, 1)}}
    for seat in range(3):
        assert known_counts(st, seat) == knows[seat] == drawn_counts(st, seat)
    st.apply({"a": "give", "cards": [next(c for c in st.hands[0] if is_red(c))], "to": 2})
    st.apply({"a": "return", "cards": [next(c for c in st.hands[2] if not is_red(c))], "to": 0})
    assert red_counts(st) == (4, 2, 2)
    knows = {0: {(4, 2, 2)}, 1: {(4, 2, 2)}, 2: {(4, 2, 2), (3, 3, 2)}}
    for seat in range(3):
        assert known_counts(st, seat) == knows[seat] == drawn_counts(st, seat)


def test_without_balancing_every_hand_was_dealt_two_to_four_reds():
    """No plan: the deal was (4, 2, 2) or (3, 3, 2) in some order. Seat 0
    with 3 reds knows the others hold 3 and 2 either way round; seat 2 with
    2 reds knows the others hold 6 as 3+3, 4+2 or 2+4. Every world keeps to
    these, and each of them comes out."""
    st = three_player({0: ["B5"], 1: ["B1"], 2: ["B2"]}, reds={0: 3, 1: 3, 2: 2})
    assert st.steps == []
    assert known_counts(st, 0) == {(3, 3, 2), (3, 2, 3)}
    assert known_counts(st, 2) == {(3, 3, 2), (4, 2, 2), (2, 4, 2)}
    for seat in (0, 2):
        assert drawn_counts(st, seat, 300) == known_counts(st, seat)


def test_the_counts_follow_the_reds_played_face_down():
    """(4, 2, 2) with no plan: seat 0, holding 4, knows the others hold 2
    each; seat 1 plays a red face down (R8, which tops the trick and is
    revealed after): seat 0 knows seat 1 holds 1 red now. Seat 2, holding
    2, knew only that the others held 6 as 4+2, 3+3 or 2+4: one less for
    seat 1 in each."""
    st = three_player({0: ["B5"], 1: ["R8", "B1"], 2: ["B2"]}, reds={0: 4, 1: 1, 2: 2})
    assert st.steps == [] and red_counts(st) == (4, 2, 2)
    assert known_counts(st, 0) == {(4, 2, 2)}
    play(st, "B5", "R8")
    assert st.observation(0).trick[1].card is None
    assert known_counts(st, 0) == {(4, 1, 2)} and drawn_counts(st, 0) == {(4, 1, 2)}
    play(st, "B2", "pass", "B1")
    assert st.revealed[1] == ["R8"] and red_counts(st) == (4, 1, 2)
    assert known_counts(st, 0) == {(4, 1, 2)} == drawn_counts(st, 0)
    assert known_counts(st, 2) == {(4, 1, 2), (3, 2, 2), (2, 3, 2)} == drawn_counts(st, 2, 300)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_real_counts_are_always_possible_and_worlds_keep_to_them(players):
    """Over random deals played at random, at every few steps and from every
    seat: the real red counts are among those the seat works out, and every
    world it imagines has counts among them. With 2 players they are the
    real counts alone; with 3 some seat somewhere knows every count."""
    rng = random.Random(players)
    narrower = 0
    for seed in range(8):
        st = game(players, games=1).new_state(seed)
        step = 0
        while not st.is_terminal():
            if step % 4 == 0:
                for seat in range(players):
                    possible = known_counts(st, seat)
                    assert red_counts(st) in possible
                    assert drawn_counts(st, seat, 3) <= possible
                    assert players != 2 or possible == {red_counts(st)}
                    narrower += players == 3 and len(possible) == 1
            choices = st.card_choices()
            st.apply(choices[0].sample(rng) if choices else rng.choice(st.legal_actions()))
            step += 1
    assert (players == 3) == bool(narrower)


@pytest.mark.parametrize("players", [2, 4])
def test_two_and_four_players_redeal_without_the_counts(players, monkeypatch):
    """With 2 players the other count follows from the cards, with 4 nothing
    narrows it below the sum: ``determinize`` redeals as it did before the
    counts were worked out, never asking for them."""

    def asked(*_):
        raise AssertionError("the red counts were asked for")

    monkeypatch.setattr(knowledge, "possible_red_counts", asked)
    rng = random.Random(5)
    for seed in range(4):
        st = game(players, games=1).new_state(seed)
        while not st.is_terminal():
            for seat in range(players):
                st.determinize(seat, rng)
            choices = st.card_choices()
            st.apply(choices[0].sample(rng) if choices else rng.choice(st.legal_actions()))

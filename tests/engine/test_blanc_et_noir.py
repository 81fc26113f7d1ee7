"""En blanc et noir: every rule of rules/blanc-et-noir.md on hand-built positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.engine.events import BidChosen, PlayedCard, TrickWon, cards_in, visible

from cardtable.engine.blanc_et_noir import game as game_module
from cardtable.engine.blanc_et_noir import rules
from cardtable.engine.blanc_et_noir.game import BlancEtNoirGame
from cardtable.engine.blanc_et_noir.options import Options
from cardtable.engine.cards import blanc_et_noir_deck
from cardtable.engine.errors import IllegalAction

DECK3 = blanc_et_noir_deck(3)
# Seat 0: every white 1 and 2; seat 1: white 3 and 4; seat 2: white 5 and 6.
HANDS3 = [DECK3[0:12], DECK3[12:24], DECK3[24:36]]


def make_game(players=3, **options) -> BlancEtNoirGame:
    return BlancEtNoirGame(Options(players=players, **options))


def forced(hands=HANDS3, stock=(), players=3, extra_deals=1, **options):
    """A state replaying a recorded first deal (and ``extra_deals`` more shuffled
    ones from another match, so a round can end and the next be dealt)."""
    game = make_game(players, **options)
    spare = game.new_state(99)
    deals = [{"dealer": 0, "hands": [list(h) for h in hands], "stock": list(stock), "actions": []}]
    deals += [spare.deal_log[0].to_json() for _ in range(extra_deals)]
    return game.new_state(0, deals=deals)


def act(state, *actions):
    for action in actions:
        state.apply(action)
    return state


def bid(card):
    return {"a": "bid", "card": card}


def lead(card, suit):
    return {"a": "lead", "card": card, "suit": suit}


def play(card):
    return {"a": "play", "card": card}


def snapshot(state):
    return ([repr(state.observation(s)) for s in range(state.n)], state.current_player(),
            len(state.deal_log), len(state.deal_log[-1].actions))


def finish_round(state, policy=lambda st: st.legal_actions()[0]):
    deals = len(state.deal_log)
    while not state.is_terminal() and len(state.deal_log) == deals:
        state.apply(policy(state))
    return state


# --- cards and dealing -----------------------------------------------------------

def test_decks_three_players_drop_every_seven_and_four_use_all():
    assert len(DECK3) == 36 and not any("7" in c for c in DECK3)
    deck4 = blanc_et_noir_deck(4)
    assert len(deck4) == 49 and len(set(deck4)) == 49


@pytest.mark.parametrize("players", [3, 4])
def test_deal_twelve_each_and_four_player_card_set_aside_and_shown(players):
    state = make_game(players).new_state(7)
    log = state.deal_log[0]
    assert [len(h) for h in log.hands] == [12] * players
    assert len(log.stock) == (1 if players == 4 else 0)
    assert Counter(sum(log.hands, []) + log.stock) == Counter(blanc_et_noir_deck(players))
    for seat in range(players):
        obs = state.observation(seat)
        assert obs.stock == tuple(log.stock)
        assert sorted(obs.hand) == sorted(log.hands[seat])


@pytest.mark.parametrize("hands, stock", [
    ([DECK3[0:11], DECK3[11:24], DECK3[24:36]], []),        # 11 / 13 cards
    ([DECK3[0:12], DECK3[12:24], DECK3[24:35]], ["W6B6"] * 2),  # a card twice
    ([DECK3[0:12], DECK3[12:24], DECK3[24:35] + ["W7B7"]], []),  # not in the 3-player deck
])
def test_a_recorded_deal_that_is_not_a_deal_is_refused(hands, stock):
    with pytest.raises(IllegalAction, match="not a deal"):
        forced(hands, stock)


def test_dealer_rotates_each_round():
    state = make_game(3).new_state(3)
    for _ in range(2):
        finish_round(state)
    assert [d.dealer for d in state.deal_log] == [0, 1, 2]


# --- bidding ---------------------------------------------------------------------

def test_bid_choices_are_the_hand_and_zero_only_with_the_option():
    plain = forced()
    assert plain.legal_actions() == [bid(c) for c in HANDS3[0]]
    zero = forced(zero_bid=True)
    assert zero.legal_actions() == [bid(c) for c in HANDS3[0]] + [bid(None)]
    with pytest.raises(IllegalAction, match="zero bid is not allowed"):
        plain.apply(bid(None))


def test_bids_are_taken_in_seat_order_and_hidden_until_all_are_in():
    state = act(forced(), bid("W2B3"))
    assert state.current_player() == 1
    for seat in range(3):
        obs = state.observation(seat)
        assert obs.bids is None and obs.predictions is None and not obs.bids_revealed
        assert obs.has_bid == (True, False, False)
        assert obs.hand_sizes == (11, 12, 12)
    assert state.observation(0).own_bid == "W2B3"
    assert state.observation(1).own_bid is None
    act(state, bid("W3B6"), bid("W5B4"))
    obs = state.observation(1)
    assert obs.bids == ("W2B3", "W3B6", "W5B4")
    assert obs.predictions == ((2, 3), (3, 6), (5, 4))
    assert obs.hand_sizes == (11, 11, 11)
    assert "W2B3" not in state.observation(0).hand


def test_a_later_seat_sees_nothing_of_an_earlier_bid():
    """Simultaneous bids: seat 1's view is the same whatever seat 0 bid."""
    views = [repr(act(forced(zero_bid=True), bid(choice)).observation(1))
             for choice in ("W1B1", "W2B6", None)]
    assert views[0] == views[1] == views[2]


def test_bid_events_hide_the_value_except_privately():
    events = forced().apply(bid("W1B5"))
    for seat in (1, 2):
        assert all("W1B5" not in cards_in(e) for e in visible(events, seat))
    assert BidChosen(0, "W1B5") in visible(events, 0)


def test_zero_bidder_keeps_twelve_cards_shown_as_eleven_until_the_reveal():
    state = act(forced(zero_bid=True), bid(None))
    assert state.observation(1).hand_sizes == (11, 12, 12)
    act(state, bid("W3B1"), bid("W5B1"))
    assert state.observation(1).hand_sizes == (12, 11, 11)
    assert state.observation(1).bids == (None, "W3B1", "W5B1")
    assert state.observation(1).predictions[0] == (0, 0)


# --- the first leader --------------------------------------------------------------

@pytest.mark.parametrize("bids, leader", [
    (["W2B3", "W3B6", "W5B2"], 1),            # largest sum 9
    (["W2B3", "W3B6", "W5B4"], 1),            # sums tie at 9: black 6 beats black 4
    (["W1B1", "W4B4", "W6B2"], 1),            # 8 vs 8: black 4
    ([None, None, "W5B1"], 2),                 # a card beats zero bids
    ([None, None, None], 0),                   # all zero: first from seat 0
    (["W1B1", None, None], 0),
    ([None, "W1B1", None, None], 1),
])
def test_first_leader_by_sum_then_black_then_seat(bids, leader):
    assert rules.first_leader(bids) == leader


def test_first_leader_ties_of_zero_bids_go_to_the_first_seat_clockwise_from_0():
    hands = [DECK3[12:24], DECK3[0:12], DECK3[24:36]]
    state = act(forced(hands, zero_bid=True), bid("W3B1"), bid(None), bid(None))
    assert state.current_player() == 0
    state = act(forced(hands, zero_bid=True), bid(None), bid(None), bid(None))
    assert state.current_player() == 0 and state.phase == "lead"
    state = act(forced(zero_bid=True), bid("W1B1"), bid("W3B2"), bid("W5B1"))
    assert state.current_player() == 2  # sum 6, black 1, beats W3B2's 5


# --- tricks ---------------------------------------------------------------------------

def bid_round(state=None):
    """Seat 0 bids W1B1, seat 1 W3B6 (sum 9), seat 2 W5B4 (sum 9, black 4):
    seat 1 leads first."""
    return act(state or forced(), bid("W1B1"), bid("W3B6"), bid("W5B4"))


def test_leader_names_the_suit_colour_and_both_are_offered():
    state = bid_round()
    assert state.current_player() == 1 and state.phase == "lead"
    legal = state.legal_actions()
    assert lead("W4B2", "white") in legal and lead("W4B2", "black") in legal
    assert len(legal) == 2 * 11
    with pytest.raises(IllegalAction, match="white or black"):
        state.apply({"a": "lead", "card": "W4B2"})
    with pytest.raises(IllegalAction, match="white or black"):
        state.apply(lead("W4B2", "red"))
    with pytest.raises(IllegalAction, match="You lead"):
        state.apply(play("W4B2"))


def test_followers_holding_the_led_suit_number_must_play_one():
    state = act(bid_round(), lead("W3B1", "black"))  # suit black 1, rank white 3
    assert state.legal_actions() == [play("W5B1"), play("W6B1")]
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="black 1.*W5B1 or W6B1"):
        state.apply(play("W5B2"))
    assert snapshot(state) == before
    act(state, play("W5B1"))
    assert state.legal_actions() == [play("W2B1")]  # W1B1 was bid away


def test_must_play_reads_the_suit_colour_only():
    """Led white 4: a card with black 4 does not force anything."""
    state = act(bid_round(), lead("W4B2", "white"))
    assert [a["card"] for a in state.legal_actions()] == HANDS3[2][:3] + HANDS3[2][4:]
    assert rules.must_play(["W2B4", "W6B4"], "white", 4) == []
    assert rules.must_play(["W4B1", "W2B4", "W4B6"], "white", 4) == ["W4B1", "W4B6"]


def test_equal_suits_are_won_by_the_largest_rank():
    state = act(bid_round(), lead("W3B1", "black"), play("W5B1"))
    events = state.apply(play("W2B1"))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 2 and won.colour == "black"  # W5B1: black 1, rank white 5
    assert state.observation(0).wins == ((0, 0), (0, 0), (0, 1))
    assert state.current_player() == 2 and state.phase == "lead"


def test_the_smallest_suit_wins_and_counts_in_the_trick_colour():
    state = act(bid_round(), lead("W4B6", "white"), play("W6B6"))
    events = state.apply(play("W2B3"))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0 and won.colour == "white"
    assert won.cards == (PlayedCard(1, "W4B6"), PlayedCard(2, "W6B6"), PlayedCard(0, "W2B3"))
    assert state.observation(2).wins == ((1, 0), (0, 0), (0, 0))
    assert state.current_player() == 0


def test_a_follower_not_forced_may_play_any_card_and_a_void_is_noted():
    state = act(bid_round(), lead("W4B6", "white"), play("W6B6"))
    assert state.legal_actions() == [play(c) for c in HANDS3[0] if c != "W1B1"]
    assert state.observation(0).voids[2] == frozenset({("white", 4)})


@pytest.mark.parametrize("cards, colour, winner", [
    (["W4B2", "W5B1", "W3B7"], "white", 2),   # smallest white suit 3
    (["W4B2", "W5B1", "W3B7"], "black", 1),   # smallest black suit 1
    (["W4B2", "W4B6", "W4B5", "W1B6"], "white", 3),
    (["W4B2", "W4B6", "W4B5", "W7B6"], "white", 1),  # equal suit 4: rank 6 wins
    (["W2B3", "W6B3", "W4B3"], "black", 1),    # equal black 3: white 6 wins
])
def test_trick_winner(cards, colour, winner):
    assert rules.trick_winner(cards, colour) == winner


def test_followers_cannot_lead_and_must_be_their_turn_in_order():
    state = act(bid_round(), lead("W4B6", "white"))
    with pytest.raises(IllegalAction, match="already led"):
        state.apply(lead("W6B6", "white"))
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(play("W2B3"))  # seat 0's card, but it is seat 2's turn


def test_a_round_is_eleven_tricks_and_the_zero_bidders_last_card_is_unused():
    state = act(forced(zero_bid=True), bid(None), bid("W3B6"), bid("W5B4"))
    tricks = 0
    while len(state.deal_log) == 1:
        events = state.apply(state.legal_actions()[0])
        if any(isinstance(e, TrickWon) for e in events):
            tricks += 1
            if len(state.deal_log) == 1:
                assert [len(h) for h in state.hands] == [12 - tricks] + [11 - tricks] * 2
    assert tricks == 11
    result = state.deal_log[0].result
    assert sum(map(sum, result["wins"])) == 11
    actions = state.deal_log[0].actions
    assert len(actions) == 3 + 33
    unused = set(HANDS3[0]) - {a["card"] for a in actions if a["p"] == 0}
    assert len(unused) == 1


# --- scoring ------------------------------------------------------------------------

@pytest.mark.parametrize("bids, wins, points, reasons", [
    # most beats exact; one short scores 1
    (["W3B2", "W2B4", "W1B1"], [[3, 2], [2, 3], [0, 1]], [6, 3, 3],
     [("most", "most"), ("exact", "short"), ("short", "exact")]),
    # a tie for the most: everyone tied gets 3; a miss by more than one scores 0
    (["W2B1", "W2B3", "W4B1"], [[2, 1], [2, 2], [1, 2]], [6, 4, 0],
     [("most", "most"), ("most", "short"), ("miss", "miss")]),
    # over by one is a miss, not "one short"
    (["W1B1", "W1B1", "W1B1"], [[2, 1], [0, 2], [1, 0]], [3, 1, 4],
     [("miss", "most"), ("short", "miss"), ("most", "short")]),
    # a zero that hits where nobody else does is the most
    ([None, "W2B2", "W3B3"], [[0, 1], [4, 3], [5, 0]], [3, 0, 0],
     [("most", "miss"), ("miss", "miss"), ("miss", "miss")]),
    # a zero that hits below another hitter is only exact; zero cannot be "short"
    ([None, "W2B2", "W3B3"], [[0, 2], [2, 5], [9, 4]], [2, 3, 0],
     [("exact", "miss"), ("most", "miss"), ("miss", "miss")]),
    # zero in both colours: 7, though another player had the most
    ([None, "W1B1", "W2B2"], [[0, 0], [1, 1], [5, 5]], [7, 6, 0],
     [("zero_both", "zero_both"), ("most", "most"), ("miss", "miss")]),
    # zero in both as the most: still 7, not 6
    ([None, "W1B3", "W2B2"], [[0, 0], [5, 4], [3, 1]], [7, 0, 1],
     [("zero_both", "zero_both"), ("miss", "miss"), ("miss", "short")]),
    # two zero bids hitting both: 7 each
    ([None, None, "W4B4", "W6B1"], [[0, 0], [0, 0], [5, 5], [0, 1]], [7, 7, 0, 3],
     [("zero_both", "zero_both"), ("zero_both", "zero_both"), ("miss", "miss"), ("miss", "most")]),
])
def test_scoring_worked_by_hand(bids, wins, points, reasons):
    got_points, got_reasons = rules.score_round(bids, wins)
    assert got_points == points
    assert [(r["white"], r["black"]) for r in got_reasons] == reasons


def test_round_result_is_logged_with_wins_points_and_totals():
    state = finish_round(bid_round())
    log = state.deal_log[0]
    assert set(log.result) == {"wins", "points", "scores"}
    points, _ = rules.score_round(["W1B1", "W3B6", "W5B4"], log.result["wins"])
    assert log.result["points"] == points and log.result["scores"] == points
    assert state.observation(0).last_round.points == tuple(points)
    assert len(state.deal_log) == 2 and state.phase == "bid"


# --- the end of the match ----------------------------------------------------------

def points_of_first_round(**options):
    state = finish_round(bid_round(forced(**options)))
    return state.deal_log[0].result["points"]


def preset(scores, extra_deals=1, **options):
    state = bid_round(forced(extra_deals=extra_deals, **options))
    state.scores = list(scores)
    return finish_round(state)


def test_the_match_ends_only_above_ten():
    points = points_of_first_round()
    seat = max(range(3), key=lambda s: points[s])
    assert points[seat] > 0
    at_ten = [0, 0, 0]
    at_ten[seat] = 10 - points[seat]
    assert not preset(at_ten).is_terminal()
    at_eleven = [0, 0, 0]
    at_eleven[seat] = 11 - points[seat]
    state = preset(at_eleven)
    assert state.is_terminal() and state.current_player() is None
    assert state.match_result() == {"scores": state.scores, "winners": [seat]}
    with pytest.raises(IllegalAction, match="over"):
        state.apply(bid("W1B1"))


def test_a_shared_top_is_a_shared_win_or_extra_rounds():
    points = points_of_first_round()
    top = 20
    tied = [top - p for p in points]  # every seat ends the round on 20
    shared = preset(tied)
    assert shared.is_terminal() and shared.match_result()["winners"] == [0, 1, 2]
    extra = preset(tied, extra_deals=2, tie_break="extra_round")
    assert not extra.is_terminal() and len(extra.deal_log) == 2
    finish_round(extra, policy=lambda st: st.legal_actions()[-1])
    assert extra.is_terminal() == (len(rules.winners(extra.scores)) == 1)


def test_extra_rounds_always_end(monkeypatch):
    monkeypatch.setattr(game_module, "MAX_ROUNDS", 3)
    state = make_game(3, tie_break="extra_round", end_above=1000).new_state(5)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    assert state.round == 3 and len(state.deal_log) == 3


# --- illegal input changes nothing ----------------------------------------------------

@pytest.mark.parametrize("action, words", [
    ("bid W1B1", "Choose a card"),
    ({"a": "pass"}, "Choose a card"),
    ({"a": "lead", "card": "W1B2", "suit": "white"}, "bids first"),
    (bid("W3B1"), "not in your hand"),
    ({"a": "bid", "card": "W1B2", "suit": "white"}, "takes only"),
    (bid("W9B9"), "not in your hand"),
])
def test_illegal_bids_raise_and_change_nothing(action, words):
    state = forced()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert snapshot(state) == before


def test_explanations_are_sentences_for_a_player():
    state = act(bid_round(), lead("W3B1", "black"))
    message = state.explain_illegal(play("W6B2"))
    assert message == "You hold a card with black 1, the led suit: you must play W5B1 or W6B1."

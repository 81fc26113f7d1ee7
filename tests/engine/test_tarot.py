"""French Tarot rules (rules/tarot.md), one hand-built position per rule."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.events import (ContractMade, DealBegins, DealScored, Discarded, HandfulShown,
                                     PartnerCalled, PartnerRevealed, PlayedCard, Redeal,
                                     TalonTaken, TrickWon)

from cardtable.engine.cards import tarot_deck, tarot_points_x2
from cardtable.engine.errors import IllegalAction
from cardtable.engine.rng import match_rng, shuffled
from cardtable.engine.tarot.deal import deal_pack, talon_slots
from cardtable.engine.tarot.play import legal_plays, trick_winner
from cardtable.engine.tarot.rules import HAND_SIZE, TALON_SIZE, sorted_cards
from cardtable.engine.tarot.scoring import petit_au_bout, score_deal
from tests.engine.contract_helpers import random_action
from tests.engine.tarot_helpers import bid_round, first_legal, game, play_out, state_with

SPADES = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "SJ", "SC", "SQ", "SK"]
HEARTS = [c.replace("S", "H", 1) for c in SPADES]
DIAMONDS = [c.replace("S", "D", 1) for c in SPADES]
CLUBS = [c.replace("S", "C", 1) for c in SPADES]
TRUMPS = [f"T{n}" for n in range(1, 22)]


def snapshot(state):
    return (state.current_player(), repr(state.observation(0)),
            [d.to_json() for d in state.deal_log])


def assert_refused(state, action, words=""):
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert words in str(err.value)
    assert snapshot(state) == before


# --- dealing ------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deal_batches_of_three_counter_clockwise_with_single_talon_cards(players):
    pack = tarot_deck()
    hands, talon = deal_pack(pack, players, dealer=0)
    assert [len(h) for h in hands] == [HAND_SIZE[players]] * players
    assert len(talon) == TALON_SIZE[players] == len(set(talon_slots(players)))
    first = players - 1  # the seat after the dealer, counter-clockwise
    assert hands[first][:3] == pack[0:3] and hands[first - 1][:3] == pack[3:6]
    positions = sorted(pack.index(c) for c in talon)
    assert positions[0] > 0 and positions[-1] < 77  # never the first or last card
    assert sorted(sum(hands, []) + talon) == sorted(pack)


def test_record_holds_hands_as_dealt_and_the_talon_as_stock():
    state = game(4).new_state(3)
    rng = match_rng(3)
    dealer = rng.randrange(4)
    hands, talon = deal_pack(shuffled(tarot_deck(), rng), 4, dealer)
    log = state.deal_log[0]
    assert (log.dealer, log.hands, log.stock) == (dealer, hands, talon)
    assert state.current_player() == (dealer - 1) % 4


def test_petit_sec_is_redealt_by_the_next_dealer_and_not_counted():
    hands = {1: ["T1"] + SPADES + HEARTS[:3]}
    state = state_with(4, hands, petit_sec_redeal=True)
    assert state.deal_log[0].result == {"redeal": "petit_sec"}
    assert state.deal_log[0].actions == []
    assert len(state.deal_log) == 2 and state.deal_log[1].dealer == 3
    assert state.sheet == [] and not state.is_terminal()
    redeal = [e for e in state.opening_events() if isinstance(e, Redeal)]
    assert redeal == [Redeal("petit_sec", 1, tuple(sorted_cards(["T1"] + SPADES + HEARTS[:3])))]
    assert [type(e) for e in state.opening_events()].count(DealBegins) == 2


def test_petit_with_the_excuse_or_option_off_is_played():
    with_excuse = state_with(4, {1: ["T1", "EX"] + SPADES + HEARTS[:2]}, petit_sec_redeal=True)
    assert len(with_excuse.deal_log) == 1
    option_off = state_with(4, {1: ["T1"] + SPADES + HEARTS[:3]}, petit_sec_redeal=False)
    assert len(option_off.deal_log) == 1 and option_off.deal_log[0].result is None


# --- bidding --------------------------------------------------------------------

def test_each_player_speaks_once_and_only_higher_bids():
    state = state_with(4, {})
    assert state.current_player() == 3
    assert [a["v"] for a in state.legal_actions()] == ["pass", "small", "guard",
                                                     "guard_without", "guard_against"]
    state.apply({"a": "bid", "v": "guard"})
    assert state.current_player() == 2
    assert [a["v"] for a in state.legal_actions()] == ["pass", "guard_without", "guard_against"]
    assert_refused(state, {"a": "bid", "v": "small"}, "higher than Guard")
    state.apply({"a": "bid", "v": "guard_against"})
    assert state.legal_actions() == [{"a": "bid", "v": "pass"}]
    state.apply({"a": "bid", "v": "pass"})
    events = state.apply({"a": "bid", "v": "pass"})
    assert ContractMade(2, "guard_against") in events
    assert [a["a"] for a in state.deal_log[0].actions] == ["bid"] * 4
    assert state.round.phase == "play" and state.current_player() == 3  # leader, no talon


def test_all_pass_is_redealt_by_the_next_dealer_and_not_counted():
    state = state_with(4, {})
    events = bid_round(state, {})
    assert state.deal_log[0].result == {"redeal": "all_pass"}
    assert Redeal("all_pass") in events
    assert state.deal_log[1].dealer == 3 and state.current_player() == 2
    assert state.sheet == []


# --- calls ---------------------------------------------------------------------

def test_five_players_call_a_king_partner_secret_until_played():
    # dealer 0: seat 4 speaks and leads first; seat 2 holds the King of hearts.
    state = state_with(5, {4: SPADES[:13] + ["T2", "T3"], 2: ["HK"] + CLUBS})
    bid_round(state, {4: "guard_without"})
    assert state.current_player() == 4
    assert [a["card"] for a in state.legal_actions()] == ["SK", "HK", "DK", "CK"]
    state.apply({"a": "call", "card": "HK"})
    assert state.round.partners == (2,)
    assert state.observation(1).sides[2] is None  # a defender does not know
    assert state.observation(2).sides[2] == "attack"  # the partner does
    assert state.observation(4).sides[2] is None  # nor does the attacker
    assert state.observation(1).sides[1] == "defence"
    state.apply({"a": "play", "card": "S1"})  # seat 4 leads
    state.apply(first_legal(state))  # seat 3
    events = state.apply({"a": "play", "card": "HK"})  # seat 2 has no spades
    assert PartnerRevealed(2, "HK") in events
    assert state.observation(1).sides[2] == "attack"
    assert state.observation(1).partners_revealed == (2,)


def test_five_players_holding_all_kings_call_a_queen():
    state = state_with(5, {4: ["SK", "HK", "DK", "CK"] + SPADES[:11]})
    bid_round(state, {4: "small"})
    assert [a["card"] for a in state.legal_actions()] == ["SQ", "HQ", "DQ", "CQ"]


def test_called_card_in_the_talon_or_own_hand_plays_alone():
    state = state_with(5, {4: SPADES[:13] + ["T2", "T3"]}, talon=["HK", "T20", "T19"])
    bid_round(state, {4: "guard_without"})
    state.apply({"a": "call", "card": "HK"})
    assert state.round.partners == ()
    own = state_with(5, {4: SPADES[:13] + ["HK", "T3"]})
    bid_round(own, {4: "guard_without"})
    own.apply({"a": "call", "card": "HK"})
    assert own.round.partners == ()
    assert own.observation(4).sides == ("defence",) * 4 + ("attack",)


def test_six_players_call_a_king_then_a_queen():
    state = state_with(6, {5: SPADES[:12], 1: ["HK"] + CLUBS[:11], 3: ["DQ"] + DIAMONDS[:11]})
    bid_round(state, {5: "guard"})
    assert [a["card"] for a in state.legal_actions()] == ["SK", "HK", "DK", "CK"]
    state.apply({"a": "call", "card": "HK"})
    assert state.current_player() == 5
    assert [a["card"] for a in state.legal_actions()] == ["SQ", "HQ", "DQ", "CQ"]
    events = state.apply({"a": "call", "card": "DQ"})
    assert state.round.partners == (1, 3)
    assert [type(e) for e in events][:2] == [PartnerCalled, TalonTaken]


def test_first_trick_may_not_lead_a_called_suit_except_the_called_card():
    hand = ["H1", "H2", "S3", "HK"]
    assert legal_plays(hand, [], called=["HK"]) == ["S3", "HK"]
    assert legal_plays(hand, ["EX"], called=["HK"]) == ["S3", "HK"]  # the suit-setting card
    assert legal_plays(["H1", "H2", "EX"], [], called=["HK"]) == ["H1", "H2", "EX"]
    assert legal_plays(hand, [], called=[]) == hand
    # in a game: the attacker leads, holding hearts but not the called King
    state = state_with(5, {4: HEARTS[:6] + SPADES[:9]})
    bid_round(state, {4: "guard_without"})
    state.apply({"a": "call", "card": "HK"})
    assert all(a["card"][0] == "S" for a in state.legal_actions() if a["a"] == "play")
    assert_refused(state, {"a": "play", "card": "H1"}, "called suit")


# --- talon and discard ------------------------------------------------------------

def test_small_shows_the_talon_and_the_discard_keeps_kings_and_oudlers():
    talon = ["SK", "T21", "H1", "H2", "H3", "H4"]
    state = state_with(4, {3: ["T1", "EX", "DK"] + CLUBS[:13] + ["T5", "T6"]}, talon=talon)
    events = bid_round(state, {3: "small"})
    assert TalonTaken(state.round.attacker, tuple(talon)) in events
    assert state.observation(1).talon == tuple(talon)
    assert len(state.round.hands[3]) == 24 and state.current_player() == 3
    (choice,) = state.card_choices()
    assert choice.count == 6 and choice.required == ()
    assert not {"SK", "DK", "T21", "T1", "EX", "T5", "T6"} & set(choice.eligible)
    assert_refused(state, {"a": "discard", "cards": ["SK", "H1", "H2", "H3", "H4", "C1"]},
                   "no Kings or Oudlers")
    assert_refused(state, {"a": "discard", "cards": ["H1", "H2", "H3", "H4", "C1"]})
    events = state.apply({"a": "discard", "cards": ["H1", "H2", "H3", "H4", "C1", "C2"]})
    discard = next(e for e in events if isinstance(e, Discarded))
    assert discard.seat == 3 and len(discard.cards) == 6 and discard.shown == ()
    assert discard.for_seat(0).cards == (None,) * 6
    assert state.observation(1).discard == () and state.observation(1).discard_count == 6
    assert set(state.observation(3).discard) == {"H1", "H2", "H3", "H4", "C1", "C2"}
    assert state.round.phase == "play" and state.current_player() == 3


def test_trumps_are_discarded_only_when_forced_and_then_shown():
    hand = ["SK", "HK", "DK", "CK", "T1", "T21", "EX"] + TRUMPS[1:12]  # T2..T12
    state = state_with(4, {3: hand}, talon=["S1", "S2", "T13", "T14", "T15", "T16"])
    bid_round(state, {3: "guard"})
    (choice,) = state.card_choices()
    assert choice.required == ("S1", "S2")
    assert "T2" in choice.eligible and "T1" not in choice.eligible
    assert_refused(state, {"a": "discard", "cards": ["T2", "T3", "T4", "T5", "T6", "T7"]})
    events = state.apply({"a": "discard", "cards": ["S1", "S2", "T2", "T3", "T4", "T5"]})
    discard = next(e for e in events if isinstance(e, Discarded))
    assert discard.seat == 3 and len(discard.cards) == 6 and discard.shown == ("T2", "T3", "T4", "T5")
    assert discard.for_seat(0).cards == ("T2", "T3", "T4", "T5", None, None)
    assert state.observation(0).discard == ("T2", "T3", "T4", "T5")


@pytest.mark.parametrize("contract,counts_for_attack", [("guard_without", True),
                                                        ("guard_against", False)])
def test_guard_without_and_against_keep_the_talon_unseen(contract, counts_for_attack):
    talon = ["SK", "HK", "DK", "CK", "SQ", "HQ"]  # 25 points
    state = state_with(4, {}, talon=talon)
    events = bid_round(state, {3: contract})
    assert not [e for e in events if isinstance(e, TalonTaken)]
    assert state.observation(2).talon is None and state.observation(3).talon is None
    assert state.round.phase == "play"
    events = play_out(state)
    assert recount_attack(events, state, talon if counts_for_attack else []) == \
        state.deal_log[0].result["card_points"]


def recount_attack(events, state, extra):
    """The attack's card points recounted from the trick events, written
    straight from the rules (the test's own referee)."""
    result = state.deal_log[0].result
    attack = {result["attacker"], *result["partners"]}
    x2 = sum(tarot_points_x2(c) for c in extra)
    tricks = [e for e in events if isinstance(e, TrickWon)]
    for e in tricks:
        cards = [c.card for c in e.cards]
        owner = e.excuse
        if e.winner in attack:
            x2 += sum(tarot_points_x2(c) for c in cards if not (owner is not None and c == "EX"))
        if owner is not None:
            x2 += 9 if owner in attack else 0
            if (owner in attack) != (e.winner in attack):
                x2 += -1 if owner in attack else 1
    return x2 // 2 if x2 % 2 == 0 else x2 / 2


# --- handful --------------------------------------------------------------------------

def test_handful_levels_exact_count_and_shown_to_all():
    state = state_with(4, {3: TRUMPS[1:14] + SPADES[:5]})  # 13 trumps T2..T14
    bid_round(state, {3: "guard_without"})
    choices = state.card_choices()
    assert [(c.count, c.label) for c in choices] == [
        (10, "Show a simple handful (10 trumps)"), (13, "Show a double handful (13 trumps)")]
    assert_refused(state, {"a": "poignee", "cards": TRUMPS[1:12]})  # 11: not a level
    assert_refused(state, {"a": "poignee", "cards": TRUMPS[1:10] + ["S1"]})
    events = state.apply({"a": "poignee", "cards": TRUMPS[1:11]})
    assert events[0] == HandfulShown(3, "simple", tuple(TRUMPS[1:11]))
    assert state.observation(0).handfuls[3] == tuple(TRUMPS[1:11])
    assert state.card_choices() == [] and state.current_player() == 3
    state.apply({"a": "play", "card": "S1"})
    assert state.current_player() == 2


def test_excuse_stands_in_only_for_a_missing_trump():
    short = state_with(4, {3: TRUMPS[1:10] + ["EX"] + SPADES[:8]})  # 9 trumps and the Excuse
    bid_round(short, {3: "guard_without"})
    (choice,) = short.card_choices()
    assert choice.count == 10 and "EX" in choice.required
    enough = state_with(4, {3: TRUMPS[1:11] + ["EX"] + SPADES[:7]})
    bid_round(enough, {3: "guard_without"})
    (choice,) = enough.card_choices()
    assert "EX" not in choice.eligible


def test_handful_only_before_the_first_card():
    state = state_with(4, {2: TRUMPS[1:12] + HEARTS[:7]})
    bid_round(state, {3: "guard_without"})
    assert state.card_choices() == []  # seat 3 has too few trumps
    state.apply(first_legal(state))
    assert state.current_player() == 2 and len(state.card_choices()) == 1
    state.apply(first_legal(state))
    for _ in range(4):
        state.apply(first_legal(state))
    assert state.round.tricks and state.card_choices() == []


# --- play obligations -----------------------------------------------------------------------

@pytest.mark.parametrize("hand,trick,expected", [
    (["S1", "S5", "H3", "T4", "EX"], ["S9"], ["S1", "S5", "EX"]),        # follow suit
    (["H3", "T4", "T10", "EX"], ["S9"], ["T4", "T10", "EX"]),            # void: trump
    (["H3", "T4", "T10"], ["S9", "T6"], ["T10"]),                        # over-trump
    (["H3", "T4", "T5"], ["S9", "T6"], ["T4", "T5"]),                    # cannot: under-trump
    (["S1", "T2", "T8"], ["T5"], ["T8"]),                                # trumps led: beat
    (["S1", "H2"], ["T5"], ["S1", "H2"]),                                # no trumps: anything
    (["H3", "D4"], ["S9"], ["H3", "D4"]),                                # no suit, no trump
    (["S1", "H2", "T3"], ["EX"], ["S1", "H2", "T3"]),                    # Excuse led: free
    (["S1", "H2", "T3"], ["EX", "H5"], ["H2"]),                          # next card sets suit
    (["EX", "S4"], ["H9"], ["EX", "S4"]),                                # Excuse always
    (["S2", "T12", "EX"], ["S9", "T6", "T10"], ["S2", "EX"]),            # suit before trumps
])
def test_play_obligations(hand, trick, expected):
    assert legal_plays(hand, trick) == expected


def test_illegal_play_is_refused_with_a_reason_and_changes_nothing():
    state = state_with(4, {3: SPADES[:10] + TRUMPS[1:9], 2: ["SK", "H1"] + TRUMPS[9:21] + HEARTS[1:5]})
    bid_round(state, {3: "guard_without"})
    state.apply({"a": "play", "card": "S1"})
    assert_refused(state, {"a": "play", "card": "H1"}, "You must follow suit: play spades")
    assert_refused(state, {"a": "play", "card": "D5"}, "You do not hold")
    assert_refused(state, {"a": "bid", "v": "pass"}, "Now is the time to play")
    assert_refused(state, {"a": "chelem"}, "attacker")
    assert_refused(state, "play")
    assert_refused(state, {"a": "play"})


def test_must_trump_and_overtrump_messages():
    state = state_with(4, {3: SPADES[:10] + TRUMPS[1:9], 2: HEARTS + ["T15", "T13", "T20", "T19"]})
    bid_round(state, {3: "guard_without"})
    state.apply({"a": "play", "card": "S1"})
    assert_refused(state, {"a": "play", "card": "H1"}, "must play a trump")
    state2 = state_with(4, {3: TRUMPS[3:11] + SPADES[:10], 2: HEARTS[:12] + ["T15", "T3"] + SPADES[10:14]})
    bid_round(state2, {3: "guard_without"})
    state2.apply({"a": "play", "card": "T9"})
    assert_refused(state2, {"a": "play", "card": "T3"}, "You must beat trump 9")


def test_trick_winner():
    assert trick_winner([(0, "S9"), (3, "SK"), (2, "HK"), (1, "S10")]) == 3
    assert trick_winner([(0, "S9"), (3, "SK"), (2, "T2"), (1, "T1")]) == 2
    assert trick_winner([(0, "EX"), (3, "D2"), (2, "S1"), (1, "D3")]) == 1


def test_chelem_offered_only_to_the_attacker_on_lead():
    state = state_with(4, {})
    bid_round(state, {2: "guard_without"})
    assert state.current_player() == 3 and {"a": "chelem"} not in state.legal_actions()
    leading = state_with(4, {})
    bid_round(leading, {3: "guard_without"})
    assert leading.legal_actions()[0] == {"a": "chelem"}


# --- Excuse, chelem, petit au bout: whole deals worked by hand --------------------------------

def _attacker_plays_trumps_down(state):
    """The attacker leads trumps from the top, then Kings, the Petit and the Excuse last."""
    r = state.round
    if state.current_player() != r.attacker:
        return None
    order = TRUMPS[:0:-1] + [c for c in r.hands[r.attacker] if c[0] in "SHDC"] + ["T1", "EX"]
    return next(c for c in order if c in r.hands[r.attacker])


def test_announced_chelem_excuse_wins_the_last_trick():
    # 3 players, dealer 0: seat 2 bids, leads and holds every trump, the Excuse and two Kings.
    state = state_with(3, {2: TRUMPS + ["EX", "SK", "HK"]})
    bid_round(state, {2: "guard_without"})
    state.apply({"a": "chelem"})
    events = play_out(state, _attacker_plays_trumps_down)
    last = [e for e in events if isinstance(e, TrickWon)][-1]
    assert ("EX" in [c.card for c in last.cards]) and last.winner == 2
    result = state.deal_log[0].result
    # 91 points, 3 oudlers: 25 + 55 = 80; the Petit led to the second-to-last trick is
    # au bout (the last was led by the Excuse): + 10 = 90, x4 = 360, + 400 chelem = 760
    assert result == {"attacker": 2, "contract": "guard_without", "partners": [],
                      "card_points": 91, "oudlers": 3, "scores": [-760, -760, 1520]}


def test_excuse_exchange_petit_au_bout_and_unannounced_chelem():
    # seat 1 holds the Excuse and plays it into the first trick: it keeps it
    # and owes the attack half a point. The attacker wins every trick and the
    # Petit in the last one.
    talon = ["D1", "D2", "D3", "D4", "D5", "D6"]
    state = state_with(3, {2: TRUMPS + ["SK", "HK", "DK"], 1: ["EX"]}, talon=talon)
    bid_round(state, {2: "guard"})
    state.apply({"a": "discard", "cards": talon})
    events = play_out(state, _attacker_plays_trumps_down)
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert tricks[0].excuse == 1 and tricks[0].winner == 2
    assert all(t.winner == 2 for t in tricks) and "T1" in [c.card for c in tricks[-1].cards]
    breakdown = [e for e in events if isinstance(e, DealScored)][0].breakdown
    assert breakdown["excuse_exchange"] == 0.5
    # 91 - 4.5 + 0.5 = 87 points, 2 oudlers: 25 + 46 = 71, + 10 petit au bout = 81,
    # x2 = 162, + 200 chelem made unannounced = 362 per defender
    assert state.deal_log[0].result == {"attacker": 2, "contract": "guard", "partners": [],
                                        "card_points": 87, "oudlers": 2,
                                        "scores": [-362, -362, 724]}


def test_excuse_played_to_the_last_trick_goes_to_its_winner():
    state = state_with(3, {2: TRUMPS + ["EX", "SK", "HK"]})
    bid_round(state, {2: "guard_without"})  # no chelem announced
    events = play_out(state, _attacker_plays_trumps_down)
    last = [e for e in events if isinstance(e, TrickWon)][-1]
    assert last.cards[0] == PlayedCard(2, "EX") and last.winner != 2 and last.excuse is None
    lost = sum(tarot_points_x2(c.card) for c in last.cards)
    result = state.deal_log[0].result
    assert result["card_points"] * 2 == 182 - lost and result["oudlers"] == 2
    assert recount_attack(events, state, state.deal_log[0].stock) == result["card_points"]


# --- Petit au bout when the Excuse leads a chelem's last trick (rules/tarot.md, FFT §9) -------

# 4 players, dealer 0: seat 3 speaks first and takes a Guard Against with 16
# trumps, the Excuse and the King of spades. The talon (3 points) counts for the
# defence; the defenders' trumps T2..T6 fall to the attacker's first leads.
CHELEM_HAND = TRUMPS[6:] + ["T1", "EX", "SK"]  # T7..T21, the Petit, the Excuse, a King
CHELEM_TALON = ["D1", "D2", "D3", "D4", "D5", "D6"]
CHELEM_DEFENCE = {0: ["T2", "T3", "C1"], 1: ["T4", "T5", "C2"], 2: ["T6", "C3"]}


def _guard_against_with_handful(hands, chelem: bool):
    state = state_with(4, hands, talon=CHELEM_TALON)
    bid_round(state, {3: "guard_against"})
    if chelem:
        state.apply({"a": "chelem"})
    state.apply({"a": "poignee", "cards": TRUMPS[6:]})  # 15 trumps: a triple handful
    return state


def _scripted(attacker_order, keep_for_last):
    """The attacker plays ``attacker_order``; a defender plays its first legal
    card, keeping ``keep_for_last`` cards back while it can."""
    def prefer(state):
        hand = state.round.hands[state.current_player()]
        if state.current_player() == state.round.attacker:
            return next(c for c in attacker_order if c in hand)
        legal = [a["card"] for a in state.legal_actions() if a["a"] == "play"]
        return next((c for c in legal if c not in keep_for_last), None)
    return prefer


def _tricks_and_breakdown(events):
    """Each trick as {"winner", "plays": [[seat, card], ...]}, and the breakdown."""
    tricks = [{"winner": e.winner, "plays": [[c.seat, c.card] for c in e.cards]}
              for e in events if isinstance(e, TrickWon)]
    (scored,) = [e for e in events if isinstance(e, DealScored)]
    return tricks, scored.breakdown


def test_petit_au_bout_in_the_second_to_last_trick_of_a_chelem_closed_by_the_excuse():
    # The deal: chelem announced and made, triple handful, the Petit led
    # to trick 17 and the Excuse to trick 18.
    state = _guard_against_with_handful({3: CHELEM_HAND, **CHELEM_DEFENCE}, chelem=True)
    order = TRUMPS[:5:-1] + ["SK", "T1", "EX"]  # T21 down to T7, the King, the Petit, the Excuse
    events = play_out(state, _scripted(order, {"C1", "C2", "C3"}))
    tricks, b = _tricks_and_breakdown(events)
    assert all(t["winner"] == 3 for t in tricks) and len(tricks) == 18
    assert tricks[16]["plays"][0] == [3, "T1"] and tricks[17]["plays"][0] == [3, "EX"]
    # 91 - 3 (talon) = 88 points, 3 oudlers: goal 36, won by 52; 25 + 52 = 77,
    # + 10 petit au bout = 87, x6 = 522, + 40 handful + 400 chelem = 962 per defender
    assert (b["card_points"], b["margin"], b["petit_au_bout"]) == (88, 52, 10)
    assert b["petit_au_bout_second_to_last"] is True
    assert (b["handful"], b["chelem"], b["per_defender"]) == (40, 400, 962)
    assert state.deal_log[0].result["scores"] == [-962, -962, -962, 2886]


def test_same_deal_without_a_chelem_has_no_petit_au_bout():
    # No chelem announced: the Excuse led to the last trick goes with it to the
    # defence (C3 wins the clubs the defenders play), and the Petit was not in it.
    state = _guard_against_with_handful({3: CHELEM_HAND, **CHELEM_DEFENCE}, chelem=False)
    order = TRUMPS[:5:-1] + ["SK", "T1", "EX"]
    events = play_out(state, _scripted(order, {"C1", "C2", "C3"}))
    tricks, b = _tricks_and_breakdown(events)
    assert tricks[17]["plays"][0] == [3, "EX"] and tricks[17]["winner"] == 2
    assert sorted(c for _, c in tricks[17]["plays"]) == ["C1", "C2", "C3", "EX"]
    # 88 - 4.5 (Excuse) - 1.5 (three clubs) = 82 points, 2 oudlers: goal 41, won by 41;
    # 25 + 41 = 66, x6 = 396, + 40 handful, no chelem = 436 per defender
    assert (b["card_points"], b["oudlers"], b["petit_au_bout"], b["chelem"]) == (82, 2, 0, 0)
    assert state.deal_log[0].result["scores"] == [-436, -436, -436, 1308]


def test_excuse_played_to_a_chelem_last_trick_but_not_led_keeps_the_last_trick():
    # A defender keeps the Excuse to the last trick, which the attacker leads
    # with a King: the last trick is the last one, and the Petit (trick 17) is
    # not au bout. The Excuse goes with the trick: the attack has every card
    # but the talon.
    hand = TRUMPS[6:] + ["T1", "SK", "HK"]
    state = _guard_against_with_handful({3: hand, 0: ["T2", "T3", "EX"], 1: ["T4", "T5"],
                                         2: ["T6"]}, chelem=True)
    events = play_out(state, _scripted(TRUMPS[:5:-1] + ["SK", "T1", "HK"], {"EX"}))
    tricks, b = _tricks_and_breakdown(events)
    assert all(t["winner"] == 3 for t in tricks) and tricks[16]["plays"][0] == [3, "T1"]
    assert tricks[17]["plays"][0] == [3, "HK"] and [0, "EX"] in tricks[17]["plays"]
    # 88 points, 3 oudlers: 25 + 52 = 77, x6 = 462, + 40 + 400 = 902 per defender
    assert (b["card_points"], b["petit_au_bout"], b["petit_au_bout_second_to_last"]) == \
        (88, 0, False)
    assert state.deal_log[0].result["scores"] == [-902, -902, -902, 2706]


def test_petit_au_bout_reads_the_second_to_last_trick_only_for_a_chelem_led_out_by_the_excuse():
    petit_then_excuse = [([(0, "T1"), (1, "S2")], True), ([(0, "EX"), (1, "S3")], True)]
    assert petit_au_bout(petit_then_excuse) == (1, True)
    # the defence took the Excuse's trick: no chelem, the last trick counts
    assert petit_au_bout([petit_then_excuse[0], ([(0, "EX"), (1, "S3")], False)]) == (0, False)
    # a defence chelem led out by the defence's Excuse: the Petit it won before is au bout
    assert petit_au_bout([([(1, "T1"), (0, "S2")], False), ([(1, "EX"), (0, "S3")], False)]) \
        == (-1, True)
    # [decision] the Petit in the Excuse-led last trick itself is then not au bout
    assert petit_au_bout([([(0, "T2"), (1, "S2")], True), ([(0, "EX"), (1, "T1")], True)]) \
        == (0, False)
    assert petit_au_bout([([(0, "T2"), (1, "S2")], True), ([(0, "S4"), (1, "T1")], False)]) \
        == (-1, False)


# --- scoring worked by hand (the cases) --------------------------------------------------

def test_four_players_guard_two_oudlers_49_points():
    out = score_deal(players=4, attacker=0, partners=(), contract="guard",
                     card_points_x2=98, oudlers=2)
    assert out["scores"] == [198, -66, -66, -66]


def test_five_players_guard_with_partner_one_oudler_45_points():
    out = score_deal(players=5, attacker=0, partners=(3,), contract="guard",
                     card_points_x2=90, oudlers=1)
    assert out["scores"] == [-124, 62, 62, -62, 62]


@pytest.mark.parametrize("x2,taker", [(81, -52), (82, 50), (83, 52)])
def test_three_players_small_two_oudlers_half_points(x2, taker):
    out = score_deal(players=3, attacker=1, partners=(), contract="small",
                     card_points_x2=x2, oudlers=2)
    assert out["scores"] == [-taker // 2, taker, -taker // 2]


def test_bonuses_handful_to_the_winner_petit_au_bout_to_its_side_chelem():
    won = score_deal(players=4, attacker=0, partners=(), contract="guard", card_points_x2=100,
                     oudlers=2, petit_au_bout=-1, handfuls=["simple"])
    assert won["per_defender"] == (25 + 9 - 10) * 2 + 20
    lost = score_deal(players=4, attacker=0, partners=(), contract="small", card_points_x2=60,
                      oudlers=1, handfuls=["double"])
    assert lost["per_defender"] == -(25 + 21) - 30
    failed = score_deal(players=4, attacker=0, partners=(), contract="small", card_points_x2=160,
                        oudlers=3, chelem_announced=True, attack_tricks=17, defence_tricks=1)
    assert failed["chelem"] == -200
    wiped = score_deal(players=4, attacker=0, partners=(), contract="small", card_points_x2=10,
                       oudlers=0, attack_tricks=0, defence_tricks=18)
    assert wiped["chelem"] == -200


def test_six_players_settlement_two_partners():
    out = score_deal(players=6, attacker=2, partners=(0, 5), contract="small",
                     card_points_x2=120, oudlers=2)
    s = out["per_defender"]
    assert out["scores"] == [s, -s, s, -s, -s, s] and sum(out["scores"]) == 0


def test_match_of_deals_with_a_score_sheet():
    state = game(3, deals=2).new_state(11)
    rng = random.Random(0)
    while not state.is_terminal():
        state.apply(random_action(state, rng))
    assert len(state.sheet) == 2
    totals = [sum(d["scores"][s] for d in state.sheet) for s in range(3)]
    assert state.returns() == totals == list(state.sheet[-1]["totals"])
    with pytest.raises(TypeError):   # a scored deal is frozen (the sheet is shared)
        state.sheet[-1]["totals"] = [0, 0, 0]
    assert state.match_result()["winners"] == [s for s in range(3) if totals[s] == max(totals)]
    assert state.current_player() is None and state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply({"a": "bid", "v": "pass"})


@pytest.mark.parametrize("players", [3, 5, 6])
def test_what_observations_keep_as_play_goes_is_what_the_tricks_say(players):
    """The observation reads a hand as kept in hand order and the partners
    revealed from who played a called card as it was played (both kept by
    the engine, not worked out again per observation): along random deals
    they are what the plain definitions give, and a world taken back to an
    earlier card (``before_card``) reveals what the table had revealed then."""
    rng = random.Random(players)
    for seed in range(4):
        state = game(players).new_state(seed)
        revealed_then = []
        while not state.is_terminal() and not state.sheet:
            r = state.round
            if r.phase == "play":
                plays = [p for t in state.all_tricks() for p in t.plays]
                plain = tuple(sorted({s for s, c in plays if c in r.called} - {r.attacker}))
                for seat in range(players):
                    obs = state.observation(seat)
                    assert obs.hand == tuple(sorted_cards(r.hands[seat]))
                    assert obs.partners_revealed == plain
                revealed_then.append((len(r.tricks), len(r.trick.plays), plain))
            state.apply(random_action(state, rng))
        assert state.sheet   # the deal was played out and scored
        replayed = game(players).new_state(seed)
        logged = [a for deal in state.deal_log for a in deal.actions]
        for action in logged[:-1]:   # the match again, short of the deal's last card
            replayed.apply({k: v for k, v in action.items() if k != "p"})   # "p": who acted
        for trick, index, plain in revealed_then[::7]:
            back = replayed.before_card(trick, index)
            assert back.observation(0).partners_revealed == plain

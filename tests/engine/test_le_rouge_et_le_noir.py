"""Le Rouge et Le Noir: every rule of rules/le-rouge-et-le-noir.md on hand-built
deals, illegal actions, scoring worked by hand, and random playouts with
invariants."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from cardtable.engine.cards import rouge_noir_duel_deck
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import (CardPlayed, CardRevealed, CardsDealt, DealBegins, DealScored,
                                     DoubleTaken, DuelTrickWon, MatchOver, TrickWon, cards_in,
                                     visible)
from cardtable.engine.le_rouge_et_le_noir import rules
from cardtable.engine.le_rouge_et_le_noir.game import LeRougeEtLeNoirGame
from cardtable.engine.le_rouge_et_le_noir.options import Options


def game(players=2, deck="standard", target=11):
    return LeRougeEtLeNoirGame(Options(players=players, deck=deck, target=target))


def deal(hands, dealer=0, deck="standard"):
    """A recorded deal with these hands (lists of ranks) and the rest as stock."""
    cards = [[f"n{r}" for r in hand] for hand in hands]
    stock = list((Counter(rouge_noir_duel_deck(deck == "short")) - Counter(c for h in cards for c in h)).elements())
    return {"dealer": dealer, "hands": cards, "stock": stock, "actions": []}


def state_with(*deals, players=2, deck="standard", target=11, human_seats=()):
    return game(players, deck, target).new_state(7, deals=list(deals), human_seats=human_seats)


def up(rank):
    return {"a": "play", "card": f"n{rank}", "face": "up"}


def down(rank):
    return {"a": "play", "card": f"n{rank}", "face": "down"}


TAKE, PASS = {"a": "take"}, {"a": "pass"}


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def results(state):
    return [d.result for d in state.deal_log if d.result is not None]


# --- a deal of two players ---------------------------------------------------------

def test_non_dealer_leads_and_opening_lead_is_face_up_only():
    s = state_with(deal([[1, 2, 3], [5, 6, 7]], dealer=0))
    assert s.current_player() == 1
    assert s.legal_actions() == [up(5), up(6), up(7)]
    before = s.observation(1)
    with pytest.raises(IllegalAction, match="opening lead of a deal must be played face up"):
        s.apply(down(7))
    assert s.observation(1) == before and s.deal_log[-1].actions == []


def test_every_other_card_may_be_played_face_down():
    s = state_with(deal([[1, 2, 3], [5, 6, 7]], dealer=0))
    run(s, up(5))
    assert s.legal_actions() == [up(1), down(1), up(2), down(2), up(3), down(3)]


def test_take_raises_the_stake_turns_the_card_and_decides_the_trick():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0))
    run(s, up(5), down(6))
    assert s.current_player() == 1 and s.legal_actions() == [TAKE, PASS]
    assert s.observation(1).stake == 1 and s.observation(1).proposed == 2
    events = run(s, TAKE)
    assert [type(e) for e in events[:3]] == [DoubleTaken, CardRevealed, DuelTrickWon]
    assert events[0].stake == 2 and events[1] == CardRevealed(0, "n6")
    assert events[2].side == 0 and events[2].winner == 0
    assert s.stake == 2 and s.current_player() == 0


def test_observation_remembers_which_plays_were_taken_doubles():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), down(6))
    assert s.observation(0).doubles == s.observation(1).doubles == ()  # not taken yet
    run(s, TAKE, up(2), down(7), TAKE)
    assert [s.observation(seat).doubles for seat in (0, 1)] == [(1, 3), (1, 3)]
    run(s, down(6), PASS)  # a passed double is no taken double; a new deal forgets
    assert s.observation(0).doubles == ()


def test_a_double_is_answered_before_anything_else():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0))
    run(s, up(5), down(1))
    for action in (up(6), up(7), down(7)):
        with pytest.raises(IllegalAction, match="answered first"):
            s.apply(action)
    with pytest.raises(IllegalAction, match="no double to answer"):
        state_with(deal([[1, 2, 6], [5, 6, 7]])).apply(TAKE)


def test_pass_ends_the_deal_for_the_doubler_at_the_stake_before_the_raise():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), down(6), TAKE, up(1), up(7))  # 1-1 after two tricks, stake 2
    run(s, down(6))                            # seat 1 leads face down: proposes 3
    events = run(s, PASS)
    assert results(s) == [{"winner": 1, "stake": 2, "points": 2, "ended_by": "pass", "scores": [0, 2]}]
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.result["ended_by"] == "pass" and scored.carry == 0
    assert s.deal_log[1].dealer == 1 and s.current_player() == 0


def test_passed_face_down_card_is_never_shown_to_the_other_side():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5))
    events = run(s, down(2))
    assert events[0] == CardPlayed(0, "n2", face_up=False)
    assert events[0].for_seat(1) == CardPlayed(0, None, face_up=False)
    assert events[0].for_seat(0) == events[0]
    assert s.observation(1).trick[-1].card is None
    assert s.observation(0).trick[-1].card == "n2"
    events += run(s, PASS)
    assert not any("n2" in cards_in(e) for e in visible(events, 1)
                   if not isinstance(e, (DealBegins, CardsDealt)))
    assert results(s)[0] == {"winner": 0, "stake": 1, "points": 1, "ended_by": "pass", "scores": [1, 0]}


def test_draw_the_leader_leads_again():
    s = state_with(deal([[4, 5, 6], [4, 5, 7]], dealer=1))  # seat 0 leads
    events = run(s, up(4), up(4))
    trick = next(e for e in events if isinstance(e, TrickWon))
    assert trick.winner is None and trick.side is None
    assert s.current_player() == 0
    # the opening lead is over: the next lead may be face down
    assert down(5) in s.legal_actions()


def test_two_tricks_won_end_the_deal_at_once():
    s = state_with(deal([[1, 2, 7], [5, 6, 3]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), up(1), up(6), up(2))
    assert results(s) == [{"winner": 1, "stake": 1, "points": 1, "ended_by": "tricks", "scores": [0, 1]}]
    assert len(s.deal_log) == 2  # the third trick is not played


def test_one_nil_with_a_draw_after_two_tricks_ends_the_deal():
    s = state_with(deal([[5, 2, 7], [5, 6, 3]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), up(5))          # draw, seat 1 leads again
    run(s, up(6), up(2))          # seat 1 wins: 1-0 after two tricks
    assert results(s)[0]["winner"] == 1 and results(s)[0]["ended_by"] == "tricks"


def test_one_each_and_a_draw_goes_to_the_first_winner():
    s = state_with(deal([[1, 4, 7], [5, 4, 3]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), up(1))          # seat 1 wins the first trick, leads
    run(s, up(3), up(7))          # seat 0 wins: 1-1
    run(s, up(4), up(4))          # draw
    assert results(s)[0] == {"winner": 1, "stake": 1, "points": 1, "ended_by": "tricks", "scores": [0, 1]}


def test_three_draws_tie_and_the_stake_is_carried_and_accumulates():
    same = [[1, 4, 7], [1, 4, 7]]
    s = state_with(deal(same, 0), deal(same, 1), deal([[1, 2, 3], [5, 6, 7]], 0),
                   deal([[1, 2, 3], [5, 6, 7]], 1))
    run(s, up(1), up(1), down(4), TAKE, up(4), up(7), up(7))   # tie at stake 2
    assert results(s)[0] == {"winner": None, "stake": 2, "points": 0, "ended_by": "tie", "scores": [0, 0]}
    assert s.carry == 2 and s.observation(0).carry == 2
    run(s, up(1), up(1), up(4), up(4), up(7), up(7))             # tie at stake 1: carry 3
    assert results(s)[1]["stake"] == 1 and s.carry == 3
    run(s, up(5), up(1), up(6), up(2))                           # seat 1 wins: 1 + 3
    assert results(s)[2] == {"winner": 1, "stake": 1, "points": 4, "ended_by": "tricks", "scores": [0, 4]}
    assert s.carry == 0


def test_a_passed_deal_collects_the_carry():
    same = [[1, 4, 7], [1, 4, 7]]
    s = state_with(deal(same, 0), deal([[1, 2, 3], [5, 6, 7]], 1), deal(same, 0))
    run(s, up(1), up(1), up(4), up(4), up(7), up(7))
    run(s, up(1), down(5), PASS)                                  # seat 1 doubles, seat 0 passes
    assert results(s)[1] == {"winner": 1, "stake": 1, "points": 2, "ended_by": "pass", "scores": [0, 2]}


def test_stake_ladder_rises_one_per_double_to_six():
    s = state_with(deal([[1, 4, 7], [1, 4, 7]], 0), deal([[1, 2, 3], [5, 6, 7]], 1))
    run(s, up(1), down(1), TAKE)           # 2, draw: seat 1 led, leads again
    run(s, down(4), TAKE, down(4), TAKE)   # 3, 4, draw
    run(s, down(7), TAKE)                  # 5
    assert s.stake == 5 and down(7) in s.legal_actions()
    events = run(s, down(7), TAKE)          # 6, three draws: a tie at 6
    assert results(s)[0] == {"winner": None, "stake": 6, "points": 0, "ended_by": "tie", "scores": [0, 0]}
    assert [e.stake for e in events if isinstance(e, DoubleTaken)] == [6]
    assert s.carry == 6


def test_no_double_above_six_in_partnerships():
    hands = [[1, 2, 3], [1, 2, 3], [1, 2, 3], [4, 5, 6]]
    s = state_with(deal(hands, 3), deal(hands, 0), players=4)
    # seat 0 leads; doubles alternate teams: 1, 0, 1, 0, 1 -> stake 6
    run(s, up(1), down(1), TAKE, down(1), TAKE, up(4))   # team 1 wins: 2 then 3
    assert s.stake == 3
    run(s, down(5), TAKE, down(2), TAKE, down(2), TAKE)  # teams 1, 0, 1: 4, 5, 6
    assert s.stake == 6 and s.current_player() == 2      # team 0 could double but for the cap
    assert all(a["face"] == "up" for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="already 6"):
        s.apply(down(3))


def test_a_team_may_not_double_twice_in_a_row():
    hands = [[1, 2, 3], [4, 5, 6], [4, 2, 3], [4, 5, 6]]
    s = state_with(deal(hands, 3), deal(hands, 0), players=4)
    run(s, up(1), down(4), TAKE)           # team 1 (seat 1) doubled
    assert s.current_player() == 2 and down(4) in s.legal_actions()   # team 0 may
    run(s, up(4))
    assert s.current_player() == 3
    assert all(a["face"] == "up" for a in s.legal_actions())          # seat 3 (team 1) may not
    with pytest.raises(IllegalAction, match="Your team made the last double"):
        s.apply(down(4))
    run(s, up(4))                          # draw of 4s on both teams: seat 0 leads again
    assert s.current_player() == 0 and down(2) in s.legal_actions()
    run(s, down(2), TAKE)
    assert s.current_player() == 1 and down(5) in s.legal_actions()


def test_duel_player_may_double_twice_in_a_row():
    s = state_with(deal([[1, 2, 7], [5, 6, 3]], 0))
    run(s, up(5), down(7), TAKE)           # seat 0 wins and leads
    assert down(1) in s.legal_actions()


# --- partnerships -----------------------------------------------------------------

def test_partnership_leader_is_left_of_dealer_and_play_goes_clockwise():
    hands = [[1, 2, 3], [4, 5, 6], [1, 2, 3], [4, 5, 6]]
    s = state_with(deal(hands, 2), players=4)
    order = []
    for _ in range(4):
        order.append(s.current_player())
        run(s, s.legal_actions()[0])
    assert order == [3, 0, 1, 2]


def test_partnership_highest_by_both_partners_wins_and_first_of_them_leads():
    hands = [[7, 1, 2], [3, 1, 5], [7, 2, 3], [4, 5, 6]]
    s = state_with(deal(hands, 3), deal(hands, 0), players=4)
    events = run(s, up(7), up(3), up(7), up(4))
    trick = next(e for e in events if isinstance(e, TrickWon))
    assert trick.side == 0 and trick.winner == 0


def test_partnership_highest_on_both_teams_is_a_draw_and_leader_leads_again():
    hands = [[5, 1, 2], [7, 1, 3], [7, 2, 4], [3, 4, 5]]
    s = state_with(deal(hands, 0), deal(hands, 1), players=4)
    events = run(s, up(7), up(7), up(3), up(5))   # seat 1 leads
    trick = next(e for e in events if isinstance(e, TrickWon))
    assert trick.side is None and trick.winner is None and s.current_player() == 1


def test_partnership_single_highest_wins_and_its_player_leads():
    hands = [[5, 1, 2], [7, 1, 3], [6, 2, 4], [3, 4, 5]]
    s = state_with(deal(hands, 0), deal(hands, 1), players=4)
    events = run(s, up(7), up(6), up(3), up(5))
    trick = next(e for e in events if isinstance(e, TrickWon))
    assert trick.side == 1 and trick.winner == 1


def test_answer_comes_from_the_next_opponent_without_humans():
    hands = [[1, 2, 3], [4, 5, 6], [1, 2, 3], [4, 5, 6]]
    s = state_with(deal(hands, 3), players=4)
    run(s, up(1), down(4))                 # seat 1 doubles: seat 2 answers
    assert s.current_player() == 2 and s.observation(0).answerer == 2


@pytest.mark.parametrize("humans, answerer", [((0,), 0), ((2,), 2), ((0, 2), 2), ((1,), 2), ((3,), 2)])
def test_a_human_on_the_answering_team_answers(humans, answerer):
    hands = [[1, 2, 3], [4, 5, 6], [1, 2, 3], [4, 5, 6]]
    s = state_with(deal(hands, 3), players=4, human_seats=humans)
    run(s, up(1), down(4))
    assert s.current_player() == answerer


def test_partnership_scores_are_shared_and_winner_is_a_team():
    hands = [[7, 6, 1], [1, 2, 2], [5, 3, 1], [2, 3, 4]]
    s = state_with(deal(hands, 3), deal(hands, 0), players=4)
    run(s, up(7), up(1), up(1), up(2))                 # team 0
    run(s, down(6), TAKE, up(2), up(3), up(3))         # team 0 again: 2 tricks, stake 2
    assert results(s)[0] == {"winner": 0, "stake": 2, "points": 2, "ended_by": "tricks",
                             "scores": [2, 0, 2, 0]}
    assert s.deal_log[1].dealer == 0 and s.current_player() == 1


# --- the match ----------------------------------------------------------------------

def test_match_ends_at_the_target():
    s = state_with(deal([[1, 2, 3], [5, 6, 7]], 0), deal([[1, 2, 3], [5, 6, 7]], 1), target=3)
    run(s, up(5), up(1), down(6), TAKE, up(2))     # seat 1: 2 points
    assert not s.is_terminal()
    events = run(s, up(1), up(5), up(6), up(2))    # seat 0 leads, seat 1 wins again: 3
    assert s.is_terminal() and s.current_player() is None and s.legal_actions() == []
    assert s.match_result() == {"scores": [0, 3], "winners": [1]}
    assert events[-1] == MatchOver({"scores": [0, 3], "winners": [1]})
    assert s.observation(0).phase == "over" and s.observation(0).winners == (1,)
    with pytest.raises(IllegalAction, match="over"):
        s.apply(up(3))


def test_partnership_match_winners_are_both_partners():
    hands = [[7, 6, 1], [1, 2, 2], [5, 3, 1], [2, 3, 4]]
    s = state_with(deal(hands, 3), players=4, target=1)
    run(s, up(7), up(1), up(1), up(2), up(6), up(2), up(3), up(3))
    assert s.match_result() == {"scores": [1, 0, 1, 0], "winners": [0, 2]}
    assert s.returns() == [1.0, 0.0, 1.0, 0.0]


def test_dealer_passes_clockwise_after_every_deal_ties_included():
    # everyone plays the lowest card: 1 1 2 2, 4 4 5 5, 7 7 6 6 are three draws
    same = [[1, 4, 7], [1, 4, 7], [2, 5, 6], [2, 5, 6]]
    s = state_with(*[deal(same, d) for d in (1, 2, 3, 0)], players=4)
    for _ in range(3 * 12):
        run(s, s.legal_actions()[0])
    assert [d.dealer for d in s.deal_log] == [1, 2, 3, 0]
    assert [r["ended_by"] for r in results(s)] == ["tie"] * 3 and s.carry == 3


def test_first_dealer_is_the_lowest_draw_and_ties_draw_again():
    for seed in range(60):
        for players in (2, 4):
            dealer, rounds = rules.draw_first_dealer(rouge_noir_duel_deck(), players, random.Random(seed))
            assert [s for s, _ in rounds[0]] == list(range(players))
            for earlier, later in zip(rounds, rounds[1:]):
                low = min(int(c[1]) for _, c in earlier)
                assert [s for s, _ in later] == [s for s, c in earlier if int(c[1]) == low]
                assert len(later) > 1
            low = min(int(c[1]) for _, c in rounds[-1])
            assert [s for s, c in rounds[-1] if int(c[1]) == low] == [dealer]
    s = game(4).new_state(3)
    assert s.deal_log[0].dealer == [d for d, _ in [rules.draw_first_dealer(
        rouge_noir_duel_deck(), 4, random.Random(3))]][0]
    assert s.observation(2).first_draw == tuple(tuple(r) for r in s.first_draw)


def test_a_deal_uses_three_cards_each_and_the_stock_is_the_rest_in_pack_order():
    for players, deck, stock_size in ((2, "standard", 15), (2, "short", 4), (4, "standard", 9)):
        s = game(players, deck).new_state(11)
        log = s.deal_log[0]
        assert [len(h) for h in log.hands] == [3] * players and len(log.stock) == stock_size
        assert Counter(c for h in log.hands for c in h) + Counter(log.stock) == \
            Counter(rouge_noir_duel_deck(deck == "short"))


# --- illegal input ---------------------------------------------------------------------

@pytest.mark.parametrize("action, words", [
    ({"a": "bid"}, "not a move of this game"),
    ("play n5", "not a move of this game"),
    ({"a": "play", "card": "n4", "face": "up"}, "do not hold a 4"),
    ({"a": "play", "card": "n9", "face": "up"}, "do not hold a 9"),
    ({"a": "play", "card": "x9", "face": "up"}, "do not hold 'x9'"),
    ({"a": "play", "card": "n5", "face": "sideways"}, "face up or face down"),
    ({"a": "play", "card": "n5"}, "face up or face down"),
    ({"a": "pass"}, "no double to answer"),
])
def test_illegal_actions_are_explained_and_change_nothing(action, words):
    s = state_with(deal([[1, 2, 3], [5, 6, 7]], 0))
    before = copy.deepcopy((s.observation(0), s.observation(1), s.deal_log[-1].actions))
    with pytest.raises(IllegalAction, match=words):
        s.apply(action)
    assert (s.observation(0), s.observation(1), s.deal_log[-1].actions) == before


def test_a_bad_answer_is_explained():
    s = state_with(deal([[1, 2, 3], [5, 6, 7]], 0))
    run(s, up(5), down(1))
    with pytest.raises(IllegalAction, match="not a valid answer"):
        s.apply({"a": "take", "really": True})


def test_a_recorded_deal_that_is_not_the_deck_is_refused():
    bad = deal([[1, 2, 3], [5, 6, 7]], 0)
    bad["stock"] = bad["stock"][1:]
    with pytest.raises(IllegalAction, match="not exactly the deck"):
        state_with(bad)
    with pytest.raises(IllegalAction, match="dealer"):
        state_with({**deal([[1, 2, 3], [5, 6, 7]]), "dealer": 2})
    with pytest.raises(IllegalAction, match="3 cards"):
        state_with({**deal([[1, 2, 3], [5, 6, 7]]), "hands": [["n1"], ["n2"]]})


# --- observation and determinize ----------------------------------------------------

def test_observation_shows_own_hand_sizes_and_the_table():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0))
    run(s, up(5))
    o = s.observation(0)
    assert o.hand == ("n1", "n2", "n6") and o.hand_sizes == (3, 2)
    assert [(t.seat, t.card, t.face) for t in o.trick] == [(1, "n5", "up")]
    assert o.to_act == 0 and o.phase == "play" and not o.opening_lead and o.leader == 1
    assert s.observation(1).opening_lead is False
    assert "n1" not in str(s.observation(1))


def test_determinize_keeps_what_the_seat_knows_and_redeals_the_rest():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0))
    run(s, up(5), down(2))                           # seat 1 does not know the n2
    seen_by_1 = s.observation(1)
    changed = False
    for seed in range(30):
        d = s.determinize(1, random.Random(seed))
        assert d.observation(1) == seen_by_1
        assert Counter(c for h in d.hands for c in h) + Counter(d.stock) + Counter(
            c for _, c, _ in d.trick) == Counter(rouge_noir_duel_deck())
        assert len(d.hands[0]) == 2 and d.trick[1][2] == "down"
        assert d.deal_log[-1].actions == [] and d.deal_log[-1].hands[0][0] == d.trick[1][1]
        changed |= d.trick[1][1] != "n2"
        d.apply(TAKE)                                # the clone plays on
    assert changed and s.trick[1][1] == "n2" and s.current_player() == 1


# --- random playouts ------------------------------------------------------------------

@pytest.mark.parametrize("players, deck", [(2, "standard"), (2, "short"), (4, "standard")])
def test_random_playouts_keep_every_invariant(players, deck):
    g = game(players, deck)
    full = Counter(g.deck())
    for seed in range(40):
        s = g.new_state(seed)
        rng = random.Random(seed)
        points = [0, 0]
        steps = 0
        while not s.is_terminal():
            steps += 1
            assert steps < 2000
            played = Counter(c for t in s.tricks for _, c in t.cards) + Counter(c for _, c, _ in s.trick)
            assert Counter(c for h in s.hands for c in h) + Counter(s.stock) + played == full
            assert 1 <= s.stake <= 6
            for seat in range(players):
                o = s.observation(seat)
                assert o.hand == tuple(sorted(s.hands[seat], key=lambda c: int(c[1])))
                for tc in o.trick:
                    assert (tc.card is None) == (tc.face == "down" and tc.seat != seat)
            legal = s.legal_actions()
            events = s.apply(rng.choice(legal))
            for e in events:
                if isinstance(e, CardPlayed) and not e.face_up:
                    assert e.for_seat((e.seat + 1) % players).card is None
                if isinstance(e, DealScored):
                    r = e.result
                    if r["winner"] is not None:
                        points[r["winner"]] += r["points"]
                    assert r["scores"] == [points[rules.side_of(p, players)] for p in range(players)]
        assert max(points) >= g.options.target and sorted(points)[0] < g.options.target
        assert s.match_result()["scores"] == [points[rules.side_of(p, players)] for p in range(players)]

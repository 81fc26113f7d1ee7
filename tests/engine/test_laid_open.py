"""Every deal laid open (State.laid_open): after a trick-game deal, every card
the rules allow is shown, the cards they never show stay hidden, and nothing
is shown while the deal is played."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.engine.errors import IllegalAction
from tests.engine.contract_helpers import RULESETS, options
from tests.engine.test_le_rouge_et_le_noir import PASS, TAKE, deal, down, run, state_with, up

TRICK_RULESETS = sorted(r for r, ruleset in RULESETS.items()
                        if ruleset.engine != "rouge_et_noir_patience")


def first_deal_played(ruleset_id: str, seed: int):
    """A match of ``ruleset_id`` played at random until its first deal is scored."""
    state = RULESETS[ruleset_id].make_game().new_state(seed)
    rng = random.Random(seed)
    while state.deal_log[0].result is None:
        state.apply(rng.choice(options(state)))
    return state


@pytest.mark.parametrize("ruleset_id", TRICK_RULESETS)
def test_a_finished_deal_shows_the_hands_as_dealt_and_only_then(ruleset_id):
    state = RULESETS[ruleset_id].make_game().new_state(3)
    with pytest.raises(IllegalAction):
        state.laid_open(len(state.deal_log) - 1)   # during play: nothing hidden is shown
    state = first_deal_played(ruleset_id, 3)
    shown = state.laid_open(0)
    dealt = state.deal_log[0]
    assert len(shown.hands) == len(dealt.hands)
    for hand, as_dealt in zip(shown.hands, dealt.hands):
        assert len(hand) == len(as_dealt)
        assert not Counter(c for c in hand if c is not None) - Counter(as_dealt)
    every = Counter(c for h in shown.hands for c in h if c is not None)
    every += Counter(c for _, pile in shown.piles for c in pile)
    assert every <= Counter(c for h in dealt.hands for c in h) + Counter(dealt.stock)


def test_tarot_lays_open_the_talon_and_the_discard():
    for seed in range(40):
        state = first_deal_played("tarot-4p", seed)
        discards = [a for a in state.deal_log[0].actions if a["a"] == "discard"]
        if discards:
            break
    piles = dict(state.laid_open(0).piles)
    assert Counter(piles["Talon"]) == Counter(state.deal_log[0].stock)
    assert Counter(piles["Discard"]) == Counter(discards[0]["cards"])
    assert all(None not in hand for hand in state.laid_open(0).hands)


def test_duel_keeps_a_refused_face_down_card_and_the_undealt_cards_hidden():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), down(2), PASS)
    shown = s.laid_open(0)
    assert shown.hands == (("n1", "n6", None), ("n5", "n6", "n7"))   # not where it sorted
    assert shown.piles == ()   # the 15 cards not dealt are never shown


def test_duel_shows_a_face_down_card_whose_double_was_taken():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), down(6), TAKE, up(1), up(7), down(6), PASS)
    # seat 1's second face-down 6 was refused; seat 0's taken 6 is shown
    assert s.laid_open(0).hands == (("n1", "n2", "n6"), ("n5", "n7", None))


def test_a_refused_card_is_laid_open_to_the_seat_that_held_it_only():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), down(6), TAKE, up(1), up(7), down(6), PASS)
    mine = s.laid_open_to(0, 1)   # seat 1 doubled with its second 6, refused
    assert mine.hands == (("n1", "n2", "n6"), ("n5", "n7", "n6"))   # in the place kept for it
    assert (mine.viewer, mine.kept_from_others) == (1, (2,))
    theirs = s.laid_open_to(0, 0)
    assert theirs.hands == s.laid_open(0).hands and theirs.kept_from_others == ()


@pytest.mark.parametrize("ruleset_id", TRICK_RULESETS)
def test_a_seat_sees_its_own_hand_as_dealt_and_the_others_as_everyone_does(ruleset_id):
    for seed in range(6):
        state = first_deal_played(ruleset_id, seed)
        public = state.laid_open(0)
        for seat in range(len(public.hands)):
            shown = state.laid_open_to(0, seat)
            assert Counter(shown.hands[seat]) == Counter(state.deal_log[0].hands[seat])
            assert shown.hands[:seat] + shown.hands[seat + 1:] == public.hands[:seat] + public.hands[seat + 1:]
            assert shown.piles == public.piles
            assert [shown.hands[seat][i] for i in range(len(shown.hands[seat]))
                    if i not in shown.kept_from_others] == [c for c in public.hands[seat] if c is not None]


@pytest.mark.parametrize("ruleset_id", ["le-rouge-et-le-noir", "le-rouge-et-le-noir-4p",
                                        "le-rouge-et-le-noir-short"])
def test_duel_rebuilds_what_each_open_hand_saw_at_each_decision(ruleset_id):
    """``past_decisions`` gives, from the scored deal's public record alone,
    exactly the observation each seat had when it decided (every seat whose
    hand was all shown), in order, the deal's last action included; the record
    is in every observation and a determinized world rebuilds the same."""
    checked = refused = 0
    for seed in range(12):
        state = RULESETS[ruleset_id].make_game().new_state(seed)
        rng = random.Random(seed)
        decided: list[list] = []
        while not state.is_terminal():
            seat = state.current_player()
            if len(decided) < len(state.deal_log):
                decided.append([])
            action = rng.choice(options(state))
            decided[-1].append((state.observation(seat), action))
            state.apply(action)
        assert state.observation(0).history == state.history
        assert len(state.history) == len(state.deal_log)
        world = state.determinize(1, random.Random(seed))
        for index, played in enumerate(state.history):
            open_seats = {s for s, hand in enumerate(played.hands) if None not in hand}
            refused += len(open_seats) < len(played.hands)
            expected = [(obs, action) for obs, action in decided[index] if obs.seat in open_seats]
            assert state.past_decisions(index) == expected
            assert world.past_decisions(index) == expected
            checked += len(expected)
    assert checked > 100 and refused > 0


def test_duel_history_records_the_plays_and_the_scores_before_the_deal():
    s = state_with(deal([[1, 2, 6], [5, 6, 7]], dealer=0), deal([[1, 2, 3], [4, 5, 6]], dealer=1))
    run(s, up(5), down(6), TAKE, up(1), up(7), down(6), PASS)
    first = s.history[0]
    assert first.plays == ((1, "n5", "up"), (0, "n6", "down"), (0, "n1", "up"), (1, "n7", "up"),
                           (1, None, "down"))
    assert (first.taken, first.scores, first.carry, first.dealer) == ((1,), (0, 0), 0, 0)
    run(s, up(3), up(4), up(5), up(2))
    assert s.history[1].scores == (0, 2)   # seat 1 won the first deal at stake 2
    assert s.observation(0).history == s.history

"""The review of a person's decisions: the hard search's judgement of each,
on a deal set up so that one decision clearly throws points away."""

from __future__ import annotations

import pickle
import random

from cardtable.ai.base import decision_for
from cardtable.ai.red_secret import EasyAgent
from cardtable.ai.registry import make_agent
from cardtable.ai.review import Judge, Point, costly, decisions, judge_class, judge_is_hard, judgement, option_count, \
    review, same_choice
from cardtable.ai.search import Budget
from cardtable.catalog import catalog
from cardtable.engine.match import make_record, seat_list
from cardtable.engine.options import build_options
from cardtable.engine.red_secret.game import RedSecretGame
from cardtable.engine.red_secret.options import Options

BUDGET = Budget(24, None)   # play-outs per decision, no clock: the same review on any machine
MY_HAND = ["R4", "B1", "G1", "G2", "G3", "Y3", "Y4", "Y5"]   # one low blue: B1 or R4 on a blue lead


def played_deal(mistake: bool, tricks: int = 2, shuffle: int | None = None):
    """Red Secret for 4: seat 1 leads B5, seats 2 and 3 play B2 and B7, and
    the person (seat 0, last) holds R4 and B1. R4 would be hidden
    (7 > 4 > 2) and win the trick: +4 and the three blue cards. The
    ``mistake`` is B1, which hands the trick to seat 3 and keeps R4 for a
    later trick where it may well be shown (-4). Then everyone plays the
    easy player's cards for the next tricks. ``shuffle``: the cards the
    person cannot see are dealt to the others in another order."""
    rest = [c for c in (f"{col}{n}" for col in "RBGY" for n in range(1, 9))
            if c not in MY_HAND and c not in ("B5", "B2", "B7")]
    if shuffle is not None:
        random.Random(shuffle).shuffle(rest)
    hands = [list(MY_HAND), ["B5"], ["B2"], ["B7"]]
    for seat in (1, 2, 3):
        while len(hands[seat]) < 8:
            hands[seat].append(rest.pop())
    game = RedSecretGame(build_options(Options, {"players": 4, "games": 1}))
    state = game.new_state(1, deals=[{"dealer": 0, "hands": hands, "stock": [], "actions": []}],
                           human_seats=(0,))
    for card in ("B5", "B2", "B7"):
        state.apply({"a": "play", "card": card})
    state.apply({"a": "play", "card": "B1" if mistake else "R4"})
    agents = [EasyAgent(s, random.Random(s)) for s in range(4)]
    while len(state.deal_log[0].actions) < 4 * (tricks + 1):
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
    return make_record(state, "red-secret-4p", seat_list(4, [None, "easy", "easy", "easy"]))


def test_the_decision_that_throws_a_sure_trick_away_is_ranked_first():
    record = played_deal(mistake=True)
    judged = review(record, budget=BUDGET)
    assert [j.point.step for j in judged] == sorted(j.point.step for j in judged)
    assert len(judged) >= 2 and judged[0].point.step == 3   # the person's first card: the 4th of the deal
    marked = costly(judged)
    assert marked[0].point.step == 3 and marked[0].point.action == {"a": "play", "card": "B1"}
    assert marked[0].loss > 3 and marked[0].best.action == {"a": "play", "card": "R4"}
    assert all(marked[0].loss >= j.loss for j in judged)


def test_the_right_play_is_not_marked():
    judged = review(played_deal(mistake=False, tricks=1), budget=BUDGET)
    first = judged[0]
    assert first.point.action == {"a": "play", "card": "R4"} and first.loss == 0
    assert first.best is first.chosen
    assert first not in costly(judged)


def test_the_judgement_uses_only_what_the_persons_seat_saw():
    # the same first trick, the other hands dealt otherwise: the person could not tell, nor can the judge
    records = [played_deal(mistake=True, tricks=0, shuffle=s) for s in (None, 1, 2)]
    assert len({str(r.deals[0]["hands"]) for r in records}) == 3
    firsts = [review(r, budget=BUDGET)[0] for r in records]
    assert len({(j.best.action["card"], tuple(e.value for e in j.estimates)) for j in firsts}) == 1


def test_a_review_is_the_same_every_time():
    record = played_deal(mistake=True, tricks=1)
    one, two = review(record, budget=BUDGET), review(record, budget=BUDGET)
    assert [(j.point, j.best.action, j.loss) for j in one] == [(j.point, j.best.action, j.loss) for j in two]


def test_only_the_persons_decisions_with_a_choice_are_judged():
    record = played_deal(mistake=True, tricks=2)
    points = [p for p, _state in decisions(record, 0)]
    seats = [record.deals[0]["actions"][p.step]["p"] for p in points]
    assert seats and set(seats) == {0}
    for point, state in decisions(record, 0):
        assert option_count(state) == point.options > 1
        assert state.current_player() == 0 and state.is_legal(point.action)


def tarot_discard():
    """A Tarot deal for 3 where seat 0 took and must lay its discard aside (easy players bid)."""
    ruleset = catalog().get("tarot-3p")
    for seed in range(1, 200):
        state = ruleset.make_game().new_state(seed, human_seats=(0,))
        agents = [make_agent("tarot", "easy", s, random.Random(s), players=3) for s in range(3)]
        while state.deal_log[-1].result is None and len(state.deal_log) == 1:
            seat = state.current_player()
            if seat == 0 and state.card_choices():
                return state
            state.apply(agents[seat].choose(decision_for(state, seat)))
    raise AssertionError("no deal where seat 0 discards")


def test_the_judge_weighs_a_card_set_the_search_would_not_list():
    state = tarot_discard()
    hard = judge_class("tarot")
    listed = hard(0, random.Random(0)).candidates(decision_for(state, 0, hard(0, random.Random(0))))
    rng = random.Random(3)
    chosen = next(a for a in (state.card_choices()[0].sample(rng) for _ in range(100))
                  if not any(same_choice(a, b) for b in listed))
    point = Point(0, 0, 1, chosen, option_count(state))
    judge = Judge.make(hard, 0, random.Random(0), dict(chosen, cards=chosen["cards"][::-1]), Budget(24, None))
    found = judgement(point, judge.analyse(decision_for(state, 0, judge)))
    assert found.chosen.samples > 0 and same_choice(found.chosen.action, chosen)
    assert len(found.estimates) == len(listed) + 1   # the same generator: the same list, and the set added once
    assert not same_choice(chosen, {**chosen, "cards": chosen["cards"][1:] + ["XX"]})


def test_the_judge_samples_worlds_as_the_hard_player_does():
    """Tarot's hard player redeals until the other hands fit their bids; the
    judge is that player, so a review weighs the worlds the hint weighs."""
    state = tarot_discard()
    hard = judge_class("tarot")
    world = decision_for(state, 0, hard(0, random.Random(0))).world
    unlike_plain = 0
    for seed in range(20):
        plain = world.determinize(0, random.Random(seed)).round.hands
        hards = hard(0, random.Random(seed)).sample_world(world).round.hands
        judged = Judge.make(hard, 0, random.Random(seed), {"a": "pass"}, BUDGET).sample_world(world).round.hands
        assert judged == hards
        unlike_plain += judged != plain
    assert unlike_plain   # the bids did change some worlds


def test_a_judge_reaches_the_thinking_process_whole():
    """The table pickles the judge for its thinking process: the copy is
    the same game's judge and weighs the decision the same."""
    record = played_deal(mistake=True)
    point, state = next(decisions(record, 0))
    judge = Judge.make(judge_class("red_secret"), 0, random.Random(0), point.action, BUDGET)
    copy = pickle.loads(pickle.dumps(judge))
    assert type(copy) is type(judge) and copy.chosen == point.action and copy.budget == BUDGET
    weigh = [[(e.action, e.value) for e in j.analyse(decision_for(state, 0, j))] for j in (judge, copy)]
    assert weigh[0] == weigh[1]


def test_le_rouge_et_le_noir_is_judged_by_its_search_player():
    from cardtable.ai import le_rouge_et_le_noir
    assert judge_class("le_rouge_et_le_noir") is le_rouge_et_le_noir.HardAgent


def test_the_judge_is_called_the_hard_player_only_where_it_is():
    """In the 2-player duel hard plays the equilibrium and the judge is the
    4-player game's search: the review must not put its words in hard's mouth."""
    assert not judge_is_hard("le_rouge_et_le_noir", 2)
    assert judge_is_hard("le_rouge_et_le_noir", 4)
    assert judge_is_hard("red_secret", 3) and judge_is_hard("tarot", 5)


def test_a_choice_the_time_limit_left_unplayed_costs_nothing():
    record = played_deal(mistake=True, tricks=0)
    point, state = next(decisions(record, 0))
    never = Judge.make(judge_class("red_secret"), 0, random.Random(0), point.action, Budget(1000, None))
    estimates = never.analyse(decision_for(state, 0, never), stop=lambda: True)   # stopped at once
    found = judgement(point, estimates)
    assert found.chosen.samples == 0 and found.loss == 0 and not found.clear


def test_a_decision_near_the_end_of_the_deal_is_judged_on_solved_worlds():
    """The judge solves endgames as hard does when its budget has solves:
    every candidate gets exactly one value per solved world."""
    record = played_deal(mistake=False, tricks=7)
    point, state = list(decisions(record, 0))[-1]
    judge = Judge.make(judge_class("red_secret"), 0, random.Random(0), point.action, Budget(24, None, solves=4))
    decision = decision_for(state, 0, judge)
    assert judge._solving(decision)
    found = judgement(point, judge.analyse(decision))
    assert len(found.estimates) > 1 and all(e.samples == 4 for e in found.estimates)

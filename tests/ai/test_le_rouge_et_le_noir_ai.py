"""Le Rouge et Le Noir computer players: the easy level's habits on set
positions, that it decides from the observation alone, and that it beats
random play."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.ai.base import Decision, decision_for
from cardtable.ai.le_rouge_et_le_noir import DealView, EasyAgent, estimate_win
from cardtable.ai.registry import make_agent
from cardtable.engine.cards import number_rank, rouge_noir_duel_deck
from cardtable.engine.le_rouge_et_le_noir.game import LeRougeEtLeNoirGame
from cardtable.engine.le_rouge_et_le_noir.options import Options
from cardtable.simulate import play_match
from cardtable.engine.rng import agent_rng


def state(hands, dealer=0, players=2, scores=None, target=11):
    cards = [[f"n{r}" for r in h] for h in hands]
    stock = list((Counter(rouge_noir_duel_deck()) - Counter(c for h in cards for c in h)).elements())
    deals = [{"dealer": dealer, "hands": cards, "stock": stock, "actions": []}]
    s = LeRougeEtLeNoirGame(Options(players=players, target=target)).new_state(1, deals=deals)
    if scores:
        s.scores = list(scores)
    return s


def play(s, *moves):
    for m in moves:
        s.apply(m)


def up(r):
    return {"a": "play", "card": f"n{r}", "face": "up"}


def down(r):
    return {"a": "play", "card": f"n{r}", "face": "down"}


def choices(s, seat, n=200):
    return Counter(str(EasyAgent(seat, random.Random(i)).choose(decision_for(s, seat))) for i in range(n))


def test_passes_a_hopeless_double_and_takes_a_strong_one():
    weak = state([[5, 6, 7], [1, 1, 2]])      # seat 1 leads its 1, seat 0 doubles
    play(weak, up(1), down(6))
    assert choices(weak, 1, 40) == Counter({str({"a": "pass"}): 40})
    strong = state([[1, 2, 3], [7, 7, 6]])
    play(strong, up(7), down(1))
    assert choices(strong, 1, 40) == Counter({str({"a": "take"}): 40})


def test_takes_anything_when_passing_would_lose_the_match():
    s = state([[5, 6, 7], [1, 1, 2]], scores=[10, 0])
    play(s, up(1), down(6))
    assert EasyAgent(1, random.Random(0)).choose(decision_for(s, 1)) == {"a": "take"}


def test_doubles_a_sure_winner_and_wins_cheaply():
    s = state([[3, 5, 7], [4, 1, 2]])          # seat 1 leads 4; seat 0 holds 5 and 7
    play(s, up(4))
    assert choices(s, 0, 40) == Counter({str(down(5)): 40})


def test_bluffs_sometimes_with_a_losing_card():
    s = state([[1, 2, 3], [7, 5, 6]])          # seat 0 cannot beat the led 7
    play(s, up(7))
    seen = choices(s, 0)
    assert set(seen) == {str(up(1)), str(down(1))}
    assert 0.1 < seen[str(down(1))] / 200 < 0.5


def test_opening_lead_is_the_highest_face_up():
    s = state([[1, 2, 3], [2, 4, 6]])
    assert choices(s, 1, 20) == Counter({str(up(6)): 20})


def test_throws_the_lowest_when_the_partner_holds_the_trick():
    s = state([[7, 1, 2], [3, 4, 5], [6, 1, 2], [3, 4, 5]], dealer=3, players=4)
    play(s, up(7), up(3))                      # seat 2 (partner of seat 0) is third to play
    assert choices(s, 2, 20) == Counter({str(up(1)): 20})


def test_estimate_win_knows_a_won_position():
    s = state([[1, 2, 3], [7, 7, 6]])
    play(s, up(7), down(1))
    view = DealView(s.observation(1))
    assert estimate_win(view, random.Random(0), 40) > 0.9
    assert "n1" not in view.unseen or view.unseen.count("n1") == 3  # the hidden card is unseen


def test_decides_from_the_observation_only():
    s = state([[1, 2, 3], [7, 5, 6]])
    play(s, up(7))
    decision = Decision(0, s.observation(0), s.legal_actions(), [])
    assert EasyAgent(0, random.Random(3)).choose(decision) in s.legal_actions()


@pytest.mark.parametrize("ruleset_players", [2, 4])
def test_easy_beats_random(ruleset_players):
    game = LeRougeEtLeNoirGame(Options(players=ruleset_players))
    wins, matches = 0, 40
    for i in range(matches):
        easy_side = i % 2
        agents = [make_agent("le_rouge_et_le_noir", "easy" if seat % 2 == easy_side else "random",
                             seat, agent_rng(i, seat), players=ruleset_players)
                  for seat in range(ruleset_players)]
        record = play_match(game, "test", 900 + i, agents)
        wins += record.result["winners"][0] % 2 == easy_side
    assert wins / matches >= 0.7


def test_the_chance_of_each_play_is_the_share_of_plays_made():
    s = state([[1, 2, 3], [7, 5, 6]])          # seat 0 cannot beat the led 7: it may bluff
    play(s, up(7))
    view = DealView(s.observation(0))
    agent = EasyAgent(0, random.Random(0))
    chances = {str({"a": "play", "card": c, "face": f}): agent.play_chance(view, (c, f))
               for c in view.obs.hand for f in ("up", "down")}
    assert sum(chances.values()) == pytest.approx(1.0)
    made = choices(s, 0, 400)
    for play_, chance in chances.items():
        assert made[play_] / 400 == pytest.approx(chance, abs=0.06)


def sampled_worlds(agent_class, s, seat, n=300):
    """``n`` worlds the agent samples for its decision in ``s``."""
    agent = agent_class(seat, random.Random(5))
    world = decision_for(s, seat, agent).world
    return [agent.sample_world(world) for _ in range(n)]


def face_down_card(world):
    return next(c for _, c, face in world.trick if face == "down")


def test_the_search_reads_a_double_as_meant_and_a_plain_redeal_does_not():
    # Seat 1 leads its 4, seat 2 doubles third of four: the easy player
    # doubles there with a 7 (a sure winner), or bluffs with its lowest card
    # when it cannot win, so a 7 is the likeliest card under the double.
    from cardtable.ai.le_rouge_et_le_noir import HardAgent, NormalAgent
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), down(6))
    assert s.observation(3).answerer == 3
    plain = Counter(face_down_card(s.determinize(3, random.Random(i))) for i in range(300))
    assert plain["n7"] / 300 < 0.4
    for level in (NormalAgent, HardAgent):
        read = Counter(face_down_card(w) for w in sampled_worlds(level, s, 3))
        assert read["n7"] / 300 > 0.4


def test_the_search_reads_a_face_up_lead_as_the_leaders_highest_card():
    # Seat 1 opens with its 4 face up: the easy player leads its highest, so
    # seat 1 rarely holds a 5, 6 or 7 in the worlds the search plays out; a
    # plain redeal gives it one most of the time.
    from cardtable.ai.le_rouge_et_le_noir import NormalAgent
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4))

    def above_4(world):
        return any(number_rank(c) > 4 for c in world.hands[1])
    plain = sum(above_4(s.determinize(2, random.Random(i))) for i in range(300)) / 300
    read = sum(above_4(w) for w in sampled_worlds(NormalAgent, s, 2)) / 300
    assert plain > 0.5 and read < 0.2


def test_the_likelihood_of_plays_multiplies_each_players_chance_with_a_floor():
    from cardtable.ai.le_rouge_et_le_noir import DOUBT, play_likelihood
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), up(6), up(7))
    # Seen from seat 0: seat 1 led its highest (chance 1), seat 2 beat the 4
    # with its only winner, not sure to hold (1); seat 3 would have doubled
    # with its sure-winning 7 but played it face up (never: the floor).
    assert play_likelihood(s, 0) == pytest.approx(DOUBT)
    # Seat 3's own plays are not read from its own seat.
    assert play_likelihood(s, 3) == pytest.approx(1.0)
    # Seat 2 reading seat 3's 7 and seat 1's lead; seat 0's plays are none yet.
    assert play_likelihood(s, 2) == pytest.approx(DOUBT)


def test_hard_answers_by_the_better_estimate_with_both_answers_sampled_to_the_end():
    from cardtable.ai.le_rouge_et_le_noir import HardAgent
    from cardtable.ai.search import Budget
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), down(6))
    agent = HardAgent(3, random.Random(2), deterministic=True)
    agent.budget = Budget(60, None)
    estimates = agent.analyse(decision_for(s, 3, agent))
    assert {e.action["a"] for e in estimates} == {"take", "pass"}
    assert estimates[0].samples == estimates[1].samples == 30
    assert estimates[0].value >= estimates[1].value



def test_the_chance_of_a_take_is_the_share_of_takes_made():
    # Seat 1 leads its 4, seat 2 doubles; seat 3 answers with hands from
    # hopeless to sure, one near the easy player's line.
    for hand, near in (([1, 2, 3], False), ([4, 5, 6], True), ([5, 6, 7], False), ([7, 7, 6], False)):
        s = state([[5, 5, 2], [4, 3, 3], [6, 1, 2], hand], dealer=0, players=4)
        play(s, up(4), down(6))
        view = DealView(s.observation(3))
        chance = EasyAgent(3, random.Random(0)).take_chance(view)
        made = sum(EasyAgent(3, random.Random(i)).take(view) for i in range(300)) / 300
        if near:   # neither ruled in nor out (the estimate the chance rests on scatters too)
            assert 0.05 < chance < 0.95 and 0.05 < made < 0.95
        else:
            assert chance == pytest.approx(made, abs=0.05)


def test_the_easy_answer_is_its_rule_at_its_estimate():
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [4, 5, 6]], dealer=0, players=4)
    play(s, up(4), down(6))
    view = DealView(s.observation(3))
    for i in range(20):
        win = estimate_win(view, random.Random(i), EasyAgent.SAMPLES)
        assert EasyAgent(3, random.Random(i)).take(view) == EasyAgent(3, random.Random(0)).takes_at(view, win)


def test_a_double_taken_is_read_when_asked():
    # Seat 3 took seat 2's double: seen from seat 0, a world where seat 3
    # holds strong cards explains the take, one where it holds nothing
    # does not (the floor); without ``takes`` the take is not read.
    from cardtable.ai.le_rouge_et_le_noir import DOUBT, play_likelihood
    factors = []
    for hand in ([5, 6, 7], [1, 2, 3]):
        s = state([[5, 5, 7], [4, 3, 3], [6, 1, 2], hand], dealer=0, players=4)
        play(s, up(4), down(6), {"a": "take"})
        memo: dict = {}
        factors.append(play_likelihood(s, 0, memo) / play_likelihood(s, 0))
        assert len(memo) == 1
        assert play_likelihood(s, 3, {}) == pytest.approx(play_likelihood(s, 3))   # its own take
    assert factors[0] > 0.9 and factors[1] == pytest.approx(DOUBT)


def test_hard_reads_the_takes_and_normal_does_not():
    # The same take seen from seat 0's search: hard's worlds give seat 3 a
    # stronger hand than normal's.
    from cardtable.ai.le_rouge_et_le_noir import HardAgent, NormalAgent
    s = state([[5, 5, 7], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), down(6), {"a": "take"}, up(7))

    def strength(level):
        return sum(sum(number_rank(c) for c in w.hands[3]) for w in sampled_worlds(level, s, 0)) / 300
    assert strength(HardAgent) > strength(NormalAgent) + 0.5


def test_hard_doubts_a_play_the_easy_player_would_not_make_more_than_normal():
    # The same double waiting for seat 3's answer: a world where the easy
    # player would not have made the table's plays keeps a tenth of
    # normal's chance in hard's reading (``HARD_DOUBT``), so hard plays
    # such worlds out far less often.
    from cardtable.ai.le_rouge_et_le_noir import HardAgent, NormalAgent, play_likelihood
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), down(6))

    def unexplained(level):
        return sum(play_likelihood(w, 3, doubt=0.0) == 0 for w in sampled_worlds(level, s, 3)) / 300
    normal, hard = unexplained(NormalAgent), unexplained(HardAgent)
    assert hard < normal / 3


def test_a_seat_is_read_by_how_it_played_the_deals_laid_open():
    # Seats 1 and 3 play at random, 0 and 2 as the easy player: after a few
    # deals hard (at seat 0) reads the random seats as straying and its
    # partner as the easy player it is; before any deal is scored, nobody.
    from cardtable.ai.le_rouge_et_le_noir import HARD_DOUBT, stray_shares
    from cardtable.ai.base import RandomAgent
    s = LeRougeEtLeNoirGame(Options(players=4, target=30)).new_state(4)
    assert stray_shares(s.determinize(0, random.Random(0)), 0, HARD_DOUBT) == {1: 0.0, 2: 0.0, 3: 0.0}
    agents = [EasyAgent(0, random.Random(0)), RandomAgent(1, random.Random(1)),
              EasyAgent(2, random.Random(2)), RandomAgent(3, random.Random(3))]
    while len(s.history) < 4:
        seat = s.current_player()
        s.apply(agents[seat].choose(decision_for(s, seat)))
    strays = stray_shares(s.determinize(0, random.Random(0)), 0, HARD_DOUBT)
    assert strays[2] == 0.0 and strays[1] >= 0.3 and strays[3] >= 0.3


def test_a_seat_that_strayed_before_is_read_with_more_doubt():
    # Deal 1: seat 3 plays its sure 7 face up and then leads its 5 under its
    # 6, neither an easy play. Deal 2: seat 3 leads a 4 face up, which the
    # easy player does only with nothing higher. hard, learning from deal 1,
    # gives seat 3 a higher card far more often than the plain reading.
    from cardtable.ai.le_rouge_et_le_noir import HardAgent

    def as_dealt(hands, dealer):
        cards = [[f"n{r}" for r in h] for h in hands]
        rest = Counter(rouge_noir_duel_deck()) - Counter(c for h in cards for c in h)
        return {"dealer": dealer, "hands": cards, "stock": list(rest.elements()), "actions": []}
    deals = [as_dealt([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], 0),
             as_dealt([[1, 1, 2], [5, 5, 7], [6, 1, 2], [4, 3, 3]], 2)]
    s = LeRougeEtLeNoirGame(Options(players=4)).new_state(1, deals=deals)
    play(s, up(4), up(6), up(7), up(1), up(5), up(1), up(3), up(1))
    assert len(s.history) == 1
    play(s, up(4))

    class Plain(HardAgent):
        learns_seats = False

    def higher(level):
        return sum(any(number_rank(c) > 4 for c in w.hands[3])
                   for w in sampled_worlds(level, s, 0)) / 300
    assert higher(HardAgent) > higher(Plain) + 0.15


def test_a_straying_seats_plays_count_as_a_mix_of_easy_and_random():
    from cardtable.ai.le_rouge_et_le_noir import DOUBT, play_likelihood, read_chance
    assert read_chance(0.3, 0.0, 6, DOUBT) == 0.3 and read_chance(0.0, 0.0, 6, DOUBT) == DOUBT
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), up(6), up(7))
    # Seat 3's 7 face up (never the easy play) among its 3 cards, up or down.
    assert play_likelihood(s, 0, strays={3: 0.5}) == pytest.approx(0.5 / 6)
    # Seat 1's opening lead of its highest (chance 1) among two numbers, face up only.
    assert play_likelihood(s, 0, strays={1: 0.5}) == pytest.approx(DOUBT * (0.5 + 0.5 / 2))


def test_hards_play_outs_let_the_seats_it_reads_as_straying_answer_by_search():
    # Seats 1 and 3 play at random for four deals: hard at seat 0 then reads
    # them as straying and imagines them answering doubles by normal's
    # search; its partner, and every seat of normal's play-outs, as the
    # easy player.
    from cardtable.ai.base import RandomAgent
    from cardtable.ai.le_rouge_et_le_noir import HardAgent, NormalAgent, SearchingAnswerer
    from cardtable.ai.search import Budget
    s = LeRougeEtLeNoirGame(Options(players=4, target=30)).new_state(4)
    agents = [EasyAgent(0, random.Random(0)), RandomAgent(1, random.Random(1)),
              EasyAgent(2, random.Random(2)), RandomAgent(3, random.Random(3))]
    while len(s.history) < 4 or s.current_player() != 0 or len(s.legal_actions()) < 2:
        seat = s.current_player()
        s.apply(agents[seat].choose(decision_for(s, seat)))
    kinds = {}
    for level in (HardAgent, NormalAgent):
        agent = level(0, random.Random(0), deterministic=True)
        agent.budget = Budget(8, None)
        agent.analyse(decision_for(s, 0, agent))
        kinds[level] = [type(p) for p in agent.playout_policies(4, random.Random(0))]
    assert kinds[HardAgent] == [EasyAgent, SearchingAnswerer, EasyAgent, SearchingAnswerer]
    assert kinds[NormalAgent] == [EasyAgent] * 4


def test_a_searching_answerer_answers_by_normals_search_and_plays_as_the_easy_player():
    from dataclasses import replace
    from cardtable.ai.le_rouge_et_le_noir import NormalAgent, SearchingAnswerer
    s = state([[1, 1, 2], [4, 3, 3], [6, 1, 2], [5, 6, 7]], dealer=0, players=4)
    play(s, up(4), down(6))
    answers = []
    for seed in range(12):
        answerer = SearchingAnswerer(3, random.Random(seed), 32)
        normal = NormalAgent(3, random.Random(seed), deterministic=True)
        normal.budget = replace(normal.budget, playouts=32)
        answers.append(answerer.choose(decision_for(s, 3, answerer)))
        assert answers[-1] == normal.choose(decision_for(s, 3, normal))
    assert answerer.inner.budget.playouts == 32 and {"a": "take"} in answers
    partner_holds = state([[7, 1, 2], [3, 4, 5], [6, 1, 2], [3, 4, 5]], dealer=3, players=4)
    play(partner_holds, up(7), up(3))
    answerer = SearchingAnswerer(2, random.Random(0), 32)
    assert answerer.choose(decision_for(partner_holds, 2, answerer)) == up(1)

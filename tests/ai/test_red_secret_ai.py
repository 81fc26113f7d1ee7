"""Red Secret EasyAgent: its rules of thumb on set positions, and that it
clearly beats random players; the search levels' reading of a face-down red
on the table and ``hard``'s of the reds hidden in earlier tricks
(``ReadsPlays``)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from cardtable.ai import red_secret

from cardtable.ai.base import RandomAgent, decision_for
from cardtable.ai.red_secret import (EasyAgent, HardAgent, NormalAgent, SharedCompletions,
                                     plays_as_easy)
from cardtable.simulate import play_match
from cardtable.engine.options import build_options
from cardtable.engine.red_secret.game import RedSecretGame
from cardtable.engine.red_secret.options import Options
from cardtable.engine.red_secret.rules import pack_key


def game(players):
    return RedSecretGame(build_options(Options, {"players": players, "games": 1}))


def test_gives_the_reds_that_can_never_hide_first():
    hands = [["R1", "R2", "R4", "R5", "R8"] + [f"B{i}" for i in range(1, 9)] + ["G1", "G2", "G3"],
             ["R3", "R6", "R7"] + [f"G{i}" for i in range(4, 9)] + [f"Y{i}" for i in range(1, 9)]]
    st = game(2).new_state(1, deals=[{"dealer": 1, "hands": hands, "stock": [], "actions": []}])
    action = EasyAgent(0, random.Random(0)).choose(decision_for(st, 0))
    assert action == {"a": "give", "cards": ["R8"], "to": 1}
    st.apply(action)
    back = EasyAgent(1, random.Random(0)).choose(decision_for(st, 1))
    assert back["a"] == "return" and len(back["cards"]) == 1 and back["cards"][0][0] != "R"


def four_player_last_seat(my_hand, second="B2"):
    """Seat 1 leads B5, seats 2 and 3 play ``second`` and B7; seat 0 plays
    last with ``my_hand`` (8 cards)."""
    rest = [c for c in (f"{col}{n}" for col in "RBGY" for n in range(1, 9))
            if c not in my_hand and c not in ("B5", second, "B7")]
    hands = [list(my_hand), ["B5"], [second], ["B7"]]
    for seat in (1, 2, 3, 0):
        while len(hands[seat]) < 8:
            hands[seat].append(rest.pop())
    st = game(4).new_state(1, deals=[{"dealer": 0, "hands": hands, "stock": [], "actions": []}])
    for card in ("B5", second, "B7"):
        st.apply({"a": "play", "card": card})
    return st


def test_sandwiches_its_red_to_win_the_trick():
    # 2 < R4 < 7: hidden, and the only red wins: +3 plain, +4 hidden
    st = four_player_last_seat(["R4", "R8", "B1", "G1", "G2", "G3", "G4", "G5"])
    assert EasyAgent(0, random.Random(0)).choose(decision_for(st, 0)) == {"a": "play", "card": "R4"}


def test_trumps_with_its_red_one_when_that_wins():
    # R1 will be revealed (-1) but takes B5, B2, B7 (+3); B1 would give them away
    st = four_player_last_seat(["R1", "B1", "G1", "Y1", "Y2", "Y3", "Y4", "Y5"])
    assert EasyAgent(0, random.Random(0)).choose(decision_for(st, 0)) == {"a": "play", "card": "R1"}


def test_keeps_a_red_that_would_be_revealed_on_a_lost_trick():
    # seat 2 played R8 (face down): R1 and R2 would lose and be revealed
    st = four_player_last_seat(["R1", "R2", "B1", "G1", "Y1", "Y2", "Y3", "Y4"], second="R8")
    assert st.observation(0).trick[1].card is None
    assert EasyAgent(0, random.Random(0)).choose(decision_for(st, 0)) == {"a": "play", "card": "B1"}


@pytest.mark.parametrize("hand,second,card", [
    (["R4", "R8", "B1", "G1", "G2", "G3", "G4", "G5"], "B2", "R4"),
    (["R1", "B1", "G1", "Y1", "Y2", "Y3", "Y4", "Y5"], "B2", "R1"),
    (["R1", "R2", "B1", "G1", "Y1", "Y2", "Y3", "Y4"], "R8", "B1")])
def test_shared_completions_play_the_set_positions_as_the_easy_player(hand, second, card):
    st = four_player_last_seat(hand, second)
    agent = SharedCompletions(0, random.Random(0))
    assert agent.choose(decision_for(st, 0)) == {"a": "play", "card": card}


def easy_values(st, seat, draws):
    """The easy player's own value of each legal card, averaged over ``draws``
    of its completions (``keep_value`` not taken off)."""
    easy = EasyAgent(seat, random.Random(1))
    obs = st.observation(seat)
    return [sum(easy._sample(obs, obs.unseen, a["card"]) for _ in range(draws)) / draws
            for a in st.legal_actions()]


@pytest.mark.parametrize("moves", [0, 1, 2, 3])
def test_shared_completions_value_each_card_as_the_easy_player(moves):
    """Sharing the draws among the options changes no option's value: on
    average over many draws each card is worth what the easy player's own
    completions make it, leading (the later seats' cards drawn by colour),
    with a face-down red on the table, and last to play."""
    st = face_down_red_on_the_table() if moves == 2 else game(4).new_state(5)
    if moves != 2:
        for _ in range(moves):
            st.apply(EasyAgent(0, random.Random(0)).choose(decision_for(st, st.current_player())))
    seat = st.current_player()
    agent = SharedCompletions(seat, random.Random(2))
    agent.samples = 3000
    shared = agent.values(st.observation(seat), [a["card"] for a in st.legal_actions()])
    own = easy_values(st, seat, 3000)
    assert len(set(own)) > 1   # the cards differ: the comparison means something
    assert shared == pytest.approx(own, abs=0.25)


def test_the_last_card_with_nothing_unseen_on_the_table_is_valued_once():
    """Last to play with every card of the trick seen: nothing is left to
    draw, one completion is each card's exact result."""
    class Counting(random.Random):
        shuffled = 0

        def random(self):
            self.shuffled += 1
            return super().random()

    st = four_player_last_seat(["R4", "R8", "B1", "G1", "G2", "G3", "G4", "G5"])
    obs, rng = st.observation(0), Counting(0)
    values = SharedCompletions(0, rng).values(obs, ["R4", "B1"])
    assert values == [3 + 4, -4 / 3]   # B1 gives B5, B2, B7 and B1 to seat 3
    assert rng.shuffled == len(obs.unseen)   # one shuffle of the unseen cards, not ten


def test_shared_completions_play_as_the_easy_player_with_2_and_3_players():
    for players in (2, 3):
        st = game(players).new_state(3)
        while st.card_choices():
            st.apply(EasyAgent(0, random.Random(0)).choose(decision_for(st, st.current_player())))
        seat = st.current_player()
        for k in range(10):
            decision = decision_for(st, seat)
            assert SharedCompletions(seat, random.Random(k)).choose(decision) == \
                EasyAgent(seat, random.Random(k)).choose(decision)


def test_hard_plays_out_with_shared_completions():
    assert HardAgent.rollout is SharedCompletions and HardAgent.habit is EasyAgent


@pytest.mark.parametrize("players,matches,share", [(2, 24, 0.75), (3, 24, 0.55), (4, 40, 0.35)])
def test_easy_beats_random(players, matches, share):
    g = game(players)
    won = 0.0
    for seed in range(matches):
        easy = seed % players
        agents = [(EasyAgent if s == easy else RandomAgent)(s, random.Random(seed * 7 + s))
                  for s in range(players)]
        winners = play_match(g, "t", seed, agents).result["winners"]
        won += (easy in winners) / len(winners)
    assert won / matches > share  # random seats win 1/players each


def face_down_red_on_the_table():
    """Seat 1 leads B5 and seat 2 lays R8 face down (with three low blues
    beside it, the easy player throws the red it can never hide); seat 3,
    holding only greens, is to play and has not seen a red."""
    hands = [["R1", "R2", "R3", "R7", "B4", "B6", "B7", "B8"],
             ["B5", "R4", "R5", "R6", "Y5", "Y6", "Y7", "Y8"],
             ["R8", "B1", "B2", "B3", "Y1", "Y2", "Y3", "Y4"], [f"G{i}" for i in range(1, 9)]]
    st = game(4).new_state(1, deals=[{"dealer": 0, "hands": hands, "stock": [], "actions": []}])
    st.apply({"a": "play", "card": "B5"})
    st.apply({"a": "play", "card": "R8"})
    assert st.observation(3).trick[1].card is None
    return st


def test_the_search_reads_a_face_down_red_as_the_easy_player_meant_it():
    """Redealt at random the face-down red is any of the eight; kept as
    often as the easy player would have laid it, it is R8 (a debt of 8 kept
    in hand, thrown on a trick it wins) far more often, and a middle red
    (worth keeping for a trick that hides it) far less."""
    st = face_down_red_on_the_table()
    plain = Counter(st.determinize(3, random.Random(k)).trick[1].card for k in range(200))
    agent = NormalAgent(3, random.Random(0), deterministic=True)
    read = Counter(agent.sample_world(st).trick[1].card for _ in range(200))
    assert set(plain) == set(read) == {f"R{n}" for n in range(1, 9)}  # nothing ruled out
    assert read["R8"] > 2.5 * plain["R8"]
    middle = ("R4", "R5", "R6")
    assert sum(read[c] for c in middle) < 0.6 * sum(plain[c] for c in middle)


def test_a_world_the_easy_player_would_never_have_played_keeps_the_floor(monkeypatch):
    """When the easy player would never have laid the red in any world, the
    sampler still answers (after ``MAX_REDEALS`` draws) with a world from the
    plain redeal: ``DOUBT`` keeps every red possible."""
    monkeypatch.setattr(red_secret, "plays_as_easy", lambda world, trick, index, rng: False)
    st = face_down_red_on_the_table()
    agent = NormalAgent(3, random.Random(0), deterministic=True)
    drawn = Counter(agent.sample_world(st).trick[1].card for _ in range(200))
    assert set(drawn) == {f"R{n}" for n in range(1, 9)}
    assert max(drawn.values()) < 0.25 * 200


def test_the_reading_asks_only_the_sampled_world():
    """The easy player's view is rebuilt from the world's cards: in a world
    where seat 2 laid R8 beside low blues it throws it; where it laid R4
    beside them it would not have. The real state is never asked: a twin
    (a redeal seen from seat 3) samples the same worlds."""
    st = face_down_red_on_the_table()
    assert sum(plays_as_easy(st, 0, 1, random.Random(k)) for k in range(20)) >= 18
    swapped = st.clone()
    swapped.hands[1] = sorted(["R8" if c == "R4" else c for c in swapped.hands[1]], key=pack_key)
    swapped.trick[1] = dataclasses.replace(swapped.trick[1], card="R4")
    assert sum(plays_as_easy(swapped, 0, 1, random.Random(k)) for k in range(20)) <= 2
    twin = st.determinize(3, random.Random(5))
    worlds = [NormalAgent(3, random.Random(9), deterministic=True).sample_world(s) for s in (st, twin)]
    assert worlds[0].card_places() == worlds[1].card_places()


def red_hidden_in_the_first_trick():
    """Trick 1: seat 1 leads B5, seat 2 lays R6 face down, seat 3 plays B8
    and seat 0 B1: R6 stays hidden (1 < 6 < 8) and wins. Seat 2 then leads
    B2 and seat 3 is to play: holding R4, R5 and R7, it knows the hidden
    red is R2, R3 or R6. Also the state with R6 just laid on the table."""
    hands = [["B1", "R1", "G1", "G2", "G3", "Y1", "Y2", "Y3"],
             ["B5", "B6", "R8", "G4", "G5", "Y4", "Y5", "Y6"],
             ["R6", "B2", "R2", "R3", "G6", "Y7", "Y8", "B3"],
             ["B8", "B7", "B4", "R4", "R5", "R7", "G7", "G8"]]
    st = game(4).new_state(1, deals=[{"dealer": 0, "hands": hands, "stock": [], "actions": []}])
    st.apply({"a": "play", "card": "B5"})
    st.apply({"a": "play", "card": "R6"})
    on_table = st.clone()
    for card in ("B8", "B1", "B2"):
        st.apply({"a": "play", "card": card})
    assert st.tricks[0].hidden[1] and st.observation(3).last_trick.cards[1].card is None
    return on_table, st


def test_a_past_play_is_read_from_the_view_its_player_had_then():
    """Read a trick later, the hidden red is judged exactly as it was when
    it lay on the table: the same view, so the same draws of the easy
    player's choice."""
    on_table, st = red_hidden_in_the_first_trick()
    assert [plays_as_easy(on_table, 0, 1, random.Random(k)) for k in range(12)] == \
        [plays_as_easy(st, 0, 1, random.Random(k)) for k in range(12)]


def fake_reader(world, trick, index, rng):
    """An easy player who would only ever have hidden R6 in the first trick."""
    return trick == len(world.tricks) or world.tricks[trick].cards[index].card == "R6"


def test_hard_reads_the_reds_hidden_in_earlier_tricks(monkeypatch):
    """With the reading of past plays (``hard``) the worlds put there the
    red the easy player would have laid; ``normal`` (the table only) and
    the plain redeal do not, and every red the trick allows stays possible."""
    monkeypatch.setattr(red_secret, "plays_as_easy", fake_reader)
    _, st = red_hidden_in_the_first_trick()

    def hidden(agent):
        return Counter(agent.sample_world(st).tricks[0].cards[1].card for _ in range(150))

    plain = Counter(st.determinize(3, random.Random(k)).tricks[0].cards[1].card for k in range(150))
    normal = hidden(NormalAgent(3, random.Random(0), deterministic=True))
    hard = hidden(HardAgent(3, random.Random(0), deterministic=True))
    assert set(plain) == set(normal) == set(hard) == {"R2", "R3", "R6"}
    assert hard["R6"] > 0.8 * 150 and plain["R6"] < 0.5 * 150 and normal["R6"] < 0.5 * 150


def test_a_world_contradicting_an_earlier_play_keeps_the_floor(monkeypatch):
    """A past play the easy player would never have made rules nothing
    out: after ``MAX_REDEALS`` draws the world is the plain redeal's."""
    monkeypatch.setattr(red_secret, "plays_as_easy", lambda world, trick, index, rng: False)
    _, st = red_hidden_in_the_first_trick()
    agent = HardAgent(3, random.Random(0), deterministic=True)
    drawn = Counter(agent.sample_world(st).tricks[0].cards[1].card for _ in range(150))
    assert set(drawn) == {"R2", "R3", "R6"} and max(drawn.values()) < 0.5 * 150


def test_hard_reading_the_past_asks_only_the_sampled_world():
    """A twin of the real state (redealt for seat 3) samples the same
    worlds: the real hidden red is never asked."""
    _, st = red_hidden_in_the_first_trick()
    twin = st.determinize(3, random.Random(5))
    worlds = [HardAgent(3, random.Random(9), deterministic=True).sample_world(s) for s in (st, twin)]
    assert worlds[0].card_places() == worlds[1].card_places()
    assert worlds[0].tricks == worlds[1].tricks


@pytest.mark.parametrize("players", [3, 4])
def test_hard_plays_for_the_match_with_4_players_and_for_points_with_fewer(players):
    """A first game played out to its end (the match has two): with 4
    players hard's play-out value is its chance of winning the match then;
    with 3 (and with normal, at any size) the points gained against the
    others' average."""
    from cardtable.ai.base import gain
    from cardtable.ai.search import match_equity
    state = RedSecretGame(build_options(Options, {"players": players, "games": 2})).new_state(5)
    world = state.clone()
    agents = [EasyAgent(s, random.Random(s)) for s in range(players)]
    while not state.game_scores:
        seat = state.current_player()
        state.apply(agents[seat].choose(decision_for(state, seat)))
    assert len(state.game_scores) == 1 and any(state.returns())
    hard = HardAgent(1, random.Random(0), deterministic=True)
    points = gain(world.returns(), state.returns(), 1)
    assert NormalAgent(1, random.Random(0)).judge(world, state) == points
    if players == 4:
        assert hard.judge(world, state) == match_equity(state.returns(), 1, 1, HardAgent.deal_spread[4])
    else:
        assert hard.judge(world, state) == points

"""The duel's equilibrium players: the deal model follows the engine, the
shipped strategy covers every position its own moves reach against any
opponent, the agents play legal moves from their observation alone, and the
registry offers them."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import duel_deal
from cardtable.ai.base import decision_for
from cardtable.ai.le_rouge_et_le_noir_cfr import (SCALE, EquilibriumAgent, HardAgent, NormalAgent,
                                                stored_weights, to_action)
from cardtable.ai.registry import available_levels, make_agent
from cardtable.ai.search import SearchAgent
from cardtable.engine.cards import number_rank
from cardtable.engine.le_rouge_et_le_noir.game import LeRougeEtLeNoirGame
from cardtable.engine.le_rouge_et_le_noir.options import Options
from cardtable.engine.rng import agent_rng
from cardtable.simulate import play_match
from tests.ai.test_le_rouge_et_le_noir_ai import down, play, state, up

DECKS = ("standard", "short")


def ranks(cards) -> tuple[int, ...]:
    return tuple(sorted(number_rank(c) for c in cards))


def random_positions(deck: str, seed: int, deals: int):
    """Random play of ``deals`` deals; yields (engine state, seat to act, deal
    model of the same position, seat leading the deal) before every decision,
    and checks the model's points against the engine's at each deal's end."""
    game = LeRougeEtLeNoirGame(Options(deck=deck, target=1000))
    s = game.new_state(seed)
    rng = random.Random(seed)
    for _ in range(deals):
        number = len(s.deal_log)
        leader = (s.dealer + 1) % 2
        model = duel_deal.DealState((ranks(s.hands[leader]), ranks(s.hands[1 - leader])), s.carry)
        while len(s.deal_log) == number:
            seat = s.current_player()
            yield s, seat, model, leader
            action = rng.choice(s.legal_actions())
            label = {"take": duel_deal.TAKE, "pass": duel_deal.PASS}.get(action["a"]) or \
                f"{number_rank(action['card'])}{duel_deal.DOWN if action['face'] == 'down' else duel_deal.UP}"
            model = model.child(label)
            s.apply(action)
        result = s.last_result
        assert model.over
        expected = 0 if result["winner"] is None else \
            result["points"] * (1 if result["winner"] == leader else -1)
        assert model.utility() == expected


@pytest.mark.parametrize("deck", DECKS)
def test_deal_model_follows_the_engine(deck):
    """Same player, same information-set key (the engine side read from the
    observation only), same legal moves, same points at the end."""
    for s, seat, model, leader in random_positions(deck, 11, 300):
        obs = s.observation(seat)
        assert model.player() == (0 if seat == leader else 1)
        assert model.key() == duel_deal.info_key(duel_deal.history_of(obs), ranks(obs.hand))
        moves = [to_action(label, obs.hand) for label in model.actions()]
        assert sorted(map(str, moves)) == sorted(map(str, s.legal_actions()))


@pytest.mark.parametrize("deck", DECKS)
def test_shipped_strategy_covers_play_against_random_moves(deck):
    """Every position the strategy's own moves can lead to is in the file,
    whatever the opponent does (here: anything legal, at random)."""
    game = LeRougeEtLeNoirGame(Options(deck=deck, target=1000))
    s = game.new_state(5)
    rng = random.Random(5)
    hard = [HardAgent(seat, random.Random(seat)) for seat in range(2)]
    positions = 0
    while len(s.deal_log) <= 400:
        seat = s.current_player()
        if len(s.deal_log) % 2 == seat:   # each seat plays the strategy in every other deal
            obs = s.observation(seat)
            weights = stored_weights(deck, s.carry, duel_deal.history_of(obs), ranks(obs.hand))
            assert weights is not None and abs(sum(weights) - SCALE) <= 3  # rounding
            positions += 1
            s.apply(hard[seat].choose(decision_for(s, seat)))
        else:
            s.apply(rng.choice(s.legal_actions()))
    assert positions > 800


@pytest.mark.parametrize("deck", DECKS)
def test_choice_does_not_depend_on_hidden_cards(deck):
    """The same observation and generator give the same choice in any world
    consistent with what the seat has seen."""
    differing_worlds = 0
    for i, (s, seat, _, _) in enumerate(random_positions(deck, 23, 60)):
        world = s.determinize(seat, random.Random(i))
        assert world.observation(seat) == s.observation(seat)
        differing_worlds += world.hands[1 - seat] != s.hands[1 - seat]
        for cls in (HardAgent, NormalAgent):
            real = cls(seat, random.Random(i)).choose(decision_for(s, seat))
            assert cls(seat, random.Random(i)).choose(decision_for(world, seat)) == real
    assert differing_worlds > 50


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("levels", [("hard", "easy"), ("normal", "random"), ("hard", "normal")])
def test_agents_play_whole_matches(deck, levels):
    """play_match refuses an illegal action, so a finished match is the check."""
    game = LeRougeEtLeNoirGame(Options(deck=deck))
    for i in range(3):
        agents = [make_agent("le_rouge_et_le_noir", levels[(seat + i) % 2], seat, agent_rng(i, seat),
                             players=2)
                  for seat in range(2)]
        record = play_match(game, "test", 40 + i, agents)
        assert record.result["winners"]


def test_levels_offered_and_four_players_handed_on():
    assert available_levels("le_rouge_et_le_noir") == ["random", "easy", "normal", "hard"]
    game = LeRougeEtLeNoirGame(Options(players=4))
    agents = [make_agent("le_rouge_et_le_noir", "hard", seat, agent_rng(3, seat), players=4)
              for seat in range(4)]
    assert play_match(game, "test", 3, agents).result["winners"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_player_count_picks_the_equilibrium_or_the_search(level):
    """Two players: the table look-up, which asks for no determinized world
    (so the table does not send it to the thinking process); four: the
    search, which needs one."""
    duel = make_agent("le_rouge_et_le_noir", level, 0, random.Random(1), players=2)
    partners = make_agent("le_rouge_et_le_noir", level, 0, random.Random(1), players=4)
    assert isinstance(duel, EquilibriumAgent) and not duel.needs_world
    assert isinstance(partners, SearchAgent) and partners.needs_world
    s = state([[1, 2, 7], [3, 4, 5]], dealer=0)
    play(s, up(5))
    assert decision_for(s, 0, duel).world is None


def test_hard_plays_the_equilibrium_frequencies():
    """The sampled choices follow the stored weights."""
    s = state([[1, 2, 7], [3, 4, 5]], dealer=0)   # seat 1 leads
    play(s, up(5))
    decision = decision_for(s, 0)
    weights = stored_weights("standard", 0, duel_deal.history_of(decision.observation), (1, 2, 7))
    labels = duel_deal.play_actions((1, 2, 7), True)
    n = 3000
    counts = {label: 0 for label in labels}
    for i in range(n):
        action = HardAgent(0, random.Random(i)).choose(decision)
        counts[next(lab for lab in labels if to_action(lab, decision.observation.hand) == action)] += 1
    for label, weight in zip(labels, weights):
        assert counts[label] / n == pytest.approx(weight / sum(weights), abs=0.03)


def test_takes_when_passing_loses_the_match():
    s = state([[1, 1, 2], [5, 6, 7]], dealer=0, scores=[0, 10])  # seat 1 leads, needs 1 point
    play(s, up(5), up(1), down(7))  # seat 1 won the trick and doubles: a pass gives it the match
    for i in range(20):
        assert HardAgent(0, random.Random(i)).choose(decision_for(s, 0)) == {"a": "take"}


def test_the_hints_mix_is_the_stored_strategy():
    """What the hint shows (``shares``): the stored weights as probabilities,
    likeliest first, without the actions never played; a forced take alone."""
    s = state([[1, 2, 7], [3, 4, 5]], dealer=0)   # seat 1 leads
    play(s, up(5))
    decision = decision_for(s, 0)
    weights = stored_weights("standard", 0, duel_deal.history_of(decision.observation), (1, 2, 7))
    labels = duel_deal.play_actions((1, 2, 7), True)
    expected = sorted(((to_action(label, decision.observation.hand), w / SCALE)
                       for label, w in zip(labels, weights) if w > 0), key=lambda pair: -pair[1])
    shares = HardAgent(0, random.Random(1)).shares(decision)
    assert [(share.action, share.probability) for share in shares] == expected
    assert len(shares) >= 2 and sum(share.probability for share in shares) == pytest.approx(1, abs=0.02)

    s = state([[1, 1, 2], [5, 6, 7]], dealer=0, scores=[0, 10])
    play(s, up(5), up(1), down(7))   # a pass would give seat 1 the match
    assert [(x.action, x.probability) for x in HardAgent(0, random.Random(1)).shares(decision_for(s, 0))] == \
        [({"a": "take"}, 1.0)]


def test_agents_survive_pickling():
    """The table sends an agent to its thinking process by pickle."""
    import pickle

    s = state([[1, 2, 7], [3, 4, 5]], dealer=0)
    play(s, up(5))
    for cls in (HardAgent, NormalAgent):
        agent = pickle.loads(pickle.dumps(make_agent("le_rouge_et_le_noir", cls.level, 0, random.Random(4),
                                                  players=2)))
        assert type(agent) is cls
        assert agent.choose(decision_for(s, 0)) == cls(0, random.Random(4)).choose(decision_for(s, 0))

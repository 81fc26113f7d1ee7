"""The offline solver: CFR+ and the exact best response on Kuhn poker, whose
answers are known, and the recompute script on the short deck."""

from __future__ import annotations

import gzip
import json

import pytest

from cardtable.ai import duel_deal
from cardtable.ai.cfr_solver import GameTree, best_response_value, cfr_plus, exploitability
from cardtable.ai.le_rouge_et_le_noir_cfr import unpack
from tests.ai.kuhn import kuhn_roots


@pytest.fixture(scope="module")
def kuhn():
    return GameTree(kuhn_roots())


def test_kuhn_uniform_strategy_is_exploitable_by_the_known_amount(kuhn):
    assert len(kuhn.keys) == 12
    assert 2 * exploitability(kuhn, kuhn.uniform()) == pytest.approx(11 / 12)


def test_best_response_to_always_betting(kuhn):
    """Worked out by hand. Facing a bet from a player who always bets, player 1
    calls with the king (+2), calls with the queen (0: beats the jack, loses to
    the king) and folds the jack (-1): 1/3. Against a player 1 who always bets
    and calls, player 0 bets the king (+2), anything with the queen (0), and
    checks and folds the jack (-1): 1/3 as well."""
    always_bet = kuhn.from_table({key: [0.0, 1.0] for key in kuhn.keys})
    assert best_response_value(kuhn, always_bet, 1) == pytest.approx(1 / 3)
    assert best_response_value(kuhn, always_bet, 0) == pytest.approx(1 / 3)


def test_cfr_plus_finds_kuhn_equilibrium(kuhn):
    strategy = cfr_plus(kuhn, 1000)
    assert kuhn.values(strategy)[0] == pytest.approx(-1 / 18, abs=1e-3)
    assert exploitability(kuhn, strategy) < 1e-3
    # the best response to an equilibrium earns exactly the game value
    assert best_response_value(kuhn, strategy, 0) == pytest.approx(-1 / 18, abs=1e-3)


def test_deal_probabilities_sum_to_one():
    for short in (True, False):
        assert sum(p for p, _ in duel_deal.deals(short)) == pytest.approx(1.0)


def test_recompute_script_on_the_short_deck(tmp_path):
    from scripts.compute_duel_strategy import main

    assert main(["--deck", "short", "--iterations", "20", "--carries", "0", "--out", str(tmp_path)]) == 0
    with gzip.open(tmp_path / "duel_strategy_short.json.gz", "rt", encoding="utf-8") as f:
        data = json.load(f)
    assert set(data["strategies"]) == {"0"}
    tree = GameTree(duel_deal.roots(True))
    table = unpack(data["strategies"]["0"])
    # exactly the information sets the strategy's own moves reach
    reached = tree.reachable(tree.from_table(table))
    assert set(table) == {key for key, live in zip(tree.keys, reached) if live}
    assert 0 < len(table) < len(tree.keys)
    # twenty iterations already beat playing uniformly by far
    assert data["quality"]["0"]["exploitability"] < exploitability(tree, tree.uniform()) / 10
    assert data["quality"]["0"]["exploitability"] == pytest.approx(
        exploitability(tree, tree.from_table(table)))


def test_carry_shifts_every_decided_deal():
    from cardtable.ai.duel_solve import with_carry

    some = slice(0, 60)  # a few deals are enough to see every kind of ending
    built = GameTree(duel_deal.roots(True, carry=2)[some])
    shifted = with_carry(GameTree(duel_deal.roots(True)[some]), 2)
    assert (shifted.utility == built.utility).all() and (built.utility != 0).any()

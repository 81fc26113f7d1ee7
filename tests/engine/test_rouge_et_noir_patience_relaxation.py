"""The solver's proofs of loss. The relaxation (``relaxation.py``) fails on
hand-built dead positions for the reason its docstring gives, passes their
won twins, and never fails where a simple exhaustive search finds a win, nor
anywhere along the solver's winning lines of real deals; and the solver's
"lost" late in real deals is the simple search's."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
from cardtable.engine.rouge_et_noir_patience.options import Options
from cardtable.engine.rouge_et_noir_patience.relaxation import hopeless
from cardtable.engine.rouge_et_noir_patience.solver import solve
from tests.engine.patience_exhaustive import exhaustive, played_to
from tests.engine.test_rouge_et_noir_patience import make
from tests.engine.test_rouge_et_noir_patience_solver import relaxed_fails, replay_line, small_endgame

WON_LINES = Path(__file__).with_name("patience_won_lines.jsonl")
REDS_ABOVE_THREE = ["KD", "QH", "JD", "TH", "9D", "8H", "7D", "6H", "5D"]


def test_a_foundation_takes_only_the_cards_it_lacks():
    """One red foundation is complete, the other holds its Ace: the red 3
    lies on the only red 2 still to go up and nothing takes it in the
    tableau (every black card is out). The complete foundation does not
    let it out: the one below it lacks the 2. With the 2 on top, the same
    cards win."""
    stuck = make([["3D"], ["4H"]], hidden=[["2D"], REDS_ABOVE_THREE],
                 found=(13, 1, 13, 13), disc=(True,) * 4)
    assert relaxed_fails(stuck)
    assert exhaustive(stuck.clone(), 1000) == "lost"
    free = make([["2D"], ["4H"]], hidden=[["3D"], REDS_ABOVE_THREE],
                found=(13, 1, 13, 13), disc=(True,) * 4)
    assert not relaxed_fails(free)
    answer = solve(free, max_seconds=None)
    assert answer.verdict == "won" and replay_line(free, answer.line).end == "won"


def king_over_its_ace(first: list[str]):
    """The last black-King run is still to be made; its King lies on the
    cards ``first`` (bottom first) in a tableau with no empty column, every
    black foundation complete, one red foundation at its Ace. The red
    foundation cards 3, 5, ..., K have nothing to go on (the black cards
    they build on are all out), so each column is held by one of them or by
    a run card whose places to go lie under them; the red Queen on column 2
    can go onto the King, and that is the only move."""
    return make([["KS"], ["QD"], ["5D"], ["7D"], ["9D"], ["JD"], ["KD"], ["3S"], ["7S"], ["5S"]],
                hidden=[first, ["4D", "3D"], ["6D"], ["8D", "6H"], ["TD", "4H"], [],
                        ["QH", "JS", "TH"], ["9S", "8H", "2H"]],
                found=(13, 1, 13, 13), disc=(True, True, True, False))


def test_a_king_goes_to_a_discard_pile_only_with_every_kind_of_its_run():
    """The King's run needs a black Ace, and the only one lies under the
    King with the red 2 the foundation needs: the King cannot go to the
    discard pile before the Ace is free, nor into an empty column nor to a
    foundation, so nothing ever comes out. (Without the rule the King would
    leave for its discard pile and free everything.)"""
    dead = king_over_its_ace(["2D", "AS"])
    assert not dead.is_terminal()   # the Queen can move
    assert relaxed_fails(dead)
    assert exhaustive(dead.clone(), 10_000) == "lost"
    answer = solve(dead, max_seconds=None)
    assert answer.verdict == "lost" and answer.nodes <= 1


@pytest.mark.parametrize("seed", [0, *(pytest.param(s, marks=pytest.mark.slow) for s in range(1, 25))])
def test_the_relaxation_never_fails_a_position_a_simple_search_wins(seed):
    """Random endgames (foundations high, mostly a run in pieces, a short
    stock): wherever the simple exhaustive search finds a win, the
    relaxation passes. ``-m slow`` runs 24 more samples."""
    rng = random.Random(seed)
    answers = []
    while len(answers) < 8:
        state = small_endgame(rng, run_in_play=rng.random() < 0.7)
        if state.end is not None:
            continue
        truth = exhaustive(state.clone(), 1000)
        if truth is None:
            continue
        fails = relaxed_fails(state)
        assert not (fails and truth == "won"), (state.up, state.hidden, state.stock)
        answers.append((fails, truth))
    if seed == 0:   # the sample shows both answers and the cut at work
        assert {truth for _, truth in answers} == {"won", "lost"} and any(f for f, _ in answers)


def won_lines() -> list[tuple[int, list[str], list[dict]]]:
    """Winning lines of real deals written by ``cardtable solve --deals
    1-13,15,16,18,20,23,25,26 --record``: (deal number, its stock, the
    actions)."""
    lines = []
    for text in WON_LINES.read_text(encoding="utf-8").splitlines():
        record = json.loads(text)
        deal = record["deals"][0]
        actions = [{k: v for k, v in action.items() if k != "p"} for action in deal["actions"]]
        lines.append((record["seed"], deal["stock"], actions))
    return lines


def test_every_position_of_the_recorded_winning_lines_passes():
    """The relaxation is a proof of loss only if no won position fails it:
    along the solver's winning lines of 20 deals (every move, deals and
    discards included, replayed through the engine) it never does."""
    lines = won_lines()
    assert len(lines) == 20
    for deal, stock, actions in lines:
        state = PatienceGame(Options()).new_state(deal)
        assert state.stock == stock
        for action in actions:
            table = state.table()
            assert not hopeless(state.hidden, table.up, table.found, table.disc, state.stock), deal
            state.apply(action)
        assert state.end == "won"


def test_lost_late_in_real_deals_is_confirmed_by_the_simple_search():
    """Deals 1-4 played on at random to their last stage (stock dealt out),
    three playouts each: every position the solver proves lost within 3,000
    positions (the relaxation and the proof together) is lost for the simple
    exhaustive search too, and there are enough of them to mean something."""
    game = PatienceGame(Options())
    lost = 0
    for deal in range(1, 5):
        for seed in range(3):
            state = played_to(game.new_state(deal), random.Random(seed), 0)
            if state.end is not None:
                continue
            answer = solve(state.clone(), max_nodes=3000)
            if answer.verdict == "won":
                assert replay_line(state.clone(), answer.line).end == "won"
            if answer.verdict == "lost":
                assert exhaustive(state, 20_000) == "lost", (deal, seed)
                lost += 1
    assert lost >= 5

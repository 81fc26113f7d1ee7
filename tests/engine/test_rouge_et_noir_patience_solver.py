"""The Rouge et Noir solver ("thoughtful" patience): wins found replay legally
to a won game under every option, a dead position is proved lost, a tiny
budget says unknown, answers are deterministic, and no computer player can
reach it."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest

from cardtable.engine.rouge_et_noir_patience.game import PatienceGame
from cardtable.engine.rouge_et_noir_patience.options import Options
from cardtable.engine.rouge_et_noir_patience.rules import Move, parse_move
from cardtable.engine.rouge_et_noir_patience.solver import _Search, solve
from tests.engine.test_rouge_et_noir_patience import make, run_from_king, snapshot

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
OPTIONS = [dict(deal_when=w, auto_foundation=a)
           for w, a in itertools.product(("any", "stuck"), (False, True))]


def near_won(**opts):
    """Three runs and the black foundations out, the red ones at 10. Left: a
    black-King run in pieces (its 2H and AS still in the stock) and the red
    Jacks, Queens and Kings, a Jack and a Queen face down. Winning takes
    joining the pieces, turning both cards, a deal, the discard and six
    foundation moves."""
    return make([["KS", "QH", "JS", "TH", "9S"], ["8H", "7S", "6H"], ["KH"], ["5S", "4H", "3S"],
                 ["JH"]], hidden=[["JD"], ["QD"]], found=(10, 10, 13, 13),
                disc=(True, True, True, False), stock=["2H", "AS", "QD", "KD"], **opts)


def dead():
    """The red Jack lies face down under a red Queen, which can go only onto
    the black King at the foot of the last run: the run can still be joined
    and discarded (a few dozen positions to search), the Jack never comes
    out."""
    return make([["KS", "QH", "JS", "TH", "9S", "8H"], ["7S", "6H", "5S", "4H", "3S"], ["QD"],
                 ["KH"]], hidden=[["2H"], ["AS"], ["JH"]], found=(10, 13, 13, 13),
                disc=(True, True, True, False))


def replay_line(state, line):
    """Apply the line through the engine (which checks every move)."""
    for action in line:
        state.apply(action)
    return state


@pytest.mark.parametrize("opts", OPTIONS, ids=lambda o: f"{o['deal_when']}-auto{o['auto_foundation']}")
def test_near_won_position_is_solved_and_the_line_replays_to_a_win(opts):
    state = near_won(**opts)
    before = snapshot(state)
    answer = solve(state, max_nodes=20_000)
    assert snapshot(state) == before            # the solver searched copies
    assert answer.verdict == "won"
    assert {"a": "deal"} in answer.line
    assert replay_line(state, answer.line).end == "won"


def test_detours_are_taken_out_of_a_winning_line():
    state = near_won()
    line = [None if a["a"] == "deal" else parse_move(a) for a in solve(state).line]
    search = _Search(state, None, None)
    there_and_back = [Move(2, "t", 5, 1), Move(5, "t", 2, 1)]            # the red King 3 -> 6 -> 3
    two_steps = [Move(2, "t", 5, 1), Move(5, "t", 6, 1), Move(6, "t", 2, 1)]   # 3 -> 6 -> 7 -> 3
    for detour in (there_and_back, two_steps):
        assert search.walk(search.root, detour + line) is not None     # a longer winning line
        assert search.shorten(detour + line) == line


def test_one_move_from_the_win():
    state = make([["KH"], run_from_king(False)], found=(13, 12, 13, 13),
                 disc=(True, True, True, False))
    answer = solve(state)
    assert answer.verdict == "won" and len(answer.line) == 2
    assert replay_line(state, answer.line).end == "won"


def test_an_opening_deal_is_won_and_replays():
    state = PatienceGame(Options()).new_state(4)
    answer = solve(state, max_nodes=15_000)
    assert answer.verdict == "won"
    assert replay_line(state, answer.line).end == "won"


def test_dead_position_is_proved_lost():
    state = dead()
    assert not state.is_terminal()   # moves are left, just none that wins
    answer = solve(state)
    assert answer.verdict == "lost" and answer.line == ()
    assert 10 < answer.nodes < 1000


def test_tiny_budget_says_unknown():
    answer = solve(PatienceGame(Options()).new_state(1), max_nodes=50)
    assert answer.verdict == "unknown" and answer.nodes == 50 and answer.line == ()


def test_a_stop_request_ends_the_search():
    asked = []
    answer = solve(PatienceGame(Options()).new_state(1), stop=lambda: asked.append(1) or True)
    assert answer.verdict == "unknown" and asked


def test_answers_are_deterministic():
    for make_state in (near_won, lambda: PatienceGame(Options()).new_state(2)):
        first, again = solve(make_state(), max_nodes=3000), solve(make_state(), max_nodes=3000)
        assert first == again


def test_suits_do_not_matter_to_the_search():
    """Hearts and diamonds (spades and clubs) swapped: the same search."""
    swap = str.maketrans("HDSC", "DHCS")
    state, twin = near_won(), near_won()
    for piles in ("hidden", "up", "found", "disc"):
        setattr(twin, piles, [[c.translate(swap) for c in pile] for pile in getattr(state, piles)])
    twin.stock = [c.translate(swap) for c in state.stock]
    assert solve(state) == solve(twin)


def test_over_games_need_no_search():
    won = make([], found=(13, 13, 13, 13), disc=(True,) * 4)
    assert won.end == "won" and solve(won).verdict == "won"


# The player aids built on the solver: the list of winnable deals and the
# review of a game. Like the solver, no computer player may reach them.
AIDS = (".solver", ".winnable", ".review")


def test_no_computer_player_reaches_the_solver():
    """The solver looks at face-down cards: only the player aids may import
    it (the table's, and the engine's own aid modules), never the AI layer nor
    the engine modules a player uses."""
    users = []
    for path in [*(PACKAGE / "ai").rglob("*.py"), *(PACKAGE / "engine").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith(AIDS):
                users.append(path.name)
            if isinstance(node, ast.Import) and any(a.name.endswith(AIDS) for a in node.names):
                users.append(path.name)
    assert sorted(users) == ["review.py", "winnable.py"]   # each imports the solver, nothing else does

"""The shipped list of winnable Rouge et Noir deals: proved for the shipped
options, a sample proved won again by the solver (every number: the benchmark
``benchmarks/winnable_deals.py``), and the command that grows it."""

from __future__ import annotations

import random

import pytest

from cardtable.catalog import catalog
from cardtable.cli import main
from cardtable.engine.errors import CardtableError
from cardtable.engine.rouge_et_noir_patience.solver import solve
from cardtable.engine.rouge_et_noir_patience.winnable import read_list, winnable_deals, write_list

GAME = catalog().get("rouge-et-noir-patience").make_game()
PROOF_NODES = 1_000_000  # every deal of the shipped list was won within 980,742 positions
# (deals 1-1000, ``cardtable winnable --nodes 1000000``: README)


def test_the_shipped_list_holds_for_the_shipped_options():
    options, numbers = read_list()
    assert options == GAME.options_dict()
    assert len(numbers) >= 10 and numbers == tuple(sorted(set(numbers)))
    assert winnable_deals(GAME.options_dict()) == numbers
    assert winnable_deals({**GAME.options_dict(), "deal_when": "other"}) == ()


def test_a_sample_of_the_list_is_won_by_the_solver():
    numbers = read_list()[1]
    for number in random.Random(17).sample(numbers, 2):
        solution = solve(GAME.new_state(number), max_nodes=PROOF_NODES)
        assert solution.verdict == "won", number
        state = GAME.new_state(number)
        for action in solution.line:   # the line is legal and wins
            state.apply(action)
        assert state.is_terminal() and state.match_result()["winners"] == [0]


def test_the_command_adds_the_deals_it_proves_and_keeps_the_rest(home, tmp_path, capsys):
    out = tmp_path / "winnable.txt"
    write_list(out, GAME.options_dict(), [100])
    assert main(["winnable", "--from", "4", "--to", "4", "--nodes", "30000", "--out", str(out)]) == 0
    assert read_list(out) == (GAME.options_dict(), (4, 100))
    assert "1 of 1 deals proved winnable" in capsys.readouterr().out


def test_the_command_refuses_a_list_of_other_options_and_a_bad_file(home, tmp_path, capsys):
    other = tmp_path / "other.txt"
    write_list(other, {"deal_when": "other"}, [5])
    assert main(["winnable", "--from", "1", "--to", "1", "--out", str(other)]) == 1
    assert "other options" in capsys.readouterr().err
    bad = tmp_path / "bad.txt"
    bad.write_text("5\n6\n")
    with pytest.raises(CardtableError):
        read_list(bad)
    assert main(["winnable", "--from", "3", "--to", "2", "--out", str(bad)]) == 1

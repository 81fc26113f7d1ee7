"""``benchmarks/ai_strength.py --from NEW --against BASE``: the paired
comparison of two runs of the same matches, of two versions of the code or
of two budgets (a quarter against the table's, as docs/ai-strength.md's
sections 43 and 44 needed)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import ai_strength  # noqa: E402


def run(scale, credit_of, seeds=(1, 2, 3)) -> list[dict]:
    """A 4-player run's lines: ``credit_of(seed, seat)`` for each match."""
    return [{"ruleset": "tarot-4p", "set": [], "scale": scale, "pair": "hard:easy", "seed": seed,
             "seat": seat, "credit": credit_of(seed, seat), "points": 10.0 * seat, "seconds": 1.0}
            for seed in seeds for seat in range(4)]


def test_two_budgets_of_the_same_matches_are_paired(capsys):
    base = run(1, lambda seed, seat: 0.25)
    quarter = run(0.25, lambda seed, seat: 1.0 if (seed, seat) == (1, 0) else 0.25)
    ai_strength.compare(quarter, base)
    out = capsys.readouterr().out.splitlines()[-1]
    # one match of 12 won outright instead of a fair share: (1 - 0.25) x 4 / 12
    assert "+0.250" in out and out.split()[2] == "12"
    assert out.endswith("x0.25 against x1")


def test_a_pairing_at_several_budgets_in_one_side_is_not_guessed(capsys):
    base = run(1, lambda seed, seat: 0.25) + run(0.5, lambda seed, seat: 0.0)
    ai_strength.compare(run(0.25, lambda seed, seat: 0.25), base)
    captured = capsys.readouterr()
    assert "tarot-4p" not in captured.out   # no row: which base was meant is not known
    assert "several budgets (x1, x0.5)" in captured.err


def test_a_run_of_one_seed_says_it_has_no_interval(capsys):
    ai_strength.summarise(run(1, lambda seed, seat: 1.0 if seat == 0 else 0.0, seeds=(7,)))
    row = capsys.readouterr().out.splitlines()[-1]
    assert "nan" not in row
    assert row.count("(one seed)") == 3   # the share, its multiple and the points
    assert "1 seeds 7-7" in row

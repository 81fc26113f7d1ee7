"""``benchmarks/ai_strength.py``'s 95% interval: over base seeds (a seed's
rotations play the same cards, so only seeds are independent draws), with
Student's t for the number of seeds (docs/ai-strength.md, section 53)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import ai_strength  # noqa: E402


@pytest.mark.parametrize("df,table", [(1, 12.706), (2, 4.303), (3, 3.182), (5, 2.571), (10, 2.228),
                                      (29, 2.045), (99, 1.984), (10_000, 1.960)])
def test_t_975_is_students_97_5_point(df, table):
    """Against the printed tables' three decimals."""
    assert ai_strength.t_975(df) == pytest.approx(table, abs=0.0015)


def test_only_the_seeds_means_count():
    """Rotations that share a seed's luck between them (one seat won, the
    others lost) are as good as rotations that all drew a fair share: the
    interval is the seeds' spread, not the matches'."""
    spread_out = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]]
    even = [[1 / 3] * 3 for _ in spread_out]
    assert ai_strength.interval(spread_out)[1:] == pytest.approx(ai_strength.interval(even)[1:])
    assert ai_strength.interval(even)[1:] == pytest.approx((1 / 3, 1 / 3))
    lucky = [[1.0, 1.0, 0.0], [0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]
    mean, low, high = ai_strength.interval(lucky)
    assert low < 1 / 3 < high and mean == pytest.approx(1 / 3)


def test_the_interval_holds_the_truth_nineteen_times_in_twenty():
    """Simulated marks of 30 seeds, 4 rotations each, a seed's own chance
    of winning drawn anew for each seed (the cards' luck): the interval
    holds the true mean in about 95% of them."""
    rng = random.Random(53)
    truth, runs, held = 0.3, 2000, 0
    for _ in range(runs):
        seeds = []
        for _ in range(30):
            chance = min(1.0, max(0.0, rng.gauss(truth, 0.15)))
            seeds.append([float(rng.random() < chance) for _ in range(4)])
        _, low, high = ai_strength.interval(seeds, None)
        held += low <= truth <= high
    assert 0.93 <= held / runs <= 0.97

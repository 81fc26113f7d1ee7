"""Computing and checking the shipped duel strategy (offline: needs NumPy).

``scripts/compute_duel_strategy.py`` calls ``solve`` and ``write``;
``benchmarks/duel_exploitability.py`` calls ``exploitability_of``. The
file format is read by ``le_rouge_et_le_noir_cfr.load_strategy``.
"""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path
from typing import Callable, Mapping

import numpy as np

from cardtable.ai import duel_deal
from cardtable.ai.cfr_solver import GameTree, cfr_plus, exploitability
from cardtable.ai.le_rouge_et_le_noir_cfr import SCALE, pack

DATA = Path(__file__).resolve().parent / "data"


def deal_tree(deck: str) -> GameTree:
    return GameTree(duel_deal.roots(deck == "short"))


def with_carry(tree: GameTree, carry: int) -> GameTree:
    """The same deal with ``carry`` points carried in: every non-tied deal is
    worth ``carry`` more to its winner, so each nonzero payoff moves ``carry``
    further from zero (cheaper than building the tree again; a test checks it
    against ``DealState.carry``)."""
    shifted = copy.copy(tree)
    shifted.utility = tree.utility + carry * np.sign(tree.utility)
    return shifted


def quantize(tree: GameTree, strategy: np.ndarray) -> dict[str, list[int]]:
    """The strategy as integer weights (``SCALE`` per information set) for the
    information sets its own moves can reach: a few times smaller than all of
    them, and the same strategy for play and for a best response. (No row
    rounds to all zeros: with at most six actions one has 1/6 or more.)"""
    weights = np.rint(strategy * SCALE).astype(np.int64)
    return {tree.keys[i]: weights[tree.offset[i]:tree.offset[i] + len(tree.actions[i])].tolist()
            for i in np.nonzero(tree.reachable(tree.normalize(weights)))[0]}


def solve(tree: GameTree, carry: int, iterations: int,
          log: Callable[[str], None] = print) -> tuple[dict[str, list[int]], dict[str, float]]:
    """CFR+ on the deal ``tree`` with ``carry``; the quantized strategy and
    its measured quality (as shipped, after quantizing)."""
    log(f"carry {carry}: {tree.nodes} nodes, {len(tree.keys)} information sets")
    shifted = with_carry(tree, carry)
    table = quantize(shifted, cfr_plus(shifted, iterations))
    expl, value = exploitability_of(tree, table, carry)
    log(f"  after {iterations} iterations: exploitability {expl:.5f} "
        f"points per deal, value for the leader {value:+.4f}")
    return table, {"exploitability": expl, "value": value}


def write(path: Path, deck: str, iterations: int,
          solved: dict[int, tuple[dict[str, list[int]], dict[str, float]]]) -> None:
    data = {"deck": deck, "iterations": iterations, "scale": SCALE,
            "quality": {str(c): q for c, (_, q) in solved.items()},
            "strategies": {str(c): pack(t) for c, (t, _) in solved.items()}}
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as out:
        json.dump(data, out, separators=(",", ":"), sort_keys=True)


def exploitability_of(tree: GameTree, table: Mapping[str, list[int]],
                      carry: int) -> tuple[float, float]:
    """(exploitability, value for the leader) of a table {info key: weights}
    played with ``carry`` points carried in, by an exact best response over
    the deal ``tree``."""
    tree = with_carry(tree, carry)
    strategy = tree.from_table(table)
    return exploitability(tree, strategy), float(tree.values(strategy)[0])

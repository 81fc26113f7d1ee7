"""Computing and checking the shipped duel strategy (offline: needs NumPy).

``scripts/compute_duel_strategy.py`` calls ``solve`` and ``write``;
``benchmarks/duel_exploitability.py`` calls ``shipped_exploitability``. The
file format is read by ``le_rouge_et_le_noir_cfr.load_strategy``.
"""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path
from typing import Callable

import numpy as np

from cardtable.ai import duel_deal
from cardtable.ai.cfr_solver import GameTree, cfr_plus, exploitability
from cardtable.ai.le_rouge_et_le_noir_cfr import SCALE, load_strategy

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
    """The strategy as integer weights in thousandths, per information-set key."""
    weights = np.rint(strategy * SCALE).astype(np.int64)
    table = {}
    for i, key in enumerate(tree.keys):
        row = weights[tree.offset[i]:tree.offset[i] + len(tree.actions[i])]
        if row.sum() == 0:  # every action below half a thousandth: keep the likeliest
            row = np.zeros_like(row)
            row[int(np.argmax(strategy[tree.offset[i]:tree.offset[i] + len(tree.actions[i])]))] = SCALE
        table[key] = [int(w) for w in row]
    return table


def solve(tree: GameTree, carry: int, iterations: int,
          log: Callable[[str], None] = print) -> tuple[dict[str, list[int]], dict[str, float]]:
    """CFR+ on the deal with ``carry``; the quantized strategy and its measured quality."""
    tree = with_carry(tree, carry)
    log(f"carry {carry}: {tree.nodes} nodes, {len(tree.keys)} information sets")
    strategy = cfr_plus(tree, iterations)
    table = quantize(tree, strategy)
    shipped = tree.from_table(table)
    quality = {"exploitability": exploitability(tree, shipped),
               "value": float(tree.values(shipped)[0])}
    log(f"  after {iterations} iterations: exploitability {quality['exploitability']:.5f} "
        f"points per deal, value for the leader {quality['value']:+.4f}")
    return table, quality


def write(path: Path, deck: str, iterations: int,
          solved: dict[int, tuple[dict[str, list[int]], dict[str, float]]]) -> None:
    data = {"deck": deck, "iterations": iterations, "scale": SCALE,
            "quality": {str(c): q for c, (_, q) in solved.items()},
            "strategies": {str(c): t for c, (t, _) in solved.items()}}
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as out:
        json.dump(data, out, separators=(",", ":"), sort_keys=True)


def shipped_exploitability(deck: str, carry: int) -> tuple[float, float]:
    """(exploitability, value for the leader) of the shipped strategy for
    ``deck`` at ``carry``, by an exact best response over the deal."""
    tree = with_carry(deal_tree(deck), carry)
    strategy = tree.from_table(load_strategy(deck)[str(carry)])
    return exploitability(tree, strategy), float(tree.values(strategy)[0])

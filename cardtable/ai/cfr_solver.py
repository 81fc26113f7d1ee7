"""CFR+ and exact best response for small two-player zero-sum games, offline.

Used by ``scripts/compute_duel_strategy.py`` and ``benchmarks/duel_exploitability.py``;
no agent imports it, so the app never needs NumPy (it is in the ``solver``
and ``test`` extras only). Why NumPy: the 2-player deal of Le Rouge et Le Noir
is a tree of about seven million nodes; one CFR+ iteration walks it eight times,
which pure Python does in about a minute and array operations in under a second.

A game is given by its chance outcomes at the root, ``[(probability, state)]``;
a state answers ``player()`` (0, 1, or None when finished), ``key()`` (its
information set), ``actions()`` (labels), ``child(action)`` and ``utility()``
(player 0's payoff, when finished). Every node of an information set must lie
at the same depth, as in any game where the key includes the history.

``GameTree`` lays the whole tree out in arrays sorted by depth, so a pass from
the leaves up (values) or from the root down (reach probabilities) is one
vector operation per depth. Strategies are arrays over *infoset-actions*:
entry ``offset[i] + j`` is the probability of action ``j`` at infoset ``i``.
"""

from __future__ import annotations

from array import array
from typing import Callable, Iterable, Sequence

import numpy as np

CHANCE = 2  # the owner of the edges out of the root (the deal)


class GameTree:
    def __init__(self, roots: Iterable[tuple[float, object]]):
        self.keys: list[str] = []
        self.actions: list[tuple[str, ...]] = []
        infoset_player = array("b")
        index: dict[str, int] = {}
        parent, depth, owner, edge_ia = array("q"), array("i"), array("b"), array("q")
        node_infoset = array("q")
        edge_prob, utility = array("d"), array("d")

        def add(par: int, dep: int, own: int, ia: int, prob: float) -> int:
            parent.append(par)
            depth.append(dep)
            owner.append(own)
            edge_ia.append(ia)
            edge_prob.append(prob)
            utility.append(0.0)
            node_infoset.append(-1)
            return len(parent) - 1

        offsets = [0]

        def expand(state, node: int, dep: int) -> None:
            player = state.player()
            if player is None:
                utility[node] = state.utility()
                return
            key = state.key()
            info = index.get(key)
            actions = state.actions()
            if info is None:
                info = index[key] = len(self.keys)
                self.keys.append(key)
                self.actions.append(tuple(actions))
                infoset_player.append(player)
                offsets.append(offsets[-1] + len(actions))
            elif self.actions[info] != tuple(actions):
                raise ValueError(f"information set {key!r} offers different actions")
            node_infoset[node] = info
            for j, action in enumerate(actions):
                child = add(node, dep + 1, player, offsets[info] + j, 1.0)
                expand(state.child(action), child, dep + 1)

        root = add(-1, 0, CHANCE, -1, 1.0)
        for prob, state in roots:
            expand(state, add(root, 1, CHANCE, -1, prob), 1)

        depth_arr = np.frombuffer(depth, dtype=np.int32)
        order = np.argsort(depth_arr, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        par = np.frombuffer(parent, dtype=np.int64)[order]
        self.parent = np.where(par >= 0, rank[np.maximum(par, 0)], -1)
        self.owner = np.frombuffer(owner, dtype=np.int8)[order]      # who chose the edge into a node
        self.edge_ia = np.frombuffer(edge_ia, dtype=np.int64)[order]
        self.edge_prob = np.frombuffer(edge_prob, dtype=np.float64)[order]
        self.utility = np.frombuffer(utility, dtype=np.float64)[order]
        self.infoset = np.frombuffer(node_infoset, dtype=np.int64)[order]  # -1: chance or end
        sorted_depth = depth_arr[order]
        self.levels = np.searchsorted(sorted_depth, np.arange(sorted_depth[-1] + 2))
        self.offset = np.array(offsets[:-1], dtype=np.int64)
        self.infoset_player = np.frombuffer(infoset_player, dtype=np.int8).copy()
        sizes = np.diff(np.array(offsets, dtype=np.int64))
        self.ia_infoset = np.repeat(np.arange(len(self.keys)), sizes)
        self.ia_count = sizes[self.ia_infoset]
        self.edges = [np.nonzero(self.owner == p)[0] for p in (0, 1)]
        chance = np.ones(len(order))
        self._down(chance, np.where(self.owner == CHANCE, self.edge_prob, 1.0))
        self.chance_reach = chance

    @property
    def nodes(self) -> int:
        return len(self.parent)

    @property
    def infoset_actions(self) -> int:
        return len(self.ia_infoset)

    # --- passes over the tree ----------------------------------------------------

    def _down(self, reach: np.ndarray, factor: np.ndarray) -> None:
        """reach[n] = reach[parent] * factor[n], from the root down, in place."""
        for d in range(1, len(self.levels) - 1):
            lo, hi = self.levels[d], self.levels[d + 1]
            reach[lo:hi] = reach[self.parent[lo:hi]] * factor[lo:hi]

    def _edge_probs(self, strategy: np.ndarray) -> np.ndarray:
        return np.where(self.edge_ia >= 0, strategy[np.maximum(self.edge_ia, 0)], self.edge_prob)

    def reach(self, strategy: np.ndarray, player: int) -> np.ndarray:
        """Each node's probability from ``player``'s own choices alone."""
        probs = self._edge_probs(strategy)
        out = np.ones(self.nodes)
        self._down(out, np.where(self.owner == player, probs, 1.0))
        return out

    def values(self, strategy: np.ndarray) -> np.ndarray:
        """Player 0's expected payoff at every node when both play ``strategy``."""
        probs = self._edge_probs(strategy)
        value = self.utility.copy()
        for d in range(len(self.levels) - 2, 0, -1):
            lo, hi = self.levels[d], self.levels[d + 1]
            plo, phi = self.levels[d - 1], self.levels[d]
            value[plo:phi] += np.bincount(self.parent[lo:hi] - plo, probs[lo:hi] * value[lo:hi],
                                          minlength=phi - plo)
        return value

    def uniform(self) -> np.ndarray:
        return 1.0 / self.ia_count

    # --- strategies ---------------------------------------------------------------

    def normalize(self, weights: np.ndarray) -> np.ndarray:
        """Per infoset, ``weights`` scaled to sum to 1 (uniform where all are 0)."""
        total = np.bincount(self.ia_infoset, weights, minlength=len(self.keys))[self.ia_infoset]
        safe = np.where(total > 0, total, 1.0)
        return np.where(total > 0, weights / safe, 1.0 / self.ia_count)

    def reachable(self, strategy: np.ndarray) -> np.ndarray:
        """Per infoset, whether its player's own choices in ``strategy`` can
        lead there. The others never matter to that player (nor to a best
        response against it), so a stored strategy may leave them out."""
        seen = np.zeros(len(self.keys), dtype=bool)
        for p in (0, 1):
            nodes = np.nonzero((self.infoset >= 0) & (self.infoset_player[np.maximum(self.infoset, 0)] == p))[0]
            live = nodes[self.reach(strategy, p)[nodes] > 0]
            seen[self.infoset[live]] = True
        return seen

    def from_table(self, table: dict[str, Sequence[float]]) -> np.ndarray:
        """A strategy array from per-key probability lists in this tree's action
        order; a key the table lacks plays uniformly."""
        strategy = self.uniform().copy()
        for i, key in enumerate(self.keys):
            probs = table.get(key)
            if probs is not None:
                strategy[self.offset[i]:self.offset[i] + len(probs)] = probs
        return self.normalize(strategy)


def cfr_plus(tree: GameTree, iterations: int,
             report: Callable[[int, np.ndarray], None] | None = None,
             report_every: int = 0) -> np.ndarray:
    """The average strategy of CFR+ (regret matching+, alternating updates,
    linear averaging) after ``iterations``; ``report(t, average)`` is called
    every ``report_every`` iterations."""
    regret = np.zeros(tree.infoset_actions)
    total = np.zeros(tree.infoset_actions)
    sign = (1.0, -1.0)
    for t in range(1, iterations + 1):
        for p in (0, 1):
            strategy = tree.normalize(np.maximum(regret, 0.0))
            edges = tree.edges[p]
            parents = tree.parent[edges]
            value = tree.values(strategy)
            opponent = tree.reach(strategy, 1 - p) * tree.chance_reach
            gain = sign[p] * opponent[parents] * (value[edges] - value[parents])
            regret += np.bincount(tree.edge_ia[edges], gain, minlength=tree.infoset_actions)
            regret = np.where(tree.infoset_player[tree.ia_infoset] == p, np.maximum(regret, 0.0), regret)
            own = tree.reach(strategy, p)
            total += t * np.bincount(tree.edge_ia[edges], own[parents] * strategy[tree.edge_ia[edges]],
                                     minlength=tree.infoset_actions)
        if report and report_every and t % report_every == 0:
            report(t, tree.normalize(total))
    return tree.normalize(total)


def best_response_value(tree: GameTree, strategy: np.ndarray, player: int) -> float:
    """What ``player`` earns at most against the other player's ``strategy``:
    the exact best response, chosen per information set from the leaves up."""
    sign = 1.0 if player == 0 else -1.0
    probs = tree._edge_probs(strategy)
    counter = tree.reach(strategy, 1 - player) * tree.chance_reach
    value = sign * tree.utility
    first = tree.offset
    for d in range(len(tree.levels) - 2, 0, -1):
        lo, hi = tree.levels[d], tree.levels[d + 1]
        plo, phi = tree.levels[d - 1], tree.levels[d]
        own = tree.owner[lo:hi] == player
        ia = tree.edge_ia[lo:hi][own]
        q = np.bincount(ia, counter[tree.parent[lo:hi][own]] * value[lo:hi][own],
                        minlength=tree.infoset_actions)
        best_q = np.maximum.reduceat(q, first)[tree.ia_infoset]
        candidates = np.where(q >= best_q - 1e-12 * (1.0 + np.abs(best_q)),
                              np.arange(tree.infoset_actions), tree.infoset_actions)
        chosen = np.minimum.reduceat(candidates, first)
        is_best = np.zeros(tree.infoset_actions + 1, dtype=bool)
        is_best[chosen] = True
        weight = np.where(own, is_best[np.maximum(tree.edge_ia[lo:hi], 0)], probs[lo:hi])
        value[plo:phi] += np.bincount(tree.parent[lo:hi] - plo, weight * value[lo:hi],
                                      minlength=phi - plo)
    return float(value[0])


def exploitability(tree: GameTree, strategy: np.ndarray) -> float:
    """Half the NashConv: the average over the two players of what a best
    response gains against ``strategy`` beyond the game's value (0 at an
    equilibrium), in the game's payoff units."""
    return 0.5 * (best_response_value(tree, strategy, 0) + best_response_value(tree, strategy, 1))

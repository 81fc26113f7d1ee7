"""Kuhn poker for the solver tests: three cards, one chip ante, one bet.

Its equilibrium value for the first player is -1/18, and the uniform
strategy's NashConv is 11/12 (known results), so the solver and the best
response can be checked against numbers that do not come from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations


@dataclass(frozen=True)
class KuhnState:
    cards: tuple[int, int]
    history: str = ""

    def player(self) -> int | None:
        return None if self._over() else len(self.history) % 2

    def _over(self) -> bool:
        return self.history in ("pp", "bb", "bp", "pbb", "pbp")

    def key(self) -> str:
        return f"{self.cards[self.player()]}{self.history}"

    def actions(self) -> tuple[str, ...]:
        return ("p", "b")

    def child(self, action: str) -> "KuhnState":
        return KuhnState(self.cards, self.history + action)

    def utility(self) -> float:
        if self.history in ("bp", "pbp"):  # a fold: the bettor takes the antes
            return 1.0 if self.history == "bp" else -1.0
        pot = 2.0 if "b" in self.history else 1.0
        return pot if self.cards[0] > self.cards[1] else -pot


def kuhn_roots() -> list[tuple[float, KuhnState]]:
    deals = list(permutations(range(3), 2))
    return [(1 / len(deals), KuhnState(cards)) for cards in deals]

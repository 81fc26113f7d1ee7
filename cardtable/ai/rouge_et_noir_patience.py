"""Computer players for Rouge et Noir patience.

Easy is greedy: it takes the hint with every foundation move ranked first
(discards, then foundations, then turning cards, emptying columns, the shortest
line to progress, dealing). It reads the observation only.
"""

from __future__ import annotations

from cardtable.ai.base import Agent, Decision
from cardtable.engine.rouge_et_noir_patience.hints import hint


class EasyAgent(Agent):
    level = "easy"

    def choose(self, decision: Decision) -> dict:
        move = hint(decision.observation, greedy=True)
        if move is not None and move in decision.legal:
            return move
        return self.rng.choice(decision.legal)  # only when the search gave up

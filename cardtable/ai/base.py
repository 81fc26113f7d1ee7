"""What every computer player is given and must answer.

An agent sees a ``Decision``: its seat, its observation (never the state),
the legal single-choice actions and the card-set choices. It returns one
action. An agent that searches (``needs_world``) also gets ``world``: one
state the caller made with ``determinize`` from the seat's point of view, a
deal consistent with the observation and not the real one, which the agent
redeals again for each sample it plays out. Levels: ``random`` (uniform: the baseline), ``easy`` (rule-based,
instant), ``normal`` and ``hard`` (stronger, with a thinking budget). A game
provides its levels as ``EasyAgent``/``NormalAgent``/``HardAgent`` classes in
``cardtable/ai/<engine_id>.py``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from cardtable.engine.state import Action, CardChoice, State


@dataclass(frozen=True)
class Decision:
    seat: int
    observation: Any
    legal: list[Action]
    choices: list[CardChoice]
    world: State | None = None


def decision_for(state: State, seat: int, agent: "Agent | None" = None) -> Decision:
    """What ``seat`` may know to decide now: built from the observation only,
    plus a determinized world when ``agent`` searches (drawn with the
    agent's own generator, so a match stays reproducible from its seed)."""
    world = None
    if agent is not None and agent.needs_world:
        world = state.determinize(seat, random.Random(agent.rng.getrandbits(64)))
    return Decision(seat, state.observation(seat), state.legal_actions(), state.card_choices(),
                    world)


class Agent(ABC):
    level = ""
    needs_world = False   # True: ``choose`` reads ``Decision.world``
    deterministic = False  # True: no time limit, the same choices on any machine

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    @abstractmethod
    def choose(self, decision: Decision) -> Action:
        """One legal action for ``decision``."""


class RandomAgent(Agent):
    """Uniform over the options: each listed action and each card-set choice
    (made with a uniformly random allowed set) count as one option."""

    level = "random"

    def choose(self, decision: Decision) -> Action:
        pick = self.rng.randrange(len(decision.legal) + len(decision.choices))
        if pick < len(decision.legal):
            return decision.legal[pick]
        return decision.choices[pick - len(decision.legal)].sample(self.rng)


def gain(before: list[float], after: list[float], seat: int) -> float:
    """What ``seat`` won between two score lists, less the others' average."""
    delta = [a - b for a, b in zip(after, before)]
    others = [d for s, d in enumerate(delta) if s != seat]
    return delta[seat] - (sum(others) / len(others) if others else 0.0)

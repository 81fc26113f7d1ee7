"""Find the agent class for an engine and a level.

A game's levels live in ``cardtable/ai/<engine_id>.py``. A game may also have
a specialist module ``cardtable/ai/<engine_id>_cfr.py`` whose level classes
play its 2-player rulesets from a computed equilibrium: for 2 players they
come first, for any other count the general class of the same name plays.
So an agent is made knowing the number of players: a 2-player equilibrium
player never asks for a determinized world it would not read.
"""

from __future__ import annotations

import importlib
import random

from cardtable.ai.base import Agent, RandomAgent
from cardtable.engine.errors import CardtableError
from cardtable.engine.levels import AI_LEVELS

_CLASS_NAMES = {"easy": "EasyAgent", "normal": "NormalAgent", "hard": "HardAgent"}


def available_levels(engine_id: str) -> list[str]:
    """The levels the engine has for some player count."""
    return [level for level in AI_LEVELS if level == "random" or _class_in(engine_id, level)
            or _class_in(f"{engine_id}_cfr", level)]


def general_class(engine_id: str, level: str) -> type[Agent] | None:
    """The game's own class for ``level``, not a 2-player specialist's (the
    review's judge wants the search, whatever the player count)."""
    return _class_in(engine_id, level)


def _agent_class(engine_id: str, level: str, players: int) -> type[Agent] | None:
    if level == "random":
        return RandomAgent
    specialist = _class_in(f"{engine_id}_cfr", level) if players == 2 else None
    return specialist or _class_in(engine_id, level)


def _class_in(module_name: str, level: str) -> type[Agent] | None:
    try:
        module = importlib.import_module(f"cardtable.ai.{module_name}")
    except ModuleNotFoundError:
        return None
    return getattr(module, _CLASS_NAMES.get(level, ""), None)


def make_agent(engine_id: str, level: str, seat: int, rng: random.Random,
               deterministic: bool = False, *, players: int) -> Agent:
    """An agent of ``level`` for a game of ``players``; ``deterministic``: a
    search level plays its fixed play-out budget without looking at the
    clock (simulations, benchmarks)."""
    if level not in AI_LEVELS:
        raise CardtableError(f"unknown AI level {level!r} (levels: {', '.join(AI_LEVELS)})")
    cls = _agent_class(engine_id, level, players)
    if cls is None:
        raise CardtableError(f"AI level {level!r} is not available for {engine_id} yet "
                             f"(available: {', '.join(available_levels(engine_id))})")
    agent = cls(seat, rng)
    agent.deterministic = deterministic
    return agent

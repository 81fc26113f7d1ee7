"""Find the agent class for an engine and a level.

A game's levels live in ``cardtable/ai/<engine_id>.py``. A game may also have
a specialist module ``cardtable/ai/<engine_id>_cfr.py`` whose level classes
play its 2-player rulesets from a computed equilibrium; they come first, and
hand the game's other rulesets to the general class of the same name.
"""

from __future__ import annotations

import importlib
import random

from cardtable.ai.base import Agent, RandomAgent
from cardtable.engine.errors import CardtableError
from cardtable.engine.record import AI_LEVELS

_CLASS_NAMES = {"easy": "EasyAgent", "normal": "NormalAgent", "hard": "HardAgent"}


def available_levels(engine_id: str) -> list[str]:
    return [level for level in AI_LEVELS if _agent_class(engine_id, level) is not None]


def _agent_class(engine_id: str, level: str) -> type[Agent] | None:
    if level == "random":
        return RandomAgent
    return _class_in(f"{engine_id}_cfr", level) or _class_in(engine_id, level)


def _class_in(module_name: str, level: str) -> type[Agent] | None:
    try:
        module = importlib.import_module(f"cardtable.ai.{module_name}")
    except ModuleNotFoundError:
        return None
    return getattr(module, _CLASS_NAMES.get(level, ""), None)


def make_agent(engine_id: str, level: str, seat: int, rng: random.Random) -> Agent:
    if level not in AI_LEVELS:
        raise CardtableError(f"unknown AI level {level!r} (levels: {', '.join(AI_LEVELS)})")
    cls = _agent_class(engine_id, level)
    if cls is None:
        raise CardtableError(f"AI level {level!r} is not available for {engine_id} yet "
                             f"(available: {', '.join(available_levels(engine_id))})")
    return cls(seat, rng)

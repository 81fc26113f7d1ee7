"""The one seeded random generator of a match.

Every random choice of a match (shuffles, the first dealer's draw) comes from
one ``random.Random(seed)``: Python's Mersenne Twister, whose integer seeding
and ``shuffle`` are stable across Python versions, so a (ruleset, options,
seed) triple reproduces a whole match forever.
"""

from __future__ import annotations

import random


def match_rng(seed: int) -> random.Random:
    """The generator for match ``seed``."""
    return random.Random(seed)


def agent_rng(seed: int, seat: int) -> random.Random:
    """A separate generator for an AI seat, so its choices never disturb the
    deal's shuffles and a simulated match is reproducible from its seed."""
    return random.Random(f"agent:{seed}:{seat}")


def shuffled(cards: list[str], rng: random.Random) -> list[str]:
    """A shuffled copy of ``cards`` (pack order in, dealing order out)."""
    out = list(cards)
    rng.shuffle(out)
    return out

"""The one seeded random generator of a match.

Every random choice of a match (shuffles, the first dealer's draw) comes from
one ``random.Random(seed)``: Python's Mersenne Twister, whose integer seeding
and ``shuffle`` are stable across Python versions, so a (ruleset, options,
seed) triple reproduces a whole match forever.
"""

from __future__ import annotations

import random
from typing import Sequence


def match_rng(seed: int) -> random.Random:
    """The generator for match ``seed``."""
    return random.Random(seed)


def agent_rng(seed: int, seat: int) -> random.Random:
    """A separate generator for an AI seat, so its choices never disturb the
    deal's shuffles and a simulated match is reproducible from its seed."""
    return random.Random(f"agent:{seed}:{seat}")


def shuffled(cards: Sequence[str], rng: random.Random) -> list[str]:
    """A shuffled copy of ``cards`` (pack order in, dealing order out).

    Exactly ``rng.shuffle`` (Fisher-Yates from the last card down, each
    position drawn with ``getrandbits`` and redrawn while out of range, as
    ``random.Random`` draws a number below n), written out: every deal
    shuffles, and a search deals thousands. ``tests/engine/test_rng.py``
    holds it to ``rng.shuffle``."""
    out = list(cards)
    getrandbits = rng.getrandbits
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        out[i], out[j] = out[j], out[i]
    return out

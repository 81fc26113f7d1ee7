"""Variant options of Red Secret (rules/red-secret.md)."""

from dataclasses import dataclass

from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    players: int = option(3, choices=(2, 3, 4))
    games: int = option(2, minimum=1, maximum=100, doc="games in a match")

"""Variant options of Le Rouge et Le Noir (rules/le-rouge-et-le-noir.md)."""

from dataclasses import dataclass

from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    players: int = option(2, choices=(2, 4), doc="2, or 4 in two partnerships")
    deck: str = option("standard", choices=("standard", "short"),
                       doc="standard: 1-7 x3; short: 1-5 x2")
    target: int = option(11, minimum=1, maximum=1000, doc="points that win the match")

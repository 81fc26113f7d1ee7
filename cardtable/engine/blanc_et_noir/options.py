"""Variant options of En blanc et noir (rules/blanc-et-noir.md)."""

from dataclasses import dataclass

from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    players: int = option(4, choices=(3, 4))
    zero_bid: bool = option(False, doc="a player may bid zero in both colours")
    end_above: int = option(10, minimum=1, maximum=1000,
                            doc="the game ends when a total is more than this")
    tie_break: str = option("share", choices=("share", "extra_round"))

"""Variant options of French Tarot (rules/tarot.md)."""

from dataclasses import dataclass

from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    players: int = option(4, choices=(3, 4, 5, 6))
    deals: int = option(0, minimum=0, maximum=1000,
                        doc="deals in a match; 0 means one per player (everyone deals once)")
    petit_sec_redeal: bool = option(True, doc="a hand whose only trump is the Petit is redealt")

    def __post_init__(self):
        # "default one per player": resolved here so records hold the real count.
        if self.deals == 0:
            object.__setattr__(self, "deals", self.players)

"""Variant options of Rouge et Noir patience (rules/rouge-et-noir-patience.md)."""

from dataclasses import dataclass

from cardtable.engine.options import option


@dataclass(frozen=True)
class Options:
    deal_when: str = option("any", choices=("any", "stuck"),
                            doc="deal from the stock at any time, or only when stuck")
    auto_foundation: bool = option(False, doc="move safe cards to the foundations by themselves")

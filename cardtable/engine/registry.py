"""The five engines: their ids, titles, option classes and game classes.

Imports are lazy so listing rulesets (or starting the app) does not load
every game's rules.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from cardtable.engine.errors import CardtableError


@dataclass(frozen=True)
class EngineInfo:
    engine_id: str
    title: str
    game_class: str  # "module:ClassName"

    def options_class(self) -> type:
        return importlib.import_module(f"cardtable.engine.{self.engine_id}.options").Options

    def make_game(self, options):
        module, _, name = self.game_class.partition(":")
        try:
            cls = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError) as exc:
            raise CardtableError(f"the {self.title} engine is not available: {exc}") from None
        return cls(options)


ENGINES: dict[str, EngineInfo] = {info.engine_id: info for info in (
    EngineInfo("le_rouge_et_le_noir", "Le Rouge et Le Noir",
               "cardtable.engine.le_rouge_et_le_noir.game:LeRougeEtLeNoirGame"),
    EngineInfo("rouge_et_noir_patience", "Rouge et Noir (patience)",
               "cardtable.engine.rouge_et_noir_patience.game:PatienceGame"),
    EngineInfo("red_secret", "Red Secret", "cardtable.engine.red_secret.game:RedSecretGame"),
    EngineInfo("blanc_et_noir", "En blanc et noir",
               "cardtable.engine.blanc_et_noir.game:BlancEtNoirGame"),
    EngineInfo("tarot", "French Tarot", "cardtable.engine.tarot.game:TarotGame"),
)}


def engine(engine_id: str) -> EngineInfo:
    try:
        return ENGINES[engine_id]
    except KeyError:
        raise CardtableError(f"unknown engine {engine_id!r} (known: {', '.join(ENGINES)})") from None

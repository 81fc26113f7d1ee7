"""The five engines: their ids, titles, option classes and game classes.

Imports are lazy so listing rulesets (or starting the app) does not load
every game's rules.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from cardtable.engine.errors import CardtableError
from cardtable.engine.text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class EngineInfo:
    engine_id: str
    title: str
    game_class: str  # "module:ClassName"
    tagline: str     # one line for a newcomer choosing a game

    def options_class(self) -> type:
        return importlib.import_module(f"cardtable.engine.{self.engine_id}.options").Options

    def make_game(self, options):
        module, _, name = self.game_class.partition(":")
        try:
            cls = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError) as exc:
            raise CardtableError(QT_TRANSLATE_NOOP("engine", "the {game} engine is not available: {reason}").format(
                game=self.title, reason=str(exc))) from None
        return cls(options)


ENGINES: dict[str, EngineInfo] = {info.engine_id: info for info in (
    EngineInfo("le_rouge_et_le_noir", QT_TRANSLATE_NOOP("engine", "Le Rouge et Le Noir"),
               "cardtable.engine.le_rouge_et_le_noir.game:LeRougeEtLeNoirGame",
               QT_TRANSLATE_NOOP("engine", "A bluffing duel: play a card face down to double the stake.")),
    EngineInfo("rouge_et_noir_patience", QT_TRANSLATE_NOOP("engine", "Rouge et Noir (patience)"),
               "cardtable.engine.rouge_et_noir_patience.game:PatienceGame",
               QT_TRANSLATE_NOOP("engine", "Two decks: build colour foundations and King-to-Ace runs.")),
    EngineInfo("red_secret", QT_TRANSLATE_NOOP("engine", "Red Secret"), "cardtable.engine.red_secret.game:RedSecretGame",
               QT_TRANSLATE_NOOP("engine", "Tricks where red cards score only if they stay hidden.")),
    EngineInfo("blanc_et_noir", QT_TRANSLATE_NOOP("engine", "En blanc et noir"),
               "cardtable.engine.blanc_et_noir.game:BlancEtNoirGame",
               QT_TRANSLATE_NOOP("engine", "Bid your tricks in white and in black with a card of your hand.")),
    EngineInfo("tarot", QT_TRANSLATE_NOOP("engine", "French Tarot"), "cardtable.engine.tarot.game:TarotGame",
               QT_TRANSLATE_NOOP("engine", "78 cards: bid a contract, take the talon, call a partner.")),
)}


def engine(engine_id: str) -> EngineInfo:
    try:
        return ENGINES[engine_id]
    except KeyError:
        raise CardtableError(f"unknown engine {engine_id!r} (known: {', '.join(ENGINES)})") from None

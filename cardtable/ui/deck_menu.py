"""Options → Card deck: cardtable's own deck or a card deck installed on the
system (KDE card decks, Aisleriot themes; ``art/installed.py``), for the games
played with a standard French deck. The choice is kept in the settings
(``card_deck``) and applies to the table at once."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from cardtable.languages import ENGLISH
from cardtable.store.settings import Settings
from cardtable.ui.art import DeckArt, art_for
from cardtable.ui.art.installed import BUILTIN, find_decks
from cardtable.ui.art.themed import DeckError, check
from cardtable.ui.language import translated
from cardtable.engine.text import QT_TRANSLATE_NOOP


BUILTIN_NAME = QT_TRANSLATE_NOOP("DeckMenu", "cardtable (built in)")


class DeckMenu(QMenu):
    changed = Signal(str)   # a deck was chosen: a line for the status bar
    refused = Signal(str)   # a deck could not be used: why

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(self.tr("Card &deck"), parent)
        self.settings = settings
        self.decks = {deck.id: deck for deck in find_decks()}
        self.group = QActionGroup(self)
        self.by_id = {BUILTIN: self._add(BUILTIN, translated(BUILTIN_NAME))}
        for family in ("KDE", "Aisleriot"):
            decks = [d for d in self.decks.values() if d.family == family]
            if decks:
                self.addSection(self.tr("{family} card decks").format(family=family))
            for deck in decks:
                self.by_id[deck.id] = self._add(deck.id, deck.name)
        self._check()

    def _add(self, deck_id: str, name: str):
        action = self.addAction(name, lambda: self.choose(deck_id))
        action.setCheckable(True)
        self.group.addAction(action)
        return action

    def current(self) -> str:
        """The chosen deck's id, the built-in one if it is no longer installed."""
        deck_id = self.settings["card_deck"]
        return deck_id if deck_id in self.decks else BUILTIN

    def _check(self) -> None:
        self.by_id[self.current()].setChecked(True)

    def choose(self, deck_id: str) -> None:
        """Use ``deck_id`` from now on, if it can be drawn; else say why and
        keep the deck in use."""
        deck = self.decks.get(deck_id)
        try:
            if deck is not None:
                check(deck)
        except DeckError as exc:
            self._check()
            self.refused.emit(self.tr("Sorry, {reason}; the deck in use is kept.").format(reason=exc))
            return
        self.settings.set("card_deck", deck_id)
        self._check()
        self.changed.emit(self.tr("Card deck: {deck}.").format(deck=deck.name if deck else translated(BUILTIN_NAME)))

    def art(self, engine_id: str, language: str = ENGLISH) -> DeckArt:
        """The art for a game with the chosen deck (games not played with a
        French deck keep their own), its words in ``language``."""
        four = self.settings["four_colour"]
        try:
            return art_for(engine_id, self.decks.get(self.current()), four, language)
        except DeckError as exc:
            self.refused.emit(self.tr("Sorry, {reason}; the built-in deck is used.").format(reason=exc))
            return art_for(engine_id, four_colour=four, language=language)

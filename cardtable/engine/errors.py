"""Errors the engine raises. Each carries a message written for a player."""

from __future__ import annotations


class CardtableError(Exception):
    """Any error that is the user's input, not a bug: shown as one line."""


class IllegalAction(CardtableError):
    """An action the rules do not allow now. Raised before anything changes."""


class OptionError(CardtableError):
    """A variant option with a wrong name, type or value."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

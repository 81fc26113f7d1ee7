"""The player's settings: one JSON file in the config folder, read once at
start and written (atomically) whenever something changes.

The file is read under the loading policy (``engine/safe_load.py``) and every
field is checked on its own: a field of the wrong type or value falls back to
its default, the others are kept, and the file is moved aside with one
sentence. A home that cannot be written keeps the settings for the session.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from cardtable.engine.levels import AI_LEVELS
from cardtable.engine.safe_load import LoadError, parse_json, read_capped
from cardtable.engine.text import QT_TRANSLATE_NOOP
from cardtable.languages import LANGUAGES
from cardtable.store import paths
from cardtable.store.files import move_aside, write_json

DEFAULTS: dict[str, Any] = {
    "animation": "normal",      # off | fast | normal | slow (ui.animation.SPEEDS)
    "ai_pace_ms": 600,          # pause before each computer move, so it can be followed
    "ai_level": "easy",         # level of the computer opponents
    "last_ruleset": None,       # the game the table opens with
    "auto_foundation": False,   # patience: move safe cards up by themselves
    "live_verdict": True,       # patience: the solver says after each move if it can still be won
    "hold_tricks": False,       # trick games: a full trick stays until a click or a key
    "winnable_only": False,     # patience: New game and Choose deal keep to deals proved winnable
    "four_colour": False,       # French suits in four inks: spades black, hearts red, diamonds blue, clubs green
    "card_deck": "builtin",     # "builtin" or an installed deck (ui.art.installed: "kde:..."/"aisleriot:...")
    "language": "system",       # system | en | fr | ja (ui.language): the system locale's, or the one chosen
}


def _text_or_none(limit: int) -> Callable[[Any], bool]:
    return lambda v: v is None or isinstance(v, str) and len(v) <= limit


VALID: dict[str, Callable[[Any], bool]] = {
    "animation": lambda v: v in ("off", "fast", "normal", "slow"),
    "ai_pace_ms": lambda v: type(v) is int and 0 <= v <= 10_000,
    "ai_level": lambda v: v in AI_LEVELS,
    "last_ruleset": _text_or_none(200),
    "auto_foundation": lambda v: type(v) is bool,
    "live_verdict": lambda v: type(v) is bool,
    "hold_tricks": lambda v: type(v) is bool,
    "four_colour": lambda v: type(v) is bool,
    "winnable_only": lambda v: type(v) is bool,
    "card_deck": lambda v: isinstance(v, str) and 0 < len(v) <= 1000,
    "language": lambda v: v == "system" or v in LANGUAGES,
}


class Settings:
    def __init__(self, path: Path | None = None):
        self.path = path or paths.config_dir() / "settings.json"
        self.problems: list[str] = []
        self.values = dict(DEFAULTS)
        self.values.update(self._read())

    def _read(self) -> dict[str, Any]:
        """The valid fields of the file; the file is moved aside when anything
        in it is refused (and the valid fields are written back on the next change)."""
        try:
            data = parse_json(read_capped(self.path, "settings"), self.path.name)
        except FileNotFoundError:
            return {}
        except (OSError, LoadError) as exc:
            return self._set_aside(str(exc), {})
        if not isinstance(data, dict):
            return self._set_aside(QT_TRANSLATE_NOOP("store", "it is not a settings object"), {})
        good = {k: v for k, v in data.items() if k in VALID and VALID[k](v)}
        bad = sorted(k for k in data if k in VALID and k not in good)
        if bad:
            return self._set_aside(QT_TRANSLATE_NOOP("store", "{fields}: wrong type or value, the default is used").format(
                fields=", ".join(bad)), good)
        return good

    def _set_aside(self, why: str, keep: dict[str, Any]) -> dict[str, Any]:
        try:
            where = QT_TRANSLATE_NOOP("store", "it was moved aside to {file}").format(file=move_aside(self.path).name)
        except OSError as exc:
            where = QT_TRANSLATE_NOOP("store", "it could not be moved aside ({error})").format(error=exc.strerror)
        self.problems.append(QT_TRANSLATE_NOOP("store", "{file} could not be used fully ({reason}); {where}").format(
            file=self.path.name, reason=why, where=where))
        return keep

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise KeyError(key)
        if self.values.get(key) != value:
            self.values[key] = value
            self.save()

    def save(self) -> None:
        """Write the settings; a home that cannot be written keeps them for
        this session only (the store already says why games cannot be saved)."""
        try:
            write_json(self.path, self.values)
        except OSError:
            pass

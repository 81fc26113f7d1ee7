"""The player's settings: one JSON file in the config folder, read once at
start and written (atomically) whenever something changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable.store import paths
from cardtable.store.files import read_json, write_json

DEFAULTS: dict[str, Any] = {
    "animation": "normal",      # off | fast | normal | slow (ui.animation.SPEEDS)
    "ai_pace_ms": 600,          # pause before each computer move, so it can be followed
    "ai_level": "easy",         # level of the computer opponents
    "last_ruleset": None,       # the game the table opens with
    "window_geometry": None,    # Qt's saveGeometry(), base64
    "auto_foundation": False,   # patience: move safe cards up by themselves
    "four_colour": False,       # French suits in four inks: spades black, hearts red, diamonds blue, clubs green
    "card_deck": "builtin",     # "builtin" or an installed deck (ui.art.installed: "kde:..."/"aisleriot:...")
}


class Settings:
    def __init__(self, path: Path | None = None):
        self.path = path or paths.config_dir() / "settings.json"
        self.problems: list[str] = []
        data = read_json(self.path, self.problems)
        if data is not None and not isinstance(data, dict):
            self.problems.append(f"{self.path.name} was not a settings object; defaults are used")
            data = None
        self.values = {**DEFAULTS, **{k: v for k, v in (data or {}).items() if k in DEFAULTS}}

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise KeyError(key)
        if self.values.get(key) != value:
            self.values[key] = value
            self.save()

    def save(self) -> None:
        write_json(self.path, self.values)

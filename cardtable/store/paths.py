"""Where cardtable keeps its files: platformdirs' per-user folders.

``CARDTABLE_HOME``, when set, puts everything under that one folder instead
(tests and portable installs use it).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "cardtable"


def _home() -> Path | None:
    value = os.environ.get("CARDTABLE_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP))


def user_rulesets_dir() -> Path:
    """Players add their own variants here (``<config>/rulesets/*.yaml``)."""
    return config_dir() / "rulesets"


def append_crash_log(text: str) -> Path | None:
    """Append ``text`` to ``crash.log`` in the data folder, where a bug's details
    go instead of a traceback on screen; the log's path, or None when it
    cannot be written (a read-only or full home: the one-line report stands)."""
    log = data_dir() / "crash.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(text)
    except OSError:
        return None
    return log

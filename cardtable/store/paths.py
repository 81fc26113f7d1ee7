"""Where cardtable keeps its files: platformdirs' per-user folders.

``CARDTABLE_HOME``, when set, puts everything under that one folder instead
(tests and portable installs use it). platformdirs is imported when a folder
is first asked for without it: the first frame does not wait for it
(``ui.main_window.window_folder``).
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "cardtable"


def under_home(name: str) -> Path | None:
    """``<CARDTABLE_HOME>/<name>`` ("config", "data") when it is set, else None."""
    value = os.environ.get("CARDTABLE_HOME")
    return Path(value) / name if value else None


def config_dir() -> Path:
    home = under_home("config")
    if home:
        return home
    import platformdirs

    return Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    home = under_home("data")
    if home:
        return home
    import platformdirs

    return Path(platformdirs.user_data_dir(APP))


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

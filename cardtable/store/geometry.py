"""The main window's size and place between sessions: the bytes of Qt's
``saveGeometry()``, in a file of their own (``window-geometry``, in the folder
the window keeps its own files in: ``ui.main_window.window_folder``).

**[decision]** Apart from ``settings.json`` so that the first frame, which
opens at that size and place, reads them without ``json`` (whose regular
expressions take about a millisecond to compile); the settings are read
right after it. Qt checks the bytes when it restores them; a file that cannot
be read, or larger than ``MAX_BYTES``, is ignored: the window then opens at
its default size.
"""

from __future__ import annotations

from pathlib import Path

MAX_BYTES = 4096   # Qt 6 writes 66 bytes
NAME = "window-geometry"


def read(folder: Path) -> bytes | None:
    try:
        with open(folder / NAME, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError:
        return None
    return data if 0 < len(data) <= MAX_BYTES else None


def write(folder: Path, data: bytes) -> None:
    """Keep ``data``; a home that cannot be written keeps nothing (the
    store already says why games cannot be saved)."""
    from cardtable.store.files import write_atomic

    try:
        write_atomic(folder / NAME, data)
    except OSError:
        pass

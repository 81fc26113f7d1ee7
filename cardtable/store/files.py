"""Safe file writes and reads: nothing a player does is ever half-written.

Writes go to a temporary file in the same folder, are flushed to disk and then
replace the old file in one step, so a crash leaves the old or the new file,
never a torn one. A file that cannot be understood is moved aside (renamed
``<name>.corrupt-<time>``) and reported, never fatal; reading goes through the
loading policy of ``engine/safe_load.py``.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8, or bytes) to ``path`` in one step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json(path: Path, data: Any) -> None:
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))


def move_aside(path: Path, tag: str = "corrupt") -> Path:
    """Rename a file out of the way (``<name>.<tag>-<time>``) and return its new name."""
    stamp = time.strftime('%Y%m%d-%H%M%S')
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target

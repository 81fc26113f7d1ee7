"""Files written off the caller's thread, in order, the newest text winning.

A save after every move is a small file, but ``write_atomic`` flushes it to
the disk (``fsync``), which takes milliseconds, and tens of them on a busy
disk: on the table's GUI thread every move would freeze the animation that
long. ``Writer.put`` hands the text to a background thread and returns at
once. A file put again before its turn is written once, with the newest
text (a save is the whole game so far, so nothing between is lost). The
thread lives only while there is something to write.

``flush`` waits until everything put so far is on disk, ``flush_all`` the
same for every writer of the process; the store calls the latter before
it reads, finishes or removes a save, so a save is never written after
its game was finished; at exit every writer is flushed (``atexit``), so
the last move is kept. A failure is passed to ``on_error`` (on the
writer's thread) and the file keeps its previous text, as ``write_atomic``
promises.
"""

from __future__ import annotations

import atexit
import threading
import weakref
from pathlib import Path
from typing import Callable

from cardtable.store.files import write_atomic

_LIVE: "weakref.WeakSet[Writer]" = weakref.WeakSet()


class Writer:
    def __init__(self, on_error: Callable[[Exception], None]):
        self._on_error = on_error
        self._pending: dict[Path, str] = {}   # in the order put (dicts keep it)
        self._running = False                 # a thread is writing or about to
        self._done = threading.Condition()
        _LIVE.add(self)

    def put(self, path: Path, text: str) -> None:
        with self._done:
            self._pending.pop(path, None)   # a newer text goes to the back of the line
            self._pending[path] = text
            if not self._running:
                self._running = True
                threading.Thread(target=self._run, name="cardtable-writer", daemon=True).start()

    def flush(self) -> None:
        with self._done:
            self._done.wait_for(lambda: not self._running)

    def _run(self) -> None:
        while True:
            with self._done:
                if not self._pending:
                    self._running = False
                    self._done.notify_all()
                    return
                path = next(iter(self._pending))
                text = self._pending.pop(path)
            try:
                write_atomic(path, text)
            except Exception as exc:  # reported; the next file is still tried
                self._on_error(exc)


@atexit.register
def flush_all() -> None:
    """Wait until every writer of this process has written what it was given:
    a store reading the saves folder must see the saves another store of the
    same process put (a table reopened in one process, as the tests do)."""
    for writer in list(_LIVE):
        writer.flush()

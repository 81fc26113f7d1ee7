"""One window per home: a second start hands its request to the first.

Two windows on one home would each believe they own its games. So the first
process locks the file ``window.lock`` in the data folder and listens on a
local socket named after the home; a later process that cannot take the lock
connects, sends what it was asked to open (JSON: ``ruleset``, ``seed``,
``replay``) and exits, and the first window comes to the front and opens it.

**[decision]** The lock is the system's advisory lock on that file
(``flock``; ``msvcrt.locking`` on Windows), held as long as the process has
the file open: the system lets it go when the process ends, however it ends,
so a killed start leaves no lock behind, and taking it writes nothing. (Qt's
``QLockFile`` writes its owner into the file and syncs it to the disk, and
one left by a killed process must be read and removed: 1 to 8 ms before the
first frame on a virtual machine's disk.) The file itself stays, empty:
removing it could let two starts lock two different files.

**[decision]** A home whose data folder cannot be written (so no lock can be
taken) does not stop the app: it runs on its own, and the store already says
that games cannot be saved there.

The lock is all a first start needs before its window (``take_or_hand_over``);
it listens right after its first frame (``serve``), and
QtNetwork and hashlib are imported only then. A later start that finds the
lock taken but nobody listening yet (the first is still starting) tries
again every ``RETRY_MS`` for ``CONNECT_MS``, then runs on its own rather
than not at all (an owner that stuck is no better than none).
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QObject, Signal

TYPE_CHECKING = False   # typing's, without importing it before the first frame (app.py)
if TYPE_CHECKING:
    from pathlib import Path

CONNECT_MS = 3000
RETRY_MS = 100
MAX_REQUEST = 32 * 1024 * 1024  # a request carries at most one record


def _lock_now(fd: int) -> None:
    """Lock the open file ``fd`` or raise at once: BlockingIOError (or
    PermissionError, on Windows) when another process holds it."""
    if os.name == "nt":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def server_name(data_dir: Path) -> str:
    import hashlib

    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:16]
    return f"cardtable-{digest}"


class SingleInstance(QObject):
    requested = Signal(dict)  # what another start asked the window to open

    def __init__(self, data_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.data_dir = data_dir
        self._lock: int | None = None   # the lock file's descriptor while this process holds it
        self.server = None   # the QLocalServer, once serving
        self._incoming: list[tuple] = []   # (QLocalSocket, bytearray) per connection being read

    @property
    def name(self) -> str:
        return server_name(self.data_dir)

    def claim(self, request: dict) -> bool:
        """``take_or_hand_over`` and, when this process is the first, ``serve``."""
        first = self.take_or_hand_over(request)
        if first:
            self.serve()
        return first

    def take_or_hand_over(self, request: dict) -> bool:
        """True when this process is the first (or must run on its own): it
        should then ``serve`` later ones; False after handing ``request`` to
        the first."""
        give_up = time.monotonic() + CONNECT_MS / 1000
        while not self._take_lock():
            if self._send(request):
                return False
            # The owner holds the lock but does not answer: still starting (it
            # listens once its window is up), gone (the lock is free), or stuck
            # (run on our own after a while rather than not at all).
            if time.monotonic() > give_up:
                break
            time.sleep(RETRY_MS / 1000)
        return True

    def _take_lock(self) -> bool:
        """Lock ``window.lock``: True when this process holds the lock now,
        or when none can be held there (a folder that cannot be written, a
        file system without locks: it runs on its own); False when another
        process holds it."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.data_dir / "window.lock", os.O_RDWR | os.O_CREAT, 0o600)  # not inherited
        except OSError:
            return True
        try:
            _lock_now(fd)
        except (BlockingIOError, PermissionError):
            os.close(fd)
            return False
        except OSError:
            os.close(fd)
            return True
        self._lock = fd
        return True

    def _send(self, request: dict) -> bool:
        import json

        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(json.dumps(request).encode("utf-8") + b"\n")
        socket.flush()
        ok = socket.waitForBytesWritten(CONNECT_MS) or socket.bytesToWrite() == 0
        socket.disconnectFromServer()
        return ok

    def serve(self) -> None:
        """Listen for later starts (``requested``)."""
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(self.name)  # a socket left by a killed owner
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if self.server.listen(self.name):
            self.server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()  # a child of the server: freed with it
            self._incoming.append((socket, bytearray()))
            socket.readyRead.connect(self._read)
        self._read()

    def _read(self) -> None:
        """Collect each connection's line; a whole one is a request."""
        from cardtable.engine.safe_load import LoadError, parse_json

        for entry in list(self._incoming):
            socket, buffer = entry
            buffer.extend(bytes(socket.readAll()))
            if not buffer.endswith(b"\n") and len(buffer) <= MAX_REQUEST:
                continue
            self._incoming.remove(entry)
            socket.abort()
            try:
                request = parse_json(buffer.decode("utf-8"), "request")
            except (UnicodeDecodeError, LoadError):
                request = {}
            self.requested.emit(request if isinstance(request, dict) else {})

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        if self._lock is not None:
            os.close(self._lock)   # and with it the lock
            self._lock = None

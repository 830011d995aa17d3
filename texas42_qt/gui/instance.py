"""One app per user: two copies on one home would write the same autosave, the last
writer winning (issue 26). The first copy holds a lock file in the data folder and
listens on a local socket; a second start hands its file (or nothing) to it and exits.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDeadlineTimer, QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK = "texas42.lock"
HANDOVER_MS = 5000
"""How long a second start tries to reach the first (which may be starting up itself)."""
MAX_MESSAGE = 64 * 1024


def server_name(folder: Path) -> str:
    """The local socket's name: one per data folder (so one per user), short enough for a socket path."""
    digest = hashlib.sha256(str(Path(folder).resolve()).encode("utf-8")).hexdigest()[:16]
    return f"texas42-{digest}"


class SingleInstance(QObject):
    """The running copy's side: `claim` takes the lock; each file a later start hands over
    is given to `attach`'s callback (kept until one is attached: a start that comes while
    this one still builds its window is not lost)."""

    received = Signal(str)
    """A file handed over by a second start ("" when it gave none: show the window)."""

    def __init__(self, folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock = QLockFile(str(self.folder / LOCK))
        self.lock.setStaleLockTime(0)  # held for the app's life: stale only when its process is gone
        self.server: QLocalServer | None = None
        self._pending: list[str] = []
        self._callback: Callable[[str], None] | None = None
        self._sockets: list[QLocalSocket] = []
        self._buffers: dict[int, bytes] = {}

    def claim(self) -> bool:
        """Take the lock and listen; False when another copy holds it. A folder where no lock
        can be made (read-only) does not stop the game: it runs, unguarded, as before."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if not self.lock.tryLock(100):
            return self.lock.error() != QLockFile.LockError.LockFailedError
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket file left by a copy that was killed
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._connected)
        server.listen(name)
        self.server = server
        return True

    def attach(self, callback: Callable[[str], None]) -> None:
        self._callback = callback
        pending, self._pending = self._pending, []
        for path in pending:
            callback(path)

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    def _connected(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._sockets.append(socket)
            socket.readyRead.connect(self._ready)
            socket.disconnected.connect(self._gone)

    def _gone(self) -> None:
        for socket in [s for s in self._sockets if s.state() == QLocalSocket.LocalSocketState.UnconnectedState]:
            self._sockets.remove(socket)
            socket.deleteLater()

    def _ready(self) -> None:
        for socket in list(self._sockets):
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        buffered = self._buffers.get(id(socket), b"") + bytes(socket.readAll().data())
        if b"\n" not in buffered and len(buffered) < MAX_MESSAGE:
            self._buffers[id(socket)] = buffered
            return
        self._buffers.pop(id(socket), None)
        try:
            message = json.loads(buffered.split(b"\n", 1)[0].decode("utf-8"))
            path = message.get("open") or ""
        except (ValueError, AttributeError):
            return  # not one of ours
        if isinstance(path, str):
            QTimer.singleShot(0, lambda: self._deliver(path))  # out of the socket's signal

    def _deliver(self, path: str) -> None:
        self.received.emit(path)
        if self._callback is None:
            self._pending.append(path)
        else:
            self._callback(path)


def hand_over(folder: Path, path: str | None, timeout_ms: int = HANDOVER_MS) -> bool:
    """A second start: give `path` (absolute) to the running copy. False when it cannot be reached."""
    message = json.dumps({"open": str(Path(path).resolve()) if path else ""}).encode("utf-8") + b"\n"
    deadline = QDeadlineTimer(timeout_ms)
    while not deadline.hasExpired():
        socket = QLocalSocket()
        socket.connectToServer(server_name(folder))
        if socket.waitForConnected(min(1000, max(1, deadline.remainingTime()))):
            socket.write(message)
            sent = socket.waitForBytesWritten(max(1, deadline.remainingTime()))
            socket.disconnectFromServer()
            if sent:
                return True
        socket.abort()
        _pause(200)  # the first copy may still be starting: try again shortly
    return False


def _pause(ms: int) -> None:
    import time

    time.sleep(ms / 1000)

"""Ctrl+C in the terminal that started the app, its closing, and SIGTERM (a logout, a shutdown, `kill`),
end the app as its Quit does: the game saved, the AI process stopped, the one-copy lock let go.

Python runs a signal handler only between its own bytecodes, and Qt's event loop runs in C, so
the handler alone would wait for the next Python call (and before this, Ctrl+C raised
KeyboardInterrupt in whatever slot came next, and the app went on). The signal's byte on a
socket wakes Qt's loop (`signal.set_wakeup_fd`), and the handler itself only asks the loop to
quit, at its next turn, never in the middle of another slot.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
"""SIGHUP: the terminal that started the app was closed (Windows has none)."""

MODAL_CLOSES = 8
"""At most this many open dialogs are closed before the window (a dialog that refuses to close
must not keep the app from ending)."""


_STOPPING: list[int] = []
"""The stop signals received by this process."""


def stopping() -> bool:
    """Whether a signal is stopping the app: the windows close without a question."""
    return bool(_STOPPING)


class StopSignals(QObject):
    """While installed, SIGINT, SIGTERM and SIGHUP close the open dialogs and then every window, at the
    event loop's next turn (installed before the window is made, so a signal that comes while
    it starts up is not lost: the window closes as soon as the loop runs)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.received: list[int] = []
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier: QSocketNotifier | None = None
        self._previous_fd = -1
        # without the wakeup (a system that refuses the socket pair), a signal still quits,
        # at the next Python call instead of at once
        with contextlib.suppress(OSError, ValueError):
            self._wake_on_signals()
        # a signal the app was started to ignore stays ignored (a script's `texas42 &`)
        self._previous = {number: signal.signal(number, self._stop) for number in STOP_SIGNALS
                          if signal.getsignal(number) is not signal.SIG_IGN}
        self._installed = True

    def _wake_on_signals(self) -> None:
        read, write = socket.socketpair()
        for end in (read, write):
            end.setblocking(False)
        self._sockets = (read, write)
        self._notifier = QSocketNotifier(read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._previous_fd = signal.set_wakeup_fd(write.fileno(), warn_on_full_buffer=False)

    def uninstall(self) -> None:
        """Give the signals back their handlers from before (idempotent)."""
        if not self._installed:
            return
        self._installed = False
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
        if self._sockets is not None:
            signal.set_wakeup_fd(self._previous_fd)
            for end in self._sockets:
                end.close()

    def _stop(self, number: int, _frame: FrameType | None) -> None:
        self.received.append(number)
        _STOPPING.append(number)
        QTimer.singleShot(0, self, self._close)

    def _drain(self) -> None:
        if self._sockets is not None:
            with contextlib.suppress(OSError):  # the Python handler, not these bytes, says what came
                self._sockets[0].recv(512)

    def _close(self) -> None:
        for _ in range(MODAL_CLOSES):
            modal = QApplication.activeModalWidget()
            if modal is None:
                break
            modal.close()
        QApplication.closeAllWindows()
        if QApplication.activeModalWidget() is not None:
            QApplication.quit()  # a dialog that would not close ends with the event loops

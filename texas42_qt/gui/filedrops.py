"""Game files dropped on the window (from a file manager): one opens as Game > Open game opens it,
through the same path, so the game in progress is kept and a bad file is refused in the same words.
Anything else dropped is refused with a line in the status bar."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget

from .i18n import translate


class FileDrops(QObject):
    """Watches the window for drops (found by QA: a .t42 dropped on the window did nothing)."""

    def __init__(self, window: QWidget, open_path: Callable[[Path], None], say: Callable[[str], None]):
        super().__init__(window)
        self._open, self._say = open_path, say
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDropEvent):
            # Whatever is dragged may land: what cannot be opened is told on the drop, not just refused
            # with a cursor that says nothing of why
            event.acceptProposedAction()
            return True
        if event.type() == QEvent.Type.Drop and isinstance(event, QDropEvent):
            event.acceptProposedAction()
            self.dropped(event)
            return True
        return False

    def dropped(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        paths = [Path(url.toLocalFile()) for url in urls if url.isLocalFile()]
        count = len(urls)  # (a plain name: pyside6-lupdate reads no expression as the count)
        if len(paths) == 1 and count == 1:
            self._open(paths[0])
        elif count > 1:
            self._say(translate("MainWindow", "Drop one game file at a time: %n were dropped.", None, count))
        else:
            self._say(translate("MainWindow", "Only a game file (.t42) can be dropped here to open it."))

"""Open every dialog of the window many times: memory and widgets left behind.

    .venv/bin/python bench/dialog_bench.py --openings 40

Each dialog of the menus (New game, Rules of this game, Kept games, Preferences, Learn to play,
Bidding practice, Play practice, Analyze a hand, My mistakes, Statistics, Rules, Record format,
Licences, About) is opened by its menu command and closed `--openings` times in the real
window, offscreen. Target (issue 26): at most 5 MB growth, 0 dialogs left.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from machine import describe  # noqa: E402
from monkey_bench import make_window, rss_mb  # noqa: E402

DIALOGS = ["New game", "Rules of this game", "Kept games", "Preferences", "Learn to play", "Bidding practice",
           "Play practice", "Analyze a hand", "My mistakes", "Statistics", "Rules", "Game record format (.t42)",
           "Licences", "About Texas 42"]
"""The menu commands that open a dialog, by their English words (no "&", no "…"): the bench opens
them as the user does, so it follows the commands wherever their code moves."""


def menu_commands(window: Any) -> dict[str, Any]:
    """Each of `DIALOGS`' menu actions by its words; a command missing from the menus is an error
    (the bench would otherwise measure less than it says)."""
    from PySide6.QtGui import QAction

    found = {a.text().replace("&", "").rstrip("…"): a for a in window.findChildren(QAction)}
    missing = [name for name in DIALOGS if name not in found]
    if missing:
        raise SystemExit(f"dialog_bench: no menu command {', '.join(missing)}")
    return {name: found[name] for name in DIALOGS}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--openings", type=int, default=40)
    args = parser.parse_args()
    from PySide6.QtCore import QEvent, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QDialog

    qInstallMessageHandler(lambda *_: None)
    app = QApplication([])
    window = make_window(Path(tempfile.mkdtemp(prefix="texas42-dialogs-")))
    commands = menu_commands(window)
    shown: list[str] = []

    def close() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QDialog):
            return  # (a window that is not modal: `open_once` closes it)
        shown.append(type(modal).__name__)
        modal.reject()

    def open_once(name: str) -> None:
        QTimer.singleShot(0, close)
        commands[name].trigger()
        for dialog in QApplication.topLevelWidgets():  # a window of its own (Analyze a hand), not modal
            if isinstance(dialog, QDialog) and dialog.isVisible() and QApplication.activeModalWidget() is None:
                shown.append(type(dialog).__name__)
                dialog.reject()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()

    for name in DIALOGS:  # once each first: what is built once (fonts, the rules page's art) is not a leak
        open_once(name)
    start, widgets = rss_mb(), len(QApplication.allWidgets())
    began = time.perf_counter()
    for _ in range(args.openings):
        for name in DIALOGS:
            open_once(name)
    left = [w for w in QApplication.allWidgets() if isinstance(w, QDialog)]
    growth = rss_mb() - start
    print(f"dialog_bench: {args.openings} openings of each of {len(DIALOGS)} dialogs ({len(shown)} shown): "
          f"memory {start:.1f} -> {rss_mb():.1f} MB (growth {growth:+.1f} MB); widgets {widgets} -> "
          f"{len(QApplication.allWidgets())}; dialogs left {len(left)}")
    print(f"time: {time.perf_counter() - began:.0f} s; machine: {describe()}; load: {os.getloadavg()[0]:.2f}")
    window.close()
    return 0 if growth <= 5 and not left else 1


if __name__ == "__main__":
    sys.exit(main())

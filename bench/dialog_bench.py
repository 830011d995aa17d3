"""Open every dialog of the window many times: memory and widgets left behind.

    .venv/bin/python bench/dialog_bench.py --openings 40

Each dialog (New game, Preferences, Lessons, My mistakes, Statistics, the practice set-ups,
Rules, Record format) is opened and closed `--openings` times in the real window,
offscreen. Target (issue 26): at most 5 MB growth, 0 dialogs left.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from machine import describe  # noqa: E402
from monkey_bench import make_window, rss_mb  # noqa: E402

DIALOGS = ["new_game_dialog", "preferences_dialog", "lessons_dialog", "mistakes_dialog", "stats_dialog",
           "practice_dialog", "play_practice_dialog", "show_rules", "show_record_format"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--openings", type=int, default=40)
    args = parser.parse_args()
    from PySide6.QtCore import QEvent, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QDialog

    qInstallMessageHandler(lambda *_: None)
    app = QApplication([])
    window = make_window(Path(tempfile.mkdtemp(prefix="texas42-dialogs-")))
    shown: list[str] = []

    def close() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(5, close)
            return
        shown.append(type(modal).__name__)
        modal.reject()

    def open_once(name: str) -> None:
        QTimer.singleShot(0, close)
        getattr(window, name)()
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

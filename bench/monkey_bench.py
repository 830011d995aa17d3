"""Random input, as a restless player gives it: keys, clicks, menu commands (their dialogs
closed again at once) and legal moves, seeded. Reports exceptions and memory growth.

    .venv/bin/python bench/monkey_bench.py --steps 10000 [--seed 1]

The window is the real one, offscreen, with Easy AI seats (in a thread, so the steps
run fast) and no animations; settings and saves go to a temporary folder. Target
(issue 26): 0 exceptions and at most 10 MB growth over 10,000 steps. `monkey()` is also
the suite's random-input test (tests/test_monkey.py, a few hundred steps).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SKIPPED_ACTIONS = ("Quit",)
"""Menu commands the monkey leaves alone (it would end the run)."""


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        return 0.0


@dataclass
class Report:
    steps: int = 0
    exceptions: list[str] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)
    memory_start: float = 0.0
    memory_end: float = 0.0
    hands: int = 0

    @property
    def growth(self) -> float:
        return self.memory_end - self.memory_start


def _close_modals() -> None:
    """Close whatever modal dialog is up (a question is answered No): the monkey's menu
    commands open dialogs that would otherwise wait for a user."""
    from PySide6.QtWidgets import QApplication, QDialog

    for _ in range(5):
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QDialog):
            return
        modal.reject()


def _settle(app: Any, window: Any, budget_s: float) -> None:
    """Let the app work (the AI's turns, reads off the GUI thread) until the user is to act
    or the budget is spent: no fixed sleep, the loop ends as soon as the table waits."""
    from PySide6.QtCore import QEvent

    c = window.controller
    deadline = time.monotonic() + budget_s
    while time.monotonic() < deadline:
        app.processEvents()
        # What the running app's event loop does and processEvents() outside one does not:
        # delete the widgets given to deleteLater (the panels' old buttons, closed dialogs).
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if not c.busy and not window.table.animator.busy and not window.work.busy():
            s = c.state
            if not c.started or s.to_act == c.human or s.phase.name in ("SCORED", "GAME_OVER"):
                return
        time.sleep(0.002)


def monkey(window: Any, steps: int, seed: int, on_step: Callable[[int], None] | None = None) -> Report:
    """Drive `window` with `steps` seeded random inputs; exceptions raised in Qt's slots and
    handlers are collected (sys.excepthook), not raised."""
    from PySide6.QtCore import QPoint, Qt, QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    rng = random.Random(seed)
    report = Report(memory_start=rss_mb())
    hook = sys.excepthook

    def caught(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        report.exceptions.append("".join(traceback.format_exception(kind, value, tb))[-2000:])

    sys.excepthook = caught
    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Space,
            Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Escape, Qt.Key.Key_H, Qt.Key.Key_N, Qt.Key.Key_D,
            Qt.Key.Key_L, Qt.Key.Key_R, Qt.Key.Key_F9, Qt.Key.Key_1, Qt.Key.Key_5, Qt.Key.Key_Home, Qt.Key.Key_End]
    actions = [a for a in window.findChildren(QAction)
               if a.text() and not any(s in a.text().replace("&", "") for s in SKIPPED_ACTIONS)]
    window.controller.handScored.connect(lambda *_: setattr(report, "hands", report.hands + 1))
    try:
        for step in range(steps):
            roll = rng.random()
            closer = QTimer()
            closer.setInterval(20)
            closer.timeout.connect(_close_modals)
            closer.start()
            try:
                if roll < 0.45:
                    _legal_move(window, rng, report)
                elif roll < 0.70:
                    target = QApplication.focusWidget() or window.table
                    QTest.keyClick(target, rng.choice(keys))
                    report.kinds["key"] += 1
                elif roll < 0.85:
                    viewport = window.table.viewport()
                    point = QPoint(rng.randrange(max(1, viewport.width())), rng.randrange(max(1, viewport.height())))
                    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
                    report.kinds["click"] += 1
                else:
                    action = rng.choice(actions)
                    if action.isEnabled():
                        action.trigger()
                        report.kinds[f"menu {action.text().replace('&', '')}"] += 1
            except Exception:  # noqa: BLE001 - the report counts it
                caught(*sys.exc_info())  # type: ignore[arg-type]
            finally:
                closer.stop()
            _close_modals()
            _settle(app, window, 2.0)
            report.steps = step + 1
            if on_step is not None:
                on_step(step)
    finally:
        sys.excepthook = hook
    report.memory_end = rss_mb()
    return report


def _legal_move(window: Any, rng: random.Random, report: Report) -> None:
    """The user's move when it is the user's turn (else Next hand, or a new game when over)."""
    c = window.controller
    if window.resume_bar.isVisible():
        window.resume_bar.new.click()
        return
    if not c.started:
        return
    obs = c.observation()
    if obs.phase.name == "SCORED":
        window.next_hand()
        report.kinds["next hand"] += 1
    elif obs.phase.name == "GAME_OVER":
        window.rematch()
        report.kinds["rematch"] += 1
    elif obs.to_act == obs.seat and obs.legal:
        window.act(rng.choice(sorted(obs.legal, key=repr)))
        report.kinds["move"] += 1


def make_window(folder: Path) -> Any:
    from PySide6.QtCore import QSettings

    from texas42_qt.ai.players import make_player
    from texas42_qt.gui.mainwindow import MainWindow

    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("speed", "off")
    settings.setValue("tutorial/offered", True)

    def easy(level: str, seed: int, name: str) -> Any:
        return make_player("easy", seed, name)

    window = MainWindow(settings, folder / "data", ai_factory=easy, offer_resume=False)
    window.resize(1100, 760)
    window.show()
    return window


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warmup", type=int, default=300, help="steps before memory is first measured")
    args = parser.parse_args()
    from machine import describe
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    qInstallMessageHandler(lambda kind, context, message: None if "propagateSizeHints" in message else
                           print(f"qt: {message}", file=sys.stderr))
    app = QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="texas42-monkey-"))
    window = make_window(folder)
    start = time.perf_counter()
    warm = monkey(window, args.warmup, args.seed + 1)
    report = monkey(window, args.steps, args.seed,
                    on_step=lambda s: print(f"  step {s + 1}: {rss_mb():.1f} MB", flush=True) if (s + 1) % 1000 == 0 else None)
    window.close()
    app.processEvents()
    exceptions = warm.exceptions + report.exceptions
    for text in exceptions[:5]:
        print(text)
    print(f"monkey_bench: {report.steps} steps (seed {args.seed}, after {args.warmup} warm-up steps): "
          f"{len(exceptions)} exceptions; memory {report.memory_start:.1f} -> {report.memory_end:.1f} MB "
          f"(growth {report.growth:+.1f} MB); hands played {report.hands}")
    print("inputs: " + ", ".join(f"{k} {v}" for k, v in report.kinds.most_common(12)))
    print(f"time: {time.perf_counter() - start:.0f} s; machine: {describe()}; load: {os.getloadavg()[0]:.2f}")
    return 0 if not exceptions and report.growth <= 10 else 1


if __name__ == "__main__":
    sys.exit(main())

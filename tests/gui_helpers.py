"""Driving the real window in tests: seats, waiting for the AI, acting through the UI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from texas42_qt.ai.players import make_player
from texas42_qt.engine import Bid, NameTrump, Phase, Rules
from texas42_qt.gui.controller import SeatConfig
from texas42_qt.gui.dialogs import GameSetup, seat_names
from texas42_qt.gui.mainwindow import MainWindow
from texas42_qt.gui.panels import action_of

TIMEOUT = 20_000


def easy_factory(level: str, seed: int, name: str):
    """Every AI seat plays at Easy level: fast, and still a real player."""
    return make_player("easy", seed, name)


def settings_at(folder: Path, **values) -> QSettings:
    """A window's settings in `folder`: animations off, unless T42_TEST_SPEED names a speed (a run
    with them on finds what only animations do, e.g. an animation left on deleted tiles); your
    games' mistakes kept out of My mistakes."""
    s = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    s.setValue("speed", os.environ.get("T42_TEST_SPEED", "off"))
    # Off unless a test asks: a background review of each hand played out (about a second of CPU at
    # Hard) would slow every test that plays hands, and fill the decks other tests count.
    s.setValue("mistakes_from_games", False)
    for k, v in values.items():
        s.setValue(k, v)
    return s


def make_window(qtbot, folder: Path, factory=easy_factory, offer_resume: bool = False, **settings) -> MainWindow:
    window = MainWindow(settings_at(folder, **settings), folder / "data", ai_factory=factory, offer_resume=offer_resume)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    return window


def setup_for(rules: Rules, seed: int = 5, practice: bool = True, user: str = "You") -> GameSetup:
    n = rules.layout.n_seats
    names = seat_names(n, user)
    seats = [SeatConfig(names[0])] + [SeatConfig(names[s], "easy") for s in range(1, n)]
    return GameSetup(rules, seats, seed, practice)


def wait_for_user(qtbot, window: MainWindow) -> None:
    """Until the user must act (or the hand/game is over) and the table is still."""
    c = window.controller

    def ready() -> bool:
        s = c.state
        still = not window.table.animator.busy and not c.busy
        # (a practice deal played out names the contract chosen with the bid: the user is not asked)
        named = s.phase is Phase.TRUMP and window.practice.state == "playing" and not window.trump_panel.isVisible()
        return still and not named and (s.to_act == c.human or s.phase in (Phase.SCORED, Phase.GAME_OVER))

    qtbot.waitUntil(ready, timeout=TIMEOUT)


def user_step(qtbot, window: MainWindow, bid_choice=None) -> None:
    """Take the user's decision through the panels and the table (first legal choice,
    or `bid_choice(bids)` for the auction)."""
    c = window.controller
    obs = c.observation()
    if obs.phase is Phase.BID:
        assert window.bid_panel.isVisible()
        buttons = {action_of(b): b for b in window.bid_panel.buttons()}
        assert set(buttons) == {a for a in obs.legal if isinstance(a, Bid)}
        bid = bid_choice(list(buttons)) if bid_choice else next(iter(buttons))
        buttons[bid].click()
    elif obs.phase is Phase.TRUMP:
        assert window.trump_panel.isVisible()
        buttons = {action_of(b): b for b in window.trump_panel.buttons()}
        assert set(buttons) == {a for a in obs.legal if isinstance(a, NameTrump)}
        next(iter(buttons.values())).click()
    else:
        tile = window.hand_model.tiles()[0]
        legal = [t for t in window.hand_model.tiles() if window.hand_model.is_legal(t)]
        tile = legal[0] if legal else tile
        click_tile(qtbot, window, tile)


def click_tile(qtbot, window: MainWindow, tile: int) -> None:
    from PySide6.QtCore import Qt

    item = window.table.tile_item(tile)
    assert item is not None, "the tile is not on the table"
    point = window.table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_hand(qtbot, window: MainWindow, bid_choice=None) -> None:
    """Play the user's seat to the end of the current hand."""
    c = window.controller
    hand = c.state.hand_index
    for _ in range(200):
        wait_for_user(qtbot, window)
        if c.state.phase in (Phase.SCORED, Phase.GAME_OVER) or c.state.hand_index != hand:
            return
        user_step(qtbot, window, bid_choice)
    raise AssertionError("the hand did not end")


def high_bidder(bids):
    """A bid choice that ends games fast: the highest point bid there is."""
    return max(bids, key=lambda b: (b.value < 42, b.value))


def play_game(qtbot, window: MainWindow, bid_choice=high_bidder) -> None:
    """Play the user's seat hand after hand (Next hand between them) to the end of the game."""
    for _ in range(40):
        play_hand(qtbot, window, bid_choice)
        if window.controller.state.phase is Phase.GAME_OVER:
            return
        window.end_panel.buttons()[0].click()  # Next hand
    raise AssertionError("the game did not end in 40 hands")


def close_clean(qtbot, window: MainWindow) -> None:
    window.close()
    qtbot.waitUntil(lambda: not running_work(window), timeout=5000)


def open_and_wait(qtbot, window: MainWindow, path) -> bool:
    """Open a record (it is read off the GUI thread) and wait for the answer."""
    with qtbot.waitSignal(window.files.opened, timeout=TIMEOUT) as blocker:
        window.open_file(path)
    return bool(blocker.args[0])


def running_work(window: MainWindow) -> list[str]:
    """What is still running: AI threads, active timers, animations (tests assert none after closing)."""
    import threading

    import shiboken6
    from PySide6.QtCore import QAbstractAnimation

    out = [f"thread {t.name}" for t in threading.enumerate() if t.name.startswith("texas42-") and t.is_alive()]
    if not shiboken6.isValid(window):  # deleted (pytest-qt deletes the widgets it closes): its timers went with it
        return out
    c = window.controller
    out += [f"timer {name}" for name, t in (("thinking", c._thinking_timer), ("pace", c._pace_timer),
                                             ("watchdog", c.work._watchdog),
                                             ("heartbeat", c.work._pulse)) if t.isActive()]
    if window.table.animator.busy:
        out.append("animation queue")
    out += [f"animation {a!r}" for a in window.findChildren(QAbstractAnimation) if a.state() != QAbstractAnimation.State.Stopped]
    return out


def drop_files(widget, paths, urls=None) -> bool:
    """Drag `paths` (or the QUrl list `urls`) onto `widget` and drop them there, as a file manager
    does (the events a real drag sends, to the widget under the pointer); True if the drop was taken."""
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    mime = QMimeData()
    mime.setUrls(urls if urls is not None else [QUrl.fromLocalFile(str(p)) for p in paths])
    centre = widget.rect().center()
    copy, left, none = Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(centre, copy, mime, left, none)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(widget, QDragMoveEvent(centre, copy, mime, left, none))
    drop = QDropEvent(QPointF(centre), copy, mime, left, none)
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


def on_a_screen(tmp_path: Path, size: tuple[int, int], scale: str, code: str) -> Any:
    """Run `code` in a Python process of its own on an offscreen screen of `size` at Qt scale `scale`
    (the scale is read at a process's start), and give back the JSON its last printed line holds."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": size[0], "height": size[1],
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=root, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])

"""Screenshots for the docs: the table (bidding, mid-trick, hand summary) in both
tile themes from a seeded game with Hard AI seats, a Moon table, and the trainer
(practice reveal, hand review, statistics after a few quick games).

    xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb .venv/bin/python tools/screenshots.py docs
    (or simply: .venv/bin/python tools/screenshots.py docs   -- drawn offscreen)

Settings and autosaves go to a temporary folder: the user's own are not touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from texas42_qt.ai.heuristics import best_contract  # noqa: E402
from texas42_qt.engine import PASS, Bid, GameState, NameTrump, Phase, Play, Rules  # noqa: E402
from texas42_qt.gui import i18n  # noqa: E402
from texas42_qt.gui.controller import SeatConfig  # noqa: E402
from texas42_qt.gui.dialogs import GameSetup  # noqa: E402
from texas42_qt.gui.mainwindow import MainWindow  # noqa: E402


def wait(app: QApplication, until: Callable[[], bool], timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("the game did not reach the wanted point")
        app.processEvents()
        time.sleep(0.005)


def settle(app: QApplication, window: MainWindow) -> None:
    c = window.controller
    wait(app, lambda: not window.table.animator.busy and not c.busy
         and (c.state.to_act == c.human or c.state.phase in (Phase.SCORED, Phase.GAME_OVER)))
    for _ in range(20):
        app.processEvents()


def user_move(window: MainWindow) -> None:
    """The user's seat plays sensibly enough for a picture: bid 30 if it can, pass otherwise."""
    obs = window.controller.observation()
    if obs.phase is Phase.BID:
        window.act(Bid(30) if Bid(30) in obs.legal else PASS)
    elif obs.phase is Phase.TRUMP:
        contract, _ = best_contract(obs.hand, obs.rules)
        allowed = [a for a in obs.legal if isinstance(a, NameTrump)]
        window.act(next((a for a in allowed if a.contract is contract), allowed[0]))
    else:
        window.act(next(a for a in obs.legal if isinstance(a, Play | type(obs.legal[0]))))


def new_window(width: int, height: int, theme: str = "classic", ai_factory: object = None) -> MainWindow:
    """A window with its own settings and saves in a temporary folder (the user's are never touched)."""
    folder = Path(tempfile.mkdtemp(prefix="t42-shots-"))
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("theme", theme)
    settings.setValue("speed", "off")
    window = MainWindow(settings, folder / "data", offer_resume=False, ai_factory=ai_factory)
    window.resize(width, height)
    window.show()
    return window


def save_picture(app: QApplication, widget: QWidget, path: Path, shots: list[Path]) -> None:
    """Let the widget settle, then save its picture."""
    for _ in range(10):
        app.processEvents()
    widget.grab().save(str(path))
    shots.append(path)


def shoot(app: QApplication, theme: str, out: Path, seed: int, preset: str = "Texas house rules",
          size: tuple[int, int] = (1500, 920), tag: str | None = None) -> list[Path]:
    from texas42_qt.gui.dialogs import seat_names
    from texas42_qt.gui.i18n import translate

    window = new_window(*size, theme)
    rules = Rules.preset(preset)
    names = seat_names(rules.layout.n_seats, translate("Dialogs", "You"))  # in the language installed
    seats = [SeatConfig(names[0])] + [SeatConfig(n, "hard") for n in names[1:]]
    window.start_game(GameSetup(rules, seats, seed, True))
    if tag is None:
        tag = "" if preset == "Texas house rules" else "-" + rules.variant.value
    shots = []

    def grab(name: str) -> None:
        save_picture(app, window, out / f"table{tag}-{name}-{theme}.png", shots)

    settle(app, window)
    while window.controller.state.phase is not Phase.BID:
        user_move(window)
        settle(app, window)
    grab("bidding")
    while not (window.controller.state.phase is Phase.PLAY and len(window.controller.state.trick_tiles) >= 2
               and window.controller.state.to_act == window.controller.human):
        if window.controller.state.phase is Phase.SCORED:
            window.controller.next_hand()
        else:
            user_move(window)
        settle(app, window)
    grab("mid-trick")
    while window.controller.state.phase not in (Phase.SCORED, Phase.GAME_OVER):
        user_move(window)
        settle(app, window)
    window.docks["Score sheet"].raise_()
    grab("hand-summary")
    window.close()
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", default="docs")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--languages", action="store_true", help="only the tables in Vietnamese and Slovak")
    parser.add_argument("--coach", action="store_true", help="only the bid hint and the Analyze a hand dialog")
    parser.add_argument("--new-game", action="store_true", help="only the New game dialog")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install(app, "en")  # as the app starts: English words and English numbers (3,000), whatever the locale
    if args.coach:
        for path in shoot_coach(app, out, args.seed):
            print(path)
        return 0
    if args.new_game:
        window = new_window(1024, 700)
        for path in shoot_new_game(app, out, window, Rules.preset("Texas house rules")):
            print(path)
        window.close()
        return 0
    for path in shoot_languages(app, out, args.seed):
        print(path)
    if args.languages:
        return 0
    for theme in ("classic", "contrast"):
        for path in shoot(app, theme, out, args.seed):
            print(path)
    for path in shoot(app, "classic", out, args.seed, "Moon")[1:2]:
        print(path)
    for path in shoot_trainer(app, out, args.seed):
        print(path)
    for path in shoot_small_screen(app, out, args.seed):
        print(path)
    for path in shoot_learning(app, out, args.seed):
        print(path)
    for path in shoot_coach(app, out, args.seed):
        print(path)
    return 0


def shoot_coach(app: QApplication, out: Path, seed: int) -> list[Path]:
    """The bid hint in a game (its table: chance used and expected marks per cell, the best
    marked) at 1280x800, and Practice > Analyze a hand on a hand typed in."""
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = new_window(1280, 800)
    shots: list[Path] = []
    seats = [SeatConfig("You")] + [SeatConfig(n, "hard") for n in ("West", "Partner", "East")]
    window.start_game(GameSetup(Rules(), seats, seed + 1, True))
    settle(app, window)
    window.request_hint()
    wait(app, lambda: window.hint_view.hint is not None and getattr(window.hint_view.hint, "final", False)
         and not getattr(window.hint_view.hint, "instant", False), 120)
    save_picture(app, window, out / "hint-bid.png", shots)
    dialog = AnalysisDialog(window.work, Rules(), window)
    dialog.resize(1000, 660)
    dialog.show()
    dialog.hand.setText("6-6 6-4 6-1 5-5 4-4 3-1 2-0")
    dialog.picker.sync()
    dialog.place.setCurrentIndex(1)
    dialog.bids.setText("30")
    dialog.analyse()
    wait(app, lambda: dialog.view.hint is not None, 120)
    save_picture(app, dialog, out / "analysis.png", shots)
    dialog.close()
    window.close()
    return shots


def shoot_languages(app: QApplication, out: Path, seed: int, codes: tuple[str, ...] = ("vi", "sk")) -> list[Path]:
    """The table at 1024x700 in other languages (bidding and mid-trick): docs/table-vi-*.png, table-sk-*.png."""
    shots: list[Path] = []
    try:
        for code in codes:
            if not i18n.has_catalogue(code) or i18n.install(app, code) != code:
                raise SystemExit(f"no compiled catalogue for {code}: run python tools/i18n.py build")
            shots += shoot(app, "classic", out, seed, size=(1024, 700), tag=f"-{code}")[:2]
    finally:
        i18n.install(app, "en")
    return shots


def shoot_learning(app: QApplication, out: Path, seed: int) -> list[Path]:
    """A lesson's coach card with its rings, a play hint with its reason, and the lay-down offer."""
    from texas42_qt.engine import Contract
    from texas42_qt.engine.tiles import parse_tile
    from texas42_qt.play.tutorial import all_lessons

    window = new_window(1280, 800)
    shots: list[Path] = []

    def grab(name: str) -> None:
        save_picture(app, window, out / f"{name}.png", shots)

    lesson = all_lessons()[0]
    window.tutorial.start(lesson)
    wait(app, lambda: window.coach_bar.next.isVisible())
    while len(window.controller.state.actions) < 5 or not window.coach_bar.next.isVisible():
        if window.coach_bar.next.isVisible():
            window.coach_bar.next.click()
        elif window.tutorial.run is not None and window.tutorial.run.user_to_move(window.controller.state):
            window.act(lesson.moves[len(window.controller.state.actions)][1])
        app.processEvents()
    grab("lesson")
    window.tutorial.leave()
    # A play hint and its reason, in a seeded game.
    seats = [SeatConfig("You")] + [SeatConfig(n, "hard") for n in ("West", "Partner", "East")]
    window.start_game(GameSetup(Rules(), seats, seed + 3, True))
    settle(app, window)
    for _ in range(40):  # the first play of the user's whose hint has a reason beyond the chance
        state = window.controller.state
        if state.phase is Phase.PLAY and state.to_act == window.controller.human:
            window.request_hint()
            wait(app, lambda: window.hint_view.hint is not None and getattr(window.hint_view.hint, "final", False), 120)
            if "About" in window.hint_view.hint.reason:
                break
        if state.phase is Phase.SCORED:
            window.controller.next_hand()
        else:
            user_move(window)
        settle(app, window)
    grab("hint-reason")
    # The lay-down offer: every tile a sure winner at the first lead.
    state = GameState(Rules(), seed=1, first_shaker=3)
    sixes = [parse_tile(t) for t in ("6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0")]
    rest = [t for t in range(28) if t not in sixes]
    state.deal([sixes, rest[0::3], rest[1::3], rest[2::3]])  # dealt round: no other laydown
    window.controller.load(state, seats)
    settle(app, window)
    window.act(Bid(84))
    settle(app, window)
    window.act(NameTrump(Contract.SIXES))
    settle(app, window)
    grab("lay-down")
    window.close()
    return shots


def shoot_small_screen(app: QApplication, out: Path, seed: int) -> list[Path]:
    """The table at the smallest supported size (1024x700) with the keyboard focus in the bid panel and
    then on a tile, the New game dialog and the rules page."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    from texas42_qt.gui.rulespage import RulesDialog

    window = new_window(1024, 700)
    window.activateWindow()
    shots: list[Path] = []

    def grab(widget, name: str) -> None:
        save_picture(app, widget, out / f"{name}.png", shots)

    def key(widget, k: Qt.Key) -> None:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            app.sendEvent(widget, QKeyEvent(kind, k, Qt.KeyboardModifier.NoModifier))

    rules = Rules.preset("Texas house rules")
    seats = [SeatConfig("You")] + [SeatConfig(n, "hard") for n in ("West", "Partner", "East")]
    window.start_game(GameSetup(rules, seats, seed, True))
    settle(app, window)
    focused = app.focusWidget()
    if focused is not None:
        key(focused, Qt.Key.Key_Right)  # the focus ring moves to the next bid
    grab(window, "table-1024x700-keyboard-bid")
    while not (window.controller.state.phase is Phase.PLAY and window.controller.state.to_act == window.controller.human
               and window.controller.state.trick_tiles):
        user_move(window)
        settle(app, window)
    window.table.setFocus()
    key(window.table, Qt.Key.Key_Right)
    grab(window, "table-1024x700-keyboard-play")
    shots += shoot_new_game(app, out, window, rules)
    rules_page = RulesDialog(window, window.shortcuts())
    rules_page.show()
    grab(rules_page, "rules")
    rules_page.close()
    window.close()
    return shots



def shoot_new_game(app: QApplication, out: Path, window: MainWindow, rules: Rules) -> list[Path]:
    """The New game dialog with an Expert and two Hard players, so it shows what each level is."""
    from texas42_qt.gui.dialogs import NewGameDialog

    shots: list[Path] = []
    dialog = NewGameDialog(window.prefs, window, rules)
    for box, level in zip(dialog.levels, ("expert", "hard", "hard")):
        box.setCurrentIndex(box.findData(level))
    dialog.show()
    dialog.resize(dialog.sizeHint())
    save_picture(app, dialog, out / "new-game.png", shots)
    dialog.close()
    return shots


def shoot_trainer(app: QApplication, out: Path, seed: int) -> list[Path]:
    """The practice reveal, a hand review and the statistics window."""
    from texas42_qt.ai.players import make_player

    window = new_window(1500, 920, ai_factory=lambda level, s, name: make_player("easy", s, name))
    shots: list[Path] = []

    def grab(widget, name: str) -> None:
        save_picture(app, widget, out / f"{name}.png", shots)

    # A few quick games against Easy seats, so the statistics have something to show.
    names = ["You", "West", "Partner", "East"]
    seats = [SeatConfig(names[0])] + [SeatConfig(n, "easy") for n in names[1:]]
    for game in range(2):
        window.start_game(GameSetup(Rules.make("42", target=3), seats, seed + game, True))
        settle(app, window)
        while window.controller.state.phase is not Phase.GAME_OVER:
            if window.controller.state.phase is Phase.SCORED:
                window.controller.next_hand()
            else:
                user_move(window)
            settle(app, window)
    window.review_hand()
    wait(app, lambda: window.reviewer.dialog is not None and window.reviewer.dialog.progress.isHidden(), 120)
    window.reviewer.dialog.resize(1000, 640)
    grab(window.reviewer.dialog, "review")
    window.reviewer.dialog.hide()
    # A practice session of four decisions.
    window.start_practice("any", "strong", deals=4, seed=seed)
    for i in range(4):
        wait(app, lambda: window.practice.state == "deciding", 120)
        settle(app, window)
        obs = window.controller.observation()
        bids = [a for a in obs.legal if isinstance(a, Bid) and not a.special]
        bid = bids[min(len(bids) - 1, 2)] if i % 2 else bids[0]
        window.act(bid)
        if window.practice.state == "contract":
            contract, _ = best_contract(obs.hand, obs.rules)
            options = [b for b in window.trump_panel.buttons()]
            window.act(next((a for a in (b.property("action") for b in options) if a.contract is contract),
                            options[0].property("action")))
        wait(app, lambda: window.practice.state == "revealed", 120)
        if i == 3:
            grab(window.practice.reveal_dialog, "practice-reveal")
        else:
            window.practice.reveal_dialog.button_next.click()
    from texas42_qt.gui.trainer_views import StatsDialog

    dialog = StatsDialog(window.stats, window)
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    grab(dialog, "statistics")
    dialog.close()
    window.close()
    return shots


if __name__ == "__main__":
    sys.exit(main())

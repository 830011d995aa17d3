"""A year of evenings: what the app's own files look like after long use, and what that costs.

    .venv/bin/python bench/long_use.py [--games 500] [--kept 200] [--starts 5] [--memory-games 30]

1. Fills a throwaway home, through the app's own classes (no GUI), as heavy long use would:
   `--games` whole games of mixed variants played to their end by seeded random legal moves,
   the user in seat 0, every scored hand and finished game in the statistics, every hand held
   for review and released (as the app does), costly decisions of the user's 42 games put in My
   mistakes, practice answers in the statistics and the deck, `--kept` games in progress kept
   (New game over them), the preferences written as each game sets them. Prints each file's size
   every 100 games, and its growth per game.
2. Start-up to the drawn table (`texas42 --new --exit-when-drawn`, a fresh copy of the home per
   start) with that home and with an empty one.
3. With that home, in one offscreen window: the time to open Statistics, My mistakes and the
   Kept games file dialog (until its folder is listed).
4. Memory: four AI seats (`--level`) play `--memory-games` whole games in one window through its
   controller, speed off; resident memory of the app and of its AI process, live QObjects under
   the window, Python objects and threads, after each game.

Every deal is seeded; nothing here reads the clock for what it plays.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from machine import describe  # noqa: E402

HERE = Path(__file__).resolve()
PRESET_CYCLE = ["Straight 42 (tournament)", "Texas house rules", "Straight 42 (tournament)", "Moon",
                "Straight 42 (tournament)", "42 for three"]


def _app_names() -> None:
    from PySide6.QtCore import QCoreApplication

    from texas42_qt.app import APPLICATION, ORGANIZATION

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def _files(home: Path) -> dict[str, int]:
    """Every file under `home`, relative, with its size; the kept games summed as one entry."""
    out: dict[str, int] = {}
    for path in sorted(home.rglob("*")):
        if path.is_file():
            rel = str(path.relative_to(home))
            key = rel.split("/kept games/")[0] + "/kept games/*" if "/kept games/" in rel else rel
            out[key] = out.get(key, 0) + path.stat().st_size
    return out


# ------------------------------------------------------------------ filling the home


MAX_HANDS = 60
"""A game is cut off after this many hands (none came near it with Easy seats)."""


def _play_game(rules, seed: int, rng: random.Random, on_scored, on_action=None):
    """A whole game, four (or three) Easy seats deciding: random legal moves never end a Moon game."""
    from texas42_qt.ai.players import make_player
    from texas42_qt.engine import GameState, Phase

    game = GameState(rules, seed=seed)
    players = [make_player("easy", seed + seat) for seat in range(game.n)]
    while game.phase is not Phase.GAME_OVER and len(game.results) < MAX_HANDS:
        if game.phase is Phase.SCORED:
            game.next_hand()
        game.deal()
        while game.to_act >= 0:
            if on_action is not None:
                on_action(game)
            game.apply(players[game.to_act].choose(game.observation(game.to_act)))
        on_scored(game)
    return game


def child_fill(games: int, kept: int, seed: int) -> None:
    """Run with HOME set to the throwaway home: fill it as `games` evenings of play would."""
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication(sys.argv[:1])  # noqa: F841 - QStandardPaths and QSettings want one
    _app_names()
    from texas42_qt.engine import Outcome, Phase, Rules, Variant, scores_marks
    from texas42_qt.gui.controller import SeatConfig
    from texas42_qt.gui.saves import AutoSaver, app_data_dir
    from texas42_qt.gui.settings import Preferences
    from texas42_qt.trainer.mistakes import GAME, Card, Deck, Pending
    from texas42_qt.trainer.positions import GamePosition
    from texas42_qt.trainer.practice import POSITIONS
    from texas42_qt.trainer.stats import Stats

    folder = app_data_dir()
    home = Path(os.environ["HOME"])
    rng = random.Random(seed)
    stats = Stats(folder / "stats.sqlite")
    deck = Deck(folder / "mistakes.json")
    saver = AutoSaver(folder)
    prefs = Preferences()
    seats = [SeatConfig("You")] + [SeatConfig(n, "hard") for n in ("West", "Partner", "East")]
    keep_every = games / kept if kept else 0.0
    timings = {"deck_write_s": 0.0, "deck_writes": 0, "stats_write_s": 0.0, "stats_writes": 0,
               "keep_s": 0.0, "keeps": 0}
    sizes: dict[int, dict[str, int]] = {}
    next_keep = keep_every

    def timed(key: str, fn, *args) -> None:
        t0 = time.perf_counter()
        fn(*args)
        timings[key + "_s"] += time.perf_counter() - t0
        timings[key + "s"] += 1

    for number in range(1, games + 1):
        preset = PRESET_CYCLE[number % len(PRESET_CYCLE)]
        rules = Rules.preset(preset)
        game_seed = rng.getrandbits(32)
        user_cards = rules.variant is Variant.TEXAS_42 and scores_marks(rules)
        keep_now = kept and number >= next_keep
        if keep_now:
            next_keep += keep_every
        mid = {"done": False}

        def on_action(state, rules=rules, game_seed=game_seed, user_cards=user_cards, keep_now=keep_now, mid=mid):
            if keep_now and not mid["done"] and state.hand_index == 1 and state.phase is Phase.PLAY:
                mid["done"] = True  # a game in progress, replaced by a new one: kept
                saver.write_of(state, seats[:state.n], True)()
                timed("keep", saver.keep)
            if user_cards and state.to_act == 0 and state.phase is Phase.PLAY and rng.random() < 0.15:
                log = state.logs[-1]
                pos = GamePosition(game_seed, state.hand_index, tuple(state.score), log.shaker, tuple(log.deal),
                                   log.widow, tuple(log.actions), 0)
                card = Card("play", game_seed, pos.digest(), GAME, "any", rules.to_dict(), rng.random() * 0.5,
                            points=rng.random() * 10, game=pos, played="2026-03-07T14:05")
                timed("deck_write", deck.answered, card, card.lost, True, card.points)

        def on_scored(state, rules=rules, game_seed=game_seed, user_cards=user_cards):
            result = state.results[-1]
            if result.bidder is not None and result.bid is not None:
                layout = rules.layout
                role = "bidder" if result.bidder == 0 else \
                    "partner" if layout.side(result.bidder) == layout.side(0) else "defender"
                contract = result.contract.code if result.contract is not None else (result.bid.special or "")
                timed("stats_write", stats.record_hand, rules.variant.value, role, result.bid.value, contract,
                      result.result is Outcome.MADE)
            if user_cards:  # held until its review is done, then released (GameMistakes)
                pending = Pending(rules, game_seed, tuple(state.logs), 0, 0, ("You", "West", "Partner", "East"),
                                  "2026-03-07T14:05")
                timed("deck_write", deck.hold, pending)
                timed("deck_write", deck.release, pending)

        game = _play_game(rules, game_seed, rng, on_scored, on_action)
        mine = rules.layout.side(0)
        others = max(v for i, v in enumerate(game.score) if i != mine)
        winner = max(range(len(game.score)), key=lambda i: game.score[i])
        stats.record_game(rules.variant.value, "hard", winner == mine, game.score[mine], others)
        prefs.set_last_rules(rules)
        prefs.set_last_levels([s.level or "" for s in seats[1:game.n]])
        for _ in range(3):  # an evening's practice: answers in the statistics, misses in the deck
            position = rng.choice(list(POSITIONS))
            stats.record_practice(f"s{number}", rng.getrandbits(31), position, 30, "6", 31, "5", rng.random() * 0.3)
            stats.record_play_practice(f"p{number}", "session", rng.getrandbits(31), rng.randrange(20), "lead",
                                       1, 2, rng.random() * 0.2, rng.random() * 5, rng.random() < 0.7)
        if number % 100 == 0 or number == games:
            saver.flush()
            prefs.sync()
            sizes[number] = _files(home)
    # one game in progress at the end of the year: the autosave (kept out of the kept games)
    _play_game(Rules(), 1, rng, lambda s: None,
               lambda s: saver.write_of(s, seats, True)() if s.hand_index == 0 and s.phase is Phase.PLAY
               and len(s.logs[-1].actions) == 10 else None)
    saver.close()
    stats.close()
    prefs.sync()
    sizes[games + 1] = _files(home)
    print(json.dumps({"folder": str(folder), "sizes": {str(k): v for k, v in sizes.items()}, "timings": timings,
                      "deck_cards": len(deck), "deck_pending": len(deck.pending),
                      "kept_files": len(list((folder / "kept games").glob("*.t42")))}))


# ------------------------------------------------------------------ measuring


def child_dialogs() -> None:
    """Run with HOME set: open the window on that home, then time Statistics, My mistakes and Kept games."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel

    app = QApplication(sys.argv[:1])
    _app_names()
    from texas42_qt.gui.mainwindow import MainWindow
    from texas42_qt.gui.play_practice import MistakesDialog
    from texas42_qt.gui.saves import KEPT, app_data_dir
    from texas42_qt.gui.stats_view import StatsDialog
    from texas42_qt.trainer.mistakes import Deck
    from texas42_qt.trainer.stats import Stats

    folder = app_data_dir()
    out: dict[str, float] = {}
    t0 = time.perf_counter()
    deck = Deck(folder / "mistakes.json")
    out["deck_load_ms"] = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    stats = Stats(folder / "stats.sqlite")
    out["stats_open_ms"] = (time.perf_counter() - t0) * 1000
    stats.close()
    t0 = time.perf_counter()
    window = MainWindow(QSettings(), folder, offer_resume=False)
    window.show()
    app.processEvents()
    out["window_ms"] = (time.perf_counter() - t0) * 1000
    assert window.stats is not None and window.deck is not None

    def opened(make) -> float:
        t0 = time.perf_counter()
        dialog = make()
        dialog.show()
        app.processEvents()
        took = (time.perf_counter() - t0) * 1000
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
        return took

    out["statistics_ms"] = opened(lambda: StatsDialog(window.stats, window))
    out["my_mistakes_ms"] = opened(lambda: MistakesDialog(window.deck, window))

    def kept_dialog() -> QFileDialog:
        """Game > Kept games' dialog (Qt's own, as offscreen), shown until its folder's files are listed."""
        dialog = QFileDialog(window, "Kept games", str(folder / KEPT), "Texas 42 games (*.t42);;All files (*)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.show()
        model = dialog.findChild(QFileSystemModel)
        assert model is not None
        loaded: list[str] = []
        model.directoryLoaded.connect(loaded.append)
        deadline = time.monotonic() + 30
        while not loaded and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)
        for _ in range(5):
            app.processEvents()
        shown.append(model.rowCount(model.index(str(folder / KEPT))))
        return dialog

    shown: list[int] = []
    (folder / KEPT).mkdir(parents=True, exist_ok=True)  # as Game > Kept games makes it
    files = len(list((folder / KEPT).iterdir())) if (folder / KEPT).is_dir() else 0
    out["kept_games_ms"] = opened(kept_dialog)
    out["deck_cards"] = len(deck)
    out["kept_files"] = files
    out["kept_rows"] = shown[0]
    window.close()
    print(json.dumps({k: round(v, 1) for k, v in out.items()}))


def _rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        return []


def child_memory(games: int, level: str) -> None:
    """Four AI seats play `games` whole games in one window; memory after each."""
    import gc
    import threading

    from PySide6.QtCore import QObject, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from texas42_qt.engine import Rules
    from texas42_qt.gui.controller import SeatConfig
    from texas42_qt.gui.dialogs import GameSetup
    from texas42_qt.gui.mainwindow import MainWindow

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="t42-long-mem-"))
    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("speed", "off")
    window = MainWindow(settings, folder / "data", offer_resume=False)
    window.resize(1200, 800)
    window.show()
    seats = [SeatConfig(name, level) for name in ("North", "West", "South", "East")]
    rows: list[dict[str, float]] = []
    state = {"game": 0, "hands": 0}
    started = time.perf_counter()

    def sample() -> None:
        gc.collect()
        ai = sum(_rss_kb(p) for p in _children(os.getpid()))
        rows.append({"game": state["game"], "hands": state["hands"], "rss_kb": _rss_kb(os.getpid()), "ai_rss_kb": ai,
                     "qobjects": len(window.findChildren(QObject)), "scene_items": len(window.table.scene().items()),
                     "py_objects": len(gc.get_objects()), "threads": threading.active_count(),
                     "seconds": round(time.perf_counter() - started, 1)})

    def start() -> None:
        preset = PRESET_CYCLE[state["game"] % len(PRESET_CYCLE)]
        rules = Rules.preset(preset)
        window.start_game(GameSetup(rules, seats[:rules.layout.n_seats],
                                    1000 + state["game"], False))

    def on_scored(_result) -> None:
        state["hands"] += 1
        QTimer.singleShot(0, window.controller.next_hand)

    def on_over(_winner) -> None:
        state["game"] += 1
        sample()
        if state["game"] >= games:
            QTimer.singleShot(0, app.quit)
        else:
            QTimer.singleShot(0, start)

    seen = [-1]

    def watchdog() -> None:  # a table that stopped playing ends the run, said, rather than hanging
        if state["hands"] == seen[0]:
            print(f"no hand scored for a minute, game {state['game']}: {window.controller.state.phase}", file=sys.stderr)
            app.quit()
        seen[0] = state["hands"]

    stuck = QTimer()
    stuck.timeout.connect(watchdog)
    stuck.start(60_000)
    window.controller.handScored.connect(on_scored)
    window.controller.gameOver.connect(on_over)
    sample()
    QTimer.singleShot(0, start)
    app.exec()
    window.close()
    shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(rows))


# ------------------------------------------------------------------ parent


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), PYTHONPATH=str(HERE.parent.parent) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_child(args: list[str], home: Path, timeout: float = 7200) -> str:
    out = subprocess.run([sys.executable, str(HERE), *args], capture_output=True, text=True, timeout=timeout,
                         env=_env(home), cwd=str(HERE.parent.parent))
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-3000:])
    return out.stdout.strip().splitlines()[-1]


def startup(home: Path, runs: int) -> list[float]:
    """Seconds from launch to the drawn table, each start on a fresh copy of `home`."""
    times = []
    for _ in range(runs):
        copy = Path(tempfile.mkdtemp(prefix="t42-long-start-"))
        shutil.copytree(home, copy, dirs_exist_ok=True)
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "texas42_qt.app", "--new", "--exit-when-drawn"],
                                stdout=subprocess.PIPE, text=True, env=_env(copy), cwd=str(HERE.parent.parent))
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == "drawn":
                times.append(time.perf_counter() - t0)
                break
        proc.wait(timeout=60)
        shutil.rmtree(copy, ignore_errors=True)
    return sorted(times)


def _growth(sizes: dict[str, dict[str, int]], games: int) -> list[str]:
    steps = sorted(int(k) for k in sizes)
    last = sizes[str(steps[-1])]
    lines = []
    for name in sorted(last):
        row = [f"{sizes[str(s)].get(name, 0) / 1024:8.1f}" for s in steps]
        first, final = sizes[str(steps[0])].get(name, 0), sizes[str(steps[-2] if len(steps) > 1 else steps[0])].get(name, 0)
        per_game = (final - first) / max(1, steps[-2] - steps[0]) if len(steps) > 2 else 0.0
        lines.append(f"  {name[-60:]:60s} {' '.join(row)} KB   {per_game:+8.0f} B/game (games {steps[0]}-{steps[-2]})")
    return [f"  {'file':60s} " + " ".join(f"{s:>8d}" for s in steps[:-1]) + "  end (games)", *lines]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--kept", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--memory-games", type=int, default=30)
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard", "expert"))
    parser.add_argument("--keep-home", help="fill this folder (kept) instead of a temporary one")
    parser.add_argument("--skip", default="", help="comma-separated parts to skip: fill,start,dialogs,memory")
    parser.add_argument("--child", choices=("fill", "dialogs", "memory"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child == "fill":
        child_fill(args.games, args.kept, args.seed)
        return 0
    if args.child == "dialogs":
        child_dialogs()
        return 0
    if args.child == "memory":
        child_memory(args.memory_games, args.level)
        return 0
    skip = set(args.skip.split(","))
    print(describe(), "| load", os.getloadavg()[0])
    home = Path(args.keep_home) if args.keep_home else Path(tempfile.mkdtemp(prefix="t42-long-home-"))
    if "fill" not in skip:
        t0 = time.perf_counter()
        fill = json.loads(run_child(["--child", "fill", "--games", str(args.games), "--kept", str(args.kept),
                                     "--seed", str(args.seed)], home))
        print(f"filled {home} with {args.games} games, {fill['kept_files']} kept, in {time.perf_counter() - t0:.0f} s; "
              f"deck {fill['deck_cards']} cards, {fill['deck_pending']} hands pending")
        t = fill["timings"]
        print(f"  deck writes: {t['deck_writes']}, {1000 * t['deck_write_s'] / max(1, t['deck_writes']):.1f} ms each; "
              f"statistics writes: {t['stats_writes']}, {1000 * t['stats_write_s'] / max(1, t['stats_writes']):.1f} ms "
              f"each; keeps: {t['keeps']}, {1000 * t['keep_s'] / max(1, t['keeps']):.1f} ms each")
        print("\n".join(_growth(fill["sizes"], args.games)))
    if "start" not in skip:
        empty = Path(tempfile.mkdtemp(prefix="t42-long-empty-"))
        for name, where in (("empty home", empty), ("a year's home", home)):
            times = startup(where, args.starts)
            print(f"start to drawn table, {name}: median {times[len(times) // 2]:.2f} s, worst {times[-1]:.2f} s "
                  f"over {len(times)} starts")
        shutil.rmtree(empty, ignore_errors=True)
    if "dialogs" not in skip:  # on a copy: the window keeps the autosave's game when it starts another
        for name, where in (("an empty home", None), ("a year's home", home)):
            copy = Path(tempfile.mkdtemp(prefix="t42-long-dialogs-"))
            if where is not None:
                shutil.copytree(where, copy, dirs_exist_ok=True)
            print(f"opening, ms, with {name}:", run_child(["--child", "dialogs"], copy))
            shutil.rmtree(copy, ignore_errors=True)
    if "memory" not in skip:
        rows = json.loads(run_child(["--child", "memory", "--memory-games", str(args.memory_games), "--level",
                                     args.level], home))
        for row in rows:
            print("  " + " ".join(f"{k} {v}" for k, v in row.items()))
        if len(rows) > 11:
            a, b = rows[10], rows[-1]
            games = b["game"] - a["game"]
            print(f"growth per game over games {a['game']}-{b['game']}: app {(b['rss_kb'] - a['rss_kb']) / games:+.0f} KB, "
                  f"AI process {(b['ai_rss_kb'] - a['ai_rss_kb']) / games:+.0f} KB, "
                  f"QObjects {(b['qobjects'] - a['qobjects']) / games:+.1f}, "
                  f"Python objects {(b['py_objects'] - a['py_objects']) / games:+.0f}")
    if not args.keep_home:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

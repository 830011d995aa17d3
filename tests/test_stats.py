"""The statistics database: figures, reset, and a damaged file set aside."""

from __future__ import annotations

import sqlite3

import pytest

from texas42_qt.trainer.stats import Stats


def test_figures_add_up(tmp_path):
    s = Stats(tmp_path / "stats.sqlite")
    s.record_game("42", "hard", True, 7, 3)
    s.record_game("42", "hard", False, 5, 7)
    s.record_game("moon", "easy", True, 21, 12)
    s.record_hand("42", "bidder", 30, "6", True)
    s.record_hand("42", "partner", 84, "doubles", False)
    s.record_hand("42", "bidder", 30, "doubles", True)
    s.record_hand("42", "defender", 31, "5", False)
    s.record_hand("42", "defender", 32, "5", True)
    s.record_practice("a", 1, "first", 30, "6", 31, "6", 0.0, at=86400 * 3)
    s.record_practice("a", 2, "first", 0, "", 30, "6", 0.5, at=86400 * 3 + 10)
    s.record_practice("b", 3, "any", 30, "6", 30, "6", 0.25, at=86400 * 5)
    games = {(g.variant, g.level): g for g in s.games()}
    assert games["42", "hard"].games == 2 and games["42", "hard"].win_rate == 0.5
    assert games["moon", "easy"].wins == 1
    by_contract = {r.key: r for r in s.bids_by_contract()}
    assert (by_contract["doubles"].bid, by_contract["doubles"].made, by_contract["doubles"].set) == (2, 1, 1)
    assert {r.key: r.bid for r in s.bids_by_level()} == {"30": 2, "84": 1}
    assert s.defence() == (2, 1)
    days = s.practice_days()
    assert [d.decisions for d in days] == [2, 1] and days[0].average_lost == 0.25
    assert s.practice_average() == (3, 0.25)
    s.close()
    again = Stats(tmp_path / "stats.sqlite")  # kept across sessions
    assert again.practice_average() == (3, 0.25) and again.notice == ""
    again.reset()
    assert again.games() == [] and again.practice_average() == (0, 0.0)


def test_a_damaged_database_is_set_aside_and_a_new_one_started(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    s = Stats(path)
    assert "damaged" in s.notice
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    s.record_game("42", "hard", True, 7, 0)
    assert s.games()[0].games == 1


def test_a_database_from_a_newer_version_is_not_overwritten(tmp_path):
    path = tmp_path / "stats.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute("INSERT INTO meta VALUES ('schema', '99')")
    db.commit()
    db.close()
    s = Stats(path)
    assert "written by a newer version of Texas 42 (schema 99)" in s.notice  # not "damaged" (found by QA)
    assert any(".newer-" in p.name for p in tmp_path.iterdir())


def test_a_database_of_this_version_with_other_tables_is_set_aside(tmp_path):
    """Found by QA: Statistics did nothing (a traceback on stderr) and every hand's write failed."""
    path = tmp_path / "stats.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute("INSERT INTO meta VALUES ('schema', '1')")
    db.execute("CREATE TABLE games (x)")
    db.execute("CREATE TABLE hands (y)")
    db.commit()
    db.close()
    s = Stats(path)
    assert "damaged (what it holds is not what Texas 42 writes there)" in s.notice
    assert any(".damaged-" in p.name for p in tmp_path.iterdir())
    s.record_hand("42", "bidder", 30, "6", True)
    assert s.db.execute("SELECT COUNT(*) FROM hands").fetchone() == (1,)  # kept in the new file


def test_writes_to_a_read_only_file_never_raise(tmp_path):
    """Issue 11 item 5: a read-only stats.sqlite raised OperationalError after every hand.
    (The tests run as root, where file modes do not stop writes: SQLite's query_only does.)"""
    path = tmp_path / "stats.sqlite"
    s = Stats(path)
    s.record_game("42", "hard", True, 7, 3)
    s.db.execute("PRAGMA query_only=ON")
    s.record_game("42", "hard", True, 7, 3)  # must not raise
    s.record_hand("42", "bidder", 30, "6", True)
    s.reset()
    assert s.read_only and "could not be saved" in s.notice
    assert [g.games for g in s.games()] == [1]
    s.close()
    assert path.exists() and not list(tmp_path.glob("*.damaged-*"))


def _sqlite_error(code: int, text: str) -> sqlite3.OperationalError:
    error = sqlite3.OperationalError(text)
    error.sqlite_errorcode = code  # (as SQLite sets it)
    return error


def test_statistics_that_cannot_be_opened_say_why_as_the_other_saves_do(tmp_path, monkeypatch):
    """Found by QA on a read-only disk: "Statistics cannot be kept in this session (it cannot be
    opened)". SQLite says only that it cannot open the file; the system is asked why, and that is
    said in the words every other save uses (datafile.os_reason)."""
    import errno
    import tempfile

    real = Stats._connect

    def cannot_open(self, where=None):
        if where is None:
            raise _sqlite_error(14, "unable to open database file")  # SQLITE_CANTOPEN
        return real(self, where)

    monkeypatch.setattr(Stats, "_connect", cannot_open)
    s = Stats(tmp_path / "stats.sqlite")  # the system finds nothing wrong: SQLite's reason stays
    assert s.notice == ("Statistics cannot be kept in this session (it cannot be opened); the statistics file is "
                        "left as it is.")
    s.close()

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "TemporaryFile", read_only)
    s = Stats(tmp_path / "stats.sqlite")
    assert s.read_only and s.notice == ("Statistics cannot be kept in this session (the disk is read-only); the "
                                        "statistics file is left as it is.")
    s.close()
    assert list(tmp_path.iterdir()) == [], "asking the system leaves nothing behind"


def test_statistics_that_cannot_be_written_any_more_say_why_as_the_other_saves_do(tmp_path, monkeypatch):
    """SQLite's "attempt to write a readonly database" (SQLITE_READONLY) is said with the system's reason too."""
    import errno
    import tempfile

    s = Stats(tmp_path / "stats.sqlite")
    s.db.execute("PRAGMA query_only=ON")  # SQLITE_READONLY at the next write

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "TemporaryFile", refused)
    s.record_game("42", "hard", True, 7, 3)
    assert s.read_only and s.notice == "Statistics could not be saved (permission is refused); the game goes on."
    s.close()


@pytest.mark.parametrize("gone", ["folder", "file"])
def test_statistics_go_on_being_kept_when_their_file_is_deleted_while_the_app_runs(tmp_path, gone):
    """Found by deleting the data folder while the app ran: the mistakes deck and the autosave were
    written afresh, but statistics went on into the deleted file, without a word, and were gone
    at the next start. They are written to a new file at the path, as every other file is."""
    import shutil

    folder = tmp_path / "data"
    path = folder / "stats.sqlite"
    s = Stats(path)
    s.record_game("42", "hard", True, 7, 3)
    if gone == "folder":
        shutil.rmtree(folder)
    else:
        for name in ("stats.sqlite", "stats.sqlite-wal", "stats.sqlite-shm"):
            (folder / name).unlink(missing_ok=True)
    s.record_game("42", "hard", False, 3, 7)
    s.record_hand("42", "bidder", 30, "6", True)
    assert not s.read_only and s.notice == ""
    s.close()
    again = Stats(path)
    assert [(g.games, g.wins) for g in again.games()] == [(1, 0)], "what was written after the deletion is kept"
    assert sum(r.bid for r in again.bids_by_contract()) == 1
    again.close()


def test_a_file_locked_by_another_copy_is_not_set_aside(tmp_path):
    """Issue 11 item 5: a file locked by a second running copy was renamed as damaged."""
    path = tmp_path / "stats.sqlite"
    first = Stats(path)
    first.db.execute("BEGIN EXCLUSIVE")  # the other copy holds the lock
    try:
        import texas42_qt.trainer.stats as stats_module

        original = stats_module.sqlite3.connect
        stats_module.sqlite3.connect = lambda *a, **k: original(*a, **{**k, "timeout": 0.1})
        try:
            second = Stats(path)
        finally:
            stats_module.sqlite3.connect = original
        second.record_game("42", "hard", True, 7, 3)
        assert second.notice and not list(tmp_path.glob("*.damaged-*"))
        second.close()
    finally:
        first.db.execute("ROLLBACK")
        first.close()


def test_moon_bid_levels_are_kept_apart_from_42s(tmp_path):
    """Issue 12, item 6: Moon's trick bids were counted as 42 bid levels."""
    s = Stats(tmp_path / "stats.sqlite")
    s.record_hand("42", "bidder", 30, "6", True)
    s.record_hand("moon", "bidder", 5, "6", False)
    s.record_hand("moon", "bidder", 30, "6", True)  # cannot happen, but must not merge with 42's 30
    rows = {(r.variant, r.key): r.bid for r in s.bids_by_level()}
    assert rows == {("42", "30"): 1, ("moon", "5"): 1, ("moon", "30"): 1}
    s.close()


def test_statistics_read_as_sentences_and_names(qtbot, tmp_path):
    """Issue 12, item 6: the statistics showed raw ids ("42", "moon", "hard")."""
    from texas42_qt.gui.stats_view import StatsDialog, defence_text, practice_text

    s = Stats(tmp_path / "stats.sqlite")
    s.record_game("moon", "hard", True, 21, 12)
    s.record_game("42", "mixed", False, 3, 7)
    s.record_hand("42", "bidder", 84, "doubles", True)
    s.record_hand("moon", "bidder", 21, "6", True)
    dialog = StatsDialog(s)
    qtbot.addWidget(dialog)
    games = {(dialog.games.item(r, 0).text(), dialog.games.item(r, 1).text()) for r in range(dialog.games.rowCount())}
    assert games == {("Moon", "Hard"), ("Texas 42", "Mixed levels")}
    levels = {dialog.by_level.item(r, 0).text() for r in range(dialog.by_level.rowCount())}
    assert levels == {"2 marks (84)", "Moon: 21 (the moon)"}
    assert defence_text(0, 0) == "You have not defended a hand yet."
    # One sentence over every game: Moon and 42 for three have one bidder (found by QA: "the bidders")
    assert defence_text(4, 1) == "On defence you have set the bid in 1 hand of 4 (25%)."
    assert practice_text(1, 0.5).startswith("You have answered 1 practice deal;")
    s.close()


# ------------------------------------------------------------------ play practice

RELEASE_1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, variant TEXT NOT NULL, level TEXT NOT NULL,
    won INTEGER NOT NULL, score_mine INTEGER NOT NULL, score_best_other INTEGER NOT NULL);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, variant TEXT NOT NULL, role TEXT NOT NULL,
    bid INTEGER NOT NULL, contract TEXT NOT NULL, made INTEGER NOT NULL);
CREATE TABLE practice (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, session TEXT NOT NULL, seed INTEGER NOT NULL,
    position TEXT NOT NULL, bid INTEGER NOT NULL, contract TEXT NOT NULL,
    best_bid INTEGER NOT NULL, best_contract TEXT NOT NULL, marks_lost REAL NOT NULL);
INSERT INTO meta VALUES ('schema', '1');
INSERT INTO games (at, variant, level, won, score_mine, score_best_other) VALUES (1, '42', 'hard', 1, 7, 3);
INSERT INTO practice (at, session, seed, position, bid, contract, best_bid, best_contract, marks_lost)
    VALUES (1, 'a', 1, 'first', 30, '6', 31, '6', 0.5);
"""
"""A statistics file as the releases before play practice was counted wrote it."""


def _play(s, lost, good, at, tile=3, best=3, kind="session"):
    s.record_play_practice("p", kind, 7, 0, "any", tile, best, lost, lost * 40, good, at=at)


def test_play_practice_answers_add_up_per_day_and_over_all(tmp_path):
    s = Stats(tmp_path / "stats.sqlite")
    assert s.play_practice_days() == [] and s.play_practice_total().positions == 0
    _play(s, 0.0, True, 86400 * 3)
    _play(s, 0.3, False, 86400 * 3 + 10, tile=4)
    _play(s, 0.01, True, 86400 * 5, tile=4, kind="mistakes")  # as good as the best, not the best
    days = s.play_practice_days()
    assert [(d.positions, d.right) for d in days] == [(2, 1), (1, 1)]
    assert days[0].average_lost == pytest.approx(0.15) and days[0].day < days[1].day
    total = s.play_practice_total()
    assert (total.positions, total.right) == (3, 2) and total.average_lost == pytest.approx(0.31 / 3)
    rows = s.db.execute("SELECT kind, tile, best_tile, best, good, points_lost FROM play_practice ORDER BY id").fetchall()
    assert rows == [("session", 3, 3, 1, 1, 0.0), ("session", 4, 3, 0, 0, 12.0), ("mistakes", 4, 3, 0, 1, 0.4)]
    with pytest.raises(ValueError):
        _play(s, 0.0, True, 0, kind="lesson")
    s.close()
    again = Stats(tmp_path / "stats.sqlite")  # kept across sessions
    assert again.play_practice_total().positions == 3
    again.reset()
    assert again.play_practice_days() == [] and again.play_practice_total().positions == 0
    again.close()


def test_a_file_from_before_play_practice_was_counted_opens_and_gains_its_table(tmp_path):
    path = tmp_path / "stats.sqlite"
    db = sqlite3.connect(path)
    db.executescript(RELEASE_1_SCHEMA)
    db.close()
    s = Stats(path)
    assert s.notice == "" and not s.read_only
    assert [g.games for g in s.games()] == [1] and s.practice_average() == (1, 0.5)  # nothing lost
    _play(s, 0.2, False, 86400)
    assert s.play_practice_total().positions == 1
    s.close()
    assert sorted(p.name for p in tmp_path.iterdir() if ".damaged-" in p.name or ".newer-" in p.name) == []
    # The earlier release reads the file it finds again: its version is unchanged and its tables are as they were
    db = sqlite3.connect(path)
    assert db.execute("SELECT value FROM meta WHERE key='schema'").fetchone() == ("1",)
    assert db.execute("SELECT COUNT(*) FROM practice").fetchone() == (1,)
    db.close()


def test_a_play_practice_table_without_its_columns_is_set_aside_as_damaged(tmp_path):
    path = tmp_path / "stats.sqlite"
    db = sqlite3.connect(path)
    db.executescript(RELEASE_1_SCHEMA)
    db.execute("CREATE TABLE play_practice (x)")
    db.commit()
    db.close()
    s = Stats(path)
    assert "damaged (what it holds is not what Texas 42 writes there)" in s.notice
    assert any(".damaged-" in p.name for p in tmp_path.iterdir())
    _play(s, 0.2, False, 86400)
    assert s.play_practice_total().positions == 1
    s.close()


def test_a_play_practice_answer_to_a_read_only_file_is_held_back_never_raised(tmp_path):
    s = Stats(tmp_path / "stats.sqlite")
    s.db.execute("PRAGMA query_only=ON")
    _play(s, 0.2, False, 86400)  # must not raise
    assert s.read_only and s.play_practice_total().positions == 0 and s._pending
    s.db.execute("PRAGMA query_only=OFF")
    _play(s, 0.0, True, 86400 * 2)  # writable again: the answer held back is written with it
    assert s.play_practice_total().positions == 2 and not s.read_only
    s.close()


def test_the_play_practice_tab_shows_days_newest_first_an_average_and_clears(qtbot, tmp_path):
    """Play practice was not counted: a user practising card play could not see progress over days."""
    from texas42_qt.gui.stats_view import StatsDialog

    s = Stats(tmp_path / "stats.sqlite")
    dialog = StatsDialog(s, confirm=lambda: True)
    qtbot.addWidget(dialog)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs[-2:] == ["Bidding practice", "Play practice"]
    assert dialog.play_label.text().startswith("You have not answered a play-practice position yet")
    assert dialog.play_days.isHidden() and dialog.play_chart.points == []
    _play(s, 0.0, True, 86400 * 3)
    _play(s, 0.3, False, 86400 * 3 + 10, tile=4)
    _play(s, 0.05, False, 86400 * 5, tile=4)
    dialog.refresh()
    assert dialog.play_label.text() == ("You have answered 3 play-practice positions, 1 of them right (33%); on average "
                                        "a tile gave up 12% chance against the best one (0% is perfect).")
    table = dialog.play_days
    assert not table.isHidden() and table.rowCount() == 2
    cells = [[table.item(r, c).text() for c in range(1, 4)] for r in range(2)]
    assert cells == [["1", "0", "5%"], ["2", "1", "15%"]]  # the later day first
    assert [v for _, v in dialog.play_chart.points] == pytest.approx([0.15, 0.05])  # the line runs left to right
    assert dialog.play_chart.value_text(0.15) == "15%"  # the axis in the chance the grades give
    assert dialog.reset() and s.play_practice_total().positions == 0
    assert dialog.play_days.isHidden() and dialog.play_chart.points == []
    assert dialog.play_label.text().startswith("You have not answered a play-practice position yet")
    s.close()


def test_a_practice_deal_answered_again_counts_once_with_its_latest_answer(tmp_path):
    """Found by QA: a deal dealt again from the session summary replaced its answer there, but
    the statistics kept both (two decisions, the first answer still in the average)."""
    s = Stats(tmp_path / "stats.sqlite")
    s.record_practice("a", 1, "first", 0, "", 30, "6", 0.75, at=86400 * 3)
    s.record_practice("a", 2, "first", 30, "6", 30, "6", 0.25, at=86400 * 3 + 5)
    s.record_practice("a", 1, "first", 30, "6", 30, "6", 0.0, at=86400 * 3 + 10)  # deal 1 again
    s.record_practice("b", 1, "first", 0, "", 30, "6", 0.5, at=86400 * 3 + 20)  # another session's deal
    assert s.practice_average() == (3, 0.25)
    assert [(d.decisions, d.average_lost) for d in s.practice_days()] == [(3, 0.25)]


def test_the_bidding_practice_tab_has_the_play_practice_tabs_days_and_dates(qtbot, tmp_path):
    """Found by QA: play practice had a table of days beside its chart, bidding practice only a
    chart; and the charts wrote "03-07" where the table wrote the language's short date. Found by QA
    since: that short date ("1/6/70") was read out as figures, and is 1 June or 6 January by where one
    lives: the day is in the language's words, as My mistakes writes when a hand was played."""
    from texas42_qt.gui.i18n import when_said
    from texas42_qt.gui.stats_view import StatsDialog

    s = Stats(tmp_path / "stats.sqlite")
    dialog = StatsDialog(s, confirm=lambda: True)
    qtbot.addWidget(dialog)
    assert dialog.practice_days.isHidden() and dialog.practice_chart.points == []
    s.record_practice("a", 1, "first", 30, "6", 30, "6", 0.0, at=86400 * 3)
    s.record_practice("a", 2, "first", 0, "", 30, "6", 0.5, at=86400 * 3 + 10)
    s.record_practice("b", 3, "any", 30, "6", 31, "6", 0.25, at=86400 * 5)
    _play(s, 0.0, True, 86400 * 3)
    _play(s, 0.3, False, 86400 * 5, tile=4)
    dialog.refresh()
    for table, chart in ((dialog.practice_days, dialog.practice_chart), (dialog.play_days, dialog.play_chart)):
        assert not table.isHidden() and table.rowCount() == 2
        days = [table.item(r, 0).text() for r in range(2)]
        assert [label for label, _ in chart.points] == days[::-1], "the same day written the same way"
        assert days[0] == when_said(s.practice_days()[-1].day)
        assert "January" in days[0] and "1970" in days[0] and "/" not in days[0]  # "January 6, 1970", not "1/6/70"
    cells = [[dialog.practice_days.item(r, c).text() for c in range(1, 4)] for r in range(2)]
    assert cells == [["1", "0", "0.25"], ["2", "1", "0.25"]]  # decisions, best, marks given up; the later day first
    headers = [dialog.practice_days.horizontalHeaderItem(c).text() for c in range(4)]
    assert headers == ["Day", "Decisions", "Best", "Marks given up"]
    # a screen reader hears each chart's title and its points (found by QA: an unnamed pane)
    assert dialog.practice_chart.accessibleName() == "Bidding practice: average marks given up per day"
    assert dialog.practice_chart.accessibleDescription() == f"{days[1]}: 0.25; {days[0]}: 0.25"
    assert dialog.reset() and dialog.practice_days.isHidden() and dialog.practice_chart.points == []
    assert dialog.practice_chart.accessibleDescription() == "No data yet"
    s.close()


def test_a_charts_last_date_is_drawn_whole_at_the_right_edge():
    """Found by QA: the line chart centred an 80-pixel box on its last point, 16 pixels from the
    edge, so the last day's date was cut ("12/6/2")."""
    from texas42_qt.gui.charts import label_box

    assert label_box(200, 60, 400) == (170, 60)  # room: centred under its point
    assert label_box(384, 60, 400) == (340, 60)  # the right edge: kept inside
    assert label_box(10, 60, 400) == (0, 60)  # the left edge
    assert label_box(50, 120, 100) == (0, 120)  # wider than the chart: from its left edge


def test_a_line_charts_dates_in_words_never_run_into_each_other():
    """Found by QA once the days were written in words: eight days' "3 December 2026" and on, each
    under its point, ran into each other. The axis writes as many as fit, the newest day always."""
    from texas42_qt.gui.charts import label_box, shown_labels

    xs = [40 + 48 * i for i in range(8)]  # eight days across a 400-pixel chart
    shown = shown_labels(xs, [120.0] * 8, 400)
    boxes = [label_box(xs[i], 120, 400) for i in shown]
    assert shown[-1] == 7 and len(shown) >= 2
    assert all(a[0] + a[1] < b[0] for a, b in zip(boxes, boxes[1:])), boxes
    assert shown_labels(xs, [30.0] * 8, 400) == list(range(8))  # short labels: every day, as before
    assert shown_labels([200], [500.0], 400) == [0]  # one point: its label, however long


def test_the_make_rate_charts_labels_stay_under_their_own_bars(qtbot):
    """Found by QA (an evening of Texas 42, Moon and 42 for three): with eleven contracts the
    labels ran into each other under the bars ("r three: Deor three: Fo for three: S"). Each label
    keeps within its bar's slot, on more lines where it needs them, and all of it still shows."""
    from PySide6.QtGui import QColor, QImage

    from texas42_qt.gui.charts import BarChart

    chart = BarChart("Make rate per contract")
    qtbot.addWidget(chart)
    names = ["Blanks", "Deuces", "Treys", "Fours", "Fives", "Sixes", "Follow-me", "42 for three: Deuces",
             "42 for three: Fours", "42 for three: Sixes", "Moon: Aces"]
    chart.set_bars([(name, 0.5, "1/2") for name in names])
    chart.resize(640, 200)
    image = chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    background = QColor(image.pixel(1, image.height() - 1))
    slot = chart.width() / len(names)
    below = range(chart.bar_bottom() + 2, image.height())
    for i in range(1, len(names)):
        x = round(i * slot)
        inked = [y for y in below if QColor(image.pixel(x, y)) != background]
        assert not inked, f"a label crosses into the next slot at x={x} (rows {inked[:3]}…)"
    lines = [line for name in names for line in chart.label_lines(name, slot)]
    assert "".join(lines).replace(" ", "") == "".join(names).replace(" ", ""), "every word shown, none cut"


def test_forced_bids_are_counted_apart_from_the_bids_chosen(tmp_path):
    """Found by playing 42 for three: 7 of 8 hands were forced, and the forced 30s (6 of 7 set) counted
    as the user's own 30s. A file of before (no forced_hands table) opens, and its hands count as chosen."""
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)
    old.executescript("CREATE TABLE hands (id INTEGER PRIMARY KEY, at REAL NOT NULL, variant TEXT NOT NULL, "
                      "role TEXT NOT NULL, bid INTEGER NOT NULL, contract TEXT NOT NULL, made INTEGER NOT NULL);"
                      "INSERT INTO hands (at, variant, role, bid, contract, made) VALUES (1, '42', 'bidder', 30, '6', 1);")
    old.commit()
    old.close()
    s = Stats(path)
    assert s.notice == "" and {r.key: r.bid for r in s.bids_by_level()} == {"30": 1}, "the earlier file read as it was"
    s.record_hand("42", "bidder", 30, "6", False, forced=True)
    s.record_hand("42", "partner", 30, "5", True, forced=True)
    s.record_hand("42", "bidder", 31, "6", True)
    s.record_hand("42", "defender", 30, "4", False, forced=True)
    assert {r.key: (r.bid, r.made) for r in s.bids_by_level()} == {"30": (1, 1), "31": (1, 1)}
    assert s.forced_bids() == (2, 1)
    assert s.defence() == (1, 1), "a forced bid defended is still a hand defended"
    s.reset()
    assert s.forced_bids() == (0, 0)
    s.close()

"""GUI polish found by QA playing: how long the status line's notices last, lessons that end tidily,
advice a player can follow, the score box's columns, the lesson list's wrapped summaries."""

from __future__ import annotations

import pytest
from gui_helpers import click_tile, close_clean, make_window, play_hand, setup_for, user_step, wait_for_user
from PySide6.QtCore import Qt

from texas42_qt.engine import Rules
from texas42_qt.gui.statusline import StatusLine

KEPT = "Kept games brings it back"


def test_news_goes_at_the_users_move_and_conditions_stay(qtbot):
    line = StatusLine()
    qtbot.addWidget(line)
    line.add_notice("Statistics are off.")
    line.add_news("A game was kept.")
    line.add_news("A game was kept.")  # said once
    assert line.text() == "Statistics are off. A game was kept."
    line.turn(False)  # the computer seats move: the user has not seen it go by yet
    assert "kept" in line.text()
    line.turn(True)
    assert "kept" in line.text()
    line.turn(True)  # the user bid, and names trump now
    assert line.text() == "Statistics are off." and line.toolTip() == "Statistics are off."
    line.add_news("A game was kept.")
    line.turn(False)  # the user played
    assert line.text() == "Statistics are off."
    line.add_news("Another game was kept.")
    line.game_moved_on()  # a new deal, game or undo
    assert line.text() == "Statistics are off."


def test_news_stays_beside_a_game_message_until_the_users_move(qtbot, monkeypatch):
    """Found by QA: "Hand 2: 1 costly decision of yours went into My mistakes." went at once under
    "A hint is for your turn ...": a game message said meanwhile stands before the news."""
    line = StatusLine()
    qtbot.addWidget(line)
    line.add_news("A game was kept.")
    line.say_aloud("Wait for your turn.")
    assert line.text() == "Wait for your turn. A game was kept."
    line.moved()  # another seat moved: the brief line goes, the news stays
    assert line.text() == "A game was kept."
    line.say("You bid 30 and made it.")
    line.turn(True)
    line.turn(False)  # the user moved
    assert line.text() == "You bid 30 and made it." and not line.toolTip()


def test_news_given_after_the_users_move_stays_until_the_next_one(qtbot):
    """Found by review: news given after the user's move, before the next seat's turn came (the tile
    still sliding onto the table as a background review ended), went as that turn came: it was shown
    for an instant. It goes at the user's next move, as news given at any other time."""
    line = StatusLine()
    qtbot.addWidget(line)
    line.turn(True)
    line.moved()  # the user played: the tile slides onto the table
    line.add_news("Hand 2: 1 costly decision of yours went into My mistakes.")
    line.turn(False)  # the next seat's turn, once the tile is down
    line.moved()
    assert line.text() == "Hand 2: 1 costly decision of yours went into My mistakes."
    line.turn(True)
    assert "My mistakes" in line.text()
    line.moved()  # the user's next move
    assert line.text() == ""


def test_news_the_user_has_had_in_sight_does_not_ride_along_with_newer_news(qtbot):
    """Found by QA: "Saved x.t42. Welcome back: the saved game is resumed." after Save as, the welcome
    long stale. News that was on the line while the user pressed a key or clicked goes when a line of
    what was done (saved) or newer news comes; news not yet in sight stays beside it."""
    from PySide6.QtTest import QTest

    line = StatusLine()
    qtbot.addWidget(line)
    line.add_news("Welcome back: the saved game is resumed.")
    line.say("Saved x.t42.", brief=True)  # no key, no click since: it may not have been seen yet
    assert line.text() == "Saved x.t42. Welcome back: the saved game is resumed."
    QTest.keyClick(line, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    line.add_news("Hand 2: 1 costly decision of yours went into My mistakes.")  # after the key: not seen
    line.say("Saved y.t42.", brief=True)
    assert line.text() == "Saved y.t42. Hand 2: 1 costly decision of yours went into My mistakes."
    line.say_aloud("Wait for your turn.")  # a key that did nothing: the news stays (seen or not)
    assert line.text().endswith("My mistakes.")
    QTest.mouseClick(line, Qt.MouseButton.LeftButton)
    line.add_news("Opened z.t42.")
    assert line.text() == "Opened z.t42."  # (the news replaces the brief line, as before)


def test_save_as_after_resuming_says_only_that_it_saved(qtbot, tmp_path):
    """Found by QA: the status line after Save as read "Saved X.t42. Welcome back: the saved game is resumed."."""
    from PySide6.QtTest import QTest

    w = make_window(qtbot, tmp_path)
    try:
        w.start_game(setup_for(Rules(), seed=3))
        w.show_notice("Welcome back: the saved game is resumed.", news=True)
        QTest.keyClick(w.table, Qt.Key.Key_Shift)  # the user is at the window (Ctrl+S, or the Game menu)
        assert w.save_file(tmp_path / "kept.t42")
        assert w.status.text() == "Saved kept.t42."
    finally:
        close_clean(qtbot, w)


def test_news_is_heard_even_if_it_goes_soon(qtbot, monkeypatch):
    from texas42_qt.gui import statusline

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    line = StatusLine()
    qtbot.addWidget(line)
    line.add_notice("Statistics are off.")
    line.add_news("A game was kept.")
    assert heard == ["Statistics are off.", "A game was kept."]  # each once, not the joined line again


def test_the_kept_game_notice_goes_at_the_users_first_move(qtbot, tmp_path):
    """Found by QA: "A new game: the saved one was kept as ..." stayed a whole hand, and later
    notices were joined to it."""
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    close_clean(qtbot, w)
    again = make_window(qtbot, tmp_path)  # as `texas42 --new`: the saved game is kept first
    qtbot.waitUntil(lambda: KEPT in again.status.text())
    wait_for_user(qtbot, again)
    assert KEPT in again.status.text(), "shown until the user has had a turn"
    user_step(qtbot, again)
    qtbot.waitUntil(lambda: KEPT not in again.status.text(), timeout=5_000)  # as the turn passes
    assert not again.status.toolTip()
    close_clean(qtbot, again)


@pytest.mark.parametrize("lesson_id", ["tiles-and-suits", "bidding"])
def test_a_finished_lesson_stays_as_it_ended_and_takes_no_move(qtbot, tmp_path, lesson_id):
    """Found by QA: lesson 1 ended with the next trick half played. Found by playing after it: the
    finished lesson's table took a tile (or Next hand), and Game > New game then autosaved the
    lesson over the user's game and kept it as theirs."""
    from test_gui_tutorial import LESSONS, _walk

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=9))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    saved = w.saver.record_path.read_bytes()
    lesson = next(x for x in LESSONS if x.id == lesson_id)
    with qtbot.waitSignal(w.tutorial.completed, timeout=120_000):
        for _ in _walk(qtbot, w, lesson):
            pass
    qtbot.waitUntil(lambda: not w.table.animator.busy)
    c = w.controller
    assert not c.observation().trick, "nothing of a trick the lesson does not cover"
    last = c.state.tricks[-1]
    assert all(w.table.tile_item(t) is not None for t in last.tiles), "its last trick stays in sight"
    assert "Lesson complete" in w.coach_bar.say.text() and w.coach_bar.next.text() == "Next lesson"
    assert not any(plate.turn for plate in w.table.decor.plates), "nobody is ringed: nobody moves"
    played = len(c.state.actions)
    click_tile(qtbot, w, w.hand_model.tiles()[0])
    assert w.status.text() == "This lesson is over: press Next lesson, or Back to the game."
    w.status.clear()
    w.next_hand()
    assert w.status.text() == "This lesson is over: press Next lesson, or Back to the game."
    w.status.clear()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_N)  # the key, refused, says the lesson's words too
    assert w.status.text() == "This lesson is over: press Next lesson, or Back to the game."
    w.undo()
    assert len(c.state.actions) == played and c.state.hand_index == 0
    assert not w.hint_view.ask.isEnabled() and w.hint_view.hint is None
    w.files.new_game(lambda: w.start_game(setup_for(Rules(), seed=3)))
    kept_dir = tmp_path / "data" / "kept games"
    qtbot.waitUntil(lambda: any(kept_dir.glob("*.t42")))
    assert [p.read_bytes() for p in kept_dir.glob("*.t42")] == [saved], "the user's game is kept, not the lesson"
    assert not w.tutorial.active and not w.coach_bar.isVisible()
    qtbot.waitUntil(lambda: any(plate.turn for plate in w.table.decor.plates))  # the new game rings its turn
    close_clean(qtbot, w)


def test_new_game_during_a_lesson_keeps_the_users_game_not_the_lesson(qtbot, tmp_path):
    """Found by playing: Game > New game in the middle of a lesson saved the lesson over the
    user's game in progress, then kept it as theirs: their game was lost."""
    from test_gui_tutorial import LESSONS, _walk

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=9))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    saved = w.saver.record_path.read_bytes()
    for step, _ in enumerate(_walk(qtbot, w, LESSONS[0])):
        if step == 2:
            break
    assert w.tutorial.run is not None and w.controller.state.actions
    w.files.new_game(lambda: w.start_game(setup_for(Rules(), seed=3)))
    kept_dir = tmp_path / "data" / "kept games"
    qtbot.waitUntil(lambda: any(kept_dir.glob("*.t42")))
    assert [p.read_bytes() for p in kept_dir.glob("*.t42")] == [saved]
    close_clean(qtbot, w)


def _bid_hint_in_the_panel(qtbot, w):
    from texas42_qt.ai.hints import instant_bid_hint
    from texas42_qt.engine import GameState

    game = GameState(Rules(), seed=5)
    game.deal()
    hint = instant_bid_hint(game.observation(game.to_act))
    assert hint is not None and len(hint.contracts) == 9
    w.side.go_to("Hint")
    w.hint_view.show_hint(hint, Rules())
    return hint


def test_the_hint_asks_to_widen_the_panel_only_while_it_can_widen(qtbot, tmp_path):
    """Found by QA: "widen this panel (Ctrl+Shift+Left) to see more" with the panel as wide as Qt
    lets it beside the table, in a window as wide as the screen."""
    w = make_window(qtbot, tmp_path)  # (as wide as the test's screen already: it cannot widen)
    w.table.setMinimumWidth(620)  # (a table that lets the panel widen too little for every contract)
    qtbot.waitUntil(lambda: w.side.room()[1] == 0 and w.side.room()[0] > 160)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    _bid_hint_in_the_panel(qtbot, w)
    qtbot.waitUntil(lambda: "widen this panel (Ctrl+Shift+Left)" in w.hint_view.summary.text())
    dock = w.docks["Hint"]
    for _ in range(20):  # until Qt stops the panel at the table's minimum width
        width = dock.width()
        w.side.widen(80)
        qtbot.wait(20)
        if dock.width() == width:
            break
    assert w.side.room()[0] < 80
    qtbot.waitUntil(lambda: "widen" not in w.hint_view.summary.text())
    assert "the others do not fit beside the table" in w.hint_view.summary.text()
    w.side.widen(-160)
    qtbot.waitUntil(lambda: "widen this panel" in w.hint_view.summary.text())
    close_clean(qtbot, w)


@pytest.mark.parametrize("room, says", [((500, 0), "; widen this panel (Ctrl+Shift+Left) to see more."),
                                        ((0, 500), "; widen the window, then this panel (Ctrl+Shift+Left), to see more."),
                                        ((0, 0), "; the others do not fit beside the table.")])
def test_the_hint_note_asks_for_what_can_widen(qtbot, room, says):
    from texas42_qt.ai.hints import instant_bid_hint
    from texas42_qt.engine import GameState
    from texas42_qt.gui.hintview import HintView

    game = GameState(Rules(), seed=5)
    game.deal()
    hint = instant_bid_hint(game.observation(game.to_act))
    view = HintView()
    qtbot.addWidget(view)
    view.room = lambda: room
    view.resize(300, 520)
    view.show()
    view.show_hint(hint, Rules())
    qtbot.waitUntil(lambda: 1 <= view.table.columnCount() < 9)
    assert f"The best {view.table.columnCount()} of 9 contracts{says}" in view.summary.text()


def _ink_right(board, line: int) -> int:
    """The rightmost column a board line's text is drawn in (white on the board's dark ground)."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    rect = board.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0xFF000000)
    painter = QPainter(image)
    board.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    top = 28 + 30 * line
    right = 0
    for y in range(top + 4, top + 22):
        for x in range(int(rect.width()) // 2, int(rect.width())):
            if image.pixelColor(x, y).lightness() > 180:
                right = max(right, x)
    return right


@pytest.mark.parametrize("language", ["en", "sk"])
def test_the_score_board_aligns_points_as_it_aligns_marks(qtbot, tmp_path, qapp, language):
    """Found by QA: a points game's scores stood left, against the labels, where a marks game's
    stand in a right-aligned column."""
    from texas42_qt.gui import i18n

    if language != "en" and not i18n.has_catalogue(language):
        pytest.skip(f"no compiled catalogue for {language}")
    i18n.install(qapp, language)
    try:
        boards = {}
        for scoring in ("marks", "points"):
            rules = Rules.from_dict("42", {"scoring": scoring})
            w = make_window(qtbot, tmp_path / scoring)
            w.start_game(setup_for(rules, seed=4))
            wait_for_user(qtbot, w)
            w.controller.state.score[:] = [12, 130] if scoring == "points" else [2, 5]
            w.table.decor.refresh_boards()
            board = w.table.decor.score_board
            boards[scoring] = (board.lines, [_ink_right(board, i) for i in range(len(board.lines))], board.width)
            close_clean(qtbot, w)
        (marks_lines, marks_right, width), (points_lines, points_right, points_width) = boards["marks"], boards["points"]
        assert [label for label, _, _ in marks_lines] == [label for label, _, _ in points_lines]
        assert width == points_width
        for right in marks_right + points_right:  # every number ends at the same column, by the board's edge
            assert abs(right - marks_right[0]) <= 2 and right > width - 20
    finally:
        i18n.install(qapp, "en")


def test_a_wrapped_lesson_summary_keeps_its_indent(qtbot):
    """Found by QA: in the lesson list, a summary that wrapped went on at the list's edge, under the
    lesson's number, while its first line was indented."""
    from texas42_qt.gui.lessonlist import LessonsDialog

    dialog = LessonsDialog([])
    qtbot.addWidget(dialog)
    dialog.resize(420, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.list
    row = 3  # "When doubles are trump, a double led leads doubles and the 6-6 is highest; ...": it wraps
    qtbot.waitUntil(lambda: view.visualItemRect(view.item(row)).height() >= 3 * view.fontMetrics().height())
    image = view.viewport().grab().toImage()
    box = view.visualItemRect(view.item(row))
    starts = []  # the leftmost ink of each line of text in the row
    line: list[int] = []
    for y in range(box.top(), box.bottom() + 1):
        ink = [x for x in range(box.left(), box.right()) if image.pixelColor(x, y).lightness() < 120]
        if ink:
            line.append(min(ink))
        elif line:
            starts.append(min(line))
            line = []
    if line:
        starts.append(min(line))
    assert len(starts) >= 3, starts  # the title and a summary on two lines at least
    title, summary = starts[0], starts[1:]
    assert all(abs(x - summary[0]) <= 3 for x in summary), f"every summary line starts where its first does: {starts}"
    assert summary[0] >= title + view.fontMetrics().horizontalAdvance("4. ") - 3, "under the title, past the number"


def _line_ink(view, row: int) -> tuple[int, int]:
    """The leftmost and rightmost ink of a lesson row's first line (its number and title)."""
    image = view.viewport().grab().toImage()
    box = view.visualItemRect(view.item(row))
    line = range(box.top(), box.top() + view.fontMetrics().height())
    ink = [x for x in range(box.left(), box.right()) if any(image.pixelColor(x, y).lightness() < 120 for y in line)]
    return min(ink), max(ink)


def test_a_finished_lessons_tick_leaves_its_title_in_line(qtbot, monkeypatch):
    """Found by QA: the ✓ of a finished lesson pushed its number and title right, out of line with
    the others. Two lessons alike but for being finished end their titles at the same column."""
    from dataclasses import replace

    from texas42_qt.gui import lessonlist
    from texas42_qt.play.tutorial import all_lessons

    first = all_lessons()[0]
    twins = [first, replace(first, id="twin")]
    monkeypatch.setattr(lessonlist, "all_lessons", lambda: twins)
    dialog = lessonlist.LessonsDialog([first.id])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.list
    view.clearSelection()
    view.setCurrentRow(-1)
    qtbot.waitUntil(lambda: view.visualItemRect(view.item(1)).height() > 0)
    (done_left, done_right), (left, right) = _line_ink(view, 0), _line_ink(view, 1)
    assert abs(done_right - right) <= 1, "the titles end at the same column: they start at the same one"
    assert done_left < left, "the tick stands before the number"


def test_the_lessons_list_shows_where_the_keyboard_is(qtbot):
    """Found by QA: with the keyboard on the lessons list, nothing showed it (the chosen row looked
    the same with the keyboard on Close). A ring of the highlight colour goes round the list."""
    from texas42_qt.gui.lessonlist import LessonsDialog

    dialog = LessonsDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)

    def edge() -> tuple[int, int]:  # the list's two outermost columns of pixels, halfway down
        image = dialog.list.grab().toImage()
        return image.pixelColor(0, image.height() // 2).rgb(), image.pixelColor(1, image.height() // 2).rgb()

    dialog.start_button.setFocus()
    qtbot.waitUntil(lambda: dialog.start_button.hasFocus())
    away = edge()
    dialog.list.setFocus()
    qtbot.waitUntil(lambda: dialog.list.hasFocus())
    ring = dialog.list.palette().highlight().color().rgb()
    assert edge() == (ring, ring) != away


def _ink(view) -> int:
    """Pixels of the table's empty room (under its headers) that are not its ground."""
    from PySide6.QtGui import QPalette

    image = view.viewport().grab().toImage()
    ground = {view.palette().color(role).rgb() for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase)}
    top = min(image.height(), view.verticalHeader().defaultSectionSize() * 2)  # where no row is yet
    return sum(image.pixelColor(x, y).rgb() not in ground for x in range(image.width()) for y in range(top))


def test_the_empty_score_sheet_says_what_will_fill_it(qtbot, tmp_path):
    """Found by QA: before the first hand the score sheet showed only its headers, over white."""
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules.make("42", scoring="points"), seed=4))
    wait_for_user(qtbot, w)
    w.go_to_panel("Score sheet")
    view = w.score_view
    assert w.score_model.rowCount() == 0
    said = "Each hand's score appears here.\nGame to 250 points."
    assert view.accessibleDescription() == said, "a screen reader hears it too"
    qtbot.waitUntil(lambda: view.viewport().isVisible())
    assert _ink(view) > 20, "drawn in the empty sheet"
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    assert view.accessibleDescription() == "Each hand's score appears here.\nGame to 7 marks."
    play_hand(qtbot, w)
    qtbot.waitUntil(lambda: w.score_model.rowCount() == 1)
    assert view.accessibleDescription() == "", "a placeholder, not a row: gone with the first hand"
    close_clean(qtbot, w)


def test_the_empty_tricks_and_bids_tables_say_what_will_fill_them(qtbot, tmp_path):
    """Found by QA: during the first trick the Tricks tab was its headers over white, as the score sheet was."""
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    assert w.trick_model.rowCount() == 0
    assert w.trick_view.accessibleDescription() == "Each trick won appears here."
    w.go_to_panel("Tricks")
    qtbot.waitUntil(lambda: w.trick_view.viewport().isVisible())
    assert _ink(w.trick_view) > 20, "drawn in the empty table"
    bids = "" if w.bid_view.model().rowCount() else "Each bid appears here."
    assert w.bid_view.accessibleDescription() == bids
    while w.trick_model.rowCount() == 0:
        user_step(qtbot, w)
        wait_for_user(qtbot, w)
    assert w.trick_view.accessibleDescription() == "", "a placeholder, not a row: gone with the first trick"
    assert w.bid_view.accessibleDescription() == ""
    close_clean(qtbot, w)


def test_a_tile_chosen_at_the_users_bid_or_trump_says_why_nothing_happened(qtbot, tmp_path, monkeypatch):
    """Found by QA: clicking a tile, or Enter on the hand, at the user's turn to bid or name trump
    did nothing and said nothing. The status line says what comes first, and a screen reader hears it."""
    from texas42_qt.engine import Bid, Phase
    from texas42_qt.gui import statusline

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    c = w.controller
    while c.state.phase is Phase.BID and c.state.to_act != c.human:
        wait_for_user(qtbot, w)
    assert c.state.phase is Phase.BID, "the user bids in this deal"
    tiles = c.observation().hand
    tile = next(t for t in range(28) if tiles >> t & 1)
    click_tile(qtbot, w, tile)
    assert w.status.text() == "Bid first: the bid panel is on the table." and heard[-1] == w.status.text()
    assert c.state.phase is Phase.BID and c.observation().hand == tiles, "nothing was played"
    w.table.hand_list.setFocus()
    w.table.hand_list.select_tile(tile)
    heard.clear()
    qtbot.keyClick(w.table.hand_list, Qt.Key.Key_Return)
    assert heard == ["Bid first: the bid panel is on the table."]
    top = max((a for a in c.state.legal_actions() if isinstance(a, Bid)), key=lambda b: b.value if not b.special else 0)
    w.play_bid(top)  # the highest plain bid, so that the user names trump
    qtbot.waitUntil(lambda: c.state.phase is not Phase.BID or c.state.to_act == c.human, timeout=10_000)
    wait_for_user(qtbot, w)
    assert c.state.phase is Phase.TRUMP and c.state.to_act == c.human
    click_tile(qtbot, w, tile)
    assert w.status.text() == "Name trump first: the panel on the table asks for it." == heard[-1]
    close_clean(qtbot, w)

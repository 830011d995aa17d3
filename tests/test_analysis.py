"""Issue 24: Practice > Analyze a hand: a hand from a real table, its place in the auction,
the bids before it and the rules give the coach's bid table; bad input gets a clear
message beside its field; the hand saves as a .t42 that opens as the position entered."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import close_clean, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from texas42_qt.engine import Bid, Contract, Rules, record
from texas42_qt.engine.tiles import parse_tile
from texas42_qt.trainer import analysis

LAYDOWN = "6-6 6-5 5-5 5-4 4-4 0-0 3-3"


def test_the_position_is_the_one_entered():
    state = analysis.build(analysis.Setup(Rules(), LAYDOWN, 2, "pass 30"))
    assert state.to_act == 0 and [b for _, b in state.bids] == [Bid(0), Bid(30)]
    assert state.hands[0] == sum(1 << parse_tile(t) for t in LAYDOWN.split())
    hint = analysis.analyse(state)
    assert hint.contract is Contract.DOUBLES and hint.sure and hint.recommended == Bid(84)


@pytest.mark.parametrize("setup, field, words", [
    (analysis.Setup(Rules(), "6-6 6-6 5-5 5-4 4-4 0-0 3-3"), "hand", "twice"),
    (analysis.Setup(Rules(), "6-6 6-5 5-5 5-4 4-4 0-0"), "hand", "6 tiles given: a hand has 7"),
    (analysis.Setup(Rules(), "6-6 6-5 5-5 5-4 4-4 0-0 7-2"), "hand", "from 0 to 6"),
    (analysis.Setup(Rules(), LAYDOWN, 1, "29"), "bids", "below the minimum"),
    (analysis.Setup(Rules(), LAYDOWN, 2, "pass"), "bids", "1 bid given"),
    (analysis.Setup(Rules(), LAYDOWN, 1, "thirty"), "bids", "a bid is a number or pass"),
    (analysis.Setup(Rules(), LAYDOWN, 0, "", ("6-6 2-2 2-1 2-0 1-1 1-0 0-0",)), "others", "two hands"),
    # found by QA: shooting the moon ends the auction (an assertion, and no word)
    (analysis.Setup(Rules.preset("Moon"), "6-6 6-4 6-1 5-3 4-3 1-1 0-0", 1, "21"), "bids", "end the auction"),
])
def test_bad_input_says_what_is_wrong_and_where(setup, field, words):
    with pytest.raises(analysis.AnalysisError) as caught:
        analysis.build(setup)
    assert caught.value.field == field and words in caught.value.message


@pytest.mark.parametrize("code", ["en", "vi", "it", "sk", "ceb"])
def test_the_dialogs_errors_are_sentences_in_every_language(qtbot: QtBot, tmp_path: Path, qapp: QApplication,
                                                            code: str) -> None:
    """Found by QA: "tile ends run from 0 to 6, got '9-9'" under the tiles, in lower case. A message
    of the engine or the trainer, alone on its line, starts with a capital and ends with a full
    stop; the message itself is unchanged, as others say it within a sentence."""
    from texas42_qt.gui import i18n
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    if code != "en" and not i18n.has_catalogue(code):
        pytest.skip(f"no compiled catalogue for {code} (python tools/i18n.py build)")
    window = make_window(qtbot, tmp_path)
    try:
        i18n.install(qapp, code)
        dialog = AnalysisDialog(window.work, Rules(), window)
        shown = []
        for hand, place, bids, label in (("6-6 6-5 9-9", 0, "", dialog.hand_error),  # the engine's parse_tile
                                         (LAYDOWN, 1, "thirty", dialog.bids_error),  # the trainer's
                                         (LAYDOWN, 2, "30", dialog.bids_error)):  # a plural form, a figure first
            dialog.hand.setText(hand)
            dialog.place.setCurrentIndex(place)
            dialog.bids.setText(bids)
            assert dialog.check() is None
            shown.append(label.text())
        assert all(not text[0].islower() and text.endswith(".") for text in shown), shown
        assert shown[0][0].isupper() and shown[1][0].isupper()
        assert shown[0].rstrip(".")[1:] in i18n.render_error(_refusal("9-9")), "the same words"
        dialog.close()
    finally:
        i18n.install(qapp, "en")
        close_clean(qtbot, window)
    assert str(_refusal("9-9")).startswith("tile ends run"), "the engine's message, said within sentences"


def _refusal(word: str) -> ValueError:
    try:
        parse_tile(word)
    except ValueError as error:
        return error
    raise AssertionError(f"{word} was read as a tile")


def test_the_dialog_analyses_by_keyboard_and_saves_a_t42(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules(), window)
        dialog.show()
        qtbot.keyClicks(dialog.hand, "6-6 6-5 5-5 5-4 4-4 0-0")
        assert dialog.picker.buttons[parse_tile("6-6")].isChecked()
        dialog.analyse()
        assert dialog.hand_error.isVisible() and "6 tiles" in dialog.hand_error.text()
        tab_stops = [b for b in dialog.picker.buttons.values() if b.focusPolicy() == Qt.FocusPolicy.StrongFocus]
        assert len(tab_stops) == 1  # one Tab stop for the picker, not 28: the arrows move within it
        # a screen reader hears a tile as the hand says it (found by QA: "6-6")
        assert dialog.picker.buttons[parse_tile("6-6")].accessibleName() == "double six"
        assert dialog.picker.buttons[parse_tile("6-4")].accessibleName() == "six-four"
        tab_stops[0].setFocus()
        qtbot.keyClick(tab_stops[0], Qt.Key.Key_Right)
        assert dialog.picker.buttons[parse_tile("6-5")].hasFocus() or not dialog.isActiveWindow()
        dialog.picker.buttons[parse_tile("3-3")].click()  # the picker writes into the field
        assert dialog.hand.text().split()[-1] == "3-3"
        assert not dialog.hand_error.isVisible(), "found by playing: the error stayed beside the hand put right"
        dialog.place.setCurrentIndex(1)
        qtbot.keyClicks(dialog.bids, "pass")
        qtbot.keyClick(dialog.bids, Qt.Key.Key_Return)  # Enter analyses (the default button)
        qtbot.waitUntil(lambda: dialog.view.hint is not None, timeout=30_000)
        assert not dialog.hand_error.isVisible() and not dialog.bids_error.isVisible()
        assert dialog.view.hint.contract is Contract.DOUBLES and dialog.view.hint.sure
        path = tmp_path / "hand.t42"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
        dialog.save()
        loaded = record.read_file(path)
        state = loaded.state  # opens as the position entered: seat 0 to bid after a pass
        assert loaded.players == ["You", "West", "Partner", "East"], "found by QA: opened, the seats were 'Seat 1'..."
        assert state.to_act == 0 and [b for _, b in state.bids] == [Bid(0)]
        assert state.hands[0] == sum(1 << parse_tile(t) for t in LAYDOWN.split())
        # Found by QA: another preset put the place back to first; the table stayed beside a new hand
        dialog.preset.setCurrentIndex(dialog.preset.findData("Texas house rules"))
        assert dialog.place.currentIndex() == 1 and dialog.view.hint is None
        assert "press Analyze" in dialog.view.summary.text()
        dialog.analyse()
        qtbot.waitUntil(lambda: dialog.view.hint is not None, timeout=30_000)
        qtbot.keyClick(dialog.hand, Qt.Key.Key_Backspace)
        assert dialog.view.hint is None and "The entries changed" in dialog.view.summary.text()
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_save_as_t42_starts_in_the_folder_open_and_save_used_last(qtbot, tmp_path, monkeypatch):
    """Found by QA: Game > Open and Save start in the folder used last, the analysis's Save at home."""
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        (tmp_path / "games").mkdir()
        (tmp_path / "hands").mkdir()
        window.prefs.games_folder = tmp_path / "games"
        offered = []

        def choose(*args, **kwargs):
            offered.append(args[2])
            return str(tmp_path / "hands" / "mine.t42"), ""

        monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
        dialog = AnalysisDialog(window.work, Rules(), window, window.prefs)
        dialog.hand.setText(LAYDOWN)
        dialog.save()
        assert offered == [str(tmp_path / "games" / "hand.t42")]
        assert (tmp_path / "hands" / "mine.t42").is_file() and window.prefs.games_folder == tmp_path / "hands"
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_a_hand_the_disk_refuses_is_said_in_the_players_words_and_its_folder_not_kept(qtbot, tmp_path, monkeypatch):
    """Found by filling the disk: "The game could not be saved: No space left on device", the
    system's English in the player's language, and the folder that refused was offered next time
    (Game > Save game as says why in plain words, and keeps only a folder that took the game)."""
    import errno

    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        (tmp_path / "games").mkdir()
        (tmp_path / "full").mkdir()
        window.prefs.games_folder = tmp_path / "games"
        target = tmp_path / "full" / "hand.t42"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))

        def full(path, state, names):
            raise OSError(errno.ENOSPC, "No space left on device", str(path))

        monkeypatch.setattr(record, "save", full)
        dialog = AnalysisDialog(window.work, Rules(), window, window.prefs)
        dialog.hand.setText(LAYDOWN)
        dialog.save()
        assert dialog.file_note.text() == f"The game could not be saved as hand.t42 in {target.parent} (the disk is full)."
        assert window.prefs.games_folder == tmp_path / "games", "the folder that refused is not offered again"
        assert not target.exists()
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_the_tiles_not_entered_are_shuffled_the_same_way_every_time():
    """Found by QA: dealt in order, a 42 for three hand saved and opened gave the left seat every
    five and four left and the right seat every trey, deuce, ace and blank."""
    from texas42_qt.engine.tiles import tiles_of

    setup = analysis.Setup(Rules.preset("42 for three"), "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-4")
    state = analysis.build(setup)
    assert state.hands == analysis.build(setup).hands, "the same entries, the same record"
    # and the same game after it: its record goes on from a seed of its own deal, not every hand's from one
    assert state.seed == analysis.build(setup).seed == record.loads(record.dumps(state)).state.seed
    other = analysis.build(analysis.Setup(Rules.preset("42 for three"), "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-3"))
    assert other.seed != state.seed
    left, right = (set(tiles_of(h)) for h in state.hands[1:])
    assert max(right) > min(left) and max(left) > min(right), "no seat holds a run of the tiles left"


def test_mark_bids_are_typed_as_the_buttons_say_them():
    """Found by QA: "2 marks" was refused as no bid."""
    assert analysis.parse_bids("30 1 mark 2 Marks 3m pass") == [Bid(30), Bid(42), Bid(84), Bid(126), Bid(0)]


def test_every_hand_entered_shows_the_open_hands_values():
    setup = analysis.Setup(Rules(), LAYDOWN, 0, "", ("6-4 6-3 6-2 6-1 6-0 5-3 5-2", "5-1 5-0 4-3 4-2 4-1 4-0 3-2",
                                                      "3-1 3-0 2-2 2-1 2-0 1-1 1-0"))
    assert analysis.known_others(setup)
    values = analysis.open_hands(analysis.build(setup))
    assert values[Contract.DOUBLES] == 42


def test_the_best_line_is_played_by_the_engine_with_every_hand_open():
    from texas42_qt.ai.evaluate import open_hands_value

    others = ("6-5 6-3 6-2 6-0 5-3 5-2 5-1", "5-4 5-0 4-3 4-2 4-1 4-0 3-3", "3-2 3-0 2-2 2-1 1-1 1-0 0-0")
    setup = analysis.Setup(Rules().with_(end_early=False), "6-6 6-4 6-1 5-5 4-4 3-1 2-0", 0, "", others)
    state = analysis.build(setup)
    line = analysis.best_line(state, Bid(30), Contract.SIXES)
    assert len(line) == 7 and state.phase.name == "BID"  # played on a copy: the position stays as entered
    ours = sum(t.points for t in line if t.winner % 2 == 0)
    assert ours == open_hands_value(state.rules, tuple(state.hands), 0, Contract.SIXES)  # perfect play: the solver's value


def test_the_picker_offers_only_the_games_tiles(qtbot, tmp_path):
    """Found by playing: in 42 for three the picker let the 1-0 be chosen, in Moon the blanks,
    and Analyze then said the tile is not used. The arrows do not stop on them; nor do they leave
    the picker (Down from the 6-6 went on to "You bid", and the next Down changed it)."""
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules.preset("42 for three"), window)
        dialog.show()
        picker = dialog.picker
        off = [t for t, b in picker.buttons.items() if not b.isEnabled()]
        assert off == [parse_tile("1-0")] and "Not used in 42 for three" in picker.buttons[off[0]].toolTip()
        assert len(dialog.hand.placeholderText().split()) == 9
        dialog.preset.setCurrentIndex(dialog.preset.findText("Moon"))
        assert sorted(t for t, b in picker.buttons.items() if not b.isEnabled()) == sorted(
            parse_tile(f"{n}-0") for n in range(1, 7))
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        first = next(b for b in picker.buttons.values() if b.focusPolicy() == Qt.FocusPolicy.StrongFocus)
        first.setFocus()
        for key in [Qt.Key.Key_Down] * 5 + [Qt.Key.Key_Right]:  # down to the 1-1, then at the 1-0
            qtbot.keyClick(QApplication.focusWidget(), key)
        start = picker.buttons[parse_tile("1-1")]
        tab_stops = [b for b in picker.buttons.values() if b.focusPolicy() == Qt.FocusPolicy.StrongFocus]
        assert start.hasFocus() and tab_stops == [start], "the 1-0 is out and nothing lies beyond it"
        assert dialog.place.currentIndex() == 0
        qtbot.keyClick(start, Qt.Key.Key_Down)  # to the 0-0, which 42 for three leaves in and Moon too
        dialog.preset.setCurrentIndex(dialog.preset.findText("Straight 42 (tournament)"))
        for key in (Qt.Key.Key_Up, Qt.Key.Key_Right):  # from the 0-0 to the 1-0, in play in 42
            qtbot.keyClick(QApplication.focusWidget(), key)
        assert picker.buttons[parse_tile("1-0")].focusPolicy() == Qt.FocusPolicy.StrongFocus
        dialog.preset.setCurrentIndex(dialog.preset.findText("42 for three"))  # the Tab stop greyed
        tab_stops = [b for b in picker.buttons.values() if b.focusPolicy() == Qt.FocusPolicy.StrongFocus]
        assert tab_stops == [picker.buttons[parse_tile("6-6")]], "the picker keeps a Tab stop it can take"
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_enter_analyses_after_a_refused_hand_was_clicked_away(qtbot, tmp_path):
    """Found by playing: once Analyze had been clicked and the hand refused (the focus back in
    the field), Enter did nothing: Qt's default button had gone with the focus."""
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules(), window)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClicks(dialog.hand, "6-6 6-5")
        dialog.analyse_button.setFocus()  # as a click gives it
        qtbot.mouseClick(dialog.analyse_button, Qt.MouseButton.LeftButton)
        assert dialog.hand_error.isVisible() and dialog.hand.hasFocus()
        dialog.hand.clear()
        qtbot.keyClicks(dialog.hand, LAYDOWN)
        qtbot.keyClick(dialog.hand, Qt.Key.Key_Return)
        assert not dialog.hand_error.isVisible(), "Enter analysed the hand"
        qtbot.waitUntil(lambda: dialog.view.hint is not None, timeout=30_000)
        qtbot.keyClick(dialog.hand, Qt.Key.Key_Backspace)
        qtbot.keyClick(dialog.hand, Qt.Key.Key_Return)  # a hand refused: the last one's analysis goes
        assert dialog.hand_error.isVisible() and dialog.view.hint is None
        close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setFocus()
        qtbot.keyClick(close, Qt.Key.Key_Return)  # Enter on a button reached by Tab presses it
        qtbot.waitUntil(lambda: not dialog.isVisible())
    finally:
        close_clean(qtbot, window)


def test_in_moon_the_open_hands_values_take_the_widow_and_lay_away_the_best_tile():
    """Found with the widow hint: Analyze a hand weighed a Moon hand without the widow it takes,
    and its best line laid away by the quick estimate, not perfect play."""
    from texas42_qt.ai.evaluate import open_hands_value
    from texas42_qt.ai.widow import open_discard

    rules = Rules.preset("Moon")
    state = analysis.build(analysis.Setup(rules, "6-5 6-4 5-2 4-4 4-3 2-2 1-1", 0, ""))
    assert state.widow is not None
    hands = tuple(state.hands)
    values = analysis.open_hands(state)
    without = open_hands_value(rules, hands, 0, Contract.FOURS)
    tile, value = open_discard(rules, hands, 0, Contract.FOURS, state.widow)
    assert values[Contract.FOURS] == value >= without  # the hand as dealt is one of the choices
    line = analysis.best_line(state, Bid(5), Contract.FOURS)
    assert sum(t.winner == 0 for t in line) == value


OTHERS = ("6-6 6-1 5-2 5-1 4-2 3-0 2-1", "6-4 6-3 5-4 3-1 2-2 2-0 1-0", "6-0 5-0 4-1 4-0 3-3 1-1 0-0")


def _analysed_with_every_hand(qtbot, window):
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    dialog = AnalysisDialog(window.work, Rules(), window)
    dialog.show()
    dialog.hand.setText("6-5 6-2 5-5 5-3 4-4 4-3 3-2")
    dialog.others_box.setChecked(True)
    for editor, hand in zip(dialog.others, OTHERS):
        editor.setText(hand)
    dialog.analyse()
    qtbot.waitUntil(lambda: "The best line" in dialog.open_label.text(), timeout=60_000)
    return dialog


def test_saving_the_hand_keeps_its_open_hands_analysis_in_sight(qtbot, tmp_path, monkeypatch):
    """Found by playing: "Saved hand.t42." replaced the open-hands values and the best line."""
    from PySide6.QtWidgets import QFileDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = _analysed_with_every_hand(qtbot, window)
        path = tmp_path / "hand.t42"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
        dialog.save()
        assert path.exists()
        assert "The best line" in dialog.open_label.text()
        # the open hands' values play every trick, as the best line does, though the hand ends once decided
        assert "perfect play and every trick played out, you bidding and leading take" in dialog.open_label.text()
        assert "hand.t42" in dialog.file_note.text() and dialog.file_note.isVisible()
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_a_screen_reader_finds_the_analysis_table_by_name(qtbot, tmp_path):
    """Found by QA in the AT-SPI tree: Analyze a hand's table of chances was a nameless table."""
    from PySide6.QtWidgets import QTableView

    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules(), window)
        tables = dialog.findChildren(QTableView)
        assert tables and all(t.accessibleName() for t in tables), [t.accessibleName() for t in tables]
        assert dialog.view.table.accessibleName() == "Hint table"
        assert window.hint_view.table.accessibleName() == "Hint table", "the side panel's, as before"
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_the_dialog_starts_on_the_rules_of_the_game_on_the_table(qtbot, tmp_path):
    """Found by playing: from a game of the Texas house rules, Analyze a hand chose Straight 42 (the
    first preset of the game), which has no Nello or Sevens; from a points game it valued bids in
    marks: the same hand got other numbers than the hint at the table. It now starts on the matching
    preset, or on the table's own rules when no preset has them."""
    from texas42_qt.engine import Scoring
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        house = Rules.preset("Texas house rules")
        points = house.with_(scoring=Scoring.POINTS, target=250)
        for table, label in ((house, "Texas house rules"), (points, "The game on the table"),
                             (Rules(), "Straight 42 (tournament)")):
            dialog = AnalysisDialog(window.work, table, window)
            assert (dialog.preset.currentText(), dialog.rules) == (label, table)
            dialog.close()
        dialog = AnalysisDialog(window.work, Rules.preset("Moon").with_(set_scoring="opponents_gain"), window)
        assert dialog.preset.currentText() == "The game on the table" and dialog.rules.variant.name == "MOON"
        dialog.preset.setCurrentIndex(dialog.preset.findText("Straight 42 (tournament)"))
        assert dialog.rules == Rules() and dialog.place.count() == 4
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_tab_goes_from_the_other_hands_box_to_its_fields_in_order(qtbot, tmp_path):
    """Found by playing by keyboard: after ticking "The other hands", Tab went to Analyze, Save
    and the table (the fields, made after them, came last), so the West hand typed went nowhere
    and a space pressed Save; and so again after the rules changed, which makes new fields."""
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules(), window)
        dialog.show()
        for preset in (None, "Moon", "Texas house rules"):
            if preset is not None:
                dialog.preset.setCurrentIndex(dialog.preset.findText(preset))
            dialog.others_box.setChecked(True)
            qtbot.waitUntil(lambda: all(e.isVisibleTo(dialog) for e in dialog.others))  # (shown by the event loop)
            stops = [_next_tab_stop(dialog, dialog.others_box)]
            while len(stops) < len(dialog.others):
                stops.append(_next_tab_stop(dialog, stops[-1]))
            assert stops == dialog.others, preset
            assert _next_tab_stop(dialog, dialog.bids) is dialog.others_box
    finally:
        close_clean(qtbot, window)


def _next_tab_stop(dialog, widget):
    """Where Tab goes from `widget`: the next in the focus chain that takes the focus by Tab."""
    while True:
        widget = widget.nextInFocusChain()
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(dialog) and widget.isEnabled():
            return widget


def test_moons_other_hands_and_best_line_name_the_seats_as_the_table_does(qtbot, tmp_path):
    """Found by QA: Analyze a hand named Moon's seats "On your left" and "On your right" where the
    table names them West and East."""
    from PySide6.QtWidgets import QLabel

    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules.preset("Moon"), window)
        labels = [dialog.others_form.labelForField(e) for e in dialog.others]
        assert [label.text() for label in labels if isinstance(label, QLabel)] == ["West", "East"]
        assert [e.accessibleName() for e in dialog.others] == ["West", "East"]
        state = analysis.build(analysis.Setup(Rules.preset("Moon"), "6-6 6-4 6-1 5-3 4-3 1-1 0-0", 0, ""))
        text = dialog._line_text((Bid(5), Contract.SIXES, analysis.best_line(state, Bid(5), Contract.SIXES)))
        assert "West " in text and "East " in text and "your left" not in text and "your right" not in text
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_a_pass_in_the_players_language_is_read_as_a_whole_word(qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> None:
    """Found by QA: in Slovak ("pas"), an English "pass" typed among the bids became "passs"."""
    from texas42_qt.gui import i18n
    from texas42_qt.gui.analysis_dialog import passes_as_typed

    if not i18n.has_catalogue("sk"):
        pytest.skip("no compiled catalogue for sk (python tools/i18n.py build)")
    window = make_window(qtbot, tmp_path)
    try:
        i18n.install(qapp, "sk")
        assert passes_as_typed("Pas 30 pass, pas") == "pass 30 pass, pass"
        assert analysis.parse_bids(passes_as_typed("pass pas 31")) == [Bid(0), Bid(0), Bid(31)]
    finally:
        i18n.install(qapp, "en")
        close_clean(qtbot, window)


def test_analyze_a_hand_again_brings_the_open_window_forward(qtbot, tmp_path):
    """Found rehearsing the random-input bench: each use of Practice > Analyze a hand stacked another
    window (about 2 MB apiece); the command again brings the open one forward, the hand typed in it kept."""
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)

    def shown() -> list[AnalysisDialog]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, AnalysisDialog) and w.isVisible()]

    window.practice_menu.analysis_dialog()
    first = shown()
    assert len(first) == 1
    first[0].hand.setText("6-6 5-5")
    window.practice_menu.analysis_dialog()
    assert shown() == first and first[0].hand.text() == "6-6 5-5"
    first[0].close()
    qtbot.waitUntil(lambda: not shown())
    window.practice_menu.analysis_dialog()
    again = shown()
    assert len(again) == 1 and again[0].hand.text() == ""
    again[0].close()
    close_clean(qtbot, window)

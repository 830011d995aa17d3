"""The table without a mouse (issue 12, keyboard): a whole hand of 42 and of Moon
played with Tab, the arrow keys, Enter and Space; the focus chain leaves every
table; Enter presses "Next hand"."""

from __future__ import annotations

import pytest
from gui_helpers import close_clean, make_window, settings_at, setup_for, wait_for_user
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QTableView, QWidget

from texas42_qt.engine import Phase, Rules
from texas42_qt.gui.dialogs import NewGameDialog
from texas42_qt.gui.i18n import LANGUAGES
from texas42_qt.gui.models import TileRole
from texas42_qt.gui.rule_editors import SpecialEditor
from texas42_qt.gui.settings import Preferences


def focused():
    return QApplication.focusWidget()


def press(qtbot, key) -> None:
    widget = focused()
    assert widget is not None, "the keyboard focus is lost"
    qtbot.keyClick(widget, key)


def start(qtbot, tmp_path, rules: Rules, seed: int):
    w = make_window(qtbot, tmp_path)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    w.start_game(setup_for(rules, seed=seed))
    return w


def keyboard_step(qtbot, w) -> None:
    """The user's decision by keyboard: the focus is already where it should be."""
    obs = w.controller.observation()
    if obs.phase in (Phase.BID, Phase.TRUMP):
        if obs.phase is Phase.BID:  # the highest bid: up from Pass to the row above, then its end
            panel = w.bid_panel
            assert panel.isVisible() and focused() in panel.buttons(), f"focus on {focused()!r}, not the panel"
            buttons = panel.buttons()
            press(qtbot, Qt.Key.Key_Up)
            press(qtbot, Qt.Key.Key_End)
            assert focused() is buttons[-2]
        else:  # the trump panel starts on itself: no contract is named by an idle Enter
            assert w.trump_panel.isVisible() and focused() is w.trump_panel, f"focus on {focused()!r}, not the panel"
            press(qtbot, Qt.Key.Key_Right)
            assert focused() is w.trump_panel.buttons()[0]
        press(qtbot, Qt.Key.Key_Return)
    else:
        hand = w.table.hand_list
        assert focused() is hand, f"focus on {focused()!r}, not the hand"
        for _ in range(9):  # Right to a playable tile; screen readers hear "..., playable"
            if "playable" in hand.currentIndex().data(Qt.ItemDataRole.AccessibleTextRole).split(", ")[-1:]:
                break
            press(qtbot, Qt.Key.Key_Right)
        press(qtbot, Qt.Key.Key_Space)


def play_hand_by_keyboard(qtbot, w) -> set[Phase]:
    c = w.controller
    phases: set[Phase] = set()
    for _ in range(60):
        wait_for_user(qtbot, w)
        obs = c.observation()
        if obs.phase in (Phase.SCORED, Phase.GAME_OVER):
            return phases
        if obs.phase is Phase.WIDOW:  # the choice of the tile to lay away starts on the widow's tile
            assert w.table.hand_list.currentIndex().data(TileRole) == obs.widow
        phases.add(obs.phase)
        keyboard_step(qtbot, w)
    raise AssertionError("the hand did not end")


def test_a_hand_of_42_and_the_next_one_by_keyboard(qtbot, tmp_path):
    w = start(qtbot, tmp_path, Rules(), seed=31)
    assert {Phase.BID, Phase.TRUMP, Phase.PLAY} <= play_hand_by_keyboard(qtbot, w)
    assert w.end_panel.isVisible() and isinstance(focused(), QPushButton) and focused().text() == "Next hand"
    hand = w.controller.state.hand_index
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.state.hand_index == hand + 1, timeout=5000)
    wait_for_user(qtbot, w)
    assert w.bid_panel.isVisible() and focused() in w.bid_panel.buttons(), "the second hand's bid is reachable too"
    close_clean(qtbot, w)


def bid_highest_by_keyboard(qtbot, w) -> None:
    """Seed 31: the user's bid of the highest bid wins the auction."""
    wait_for_user(qtbot, w)
    keyboard_step(qtbot, w)
    wait_for_user(qtbot, w)
    assert w.controller.observation().phase is Phase.TRUMP


def test_an_idle_enter_names_no_contract(qtbot, tmp_path):
    """Found by QA: the trump panel opened with the keyboard on "Blanks are trump", and an Enter
    named blanks. It starts on the panel itself, heard by its title; Enter there says how to choose."""
    w = start(qtbot, tmp_path, Rules(), seed=31)
    bid_highest_by_keyboard(qtbot, w)
    panel = w.trump_panel
    assert focused() is panel and panel.accessibleName().startswith("Name trump")
    press(qtbot, Qt.Key.Key_Return)
    assert w.controller.observation().phase is Phase.TRUMP, "nothing named"
    assert focused() is panel and "arrow keys" in w.panels.refusal
    press(qtbot, Qt.Key.Key_End)
    assert focused() is panel.buttons()[-1] and not w.panels.refusal, "on a contract: the reason is gone"
    press(qtbot, Qt.Key.Key_Tab)
    assert not panel.isAncestorOf(focused()), "Tab leaves the contracts: they are one stop"
    close_clean(qtbot, w)


@pytest.mark.parametrize(("phase", "seed", "moved"), [(Phase.BID, 5, False), (Phase.TRUMP, 31, False),
                                                   (Phase.TRUMP, 31, True)])
def test_after_a_hint_enter_takes_the_hints_choice(qtbot, tmp_path, phase, seed, moved):
    """Found by QA: H marked a contract green, the keyboard stayed on blanks, and Enter named
    blanks. The keyboard goes to the hint's choice; a screen reader hears that it is the hint's."""
    from texas42_qt.gui.hinting import hint_action
    from texas42_qt.gui.panels import action_of

    w = start(qtbot, tmp_path, Rules(), seed=seed)
    if phase is Phase.TRUMP:
        bid_highest_by_keyboard(qtbot, w)
    wait_for_user(qtbot, w)
    panel = w.bid_panel if phase is Phase.BID else w.trump_panel
    if moved:  # on to the first contract, then H (found by playing: the keyboard stayed there)
        press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hint_view.hint is not None and w.hint_view.hint.final
                    and hint_action(w.hint_view.hint) is not None, timeout=60000)
    chosen = hint_action(w.hint_view.hint)
    assert chosen is not None and chosen != action_of(panel.buttons()[0 if phase is Phase.TRUMP else -1])
    assert isinstance(focused(), QPushButton) and action_of(focused()) == chosen, "on the hint's choice"
    assert focused().accessibleDescription().startswith("The hint's choice.")
    press(qtbot, Qt.Key.Key_Return)
    assert (w.controller.human, chosen) in w.controller.state.actions, "Enter took the hint's choice"
    close_clean(qtbot, w)


def test_after_a_play_hint_space_plays_the_hints_tile(qtbot, tmp_path):
    """Found by playing by keyboard: H marked the 4-3 green, the hand's choice stayed on the 6-3,
    and Space played the 6-3. The choice goes to the hint's tile, as a panel's keyboard does."""
    from texas42_qt.engine import Play
    from texas42_qt.gui.hinting import hint_tile

    w = start(qtbot, tmp_path, Rules(), seed=31)
    bid_highest_by_keyboard(qtbot, w)
    keyboard_step(qtbot, w)  # the first contract
    wait_for_user(qtbot, w)
    hand = w.table.hand_list
    for _ in range(7):  # to a turn where the hint recommends another tile than the one chosen
        wait_for_user(qtbot, w)
        assert w.controller.observation().phase is Phase.PLAY and focused() is hand
        before = hand.current_tile()
        w.hint_view.clear()
        press(qtbot, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: w.hint_view.hint is not None and w.hint_view.hint.final, timeout=60000)
        tile = hint_tile(w.hint_view.hint)
        if tile != before:
            break
        press(qtbot, Qt.Key.Key_Space)
    assert tile is not None and tile != before, "the hint recommended another tile"
    assert hand.current_tile() == tile
    press(qtbot, Qt.Key.Key_Space)
    assert (w.controller.human, Play(tile)) in w.controller.state.actions
    close_clean(qtbot, w)


def test_n_from_a_side_panel_gives_the_next_hand_the_keyboard(qtbot, tmp_path):
    """Found by QA: with the keyboard on a side panel's tabs, N dealt the next hand and left it
    there: two Tabs through the hand to reach Pass."""

    w = start(qtbot, tmp_path, Rules(), seed=31)
    play_hand_by_keyboard(qtbot, w)
    hand = w.controller.state.hand_index
    w.go_to_panel("Tricks")
    qtbot.waitUntil(lambda: w.trick_view.hasFocus(), timeout=3000)
    w.menu.next.trigger()
    qtbot.waitUntil(lambda: w.controller.state.hand_index == hand + 1, timeout=5000)
    wait_for_user(qtbot, w)
    panel = w.bid_panel if w.controller.observation().phase is Phase.BID else w.trump_panel
    qtbot.waitUntil(lambda: focused() in panel.buttons(), timeout=3000)
    close_clean(qtbot, w)


def test_moon_with_the_widow_by_keyboard(qtbot, tmp_path):
    w = start(qtbot, tmp_path, Rules.preset("Moon"), seed=4)
    assert {Phase.BID, Phase.WIDOW, Phase.PLAY} <= play_hand_by_keyboard(qtbot, w)
    close_clean(qtbot, w)


def test_tab_walks_out_of_every_table_and_back(qtbot, tmp_path):
    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)
    assert focused() in w.bid_panel.buttons()
    w.table.setFocus()
    assert focused() is w.table.hand_list, "the table's keyboard focus is the hand"
    seen = []
    for _ in range(40):
        press(qtbot, Qt.Key.Key_Tab)
        seen.append(focused())
        if focused() is w.table.hand_list:
            break
    assert focused() is w.table.hand_list, f"Tab never came back to the hand: {[type(x).__name__ for x in seen]}"
    buttons = w.bid_panel.buttons()
    assert seen[0] is w.bid_panel.first_button(), "hand, then the panel"
    assert w.score_view not in seen, "the score sheet in front has no hand yet: nothing to read there"
    assert [b for b in buttons if b in seen] == [w.bid_panel.first_button()], "the bids are one stop: arrows inside"
    assert w.hint_view.ask not in seen, "the hint panel is behind the score sheet's tab: Ctrl+1 brings it"
    for view in (w.hint_view.table, w.score_view, w.bid_view, w.trick_view):
        assert isinstance(view, QTableView) and not view.tabKeyNavigation()
    close_clean(qtbot, w)


def test_the_arrows_go_round_the_hand(qtbot, tmp_path):
    """Found by playing: Right stopped at the last tile, so a player there could not reach the others."""
    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)
    hand = w.table.hand_list
    hand.setFocus()
    rows = hand.model().rowCount()
    hand.setCurrentIndex(hand.model().index(rows - 1, 0))
    qtbot.keyClick(hand, Qt.Key.Key_Right)
    assert hand.currentIndex().row() == 0
    qtbot.keyClick(hand, Qt.Key.Key_Left)
    assert hand.currentIndex().row() == rows - 1
    close_clean(qtbot, w)


def test_arrows_stay_inside_the_panel(qtbot, tmp_path):
    """Found by playing: Right on the last button of the end panel took the focus to the
    Hint button, so Enter asked for a hint instead of dealing the next hand."""
    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)
    buttons = w.bid_panel.buttons()
    buttons[-2].setFocus()  # the highest bid, at the end of its row: Right goes round the row
    press(qtbot, Qt.Key.Key_Right)
    assert focused() in buttons and focused() is not buttons[-1], "not on to Pass (found by QA: a bid meant, a pass made)"
    press(qtbot, Qt.Key.Key_Left)
    assert focused() is buttons[-2]
    buttons[-1].setFocus()  # Pass, alone in its row
    press(qtbot, Qt.Key.Key_Right)
    assert focused() is buttons[-1]
    w.bid_panel.first_button().setFocus()
    press(qtbot, Qt.Key.Key_Tab)
    after = focused()
    assert after not in buttons, "Tab leaves the panel"
    buttons[3].setFocus()
    press(qtbot, Qt.Key.Key_Tab)
    assert focused() is after, "from any bid as from its stop"
    buttons[3].setFocus()
    press(qtbot, Qt.Key.Key_Backtab)
    assert focused() not in buttons and focused() is not after
    close_clean(qtbot, w)


def test_ctrl_number_brings_a_side_panel_forward_with_the_keyboard(qtbot, tmp_path):
    """Found by playing: the side panels' tabs could not be reached by keyboard."""
    w = start(qtbot, tmp_path, Rules(), 3)
    wait_for_user(qtbot, w)
    w.go_to_panel("Tricks")
    qtbot.waitUntil(lambda: w.trick_view.isVisible() and w.trick_view.hasFocus(), timeout=3000)
    assert dict(w.shortcuts()).get("Go to the tricks") == "Ctrl+4"
    w.side.compact.trigger()
    w.go_to_panel("Auction")
    assert not w.docks["Auction"].isHidden() and not w.side.compact.isChecked()
    close_clean(qtbot, w)


def test_down_in_the_bid_grid_goes_to_the_bid_below(qtbot, tmp_path):
    """Found by playing: Down acted like Right in the grid of bids."""
    from texas42_qt.engine import Bid
    from texas42_qt.gui.panels import action_of

    w = start(qtbot, tmp_path, Rules(), 7)
    wait_for_user(qtbot, w)
    assert w.controller.observation().phase is Phase.BID, "everyone bids once: the first turn is a bid"
    buttons = {action_of(b): b for b in w.bid_panel.buttons()}
    first = buttons[min((a for a in buttons if not a.is_pass), key=lambda a: a.value)]
    first.setFocus()
    press(qtbot, Qt.Key.Key_Down)
    below = focused()
    assert below is not first and below.y() > first.y() and abs(below.x() - first.x()) < first.width()
    press(qtbot, Qt.Key.Key_Up)
    assert focused() is first
    assert Bid(0) in buttons
    # Home and End go to the ends of the row, as in the hand (found by playing: they did nothing)
    press(qtbot, Qt.Key.Key_End)
    last = focused()
    assert last is not first and last.y() == first.y() and last.x() > first.x()
    assert all(b.x() <= last.x() for b in buttons.values() if b.y() == first.y())
    press(qtbot, Qt.Key.Key_Home)
    assert focused() is first
    close_clean(qtbot, w)


@pytest.mark.parametrize(("panel", "key", "front"), [("Auction", Qt.Key.Key_H, "Hint"), ("Hint", Qt.Key.Key_L, "Tricks")])
def test_a_key_that_brings_a_panel_forward_gives_the_table_the_keyboard(qtbot, tmp_path, panel, key, front):
    """Found by playing by keyboard: H with the keyboard in the Bids panel brought the Hint forward
    and left the keyboard on the panels' tab bar (no focus shown; Left and Right switched tabs, Enter
    did nothing); L from the Hint panel the same. The keyboard goes back to the decision on the table."""
    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)
    w.go_to_panel(panel)
    qtbot.waitUntil(lambda: w.docks[panel].isAncestorOf(focused()), timeout=3000)
    press(qtbot, key)
    qtbot.waitUntil(lambda: w.docks[front].widget().isVisible(), timeout=3000)
    assert focused() in w.bid_panel.buttons(), f"the keyboard is on {focused()!r}"
    close_clean(qtbot, w)


def test_escape_in_a_side_panel_gives_the_keyboard_back_to_the_table(qtbot, tmp_path):
    """Found by playing: after Ctrl+4 the focus stayed in the side panel; Escape did nothing."""
    w = start(qtbot, tmp_path, Rules(), 7)
    wait_for_user(qtbot, w)
    w.go_to_panel("Tricks")
    qtbot.waitUntil(lambda: w.trick_view.hasFocus(), timeout=3000)
    press(qtbot, Qt.Key.Key_Escape)
    assert focused() in w.bid_panel.buttons(), "back to the open panel"
    close_clean(qtbot, w)


def test_enter_presses_resume_on_the_saved_game_bar(qtbot, tmp_path):
    """Found by playing: Enter did nothing on the focused Resume button (Space did)."""
    from gui_helpers import user_step

    w = start(qtbot, tmp_path, Rules(), 7)
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    close_clean(qtbot, w)
    again = make_window(qtbot, tmp_path, offer_resume=True)
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow, timeout=3000)
    again.resume_bar.resume.setFocus()
    with qtbot.waitSignal(again.files.resumed, timeout=20_000):
        qtbot.keyClick(again.resume_bar.resume, Qt.Key.Key_Return)
    # and the keyboard is where the user acts next, not on the score sheet (found by playing: the
    # next Enter did nothing)
    wait_for_user(qtbot, again)
    focus = QApplication.focusWidget()
    assert focus is again.table or again.table.isAncestorOf(focus), focus
    close_clean(qtbot, again)


def test_an_idle_enter_passes_and_never_starts_a_rematch(qtbot, tmp_path):
    """Found by playing by keyboard: Enter out of habit bid the lowest bid, and on the
    game-over panel started a rematch at once (the game could no longer be reviewed)."""
    from gui_helpers import play_hand

    from texas42_qt.gui.panels import action_of

    w = start(qtbot, tmp_path, Rules.make("42", target=1), 7)
    wait_for_user(qtbot, w)
    first = w.bid_panel.first_button()
    assert action_of(first).is_pass or len(w.bid_panel.buttons()) == 1, "Pass, unless the bid is forced"
    for _ in range(6):
        play_hand(qtbot, w, bid_choice=lambda bids: next((b for b in bids if not b.is_pass), bids[0]))
        if w.controller.state.phase is Phase.GAME_OVER:
            break
        w.controller.next_hand()
    assert w.controller.state.phase is Phase.GAME_OVER
    qtbot.waitUntil(w.end_panel.isVisible)
    assert w.end_panel.first_button().text() == "Review"
    close_clean(qtbot, w)


def test_tab_skips_the_side_panels_behind_other_tabs(qtbot, tmp_path):
    """Found by playing: from the Hint button Tab went through the tables of the panels behind."""
    w = start(qtbot, tmp_path, Rules(), 7)
    wait_for_user(qtbot, w)
    w.go_to_panel("Score sheet")
    qtbot.waitUntil(lambda: w.score_view.hasFocus(), timeout=3000)
    seen = []
    for _ in range(12):
        w.focusNextChild()
        seen.append(focused())
    behind = [w.hint_view.table, w.hint_view.ask, w.bid_view, w.trick_view]
    assert not [x for x in seen if x in behind], "no stop in a panel that is behind another's tab"
    close_clean(qtbot, w)


def tab_stops(qtbot, w, presses: int = 40) -> list:
    """The widgets Tab walks through from the focus, round to where it began."""
    begin, seen = focused(), []
    for _ in range(presses):
        press(qtbot, Qt.Key.Key_Tab)
        seen.append(focused())
        if focused() is begin:
            return seen
    raise AssertionError(f"Tab never came back: {[type(x).__name__ for x in seen]}")


def unseen_stops(w, stops: list) -> list[str]:
    """Stops where the user would see no focus: hidden behind a tab, or the empty hand."""
    hand = w.table.hand_list
    return [type(x).__name__ for x in stops
            if x.visibleRegion().isEmpty() or (x is hand and hand.model().rowCount() == 0)]


def test_tab_reaches_the_hint_that_h_brought_forward(qtbot, tmp_path):
    """Found by playing: H brought the Hint tab forward, but Tab went to the score sheet hidden
    behind it and never reached the hint."""
    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)
    press(qtbot, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hint_view.table.isVisible() and w.hint_view.table.rowCount() > 0, timeout=60000)
    stops = tab_stops(qtbot, w)
    assert unseen_stops(w, stops) == []
    assert w.hint_view.ask in stops and w.hint_view.table in stops and w.table.hand_list in stops
    close_clean(qtbot, w)


def test_tab_passes_over_an_empty_side_panel_table(qtbot, tmp_path):
    """Found by QA: the Hint panel's table, empty before any hint, was a Tab stop with nothing to
    read (so were the score sheet before the first hand and the tricks before the first trick);
    a table with rows is one (a screen reader user reads it)."""
    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)
    views = {"Hint": w.hint_view.table, "Score sheet": w.score_view, "Auction": w.bid_view, "Tricks": w.trick_view}
    filled = {}
    for title, view in views.items():
        w.side.docks[title].raise_()
        qtbot.waitUntil(view.isVisible, timeout=3000)
        w.bid_panel.first_button().setFocus()
        stops = tab_stops(qtbot, w)
        filled[title] = view.model().rowCount() > 0
        assert (view in stops) == filled[title], f"{title}: {view.model().rowCount()} rows, a stop: {view in stops}"
    assert filled == {"Hint": False, "Score sheet": False, "Auction": True, "Tricks": False}, "each case is met"
    close_clean(qtbot, w)


def test_tab_at_game_over_stops_only_where_the_focus_shows(qtbot, tmp_path):
    """Found by playing: at game over Tab stopped on the empty hand, where nothing shows."""
    w = start(qtbot, tmp_path, Rules(target=1), seed=31)
    play_hand_by_keyboard(qtbot, w)
    qtbot.waitUntil(lambda: w.controller.state.phase is Phase.GAME_OVER and w.end_panel.isVisible(), timeout=5000)
    stops = tab_stops(qtbot, w)
    assert unseen_stops(w, stops) == []
    assert set(w.end_panel.buttons()) <= set(stops) and w.score_view in stops
    close_clean(qtbot, w)


def test_the_keyboard_is_on_the_table_when_the_window_comes_up(qtbot, window):
    """Found by playing: a window manager that activated the window before the first turn gave
    the focus to the score sheet (the first widget that takes it), so Enter did not reach the
    first bid."""

    w = window
    w.score_view.setFocus()  # where Qt put it, as the first widget that takes the focus
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    wait_for_user(qtbot, w)
    obs = w.controller.observation()
    panel = w.bid_panel if obs.phase is Phase.BID else w.trump_panel
    qtbot.waitUntil(lambda: focused() in panel.buttons(), timeout=3000)


def test_the_bid_panel_has_the_keyboard_after_the_new_game_dialog(qtbot, tmp_path, monkeypatch):
    """Found by playing: after Deal in the New game dialog nothing in the bid panel had the focus
    (Qt gave it back to a panel button the new deal had deleted); it took 2-3 Tabs."""
    import texas42_qt.gui.mainwindow as mainwindow

    w = start(qtbot, tmp_path, Rules(), seed=31)
    wait_for_user(qtbot, w)

    class Dialog:
        def __init__(self, *_):
            pass

        def exec(self) -> bool:
            w.score_view.setFocus()  # where Qt left the keyboard when the dialog closed
            return True

        def setup(self):
            return setup_for(Rules(), seed=32)

        def deleteLater(self) -> None:  # noqa: N802 (Qt's name: the window deletes each dialog it ran)
            pass

    monkeypatch.setattr(mainwindow, "NewGameDialog", Dialog)
    w.new_game_dialog()
    wait_for_user(qtbot, w)
    panel = w.bid_panel if w.controller.observation().phase is Phase.BID else w.trump_panel
    qtbot.waitUntil(lambda: focused() in panel.buttons(), timeout=3000)
    close_clean(qtbot, w)


def test_after_undo_the_hand_is_on_a_tile_that_may_be_played(qtbot, tmp_path):
    """Found by playing: after Ctrl+Z the keyboard's choice sat on a dimmed, unplayable tile."""
    from gui_helpers import user_step

    w = start(qtbot, tmp_path, Rules(), seed=31)
    hand = w.table.hand_list
    undone = 0
    for _ in range(60):
        wait_for_user(qtbot, w)
        obs = w.controller.observation()
        if obs.phase in (Phase.SCORED, Phase.GAME_OVER):
            break
        if obs.phase is Phase.PLAY and len(w.hand_model.tiles()) < 7 and w.controller.can_undo() and undone < 6:
            w.table.setFocus()
            w.menu.undo.trigger()
            undone += 1
            wait_for_user(qtbot, w)
            if w.controller.observation().phase is Phase.PLAY:
                tile = hand.currentIndex().data(TileRole)
                assert tile is not None and w.hand_model.is_legal(int(tile)), "the choice is on a tile not playable now"
        user_step(qtbot, w, bid_choice=lambda bids: bids[-1])
    assert undone
    close_clean(qtbot, w)


def test_tab_goes_through_the_new_game_dialog_in_reading_order(qtbot, tmp_path):
    """Found by playing by keyboard: the seats' levels, made anew for each game, came after
    every house rule, so Tab jumped from the rule preset to the house rules and back. It goes
    down the left column, then the house rules, then Deal and Cancel, in each game."""
    dialog = NewGameDialog(Preferences(settings_at(tmp_path)), rules=Rules())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    for game in (0, 1):  # Texas 42, then Moon (built anew)
        dialog.variant.setCurrentIndex(game)
        qtbot.waitUntil(lambda: all(box.isVisible() for box in dialog.levels), timeout=3000)
        dialog.variant.setFocus()
        qtbot.waitUntil(lambda: focused() is dialog.variant, timeout=3000)
        rules = [part for e in dialog._editors.values()
                 for part in (e.parts() if isinstance(e, SpecialEditor) else [e]) if part.isEnabled()]
        buttons = [dialog.buttons.button(b) for b in (QDialogButtonBox.StandardButton.Ok,
                                                      QDialogButtonBox.StandardButton.Cancel)]
        expected = [dialog.preset, *dialog.levels, dialog.seed, dialog.practice, *rules, *buttons]
        stops = []
        for _ in expected:
            press(qtbot, Qt.Key.Key_Tab)
            stops.append(focused())
        assert stops == expected


def test_a_dialog_shows_where_the_keyboard_is_from_the_start(qtbot, tmp_path):
    """Found by QA: opened by Ctrl+N, the New game dialog's first field had the focus but no
    ring was drawn until the first Tab."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from texas42_qt.gui.dialogs import run_modal

    dialog = NewGameDialog(Preferences(settings_at(tmp_path)))
    seen = []

    def look() -> None:
        if QApplication.focusWidget() is None and len(tries) < 200:  # not yet activated
            tries.append(1)
            QTimer.singleShot(5, look)
            return
        option = QStyleOptionComboBox()
        option.initFrom(dialog.variant)  # the first field: what a style draws its focus ring from
        seen.append((QApplication.focusWidget() is dialog.variant,
                     bool(option.state & QStyle.StateFlag.State_KeyboardFocusChange)))
        dialog.reject()

    tries: list[int] = []
    QTimer.singleShot(0, look)
    run_modal(dialog)
    assert seen == [(True, True)]


def test_a_side_panel_reached_by_keyboard_starts_on_a_cell_with_text(qtbot):
    """Found by QA: Ctrl+4 on a bid of 84 landed on an empty cell beside "Won tricks are
    stacked face down"."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from texas42_qt.gui.sidepanels import land_on_text, table_view

    model = QStandardItemModel(2, 4)
    model.setItem(0, 0, QStandardItem("West"))
    model.setItem(1, 1, QStandardItem("Won tricks are stacked face down on a bid of 84 or more."))
    view = table_view(model)
    qtbot.addWidget(view)
    land_on_text(view)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 1)
    view.setCurrentIndex(model.index(0, 2))
    land_on_text(view)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (0, 0)


def test_f10_opens_the_game_menu_on_its_first_item(qtbot, window):
    """Found by QA: F10 opened the Game menu with nothing chosen, so the first Enter only chose."""
    from PySide6.QtWidgets import QMenu

    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F10)
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    assert menu.activeAction() is menu.actions()[0]
    menu.close()


def test_ctrl_q_quits_from_the_hand_review_window(qtbot, tmp_path):
    """Found by QA: Ctrl+Q did nothing while the Hand review (a window of its own) had the keyboard."""
    from PySide6.QtGui import QKeySequence

    from texas42_qt.gui.trainer_views import ReviewDialog

    w = make_window(qtbot, tmp_path)
    review = ReviewDialog(w)
    review.show()
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow, timeout=3000)
    game = w.menuBar().actions()[0].menu()
    assert game is not None
    quit_ = next(a for a in game.actions() if a.text() == "&Quit")
    if quit_.shortcut().isEmpty():  # the offscreen platform binds no standard Quit key; X11's is Ctrl+Q
        quit_.setShortcut(QKeySequence("Ctrl+Q"))
    qtbot.keyClick(review.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=3000)
    close_clean(qtbot, w)


def test_tab_leaves_a_dialogs_table_for_its_buttons(qtbot):
    """Found by QA: in the Hand review, Tab walked the table's cells and never reached Close (so
    did the practice reveal's open hands and the statistics' tables); the arrows walk the cells."""
    from PySide6.QtWidgets import QTableWidget

    from texas42_qt.gui.trainer_views import ReviewDialog

    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    dialog.table.setRowCount(3)
    dialog.table.setColumnCount(3)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    dialog.table.setFocus()
    dialog.table.setCurrentCell(0, 0)
    qtbot.waitUntil(lambda: focused() is dialog.table)
    press(qtbot, Qt.Key.Key_Tab)
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert focused() is close, f"Tab stayed in the table, on cell {dialog.table.currentColumn()}"
    assert all(not t.tabKeyNavigation() for t in dialog.findChildren(QTableWidget))


def alt_key_clashes(widgets) -> list[str]:
    """The Alt keys (the letter after "&") that two of these texts share, with the texts."""
    import re

    texts: dict[str, list[str]] = {}
    for text in widgets:
        found = re.search(r"&(\w)", text.replace("&&", ""))
        if found:
            texts.setdefault(found.group(1).casefold(), []).append(text)
    return [f"{key}: {' / '.join(same)}" for key, same in texts.items() if len(same) > 1]


def dialog_texts(dialog) -> list[str]:
    """What a dialog shows with an Alt key: its labels, buttons and group boxes (shown ones)."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    shown = [w for kind in (QLabel, QAbstractButton, QGroupBox) for w in dialog.findChildren(kind)
             if w.isVisibleTo(dialog)]
    return [w.title() if isinstance(w, QGroupBox) else w.text() for w in shown]


def keyboard_dialogs(window):
    """The dialogs with fields to reach by Alt key, as the menus open them."""
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.analysis_dialog import AnalysisDialog
    from texas42_qt.gui.play_practice import PlayRevealDialog
    from texas42_qt.gui.stats_view import StatsDialog
    from texas42_qt.gui.trainer_views import RevealDialog

    saving = QFileDialog(window)
    saving.setOption(QFileDialog.Option.DontUseNativeDialog)
    saving.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    assert window.stats is not None
    return [*setup_dialogs(window), AnalysisDialog(window.work, Rules(), window),
            RevealDialog(window), PlayRevealDialog(window), StatsDialog(window.stats, window), saving]


def setup_dialogs(window):
    """The dialogs that set a game or a session up: the New game dialog in each game (each has
    its own house rules), Preferences and the two practices'."""
    from texas42_qt.engine import Variant
    from texas42_qt.gui.play_practice import PlayPracticeSetupDialog
    from texas42_qt.gui.preferences_dialog import PreferencesDialog
    from texas42_qt.gui.trainer_views import PracticeSetupDialog

    return [*(NewGameDialog(window.prefs, window, Rules.make(v)) for v in Variant),
            PreferencesDialog(window.prefs, window), PracticeSetupDialog(window), PlayPracticeSetupDialog(window)]


def dialog_name(dialog) -> str:
    """A dialog's title, with its game for the New game dialog (one for each game)."""
    title = dialog.windowTitle() or type(dialog).__name__
    return f"{title}: {dialog.variant.currentText()}" if isinstance(dialog, NewGameDialog) else title


def has_alt_key(text: str) -> bool:
    import re

    return re.search(r"&\w", text.replace("&&", "")) is not None


def fields_without_alt_key(dialog) -> list[str]:
    """The labelled fields and the buttons of a dialog that no Alt key reaches: a form row's label
    has one (its buddy is the field), a button or a check box has one in its text, or the rows of a
    group box share the group's (it goes to the first)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QFormLayout, QGroupBox, QLabel

    def takes_focus(widget) -> bool:
        return widget.focusPolicy() != Qt.FocusPolicy.NoFocus or any(
            child.focusPolicy() != Qt.FocusPolicy.NoFocus for child in widget.findChildren(QWidget))

    missing, reached = [], set()
    for form in dialog.findChildren(QFormLayout):
        box = form.parentWidget()
        shared = isinstance(box, QGroupBox) and has_alt_key(box.title())
        for row in range(form.rowCount()):
            label, field = (form.itemAt(row, role) for role in (QFormLayout.ItemRole.LabelRole,
                                                                 QFormLayout.ItemRole.FieldRole))
            if label is None or field is None or not isinstance(label.widget(), QLabel) or field.widget() is None:
                continue
            text = label.widget().text()
            if has_alt_key(text):
                reached.add(label.widget().buddy())
            elif takes_focus(field.widget()) and not shared:
                missing.append(text)
    missing += [b.text() for b in dialog.findChildren(QAbstractButton)
                if b.isVisibleTo(dialog) and b.text() and not has_alt_key(b.text()) and b not in reached]
    return missing


def test_every_field_and_button_of_a_setup_dialog_has_an_alt_key(window):
    """Found by QA: the New game dialog had no Alt key at all, so a keyboard player pressed Tab 15
    times to reach "Play to"; nor had Preferences, nor the practices' dialogs."""
    found = {}
    for dialog in setup_dialogs(window):
        dialog.show()
        found[dialog_name(dialog)] = fields_without_alt_key(dialog)
        dialog.close()
        dialog.deleteLater()
    assert {where: missing for where, missing in found.items() if missing} == {}


def test_the_statistics_dialogs_buttons_have_alt_keys(window):
    """Found by QA with a screen reader: the Statistics dialog's Reset and Close had no Alt key."""
    from texas42_qt.gui.stats_view import StatsDialog

    assert window.stats is not None
    dialog = StatsDialog(window.stats, window)
    dialog.show()
    try:
        assert fields_without_alt_key(dialog) == []
    finally:
        dialog.close()
        dialog.deleteLater()


def test_the_mistakes_dialogs_buttons_have_alt_keys(window):
    """Found by playing by keyboard: My mistakes' two Practise buttons and Close had no Alt key."""
    from texas42_qt.gui.play_practice import MistakesDialog
    from texas42_qt.trainer.mistakes import Card

    assert window.deck is not None
    window.deck.answered(Card("bid", 1, 0, "any", "any", Rules().to_dict(), 0.5), 0.5, True)
    dialog = MistakesDialog(window.deck, window)
    dialog.show()
    try:
        assert fields_without_alt_key(dialog) == []
        assert alt_key_clashes(dialog_texts(dialog)) == []
    finally:
        dialog.close()
        dialog.deleteLater()


def test_alt_keys_of_the_new_game_dialog_reach_their_fields(qtbot, tmp_path):
    """Alt+P goes to "Play to", Alt+Y to the first computer player's level (the seats' rows share
    the Players box's key), and Alt+N to Nello's check box, which it ticks as a check box's key does."""
    dialog = NewGameDialog(Preferences(settings_at(tmp_path)), rules=Rules.preset("Texas house rules"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    nello = dialog._editors["nello"]
    assert isinstance(nello, SpecialEditor)
    was = nello.on.isChecked()
    for key, target in ((Qt.Key.Key_P, dialog._editors["target"]), (Qt.Key.Key_Y, dialog.levels[0]),
                        (Qt.Key.Key_E, dialog.seed), (Qt.Key.Key_N, nello.on)):
        qtbot.keyClick(focused(), key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: focused() is target, timeout=3000)  # noqa: B023 (waited for here)
    qtbot.waitUntil(lambda: nello.on.isChecked() != was, timeout=3000)


def alt_key_clashes_in_the_app(window) -> dict[str, list[str]]:
    """Each menu's and each dialog's shared Alt keys, by where they are."""
    from PySide6.QtWidgets import QMenu

    found = {}
    bar = window.menuBar()
    menus = [("menu bar", bar.actions())] + [(m.title(), m.actions()) for m in bar.findChildren(QMenu)]
    for where, actions in menus:
        found[where] = alt_key_clashes(a.text() for a in actions if a.isVisible() and not a.isSeparator())
    for dialog in keyboard_dialogs(window):
        dialog.show()
        found[dialog_name(dialog)] = alt_key_clashes(dialog_texts(dialog))
        dialog.close()
        dialog.deleteLater()
    return {where: clashes for where, clashes in found.items() if clashes}


def test_every_item_of_every_menu_has_an_alt_key(window):
    """Found by QA: the View menu's side panel toggles (Hint, Score sheet, Bids, Tricks) and its
    "Go to the ..." items had no Alt key, so a keyboard player opened the menu and arrowed down."""
    from PySide6.QtWidgets import QMenu

    bar = window.menuBar()
    menus = [("menu bar", bar.actions())] + [(m.title(), m.actions()) for m in bar.findChildren(QMenu)]
    missing = [f"{where}: {a.text()}" for where, actions in menus for a in actions
               if not a.isSeparator() and "&" not in a.text().replace("&&", "")]
    assert missing == []
    assert alt_key_clashes_in_the_app(window) == {}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_two_items_of_a_menu_or_a_dialog_share_an_alt_key(qtbot, tmp_path, qapp, code):
    """Found by QA: in Analyze a hand, Alt+B was both "You bid" and "Bids before yours"; in the
    Vietnamese Game menu Alt+V was both New game and Kept games (Slovak: Alt+O, Open and Kept
    games). With two, Alt+key only moves between them and does neither."""
    from texas42_qt.gui import i18n

    if code != "en" and not i18n.has_catalogue(code):
        pytest.skip(f"no compiled catalogue for {code} (python tools/i18n.py build)")
    i18n.install(qapp, code)
    try:
        w = make_window(qtbot, tmp_path)
        found = alt_key_clashes_in_the_app(w)
        close_clean(qtbot, w)
    finally:
        i18n.install(qapp, "en")
    assert found == {}


def test_the_keyboard_section_of_the_rules_lists_every_key_the_window_answers(window):
    """Found by QA: Help > Rules listed the menus' keys and three of the table's, but not F10
    (opens the menus) nor Esc (back to the table from a side panel), which the window answers."""
    from PySide6.QtGui import QKeySequence, QShortcut

    from texas42_qt.gui.menus import shortcuts
    from texas42_qt.gui.rulespage import keyboard_section

    rows = [line.split(" | ") for line in keyboard_section(shortcuts(window.menuBar())).splitlines()[4:]]
    listed = {key.rstrip(" |") for _, key in rows}
    answered = {s.key().toString(QKeySequence.SequenceFormat.NativeText) for s in window.findChildren(QShortcut)}
    assert {"F10", "Esc"} <= answered
    assert {key for key in answered if not any(key in keys.split(" or ") for keys in listed)} == set()


def test_a_review_opens_with_the_keyboard_on_its_first_row_worked_out_or_kept(qtbot):
    """Found by QA: a review worked out opened with the keyboard on Close or on the table with no
    row chosen (the first Down only chose row 1), a review kept on the row left last time; a
    keyboard player reads the rows with the arrow keys at once, the same way each time."""
    from texas42_qt.engine import PASS, Rules
    from texas42_qt.gui.trainer_views import ReviewDialog
    from texas42_qt.trainer.review import HandReview, Step

    steps = [Step(n, n % 4, PASS, "passes", n % 4 == 0) for n in range(1, 6)]
    review = HandReview(0, steps, (1, 2, 4, 8), None, None, None, None, "points")
    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    dialog.begin("Reviewing hand 1…")
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    close.setFocus()  # where the keyboard was while the review was worked out
    dialog.show_review(review, Rules(), ["You", "West", "Partner", "East"])
    qtbot.waitUntil(lambda: focused() is dialog.table)
    assert dialog.table.currentRow() == 0 and dialog.table.currentColumn() == 2, "on the first action"
    dialog.table.setCurrentCell(4, 5)
    dialog.reject()
    dialog.show_review(review, Rules(), ["You", "West", "Partner", "East"])  # kept: shown at once
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: focused() is dialog.table)
    assert (dialog.table.currentRow(), dialog.table.currentColumn()) == (0, 2)

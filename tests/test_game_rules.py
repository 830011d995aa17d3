"""The rules of the game on the table (Game > Rules of this game, Ctrl+I, a click on the game's
board): each house rule in force in the New game dialog's words, read from the engine's `Rules`, and
each linked to its entry on the rules page. Found by QA: a tournament director could see the house
rules of the game being played only by opening New game again; and three of the dialog's wordings
said less than the engine does."""

from __future__ import annotations

import pytest
from gui_helpers import setup_for, wait_for_user
from helpers import act, dealt
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from texas42_qt.engine import (
    PRESETS,
    AllPass,
    Bid,
    MarkRaise,
    NelloDoubles,
    NelloRule,
    OpeningBidder,
    Rules,
    Scoring,
    SpecialRule,
    Variant,
    rule_choices,
)
from texas42_qt.gui import i18n, menus
from texas42_qt.gui.game_rules import GameRulesDialog, rule_rows
from texas42_qt.gui.rule_places import HOUSE_RULES, game_anchor, rule_anchor
from texas42_qt.gui.rule_texts import rule_help, rule_label, value_label
from texas42_qt.gui.rulespage import RulesDialog, page_places_of


def values(rules: Rules) -> dict[str, str]:
    return {row.key: row.value for row in rule_rows(rules)}


STRAIGHT = {
    "game": "Texas 42", "preset": "Straight 42 (tournament)", "min_bid": "30", "allow_84": "on",
    "mark_raise": "one mark at a time", "all_pass": "last seat must bid", "opening_bidder": "left of the shaker",
    "follow_me_doubles": "high", "end_early": "on", "scoring": "marks", "target": "7 marks",
    "hide_tricks_on_marks": "on", "nello": "off", "sevens": "off", "plunge": "off", "splash": "off",
    "forced_specials": "on", "claims": "on",
}


def test_straight_42_says_every_rule_in_the_dialogs_words():
    assert values(Rules.preset("Straight 42 (tournament)")) == STRAIGHT


def test_texas_house_rules_say_each_special_with_its_marks_and_nellos_doubles():
    shown = values(Rules.preset("Texas house rules"))
    assert shown["preset"] == "Texas house rules"
    assert shown["nello"] == "allowed, from 1 mark, doubles their own suit"
    assert (shown["sevens"], shown["plunge"], shown["splash"]) == (
        "allowed, from 1 mark", "allowed, from 4 marks", "allowed, from 2 marks")
    assert {k: v for k, v in shown.items() if k not in ("preset", "nello", "sevens", "plunge", "splash")} == \
        {k: v for k, v in STRAIGHT.items() if k not in ("preset", "nello", "sevens", "plunge", "splash")}


def test_moon_says_its_own_rules_in_its_own_units():
    assert values(Rules.preset("Moon")) == {
        "game": "Moon", "preset": "Moon", "min_bid": "4 tricks", "all_pass": "deal again",
        "widow": "before naming trump", "doubles_trump": "on", "follow_me": "on", "set_scoring": "loses the bid",
        "moon_instant_win": "off", "target": "21 points", "claims": "on",
    }
    moon = Rules.make(Variant.MOON, min_bid=5, all_pass=AllPass.FORCED, moon_instant_win=True, target=31)
    shown = values(moon)
    assert (shown["preset"], shown["min_bid"], shown["all_pass"], shown["moon_instant_win"], shown["target"]) == (
        "Custom", "5 tricks", "last seat must bid", "on", "31 points")


def test_42_for_three_says_only_what_it_plays_with_its_own_help():
    rows = {row.key: row for row in rule_rows(Rules.preset("42 for three"))}
    assert "plunge" not in rows and "splash" not in rows, "no partner to name trump"
    assert rows["game"].value == "42 for three" and rows["opening_bidder"].value == "left of the shaker"
    assert rows["all_pass"].help == rule_help("42-three", "all_pass") and "first two players" in rows["all_pass"].help
    assert "both other players" in rows["nello"].help


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_lists_its_games_rules_in_the_dialogs_order_with_their_places(name):
    rules = Rules.preset(name)
    rows = rule_rows(rules)
    assert [row.key for row in rows] == ["game", "preset", *rule_choices(rules.variant)]
    assert [row.label for row in rows[2:]] == [rule_label(key) for key in rule_choices(rules.variant)]
    assert rows[0].anchor == game_anchor(rules.variant) and rows[1].anchor == HOUSE_RULES
    assert all(row.anchor == rule_anchor(rules.variant, row.key) for row in rows[2:])
    assert all(row.help.startswith(rule_help(rules.variant.value, row.key)) for row in rows[2:])


def test_custom_rules_say_their_values_and_why_a_rule_is_out_of_play():
    rules = Rules.make(min_bid=35, allow_84=False, mark_raise=MarkRaise.ANY, all_pass=AllPass.RESHAKE,
                       opening_bidder=OpeningBidder.HOLDER_1_0, follow_me_doubles="low", scoring=Scoring.POINTS,
                       target=500, end_early=False, hide_tricks_on_marks=False, claims=False,
                       nello=NelloRule(1, NelloDoubles.LOW))
    rows = {row.key: row for row in rule_rows(rules)}
    assert {k: r.value for k, r in rows.items() if k != "game"} == {
        "preset": "Custom", "min_bid": "35", "allow_84": "off", "mark_raise": "any jump", "all_pass": "shake again",
        "opening_bidder": "holder of the 1-0", "follow_me_doubles": "low", "end_early": "off", "scoring": "points",
        "target": "500 points", "hide_tricks_on_marks": "off", "nello": "allowed, from 1 mark, doubles low",
        "sevens": "off", "plunge": "off", "splash": "off", "forced_specials": "on", "claims": "off",
    }
    off = "Not available: mark bids (84 and up) are off."
    for key in ("mark_raise", "hide_tricks_on_marks", "plunge", "splash"):
        assert rows[key].help.endswith(off), key
    assert rows["end_early"].help.endswith("Not available: a points game plays every trick.")
    # Nello is allowed, but when all pass the tiles are shaken again: nobody is ever forced to bid
    assert rows["forced_specials"].help.endswith("Not available: nobody is forced to bid; when everyone passes, "
                                                 "the tiles are shaken again.")
    forced = {r.key: r for r in rule_rows(rules.with_(all_pass=AllPass.FORCED))}["forced_specials"]
    assert "Not available" not in forced.help, "Nello is allowed: a forced bidder may call it"
    # A points game that ends early (a record may say so) does: nothing says it plays every trick
    assert "Not available" not in {r.key: r for r in rule_rows(rules.with_(end_early=True))}["end_early"].help


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_game_and_house_rule_has_its_place_on_each_rules_page(code):
    anchors = {place.anchor for place in page_places_of(code)}
    wanted = {HOUSE_RULES} | {game_anchor(v) for v in Variant}
    wanted |= {rule_anchor(v, key) for v in Variant for key in rule_choices(v)}
    assert wanted <= anchors


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_rules_page_opens_at_each_rules_entry(qtbot, name):
    rules = Rules.preset(name)
    for row in rule_rows(rules):
        page = RulesDialog(at=row.anchor)
        qtbot.addWidget(page)
        selected = page.browser.textCursor().selectedText()
        if row.key == "game":
            assert selected == str(rules.variant.label)
        elif row.key == "preset":
            assert selected == "House rules in this app"
        else:
            assert selected == f"{row.label}:", row.key
        page.close()


def test_the_hidden_tricks_rule_says_the_bids_it_hides_as_the_engine_does():
    """Found by QA: "Hide won tricks on mark bids", where a bid of 42, a mark bid, leaves them face up."""
    label = rule_label("hide_tricks_on_marks")
    assert "84" in label and "mark bids" not in label
    assert "42" in rule_help("42", "hide_tricks_on_marks")
    for bid, hidden in (("42", False), ("84", True)):
        state = dealt(Rules(), {}, shaker=3)
        act(state, bid, "pass", "pass", "pass")
        assert state.observation(0).tricks_hidden is hidden, bid


def test_the_scoring_words_follow_play_to(qtbot, tmp_path):
    """Found by QA: "points (to 250)" and "first to 7 ... first to 250" whatever "Play to" said."""
    assert value_label("points") == "points"
    words = rule_help("42", "scoring")
    assert "250" not in words and "7" not in words and "Play to" in words
    dialog = new_game_dialog(qtbot, tmp_path, Rules.make(scoring=Scoring.POINTS, target=100))
    scoring = dialog._editors["scoring"]
    assert [scoring.itemText(i) for i in range(scoring.count())] == ["marks", "points"]
    assert scoring.toolTip() == words
    assert values(Rules.make(scoring=Scoring.POINTS, target=100))["target"] == "100 points"


def new_game_dialog(qtbot, folder, rules: Rules):
    from gui_helpers import settings_at

    from texas42_qt.gui.dialogs import NewGameDialog
    from texas42_qt.gui.settings import Preferences

    dialog = NewGameDialog(Preferences(settings_at(folder)), rules=rules)
    qtbot.addWidget(dialog)
    return dialog


def test_the_new_game_dialog_says_the_three_wordings_as_fixed(qtbot, tmp_path):
    dialog = new_game_dialog(qtbot, tmp_path, Rules())
    hide = dialog._editors["hide_tricks_on_marks"]
    assert dialog.rules_form.labelForField(hide).text() == "&Hide won tricks on bids of 84 and up"
    assert hide.accessibleName() == "Hide won tricks on bids of 84 and up"
    assert dialog._editors["all_pass"].toolTip() == rule_help("42", "all_pass")
    assert "the last player, forced to bid" in dialog._editors["forced_specials"].toolTip()


def test_the_all_pass_words_name_the_player_the_engine_forces():
    """Found by QA: "the shaker must bid", but when the 1-0's holder opens, the last to bid is the
    player on their right, whom the engine forces."""
    words = rule_help("42", "all_pass")
    assert "the shaker must bid" not in words and "the last player to bid must bid" in words
    assert "on their right" in words and "shaker" not in rule_help("42", "forced_specials")
    rules = Rules(opening_bidder=OpeningBidder.HOLDER_1_0)
    state = dealt(rules, {1: "1-0"}, shaker=1)  # the shaker holds the 1-0: the shaker opens
    act(state, "pass", "pass", "pass")
    assert state.to_act == 0 and state.is_forced(), "the player right of the holder (seat 1) is forced"
    assert state.to_act != state.shaker and state.legal_bids() == [Bid(30)]


@pytest.fixture
def opened(monkeypatch):
    """The rules dialogs the window opens, kept instead of run."""
    seen: list[QDialog] = []

    def keep(dialog: QDialog) -> int:
        seen.append(dialog)
        return 0

    monkeypatch.setattr(menus, "run_modal", keep)
    yield seen
    for dialog in seen:
        dialog.deleteLater()


def test_the_game_menu_its_key_and_the_game_board_open_the_rules_of_the_game_on_the_table(qtbot, window, opened):
    rules = Rules.preset("Texas house rules").with_(min_bid=32, target=5)
    window.start_game(setup_for(rules))
    wait_for_user(qtbot, window)
    assert window.menu.game_rules.isEnabled() and window.menu.game_rules.shortcut().toString() == "Ctrl+I"
    game_menu = window.menuBar().actions()[0].menu()
    assert window.menu.game_rules in game_menu.actions()
    window.menu.game_rules.trigger()
    assert len(opened) == 1 and isinstance(opened[0], GameRulesDialog)
    assert opened[0].rows() == [(row.label, row.value) for row in rule_rows(rules)]
    assert ("Minimum bid", "32") in opened[0].rows() and ("Play to", "5 marks") in opened[0].rows()
    assert ("Rule preset", "Custom") in opened[0].rows()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert len(opened) == 2, "Ctrl+I opens it"
    board = window.table.info_board
    where = window.table.mapFromScene(board.sceneBoundingRect().center())
    assert board.toolTip() == "Click for the rules of this game (Ctrl+I)."
    assert window.table.decor.spoken_info.accessibleDescription() == board.toolTip(), "a screen reader is told too"
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert len(opened) == 3, "a click on the game's board opens it"
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(where.x(), 5 + int(
        board.sceneBoundingRect().bottom())))
    assert len(opened) == 3, "not a click beside it"


def test_the_dialog_is_read_and_used_by_keyboard(qtbot):
    asked: list[tuple[str, object]] = []
    rules = Rules.preset("Moon")
    dialog = GameRulesDialog(rules, None, lambda at, over: asked.append((at, over)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Rules of this game" and dialog.focusWidget() is dialog.list
    assert dialog.list.currentIndex().row() == 0
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.help.text() == rule_help("moon", "min_bid"), "the chosen rule's help, shown whole"
    item = dialog.list.currentItem()
    assert item.data(1, Qt.ItemDataRole.AccessibleDescriptionRole) == rule_help("moon", "min_bid")
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert asked == [(rule_anchor(Variant.MOON, "min_bid"), dialog)], "Enter reads about it on the rules page"
    assert dialog.isVisible()
    qtbot.mouseClick(dialog.read, Qt.MouseButton.LeftButton)
    assert asked[-1] == (rule_anchor(Variant.MOON, "min_bid"), dialog), "so does its button"
    qtbot.keyClick(dialog.list, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_screen_reader_and_tab_meet_the_rows_then_read_about_it_then_close(qtbot):
    """Found in the AT-SPI tree: the button box listed Close before Read about it, though it shows
    them the other way round, and Tab went to Close first."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = GameRulesDialog(Rules(), None, lambda at, over: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    face = QAccessible.queryAccessibleInterface(dialog.buttons)
    said = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]
    assert said == ["Read about it", "Close"]
    assert dialog.focusWidget() is dialog.list
    qtbot.keyClick(dialog.list, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.read
    qtbot.keyClick(dialog.read, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is close
    assert dialog.read.geometry().x() < close.geometry().x(), "as shown"


def test_nothing_to_show_before_a_game(opened):
    """Under the offer to resume a saved game nothing is on the table yet: no rules to show (the
    menu item is off then too, `MenuActions.follow`)."""
    from types import SimpleNamespace

    host = SimpleNamespace(controller=SimpleNamespace(started=False, rules=Rules()), open_rules=lambda *_: None)
    menus.game_rules_dialog(None, host)
    assert opened == []
    host.controller.started = True
    menus.game_rules_dialog(None, host)
    assert len(opened) == 1


def test_specials_and_a_moon_target_read_from_a_record_are_shown_as_played():
    rules = Rules.from_dict("42", {"plunge": {"min_marks": 5}, "sevens": True, "target": 9})
    shown = values(rules)
    assert shown["plunge"] == "allowed, from 5 marks" and shown["sevens"] == "allowed, from 1 mark"
    assert shown["target"] == "9 marks" and shown["preset"] == "Custom"
    assert values(Rules.make(splash=SpecialRule(3)))["splash"] == "allowed, from 3 marks"

"""Issue 12's defects found by playing, each with its test: stale or lagging text,
wording for players, dialog logic, accessibility."""

from __future__ import annotations

from gui_helpers import click_tile, close_clean, make_window, play_hand, setup_for, user_step, wait_for_user
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QComboBox, QLabel, QLineEdit, QSpinBox, QTabBar

from texas42_qt.engine import Bid, Contract, Outcome, Phase, Rules
from texas42_qt.engine.hand import HandResult
from texas42_qt.gui.hand_texts import bid_outcome

PASS = Bid(0)


def _until_user_must_follow(qtbot, w) -> int:
    """Play on until the user must follow and holds a tile that may not be played."""
    c = w.controller
    for _ in range(200):
        wait_for_user(qtbot, w)
        obs = c.observation()
        if obs.phase is Phase.PLAY and obs.trick:
            held = [t for t in w.hand_model.tiles() if not w.hand_model.is_legal(t)]
            if held:
                return held[0]
        if obs.phase is Phase.SCORED:
            c.next_hand()
            continue
        user_step(qtbot, w, bid_choice=lambda bids: PASS if PASS in bids else bids[0])
    raise AssertionError("no position found")


def test_a_refused_tile_is_said_on_the_table_and_forgotten_next_hand(qtbot, window):
    """Item 4: the reason was only in the status bar, and carried into the next hand."""
    w = window
    w.start_game(setup_for(Rules(), seed=21))
    tile = _until_user_must_follow(qtbot, w)
    click_tile(qtbot, w, tile)
    assert w.table.prompt.startswith("You must follow") and w.table.prompt_warning
    w.update_panels()
    assert w.table.prompt.startswith("You must follow"), "it stays until the user acts"
    play_hand(qtbot, w)
    w.next_hand()
    wait_for_user(qtbot, w)
    assert not w.table.prompt.startswith("You must") and not w.status.text().startswith("You must")


def test_no_stale_turn_while_the_table_animates(qtbot, tmp_path):
    """Item 4: during the trick pause the pill said "East to play…" while the user's plate was lit."""
    w = make_window(qtbot, tmp_path, speed="normal")
    w.start_game(setup_for(Rules(), seed=21))
    c = w.controller
    stale = []

    def look(*_):
        if w.table.animator.busy and w.table.prompt and not w.table.prompt_warning:
            stale.append(w.table.prompt)

    c.turnChanged.connect(look)
    c.trickWon.connect(look)
    with qtbot.waitSignal(c.trickWon, timeout=60_000):
        for _ in range(40):
            if c.state.tricks:
                break
            wait_for_user(qtbot, w)
            user_step(qtbot, w, bid_choice=lambda bids: PASS if PASS in bids else bids[0])
    assert stale == []
    close_clean(qtbot, w)


def test_results_are_said_with_you_and_your_grammar():
    """Item 6: "You bid 30 ... and was set"."""
    rules = Rules()
    names = ["You", "West", "Partner", "East"]
    set_by_you = HandResult(0, Bid(30), None, (), (20, 22), Outcome.SET, (0, 1))
    made_by_west = HandResult(1, Bid(31), None, (), (11, 31), Outcome.MADE, (0, 1))
    assert bid_outcome(set_by_you, rules, names, 0) == "You bid 30 and were set."
    assert bid_outcome(made_by_west, rules, names, 0) == "West bid 31 and made it."
    # One pair of parentheses (found by playing: "You bid 1 mark (42) (Nello) and were set.")
    nello = HandResult(0, Bid(42), Contract.NELLO, (), (1, 0), Outcome.SET, (0, 1))
    assert bid_outcome(nello, rules, names, 0) == "You bid 1 mark (Nello) and were set."
    # Moon's 21 in a sentence (found by playing: "You bid Shoot the moon (Sixes) and were set."), by its
    # name as the score sheet and the bid panel say it (found by a Moon audit: "You bid 21 (Follow-me)
    # and made it." beside the score sheet's "You Shoot the moon Follow-me")
    moon = Rules.preset("Moon")
    shot = HandResult(0, Bid(21), Contract.SIXES, (), (5, 2, 0), Outcome.SET, (-21, 2, 0))
    assert bid_outcome(shot, moon, ["You", "West", "East"], 0) == "You bid to shoot the moon (Sixes) and were set."
    made = HandResult(1, Bid(21), Contract.FOLLOW_ME, (), (0, 7, 0), Outcome.MADE, (0, 21, 0))
    assert bid_outcome(made, moon, ["You", "West", "East"], 0) == "West bid to shoot the moon (Follow-me) and made it."
    six = HandResult(0, Bid(6), Contract.FIVES, (), (6, 1, 0), Outcome.MADE, (6, 1, 0))
    assert bid_outcome(six, moon, ["You", "West", "East"], 0) == "You bid 6 tricks (Fives) and made it."
    # A forced bid says so (found by playing: a forced 30 set read as the bidder's misjudgement)
    forced = HandResult(1, Bid(30), Contract.TREYS, (), (21, 13), Outcome.SET, (1, 0), forced=True)
    assert bid_outcome(forced, rules, names, 0) == "West was forced to bid 30 (Treys) and was set."
    mine = HandResult(0, Bid(30), Contract.TREYS, (), (31, 11), Outcome.MADE, (1, 0), forced=True)
    assert bid_outcome(mine, rules, names, 0) == "You were forced to bid 30 (Treys) and made it."
    from texas42_qt.gui.models import bid_text

    assert bid_text(Bid(21), moon) == "21 (the moon)" and bid_text(Bid(21), moon, short=True) == "Shoot the moon"
    # The hand review's rows name it so too (they said "You bid 21")
    from texas42_qt.trainer.review import action_text

    assert action_text(Bid(21), moon, you=True) == "bid to shoot the moon"
    assert action_text(Bid(21), moon) == "bids to shoot the moon" and action_text(Bid(6), moon) == "bids 6 tricks"


def test_end_session_goes_back_to_a_game(qtbot, window):
    """Item 7: "End session" left a dead table."""
    from texas42_qt.ai.evaluate import Effort

    w = window
    w.practice.effort = Effort(worlds=8, enumerate_below=8, contracts=9, scout_worlds=8, bid_worlds=8)
    w.start_practice("first", "any", deals=2, seed=3)
    qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
    w.act(PASS)
    qtbot.waitUntil(lambda: w.practice.state == "revealed", timeout=60_000)
    assert "Weighing" not in w.status.text(), "the waiting message is replaced by the result"
    w.practice.reveal_dialog.buttons["End session"].click()
    assert not w.practice.active
    wait_for_user(qtbot, w)
    assert w.controller.started and w.controller.undo_allowed is not None
    assert w.controller.observation().hand_index == 0 and not w.practice.active, "a fresh game, not the dead practice deal"
    if w.summary_dialog is not None:
        w.summary_dialog.close()


def test_only_a_game_played_into_asks_before_it_is_replaced(qtbot, tmp_path):
    """Item 7: New game and practice replaced a game in progress without asking."""
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=5))
    wait_for_user(qtbot, w)
    assert not w.game_in_progress(), "the AIs' bids before the user's first turn are not a game played into"
    user_step(qtbot, w)
    assert w.game_in_progress()
    close_clean(qtbot, w)


def _accessible_name(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def test_every_control_and_tile_has_an_accessible_name(qtbot, window):
    """Item 8: no accessible names anywhere; tiles unreachable."""
    w = window
    w.start_game(setup_for(Rules(), seed=21))
    wait_for_user(qtbot, w)
    kinds = (QAbstractButton, QAbstractItemView, QComboBox, QSpinBox, QLineEdit)
    nameless = [type(x).__name__ for kind in kinds for x in w.findChildren(kind)
                if x.isVisible() and not _accessible_name(x).strip()]
    assert nameless == []
    hand = w.table.hand_list
    model = hand.model()
    spoken = [model.index(r, 0).data(Qt.ItemDataRole.AccessibleTextRole) for r in range(model.rowCount())]
    assert len(spoken) == 7 and all(s and ("playable" in s) for s in spoken)


def test_plays_and_tricks_are_announced(qtbot, window):
    """Item 8: nothing announced plays, trick winners or the score."""
    w = window
    said: list[str] = []
    w.announcer.say = lambda text: (said.append(text), type(w.announcer).say(w.announcer, text))  # type: ignore[method-assign]
    w.start_game(setup_for(Rules(), seed=21))
    play_hand(qtbot, w)
    assert any(" played " in s for s in said) and any("won the trick" in s for s in said)
    assert any("Hand over. Score:" in s for s in said) and any(" bid " in s or "passed" in s for s in said)


def test_the_end_of_the_game_is_announced(qtbot, window):
    """Found by playing: at the end of a game the status line said "Hand over. Score: Us 1,
    Them 7." under the end panel's "They win the game, 1–7."; a screen reader heard no winner."""
    w = window
    said: list[str] = []
    w.announcer.say = lambda text: (said.append(text), type(w.announcer).say(w.announcer, text))  # type: ignore[method-assign]
    w.start_game(setup_for(Rules(target=1), seed=21))
    play_hand(qtbot, w)
    qtbot.waitUntil(w.end_panel.isVisible)
    assert " the game, " in said[-1] and said[-1] == w.end_panel.title.text()


def test_the_hint_table_fits_its_panel_at_1024x700(qtbot, tmp_path):
    """Item 5: the hint table needed sideways scrolling at the default size."""
    from layout_check import cut_cells

    from texas42_qt.gui.fitcolumns import ColumnFitter

    w = make_window(qtbot, tmp_path)
    w.resize(1024, 700)
    w.start_game(setup_for(Rules(), seed=21))
    wait_for_user(qtbot, w)
    w.request_hint()
    def final() -> bool:
        hint = w.hint_view.hint
        return hint is not None and hint.final and not getattr(hint, "instant", False)

    qtbot.waitUntil(final, timeout=60_000)
    qtbot.waitUntil(w.hint_view.table.isVisible)
    for fitter in w.findChildren(ColumnFitter):
        fitter.fit()
    assert w.hint_view.table.rowCount() > 0
    assert cut_cells([w.hint_view.table]) == []
    bars = [bar for bar in w.findChildren(QTabBar) if bar.isVisible()]
    assert bars, "the side panels are tabs"
    for bar in bars:
        for i in range(bar.count()):
            need = bar.fontMetrics().horizontalAdvance(bar.tabText(i)) + 8
            assert need <= bar.tabRect(i).width(), f"the tab {bar.tabText(i)!r} is cut"
    close_clean(qtbot, w)


def _new_game_dialog(qtbot, tmp_path, rules=None):
    from gui_helpers import settings_at

    from texas42_qt.gui.dialogs import NewGameDialog
    from texas42_qt.gui.settings import Preferences

    dialog = NewGameDialog(Preferences(settings_at(tmp_path)), rules=rules)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_preset_shown_is_the_one_the_rules_equal(qtbot, tmp_path):
    """Item 7: the preset showed "Custom" even when the rules equalled a preset."""
    dialog = _new_game_dialog(qtbot, tmp_path, Rules())
    assert dialog.preset.currentText() == "Straight 42 (tournament)"
    dialog._editors["min_bid"].setValue(31)
    assert dialog.preset.currentText() == "Custom"
    dialog._editors["min_bid"].setValue(30)
    assert dialog.preset.currentText() == "Straight 42 (tournament)"
    dialog._editors["nello"].on.setChecked(True)
    assert dialog.preset.currentText() == "Custom", "a special's own checkbox counts as a change"
    dialog.preset.setCurrentIndex(dialog.preset.findData("Texas house rules"))
    assert dialog.setup().rules == Rules.preset("Texas house rules")
    assert dialog.preset.currentText() == "Texas house rules"
    dialog.variant.setCurrentIndex(dialog.variant.findData("moon"))
    assert dialog.preset.currentText() == "Moon"


def test_the_new_game_dialog_fits_a_small_screen_with_no_gaps(qtbot, tmp_path):
    """Items 3 and 7: the dialog was 757 px tall, and Moon kept 42's height as empty gaps
    between its rules. Found by playing later: shrinking to Moon's rules moved Deal from under
    the mouse; the dialog keeps its size, Moon's rules packed at the top of their box."""
    dialog = _new_game_dialog(qtbot, tmp_path, Rules())
    assert dialog.width() <= 1000 and dialog.height() <= 640
    size = dialog.size()
    dialog.variant.setCurrentIndex(dialog.variant.findData("moon"))
    QApplication.processEvents()
    assert dialog.size() == size
    tops = sorted(e.geometry().top() for e in dialog._editors.values())
    assert max(b - a for a, b in zip(tops, tops[1:])) < 40, "no gaps between the rules"


def test_the_new_game_dialog_speaks_to_players(qtbot, tmp_path):
    """Item 6: "You: you"; item 7: the moon option did not say what it changes; item 8: nameless editors."""
    from PySide6.QtWidgets import QLabel

    dialog = _new_game_dialog(qtbot, tmp_path, Rules.preset("Moon"))
    labels = [x.text() for x in dialog.findChildren(QLabel) if x.isVisible()]
    assert "you" not in labels and "Your seat" in labels
    moon = dialog._editors["moon_instant_win"]
    assert "from behind" in moon.toolTip()
    kinds = (QAbstractButton, QComboBox, QSpinBox, QLineEdit)
    # A spin box's own line edit is read as part of the spin box.
    nameless = [type(x).__name__ for kind in kinds for x in dialog.findChildren(kind)
                if x.isVisible() and not isinstance(x.parent(), QSpinBox) and not _accessible_name(x).strip()]
    assert nameless == []
    assert all(e.toolTip() for e in dialog._editors.values()), "every house rule explains itself"


def test_a_special_asks_for_marks_in_words(qtbot, tmp_path):
    dialog = _new_game_dialog(qtbot, tmp_path, Rules())
    marks = dialog._editors["nello"].marks
    marks.setValue(1)
    assert marks.text() == "from 1 mark"
    plunge = dialog._editors["plunge"].marks
    assert (plunge.minimum(), plunge.maximum()) == (4, 5), "found by playing: Plunge showed 'from 1 mark'"
    assert plunge.text() == "from 4 marks"


def test_every_dialog_control_has_an_accessible_name(qtbot, tmp_path):
    """Item 8: tables and Qt's corner buttons in the dialogs were nameless to a screen reader."""
    from gui_helpers import settings_at

    from texas42_qt.gui.preferences_dialog import PreferencesDialog
    from texas42_qt.gui.settings import Preferences
    from texas42_qt.gui.stats_view import StatsDialog
    from texas42_qt.gui.trainer_views import PracticeSetupDialog, RevealDialog, ReviewDialog
    from texas42_qt.trainer.stats import Stats

    stats = Stats(tmp_path / "stats.sqlite")
    dialogs = [PreferencesDialog(Preferences(settings_at(tmp_path))), PracticeSetupDialog(), StatsDialog(stats),
               ReviewDialog(), RevealDialog()]
    kinds = (QAbstractButton, QAbstractItemView, QComboBox, QSpinBox, QLineEdit)
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        nameless = [type(x).__name__ for kind in kinds for x in dialog.findChildren(kind)
                    if x.isVisible() and not isinstance(x.parent(), QSpinBox) and not _accessible_name(x).strip()]
        assert nameless == [], type(dialog).__name__
    stats.close()


def test_the_play_hint_says_whose_points_it_counts(qtbot):
    """Item 6: the play hint's "Expected -24.5" column was unexplained (a defender's negative number)."""
    from texas42_qt.ai.hints import PlayHint
    from texas42_qt.ai.reasons import PlayOption
    from texas42_qt.gui.hintview import HintView

    view = HintView()
    qtbot.addWidget(view)
    defence = PlayHint([PlayOption(3, 0.6, -24.5), PlayOption(5, 0.4, -26.0)], 3, False, "Play it.", 96)
    view.show_hint(defence, Rules())
    assert view.table.horizontalHeaderItem(2).text() == "Bidders' points to come if played out"
    assert [view.table.item(r, 2).text() for r in range(2)] == ["24.5", "26.0"]
    assert "fewer is better" in view.table.horizontalHeaderItem(2).toolTip()
    making = PlayHint([PlayOption(3, 0.9, 5.0)], 3, True, "Play it.", 96, unit="tricks")
    view.show_hint(making, Rules.preset("Moon"))
    assert view.table.horizontalHeaderItem(2).text() == "Your tricks to come"


def test_the_user_lays_down_a_sure_hand_from_the_table(qtbot, window):
    """Issue 13 item 3: the user is offered "Lay down" exactly when every tile is sure to win."""
    from gui_helpers import setup_for

    from texas42_qt.engine import CLAIM, Contract, GameState, NameTrump
    from texas42_qt.engine.tiles import parse_tile
    from texas42_qt.gui.panels import action_of

    w = window
    state = GameState(Rules(), seed=1, first_shaker=3)
    sixes = [parse_tile(t) for t in ("6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0")]
    rest = [t for t in range(28) if t not in sixes]
    state.deal([sixes, rest[0::3], rest[1::3], rest[2::3]])  # dealt round: no other laydown
    w.controller.load(state, setup_for(Rules()).seats)
    wait_for_user(qtbot, w)
    w.act(Bid(84))
    wait_for_user(qtbot, w)
    assert not w.claim_panel.isVisible(), "no offer before play"
    w.act(NameTrump(Contract.SIXES))
    wait_for_user(qtbot, w)
    assert w.claim_panel.isVisible() and w.menu.claim.isEnabled()
    assert not w.claim_panel.geometry().intersects(w.table.mapFromScene(w.table.prompt_rect()).boundingRect())
    (button,) = w.claim_panel.buttons()
    assert action_of(button) == CLAIM
    button.click()
    qtbot.waitUntil(lambda: w.controller.state.phase is not Phase.PLAY)
    result = w.controller.state.results[-1]
    assert result.result == "made" and result.points == (42, 0) and set(result.trick_winners) == {0}
    qtbot.waitUntil(w.end_panel.isVisible)
    assert any("You laid down all 7 tricks" in label.text() for label in w.end_panel.findChildren(QLabel))
    tricks = w.trick_model  # the Tricks panel shows the laid-down tricks as their own row
    last = tricks.rowCount() - 1
    assert last == 0 and tricks.index(last, 1).data() == "laid down: 7 tricks" and tricks.index(last, 3).data() == "42"


def test_the_play_hint_headers_wrap_instead_of_being_cut(qtbot):
    """Found by playing at 1024x700: "Chance to make" and "Bidders' points" were cut in the hint panel."""
    from layout_check import cut_cells

    from texas42_qt.ai.hints import PlayHint
    from texas42_qt.ai.reasons import PlayOption
    from texas42_qt.gui.hintview import HintView

    view = HintView()
    qtbot.addWidget(view)
    view.resize(240, 400)
    view.show()
    view.show_hint(PlayHint([PlayOption(3, 0.6, -24.5), PlayOption(5, 0.4, -26.0)], 3, False, "Play it.", 96), Rules())
    view.fitter.fit()
    assert cut_cells([view.table]) == []
    assert view.table.horizontalHeader().height() > 30, "two lines of header"


def test_the_game_over_title_speaks_to_the_user_in_every_variant(qtbot):
    """Moon and 42 for three name each seat, the user's as "You": it said "You wins the game"
    (found by playing)."""
    from types import SimpleNamespace

    from texas42_qt.gui.hand_texts import game_over_title

    moon = SimpleNamespace(rules=Rules.preset("Moon"), score=(10, 1, 2))
    assert game_over_title(moon, ["You", "West", "East"], 0, 0) == "You win the game, You 10, West 1, East 2!"
    assert game_over_title(moon, ["You", "West", "East"], 1, 0) == "West wins the game, You 10, West 1, East 2."
    texas = SimpleNamespace(rules=Rules(), score=(7, 3))
    assert game_over_title(texas, ["Us", "Them"], 0, 2) == "You win the game, 7–3!"
    assert game_over_title(texas, ["Us", "Them"], 1, 0) == "They win the game, 7–3."


def test_a_loss_in_the_hand_summary_has_the_hints_minus_sign(qapp):
    """Found by QA: the summary wrote "You -6 points" where the hints write "−"."""
    from texas42_qt.gui.hand_texts import _gain

    assert _gain("You", -6, marks=False) == "You −6 points" and _gain("Us", 2, marks=True) == "Us +2 marks"


def test_a_forced_bid_is_said_to_be_forced():
    """Found by QA: the last seat's forced 30 read "bid 30" on its plate, "30" in the Bids table and
    on the hand's board, as if it had been chosen."""
    from texas42_qt.engine import Bid, GameState, Phase
    from texas42_qt.gui.models import auction_bid_text
    from texas42_qt.gui.table_text import info_board, plate_line

    game = GameState(Rules.make("42", all_pass="forced"), seed=3)
    game.deal()
    while not game.is_forced():
        game.apply(Bid(0))
    last = game.to_act
    game.apply(game.legal_bids()[0])
    obs = game.observation(last)
    assert obs.phase is Phase.TRUMP
    bids = list(obs.bids)
    assert auction_bid_text(obs.rules, bids, len(bids) - 1) == "30 (forced)"
    assert auction_bid_text(obs.rules, bids, 0) == "Pass"
    names = ["You", "West", "Partner", "East"]
    assert plate_line(obs, last, []) == "bid 30 (forced)"
    board = info_board(obs, names, ["Us", "Them"])[1]
    assert board[0][1].endswith(": 30 (forced)"), board
    free = GameState(Rules(), seed=3)
    free.deal()
    free.apply(Bid(30))
    assert plate_line(free.observation(0), free.bids[0][0], []) == "bid 30"


def test_the_play_hints_column_says_it_counts_every_trick_played_out_where_the_hand_ends_early(qtbot):
    """Found by QA: "Bidders' points to come 3.9" on a tile that made the bid, after which the
    hand ends and nothing comes. The solver plays every trick out, so where the hand ends once
    decided the column says so; with the house rule "play all seven tricks" (and in Moon) it is
    what comes."""
    from dataclasses import replace

    from texas42_qt.ai.hints import PlayHint
    from texas42_qt.ai.reasons import PlayOption
    from texas42_qt.gui.hintview import HintView

    view = HintView()
    qtbot.addWidget(view)
    hint = PlayHint([PlayOption(3, 1.0, 3.9), PlayOption(5, 0.4, 1.0)], 3, True, "Play it.", 96)
    view.show_hint(hint, Rules())
    header = view.table.horizontalHeaderItem(2)
    assert header.text() == "Your points to come if played out"
    assert "as if every trick were played out" in header.toolTip()
    assert "nothing after that is scored" in header.toolTip()
    view.show_hint(hint, replace(Rules(), end_early=False))
    header = view.table.horizontalHeaderItem(2)
    assert header.text() == "Your points to come"
    assert "played out" not in header.toolTip()
    assert view.table.item(0, 2).text() == "3.9"  # the number itself is unchanged

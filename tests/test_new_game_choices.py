"""The New game dialog keeps what the user chose in it: across a switch of game and of preset."""

from __future__ import annotations

from gui_helpers import settings_at

from texas42_qt.engine import AllPass, NelloRule, Rules, Scoring, SetScoring, Variant, rules_out_of_play
from texas42_qt.gui.dialogs import NewGameDialog
from texas42_qt.gui.game_rules import out_of_play, rule_rows
from texas42_qt.gui.rule_texts import off_reason, rule_help
from texas42_qt.gui.settings import Preferences


def _dialog(qtbot, tmp_path, rules: Rules) -> NewGameDialog:
    prefs = Preferences(settings_at(tmp_path))
    prefs.set_last_levels(["you", "hard", "hard", "hard"])
    prefs.set_last_levels(["you", "easy", "easy"])
    dialog = NewGameDialog(prefs, rules=rules)
    qtbot.addWidget(dialog)
    return dialog


def _levels(dialog: NewGameDialog) -> list[str]:
    return [box.currentData() for box in dialog.levels]


def _choose(dialog: NewGameDialog, variant: Variant) -> None:
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant.value))


def test_the_levels_chosen_stay_with_their_seats_across_a_game_switch(qtbot, tmp_path):
    """Found by QA: an Expert chosen for West went back to Hard (the last saved level) when the
    game changed to Moon or 42 for three; West and East sit at every table and keep theirs."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    west, partner, east = dialog.levels
    west.setCurrentIndex(west.findData("expert"))
    east.setCurrentIndex(east.findData("normal"))
    _choose(dialog, Variant.MOON)
    assert _levels(dialog) == ["expert", "normal"]
    _choose(dialog, Variant.THREE)
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("easy"))
    _choose(dialog, Variant.TEXAS_42)
    assert _levels(dialog) == ["expert", "hard", "easy"], "Partner, untouched, as last saved"
    assert [s.level for s in dialog.setup().seats[1:]] == ["expert", "hard", "easy"]


def test_the_levels_shown_stay_and_partner_starts_from_the_saved_one(qtbot, tmp_path):
    """Found by playing: a dialog opened over Moon showed West Expert and East Normal (saved for
    three seats); at Texas 42 all three were Hard, the levels saved for four seats."""
    prefs = Preferences(settings_at(tmp_path))
    prefs.set_last_levels(["you", "hard", "normal", "hard"])
    prefs.set_last_levels(["you", "expert", "easy"])
    dialog = NewGameDialog(prefs, rules=Rules.preset("Moon"))
    qtbot.addWidget(dialog)
    assert _levels(dialog) == ["expert", "easy"]
    _choose(dialog, Variant.TEXAS_42)
    assert _levels(dialog) == ["expert", "normal", "easy"]


def test_the_rules_typed_stay_where_they_mean_the_same_across_a_game_switch(qtbot, tmp_path):
    """Found by QA: "Play to" 10 and Nello typed at Texas 42 were back to 7 and off at 42 for three.
    A rule carries to a game that has it with the same meaning; Moon's target counts tricks, not
    marks, and keeps its own 21; the seed and practice stay as typed."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    dialog._editors["target"].setValue(10)
    dialog._editors["nello"].on.setChecked(True)
    dialog._editors["plunge"].on.setChecked(True)
    dialog._editors["claims"].setChecked(False)
    dialog.seed.setText("123")
    dialog.practice.setChecked(False)
    _choose(dialog, Variant.THREE)
    assert dialog.setup().rules == Rules.make(Variant.THREE, target=10, nello=NelloRule(), claims=False)
    assert dialog.preset.currentData() == "", "Custom"
    _choose(dialog, Variant.MOON)
    assert dialog.setup().rules == Rules.make(Variant.MOON, claims=False)
    _choose(dialog, Variant.TEXAS_42)
    rules = dialog.setup().rules
    assert rules.target == 10 and rules.nello == NelloRule() and rules.plunge is not None and not rules.claims
    setup = dialog.setup()
    assert setup.seed == 123 and not setup.practice


def test_each_game_comes_back_as_it_was_left(qtbot, tmp_path):
    """Found by QA: a dialog opened on the Texas house rules, from Texas 42 to Moon and back,
    showed the tournament rules: the house rules the dialog opened with were lost."""
    dialog = _dialog(qtbot, tmp_path, Rules.preset("Texas house rules"))
    _choose(dialog, Variant.MOON)
    _choose(dialog, Variant.TEXAS_42)
    assert dialog.setup().rules == Rules.preset("Texas house rules")
    assert dialog.preset.currentData() == "Texas house rules"


def test_a_preset_sets_the_rules_and_keeps_the_players_and_the_seed(qtbot, tmp_path):
    """A preset is a whole set of house rules: the rules typed before it are not carried to
    another game; the levels, the seed and practice are not rules and stay."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    dialog.levels[0].setCurrentIndex(dialog.levels[0].findData("expert"))
    dialog.seed.setText("77")
    dialog._editors["target"].setValue(10)
    dialog.preset.setCurrentIndex(dialog.preset.findData("Texas house rules"))
    assert dialog.setup().rules == Rules.preset("Texas house rules")
    assert _levels(dialog) == ["expert", "hard", "hard"] and dialog.setup().seed == 77
    _choose(dialog, Variant.THREE)
    assert dialog.setup().rules == Rules.make(Variant.THREE)
    assert _levels(dialog) == ["expert", "hard"] and dialog.setup().seed == 77


def _label(dialog: NewGameDialog, key: str):
    return dialog.rules_form.labelForField(dialog._editors[key])


def test_a_rule_off_greys_its_label_and_says_why(qtbot, tmp_path):
    """Found by QA: with mark bids off, Plunge, Splash and "Raising a mark bid" greyed out but
    their labels stayed black, as if usable (their Alt keys did nothing), and nothing said why."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    marks = dialog._editors["allow_84"]
    dependent = ("plunge", "splash", "mark_raise", "hide_tricks_on_marks")
    assert all(_label(dialog, key).isEnabled() for key in dependent)
    marks.setChecked(False)
    for key in dependent:
        editor, label = dialog._editors[key], _label(dialog, key)
        assert not editor.isEnabled() and not label.isEnabled(), key
        assert "mark bids (84 and up) are off" in editor.toolTip() == label.toolTip(), key
        assert editor.toolTip().startswith(rule_help("42", key)), "the rule's own help still comes first"
    assert "mark bids (84 and up) are off" in dialog._editors["plunge"].on.accessibleDescription()
    marks.setChecked(True)
    for key in dependent:
        assert _label(dialog, key).isEnabled() and "are off" not in dialog._editors[key].toolTip(), key


def test_every_rule_off_has_its_label_greyed_with_a_reason(qtbot, tmp_path):
    """The other rules that go off with another: the forced bidder's special without Nello or
    Sevens, ending the hand early in a points game, 42 for three's first bidder (no 1-0)."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    forced = _label(dialog, "forced_specials")
    assert not forced.isEnabled() and "neither Nello nor Sevens" in forced.toolTip()
    dialog._editors["sevens"].on.setChecked(True)
    assert forced.isEnabled() and "neither" not in forced.toolTip()
    scoring = dialog._editors["scoring"]
    scoring.setCurrentIndex(scoring.findData("points"))
    early = _label(dialog, "end_early")
    assert not early.isEnabled() and "points game plays every trick" in early.toolTip()
    _choose(dialog, Variant.THREE)
    first = _label(dialog, "opening_bidder")
    assert not first.isEnabled() and "no 1-0" in first.toolTip()
    for key, editor in dialog._editors.items():
        assert _label(dialog, key).isEnabled() == editor.isEnabled(), key


def test_plunge_and_splash_come_back_with_mark_bids(qtbot, tmp_path):
    """Found by QA: Plunge and Splash, allowed, stayed off after mark bids were switched off and
    back on, where "Raising a mark bid" and the other rules kept off by them kept their values."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    marks, plunge, splash = (dialog._editors[key] for key in ("allow_84", "plunge", "splash"))
    plunge.on.setChecked(True)
    plunge.marks.setValue(5)
    marks.setChecked(False)
    assert not plunge.on.isChecked() and not splash.on.isChecked(), "no Plunge without mark bids"
    assert dialog.values()["plunge"] is None
    marks.setChecked(True)
    assert plunge.on.isChecked() and plunge.marks.value() == 5
    assert not splash.on.isChecked(), "Splash was off before and stays off"
    assert dialog.setup().rules.plunge is not None


def test_a_preset_chosen_with_mark_bids_off_is_not_undone_by_them(qtbot, tmp_path):
    """Plunge held while mark bids are off is forgotten when a preset (or a game) sets the rules."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    dialog._editors["plunge"].on.setChecked(True)
    dialog._editors["allow_84"].setChecked(False)
    dialog.preset.setCurrentIndex(dialog.preset.findData("Straight 42 (tournament)"))
    assert dialog.values()["allow_84"] and dialog.values()["plunge"] is None


def test_the_special_contracts_rows_wrap_together(qtbot, tmp_path):
    """Found by QA at 125%: at a width where Nello's row (wider, for its doubles) went under its
    label, Sevens' "allowed" stayed beside its own: the two rows did not line up."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    dialog.show()
    specials = [dialog._editors[key] for key in ("nello", "sevens", "plunge", "splash")]
    nello = specials[0]
    full = dialog.sizeHint().width()
    for width in range(dialog.minimumSizeHint().width(), full + 1, 10):
        dialog.resize(width, dialog.height())
        qtbot.waitUntil(lambda w=width: dialog.width() == w)
        dialog.rules_form.activate()
        xs = {editor.on.mapTo(dialog, editor.on.rect().topLeft()).x() for editor in specials}
        assert len(xs) == 1, (width, xs)
    assert nello.on.isVisible()


def test_switching_to_a_game_starts_from_the_rules_it_was_last_played_with(qtbot, tmp_path):
    """Found by QA: after a game of Moon, switching the dialog to Texas 42 showed "Straight 42",
    whatever house rules the player had last started Texas 42 with."""
    prefs = Preferences(settings_at(tmp_path))
    house = Rules.preset("Texas house rules").with_(target=10)
    prefs.set_last_rules(house)
    prefs.set_last_rules(Rules.preset("Moon"))
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    assert dialog.setup().rules == Rules.preset("Moon")
    _choose(dialog, Variant.TEXAS_42)
    assert dialog.setup().rules == house and dialog.preset.currentData() == "", "Custom: the house rules played to 10"
    _choose(dialog, Variant.THREE)
    assert dialog.setup().rules == Rules.make(Variant.THREE), "never played: the game's defaults"
    assert prefs.last_rules().variant is Variant.MOON and prefs.last_rules(Variant.TEXAS_42) == house


def test_the_last_rules_saved_before_each_game_had_its_own_still_count_for_their_game(tmp_path):
    old = settings_at(tmp_path)
    Preferences(old).set_last_rules(Rules.preset("Texas house rules"))
    old.remove(f"last_rules_{Variant.TEXAS_42.value}")  # (as saved before)
    prefs = Preferences(old)
    assert prefs.last_rules(Variant.TEXAS_42) == Rules.preset("Texas house rules")
    assert prefs.last_rules(Variant.MOON) == Rules.make(Variant.MOON)


def _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog: NewGameDialog) -> dict[str, str]:
    """The rules the dialog greys, each with the reason it gives: exactly those the engine puts out
    of play in the rules the dialog would deal, with the words Rules of this game says for them."""
    rules = dialog.setup().rules
    out = rules_out_of_play(rules)
    one_choice = {"opening_bidder"} if rules.variant is Variant.THREE else set()  # (greyed: nothing to choose)
    greyed = {key for key, editor in dialog._editors.items() if not editor.isEnabled()}
    assert greyed == set(out) | one_choice, rules
    reasons = {key: off_reason(cause) for key, cause in out.items()}
    assert reasons == {row.key: out_of_play(rules, row.key) for row in rule_rows(rules) if out_of_play(rules, row.key)}
    for key, reason in reasons.items():
        editor, label = dialog._editors[key], _label(dialog, key)
        assert not label.isEnabled() and editor.toolTip() == label.toolTip() == f"{rule_help(rules.variant.value, key)}\n{reason}"
    for key in set(dialog._editors) - set(out) - one_choice:
        assert _label(dialog, key).isEnabled() and "Not available" not in dialog._editors[key].toolTip(), key
    return reasons


def test_the_dialog_greys_what_the_engine_puts_out_of_play_for_each_rule_set(qtbot, tmp_path):
    house = Rules.preset("Texas house rules")
    for rules in (Rules(), house, house.with_(allow_84=False), house.with_(all_pass=AllPass.RESHAKE),
                  house.with_(scoring=Scoring.POINTS), Rules.make(Variant.THREE, allow_84=False),
                  Rules.make(Variant.MOON, set_scoring=SetScoring.OPPONENTS_GAIN),
                  Rules.make(Variant.MOON, set_scoring=SetScoring.OPPONENTS_GAIN, target=30)):
        dialog = _dialog(qtbot, tmp_path, rules)
        reasons = _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog)
        assert set(reasons) == set(rules_out_of_play(rules.with_(end_early=False)
                                                     if rules.scoring is Scoring.POINTS else rules))


def test_the_dialog_greys_as_the_engine_says_while_the_rules_change(qtbot, tmp_path):
    """Each change to a rule that puts another out of play, by the dialog's own editors; a rule kept
    off for one reason and then for another says the other (the forced bidder's special)."""
    dialog = _dialog(qtbot, tmp_path, Rules())
    editors = dialog._editors
    assert _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog) == {
        "forced_specials": "Not available: neither Nello nor Sevens is allowed."}
    editors["all_pass"].setCurrentIndex(editors["all_pass"].findData(AllPass.RESHAKE))
    editors["nello"].on.setChecked(True)
    assert _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog) == {
        "forced_specials": "Not available: nobody is forced to bid; when everyone passes, the tiles are shaken again."}
    editors["all_pass"].setCurrentIndex(editors["all_pass"].findData(AllPass.FORCED))
    assert _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog) == {}
    editors["allow_84"].setChecked(False)
    editors["scoring"].setCurrentIndex(editors["scoring"].findData(Scoring.POINTS))
    assert set(_greyed_as_the_engine_and_the_rules_of_the_game_say(dialog)) == {
        "mark_raise", "end_early", "hide_tricks_on_marks", "plunge", "splash"}
    editors["scoring"].setCurrentIndex(editors["scoring"].findData(Scoring.MARKS))
    editors["allow_84"].setChecked(True)
    assert _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog) == {}
    assert dialog.setup().rules.end_early, "ticked back on leaving points"
    for name in ("Texas house rules", "Straight 42 (tournament)"):
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog)
    _choose(dialog, Variant.MOON)
    moon = dialog._editors
    moon["set_scoring"].setCurrentIndex(moon["set_scoring"].findData(SetScoring.OPPONENTS_GAIN))
    assert set(_greyed_as_the_engine_and_the_rules_of_the_game_say(dialog)) == {"moon_instant_win"}
    moon["target"].setValue(22)
    assert _greyed_as_the_engine_and_the_rules_of_the_game_say(dialog) == {}
    _choose(dialog, Variant.THREE)
    dialog._editors["allow_84"].setChecked(False)
    assert set(_greyed_as_the_engine_and_the_rules_of_the_game_say(dialog)) == {
        "mark_raise", "hide_tricks_on_marks", "forced_specials"}

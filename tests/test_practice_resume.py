"""A practice session left midway (the app closed, or crashed) goes on where it was: the same
deal, the same answers so far; a damaged or foreign session file is set aside with a notice,
and nothing else is touched (found by QA: the session itself was lost when the app quit)."""

from __future__ import annotations

import json

import pytest
from gui_helpers import close_clean, make_window, wait_for_user

from texas42_qt.ai import players
from texas42_qt.ai.evaluate import Effort
from texas42_qt.engine import PASS, Play
from texas42_qt.play import practice_save
from texas42_qt.play.play_practice_flow import PlayPracticeFlow
from texas42_qt.play.practice_flow import PracticeFlow
from texas42_qt.play.practice_save import SessionFile

QUICK = Effort(worlds=8, enumerate_below=8, contracts=9, scout_worlds=8, bid_worlds=8)


def easy(level, seed):
    return players.make_player("easy", seed)


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(players.LEVELS, "normal", players.Level("Normal", QUICK, 0.0))
    monkeypatch.setitem(players.LEVELS, "hard", players.Level("Hard", QUICK, 0.0))


def _run(job):
    func, args = job
    return func(*args)


def _bidding_flow(answers: int) -> PracticeFlow:
    flow = PracticeFlow()
    flow.factory, flow.effort = easy, QUICK
    job = flow.start("first", "any", 4, seed=7)
    for _ in range(answers):
        flow.dealt(_run(job))
        reply = flow.reply(PASS)
        flow.weighed(_run(reply.job)[1])
        job = flow.next_deal()
    return flow


def test_a_bidding_session_kept_goes_on_at_the_same_deal_with_its_answers(tmp_path):
    flow = _bidding_flow(2)
    kept_file = SessionFile(tmp_path / "practice-bidding.json", "bid")
    assert kept_file.write(practice_save.bidding_json(flow))
    kept = kept_file.read()
    assert kept is not None and kept_file.notice is None and kept.answered == 2 and kept.total == 4
    again = PracticeFlow()
    again.factory = easy
    job = again.resume(kept.bidding, kept.total, kept.session_id, kept.cards)
    assert again.session_id == flow.session_id, "its answers count as one session in the statistics"
    before, after = flow.session, again.session
    assert [(d.index, d.choice, d.best, d.lost) for d in after.decisions] == [
        (d.index, d.choice, d.best, d.lost) for d in before.decisions]
    assert after.average_lost == before.average_lost
    assert _run(job).game_seed == _run(flow.next_deal()).game_seed, "the deal not answered comes back as it was"
    again.dealt(_run(job))
    assert "decision 3 of 4" in str(again.decision_text())


def test_a_play_session_kept_goes_on_at_the_same_position_with_its_answers(tmp_path, quick):
    flow = PlayPracticeFlow()
    flow.factory = easy
    job = flow.start("any", 3, 11, None, None)
    flow.dealt(_run(job))
    tile = next(a.tile for a in flow.deal.observation().legal if isinstance(a, Play))
    flow.weighed(_run(flow.take(Play(tile))))
    kept_file = SessionFile(tmp_path / "practice-play.json", "play")
    assert kept_file.write(practice_save.play_json(flow))
    kept = kept_file.read()
    assert kept is not None and kept.answered == 1
    again = PlayPracticeFlow()
    again.factory = easy
    job = again.resume(kept.play, kept.total, kept.session_id, kept.cards)
    mine, theirs = flow.session.decisions[0], again.session.decisions[0]
    assert (theirs.tile, theirs.best, theirs.chances, theirs.good, theirs.mistake, theirs.shown_lost) == (
        mine.tile, mine.best, mine.chances, mine.good, mine.mistake, mine.shown_lost)
    assert again.session.right == flow.session.right and again.number() == (2, 3)
    assert _run(job).game_seed == _run(flow.next_deal()).game_seed


def test_a_play_session_kept_remembers_the_hints_close_tile_played(tmp_path, quick):
    """The first position of session 2: the hint says its 5-1 may be as good as its 2-2, and the user
    plays it. Read back, the answer still counts right (its numbers alone would not: 14% against 16%);
    a file of before (no "close") reads as it did."""
    from texas42_qt.ai import hints

    flow = PlayPracticeFlow()
    flow.factory = easy
    job = flow.start("any", 3, 2, None, None)
    for n in range(2):  # the close tile, then the best one
        flow.dealt(_run(job))
        hint = hints.play_hint(flow.deal.observation(), "hard", players.HINT_SEED)
        flow.weighed(_run(flow.take(Play(hint.recommended if n else hint.close))))
        job = flow.next_deal()
    close = flow.session.decisions[0]
    assert close.chances == (14.0, 16.0) and close.good and not close.mistake and close.close
    data = practice_save.play_json(flow)
    assert [a.get("close") for a in data["answers"]] == [True, None]
    kept_file = SessionFile(tmp_path / "practice-play.json", "play")
    assert kept_file.write(data)
    again = kept_file.read().play.decisions[0]
    assert (again.close, again.good, again.mistake) == (True, True, False)
    del data["answers"][0]["close"]
    assert kept_file.write(data)
    before = kept_file.read().play.decisions[0]
    assert (before.close, before.good, before.mistake) == (False, False, False)
    data["answers"][0]["close"] = "yes"
    assert kept_file.write(data)
    assert kept_file.read() is None and "damaged" in str(kept_file.notice)


@pytest.mark.parametrize("text", ["{not json", '{"format": "texas42-mistakes", "version": 1, "cards": []}',
                                  '{"format": "texas42-practice-session", "kind": "play"}', "[]"])
def test_a_damaged_or_foreign_session_file_is_set_aside_with_a_notice(tmp_path, text):
    path = tmp_path / "practice-bidding.json"
    path.write_text(text)
    (tmp_path / "mistakes.json").write_text("{}")
    kept_file = SessionFile(path, "bid")
    assert kept_file.read() is None
    assert "The practice session you left was damaged" in str(kept_file.notice)
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("practice-bidding.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_text() == text and aside[0].name in str(kept_file.notice)
    assert not path.exists() and (tmp_path / "mistakes.json").read_text() == "{}", "nothing else touched"


def test_a_session_file_with_a_wrong_answer_is_damaged(tmp_path):
    data = practice_save.bidding_json(_bidding_flow(1))
    data["answers"][0]["lost"] = "a lot"
    path = tmp_path / "practice-bidding.json"
    path.write_text(json.dumps(data))
    kept_file = SessionFile(path, "bid")
    assert kept_file.read() is None and "damaged" in str(kept_file.notice)


# ------------------------------------------------------------------ in the window


def _quick_window(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.practice.factory = w.play_practice.factory = easy
    w.practice.effort = QUICK
    return w


def _answer_bid(qtbot, w):
    qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
    wait_for_user(qtbot, w)
    assert w.practice.intercept(PASS)
    qtbot.waitUntil(lambda: w.practice.state == "revealed", timeout=30_000)


def _answering(monkeypatch, answer: str, seen: list[str]):
    from texas42_qt.gui import practice_menu

    def run(box):
        seen.append(box.text())
        {"continue": box.continue_button, "new": box.new_button}[answer].click()
        return 1

    monkeypatch.setattr(practice_menu, "run_modal", run)


def test_quit_mid_session_then_continue_at_the_same_deal_and_score(qtbot, tmp_path, quick, monkeypatch):
    w = _quick_window(qtbot, tmp_path)
    w.start_practice("first", "any", deals=4, seed=7)
    for _ in range(2):
        _answer_bid(qtbot, w)
        w.practice.next_deal()
    qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
    left = w.practice.flow.deal.game_seed
    answers = [(d.choice, d.lost) for d in w.practice.session.decisions]
    kept = json.loads((tmp_path / "data" / "practice-bidding.json").read_text())
    assert len(kept["answers"]) == 2, "kept at each answer: a crash now loses only the deal on the table"
    close_clean(qtbot, w)

    w = _quick_window(qtbot, tmp_path)
    seen: list[str] = []
    _answering(monkeypatch, "continue", seen)
    w.practice_menu.practice_dialog()
    assert seen == ["You left a bidding practice session midway: 2 of 4 decisions answered. So far "
                    f"{w.practice.session.average_lost:.2f} marks given up on average."]
    qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
    assert w.practice.flow.deal.game_seed == left
    assert [(d.choice, d.lost) for d in w.practice.session.decisions] == answers
    assert "Practice decision 3 of 4" in w.status.text()
    _answer_bid(qtbot, w)
    w.practice.summary()
    assert w.summary_dialog is not None and len(w.practice.session.decisions) == 3
    assert not (tmp_path / "data" / "practice-bidding.json").exists(), "a session summed up is over"
    w.summary_dialog.reject()
    close_clean(qtbot, w)


def test_start_a_new_one_leaves_the_kept_session_until_the_new_one_starts(qtbot, tmp_path, quick, monkeypatch):
    from texas42_qt.gui import practice_menu

    w = _quick_window(qtbot, tmp_path)
    w.start_practice("first", "any", deals=3, seed=7)
    _answer_bid(qtbot, w)
    close_clean(qtbot, w)
    w = _quick_window(qtbot, tmp_path)
    setups = []

    def run(dialog):
        setups.append(type(dialog).__name__)
        if hasattr(dialog, "new_button"):
            dialog.new_button.click()
        return 0  # (the setup dialog closed: nothing starts)

    monkeypatch.setattr(practice_menu, "run_modal", run)
    w.practice_menu.practice_dialog()
    assert setups == ["KeptSessionBox", "PracticeSetupDialog"], "the question, then the setup dialog"
    assert not w.practice.active and (tmp_path / "data" / "practice-bidding.json").exists()
    close_clean(qtbot, w)


def test_play_practice_quit_mid_session_then_continue(qtbot, tmp_path, quick, monkeypatch):
    w = _quick_window(qtbot, tmp_path)
    w.start_play_practice("any", positions=3, seed=11)
    qtbot.waitUntil(lambda: w.play_practice.step == "deciding" and not w.controller.busy
                    and not w.table.animator.busy, timeout=30_000)
    w.act(next(a for a in w.controller.observation().legal if isinstance(a, Play)))
    qtbot.waitUntil(lambda: w.play_practice.step == "revealed", timeout=30_000)
    w.play_practice.next_deal()
    qtbot.waitUntil(lambda: w.play_practice.step == "deciding", timeout=30_000)
    left = w.play_practice.deal.game_seed
    close_clean(qtbot, w)

    w = _quick_window(qtbot, tmp_path)
    seen: list[str] = []
    _answering(monkeypatch, "continue", seen)
    w.practice_menu.play_practice_dialog()
    assert seen and seen[0].startswith("You left a play practice session midway: 1 of 3 positions answered.")
    qtbot.waitUntil(lambda: w.play_practice.step == "deciding", timeout=30_000)
    assert w.play_practice.deal.game_seed == left and w.play_practice.flow.number() == (2, 3)
    close_clean(qtbot, w)


def test_a_damaged_session_file_is_said_and_the_setup_dialog_follows(qtbot, tmp_path, monkeypatch):
    """Found by playing: the box saying so opened without waiting, and the setup dialog opened
    over it, half hiding it; two boxes stood open at once. Now the box is closed first."""
    from PySide6.QtWidgets import QApplication, QDialog

    from texas42_qt.gui import practice_menu, statusline

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "practice-bidding.json").write_text("{oops")
    w = make_window(qtbot, tmp_path)
    opened = []

    def run(dialog):  # each dialog run, with the boxes already open under it
        boxes = [type(top).__name__ for top in QApplication.topLevelWidgets() if isinstance(top, QDialog) and top.isVisible()]
        opened.append((type(dialog).__name__, boxes))
        return 0

    for module in (practice_menu, statusline):
        monkeypatch.setattr(module, "run_modal", run, raising=False)
    w.practice_menu.practice_dialog()
    assert opened == [("QMessageBox", []), ("PracticeSetupDialog", [])], "the box, closed, then the dialog"
    assert "The practice session you left was damaged" in w.last_error
    close_clean(qtbot, w)


def test_a_new_game_or_the_other_practice_keeps_the_session_to_continue(qtbot, tmp_path, quick, monkeypatch):
    """Found by QA: a new game (or the other practice) over play practice asked "Your play practice
    ends here ... Go on?" and deleted the session, which could have been continued. Now nothing is
    asked and Practice > Play practice offers Continue session at the position not yet answered."""
    import functools

    from gui_helpers import setup_for
    from PySide6.QtWidgets import QMessageBox

    from texas42_qt.engine import Rules

    w = _quick_window(qtbot, tmp_path)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No)
    w.start_play_practice("any", positions=3, seed=11)
    qtbot.waitUntil(lambda: w.play_practice.step == "deciding" and not w.controller.busy
                    and not w.table.animator.busy, timeout=30_000)
    w.act(next(a for a in w.controller.observation().legal if isinstance(a, Play)))
    qtbot.waitUntil(lambda: w.play_practice.step == "revealed", timeout=30_000)
    w.play_practice.next_deal()
    qtbot.waitUntil(lambda: w.play_practice.step == "deciding", timeout=30_000)
    left = w.play_practice.deal.game_seed
    assert w.confirm_leaving_game(None) and asked == [], "Game > New game: nothing lost, nothing asked"
    w.files.new_game(functools.partial(w.start_game, setup_for(Rules()), focus=True))
    wait_for_user(qtbot, w)
    assert not w.play_practice.active and w.game_on_table()
    assert (tmp_path / "data" / "practice-play.json").exists(), "the session is kept"

    w.start_practice("first", "any", deals=2, seed=7)
    _answer_bid(qtbot, w)
    assert w.practice_menu.may_start(w.play_practice) and asked == [], "the other practice: kept, not asked"
    seen: list[str] = []
    _answering(monkeypatch, "continue", seen)
    w.practice_menu.play_practice_dialog()
    assert seen and seen[0].startswith("You left a play practice session midway: 1 of 3 positions answered.")
    qtbot.waitUntil(lambda: w.play_practice.step == "deciding", timeout=30_000)
    assert w.play_practice.deal.game_seed == left and w.play_practice.flow.number() == (2, 3)
    assert not w.practice.active and (tmp_path / "data" / "practice-bidding.json").exists()
    close_clean(qtbot, w)

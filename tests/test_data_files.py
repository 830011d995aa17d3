"""Issue 26: nothing a player has is ever lost. Every data file the app owns is read by one
guarded path: a damaged one is set aside under a name of its own, with a line the user sees,
and the app goes on with everything else intact."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from texas42_qt import datafile
from texas42_qt.trainer.mistakes import Deck

GOOD_CARD = {"kind": "play", "seed": 1, "index": 0, "spot": "any", "strength": "any", "rules": {}, "lost": 0.2}


def _deck_with(**card: object) -> str:
    return json.dumps({"format": "texas42-mistakes", "version": 1, "cards": [GOOD_CARD | card]})


DAMAGED_DECKS = {
    "not utf-8": b"\xff",
    "10,000 deep": b"[" * 10_000 + b"]" * 10_000,
    "seed 1e999": _deck_with(seed=1e999).encode().replace(b"Infinity", b"1e999"),
    "lost 400 digits": _deck_with(lost=int("9" * 400)).encode(),
    "lost 1e999": _deck_with(lost=1).encode().replace(b'"lost": 1', b'"lost": 1e999'),
    "cards not a list": json.dumps({"format": "texas42-mistakes", "cards": 5}).encode(),
    "duplicate key": b'{"format": "texas42-mistakes", "format": "texas42-mistakes", "cards": []}',
    # (found by QA: a card practice cannot deal stopped every round of the deck)
    "unknown play spot": _deck_with(spot="after_partner").encode(),
    "a bid spot on a play card": _deck_with(spot="forced").encode(),
    "unknown bid spot": _deck_with(kind="bid", spot="shaker").encode(),
    "unknown hands": _deck_with(kind="bid", spot="first", strength="huge").encode(),
}


@pytest.mark.parametrize("name", DAMAGED_DECKS)
def test_a_damaged_mistakes_deck_is_set_aside_never_a_crash(tmp_path, name):
    path = tmp_path / "mistakes.json"
    path.write_bytes(DAMAGED_DECKS[name])
    deck = Deck(path)
    assert len(deck) == 0 and deck.notice is not None and "set aside" in deck.notice
    kept = list(tmp_path.glob("mistakes.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == DAMAGED_DECKS[name]
    assert len(str(deck.notice)) < 300


def test_a_second_set_aside_never_overwrites_the_first(tmp_path):
    path = tmp_path / "mistakes.json"
    for text in (b"\xff one", b"\xff two", b"\xff three"):
        path.write_bytes(text)
        Deck(path)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("mistakes.json.damaged-*"))
    assert kept == [b"\xff one", b"\xff three", b"\xff two"]


def test_the_guarded_reader_names_what_is_wrong_in_one_short_line(tmp_path):
    path = tmp_path / "x.json"
    for data in (b"\xff", b"[" * 10_000, b'{"a": 1, "a": 2}', b"{"):
        path.write_bytes(data)
        with pytest.raises(datafile.DataFileError) as e:
            datafile.load_json(path)
        assert "\n" not in str(e.value) and len(str(e.value)) <= 120
    assert datafile.load_json(tmp_path / "none.json") is None


PYTHON_WORDS = re.compile(r"JSON|Expecting|char \d|column|codec|Errno|'\w+'|not a whole number|delimiter")
"""What Python or its JSON parser says, never the player's words."""
DAMAGED_TEXTS = {"cut short": b'{"format": "texas42-mistakes",\n', "not text": b"\x89PNG\x00\xff",
                 "nested": b"[" * 10_000, "key twice": b'{"a": 1, "a": 2}', "long number": b"[" + b"9" * 5000 + b"]",
                 "missing key": b'{"format": "texas42-mistakes", "version": 1}', "wrong type": b'{"format": 5}'}


def _shown_translated(text: object) -> str:
    """`text` as a language whose every catalogued template is marked «...» shows it."""
    from texas42_qt.engine.text import Text
    assert isinstance(text, Text)
    return text.render(lambda context, source, n: "«" + source + "»")


def _plain_reason(notice: object) -> None:
    """The reason inside a notice's brackets is the app's own words: catalogued, short, no brackets
    within, nothing of Python's (found by QA: "(not valid JSON (Expecting value: line 2 column 1 (char 62)))")."""
    shown = _shown_translated(notice)
    reason = re.search(r"\((.*?)\)", shown)
    assert reason is not None and reason.group(1).startswith("«"), shown
    assert not PYTHON_WORDS.search(str(notice)) and len(reason.group(1)) < 110, str(notice)


@pytest.mark.parametrize("damage", DAMAGED_TEXTS)
def test_a_damaged_deck_practice_session_or_statistics_says_why_in_the_players_words(tmp_path, damage):
    from texas42_qt.play.practice_save import SessionFile

    deck_path, session_path = tmp_path / "mistakes.json", tmp_path / "practice-bidding.json"
    deck_path.write_bytes(DAMAGED_TEXTS[damage])
    session_path.write_bytes(DAMAGED_TEXTS[damage])
    session = SessionFile(session_path, "bid")
    assert session.read() is None
    for notice in (Deck(deck_path).notice, session.notice):
        _plain_reason(notice)


def test_a_cut_short_file_says_where_in_the_words_of_a_damaged_record(tmp_path):
    path = tmp_path / "mistakes.json"
    path.write_bytes(b'{"format": "texas42-mistakes",\n')
    assert "it stops making sense at line 2, character 1" in str(Deck(path).notice)


def test_damaged_statistics_say_why_in_the_players_words(tmp_path):
    from texas42_qt.trainer.stats import Stats

    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"not a database" * 100)
    _plain_reason(Stats(path).notice)


@pytest.mark.parametrize("session", [b'{"format": "texas42-session",\n', b"\xff\xfe", b"[" * 10_000])
def test_a_damaged_seating_says_why_in_the_players_words(tmp_path, session):
    from texas42_qt.engine import GameState, Rules, record
    from texas42_qt.gui.saves import AutoSaver, read_game_file

    saver = AutoSaver(tmp_path)
    record.save(saver.record_path, GameState(Rules(), seed=3))
    saver.session_path.write_bytes(session)
    saver.load()
    kept = tmp_path / "kept.t42"
    record.save(kept, GameState(Rules(), seed=3))
    kept.with_suffix(".session.json").write_bytes(session)
    for notice in (saver.notice, read_game_file(kept).notice):
        reason = re.search(r"\((.*)\);", notice)
        assert reason is not None and "(" not in reason.group(1) and not PYTHON_WORDS.search(notice), notice
    saver.close()


def test_a_system_refusal_is_said_in_the_players_words_naming_the_file_in_the_way(tmp_path):
    import errno
    import os

    (tmp_path / "autosave.t42").mkdir()
    (tmp_path / "autosave.t42.1.tmp").write_text("x")
    with pytest.raises(OSError) as refused:  # as an atomic write meets it: its temporary file is not the one
        os.replace(tmp_path / "autosave.t42.1.tmp", tmp_path / "autosave.t42")
    assert _shown_translated(datafile.os_reason(refused.value)) == "«autosave.t42 is a folder, where a file should be»"
    assert str(datafile.os_reason(refused.value)) == "autosave.t42 is a folder, where a file should be"
    for number, said in ((errno.EACCES, "permission is refused"), (errno.ENOSPC, "the disk is full"),
                         (errno.EROFS, "the disk is read-only")):
        assert str(datafile.os_reason(OSError(number, os.strerror(number), "a.json.1.tmp"))) == said
    rare = datafile.os_reason(OSError(errno.ELOOP, "Too many levels of symbolic links"))
    assert str(rare) == "the system says: Too many levels of symbolic links" and _shown_translated(rare).startswith("«")


def test_a_save_refused_by_a_folder_in_its_place_names_it(qtbot, tmp_path):
    """Found by QA: "The game cannot be saved in .../Texas 42 (Is a directory)" named the folder
    that was fine, in English, where the file autosave.t42 in it was a folder."""
    from gui_helpers import close_clean, make_window, setup_for, wait_for_user

    from texas42_qt.engine import Rules

    (tmp_path / "data" / "autosave.t42").mkdir(parents=True)
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    assert "(autosave.t42 is a folder, where a file should be)" in w.last_error, w.last_error
    assert "Is a directory" not in w.last_error
    close_clean(qtbot, w)


def test_statistics_that_cannot_be_opened_say_why_in_the_players_words(tmp_path):
    from texas42_qt.trainer.stats import Stats

    (tmp_path / "stats.sqlite").mkdir()
    stats = Stats(tmp_path / "stats.sqlite")
    # (SQLite says only that it cannot open it; the system says why)
    assert stats.read_only and "(stats.sqlite is a folder, where a file should be)" in stats.notice, stats.notice


# ------------------------------------------------------------------ the autosave


def _saved_game(qtbot, tmp_path):
    from gui_helpers import close_clean, make_window, setup_for, wait_for_user

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    w.saver.flush()
    saved = record.dumps(w.controller.state)
    close_clean(qtbot, w)
    return saved


@pytest.mark.parametrize("session", [b"\xff\xfe", b"[" * 10_000, b'{"format": "texas42-session", "seats": 5}'])
def test_a_damaged_session_file_never_makes_a_good_save_unresumable(qtbot, tmp_path, session):
    from gui_helpers import close_clean, make_window

    from texas42_qt.engine import record

    saved = _saved_game(qtbot, tmp_path)
    data = tmp_path / "data"
    (data / "autosave.session.json").write_bytes(session)
    w = make_window(qtbot, tmp_path, offer_resume=True)
    with qtbot.waitSignal(w.files.resumed) as resumed:
        w.resume()
    assert resumed.args == [True], w.last_error
    assert record.dumps(w.controller.state) == saved
    kept = list(data.glob("autosave.session.json.bad-*"))
    assert [p.read_bytes() for p in kept] == [session]
    assert "seating" in w.status.text()
    close_clean(qtbot, w)


def test_autosaver_load_raises_only_its_own_error(tmp_path):
    from texas42_qt.gui.saves import AutoSaver, SaveError

    saver = AutoSaver(tmp_path)
    for data in (b"\xff", b"[" * 10_000, b'{"format": "texas42-record", "format": 1}'):
        saver.record_path.write_bytes(data)
        with pytest.raises(SaveError):
            saver.load()
    saver.close()


def test_a_second_bad_save_never_overwrites_the_first(tmp_path):
    from texas42_qt.gui.saves import AutoSaver

    saver = AutoSaver(tmp_path)
    for text in ("one", "two"):
        saver.record_path.write_text(text)
        saver.set_aside()
    assert sorted(p.read_text() for p in tmp_path.glob("autosave.t42.bad-*")) == ["one", "two"]
    saver.close()


# ------------------------------------------------------------------ game records

RECORD = "tests/records/bid_84_made.t42"


@pytest.mark.parametrize(("old", "new", "said"), [
    ('"variant": "42"', '"variant": "moon", "variant": "42"', "written twice"),
    ('"6-6"', '"６-６"', "written like"),
    ('"6-6"', '"٥-٥"', "written like"),
    ('"6-6"', '" 6-6 "', "written like"),
    ('"bid": 42', '"bid": ' + "9" * 401, "a bid is a number"),
])
def test_the_record_loader_refuses_what_it_cannot_read_one_way(old, new, said):
    from pathlib import Path

    from texas42_qt.engine import record

    text = (Path(__file__).parent.parent / RECORD).read_text()
    assert old in text
    with pytest.raises(record.RecordError) as e:
        record.loads(text.replace(old, new, 1))
    assert said in str(e.value) and len(str(e.value)) <= 160


# ------------------------------------------------------------------ preferences and statistics


@pytest.mark.parametrize("junk", [b"[General]\nname=Bob\njunk that is no setting\ntheme=felt\n",
                                  b"[General]\nname=Bob\n\xff\x00\ntheme=felt\n",
                                  b'[General]\nname="Bob\ntheme=felt\n'])
def test_a_junk_settings_file_is_copied_aside_with_a_notice(tmp_path, junk):
    from PySide6.QtCore import QSettings

    from texas42_qt.gui.settings import Preferences

    path = tmp_path / "settings.ini"
    path.write_bytes(junk)
    prefs = Preferences(QSettings(str(path), QSettings.Format.IniFormat))
    kept = list(tmp_path.glob("settings.ini.damaged-*"))
    assert [p.read_bytes() for p in kept] == [junk]
    assert len(prefs.notices) == 1 and kept[0].name in prefs.notices[0]
    # What could be read stays, and the notice says so (found by QA: "reset", yet the name was kept);
    # Qt's keys made of the junk go (found by QA: the file grew with them at every start).
    assert "what could not be read is back to the defaults" in prefs.notices[0]
    assert all(re.fullmatch(r"[A-Za-z0-9_/]+", key) for key in prefs.settings.allKeys())
    if junk.startswith(b"[General]\nname=Bob\n"):
        assert prefs.name == "Bob"
    again = Preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert len(list(tmp_path.glob("settings.ini.damaged-*"))) == 1, "one copy however often it is read"
    assert again.notices == prefs.notices


def test_a_settings_file_that_cannot_be_read_is_said(tmp_path):
    """Found by QA: a folder in the settings file's place was met in silence, and nothing set was kept."""
    from PySide6.QtCore import QSettings

    from texas42_qt.gui.settings import Preferences

    path = tmp_path / "settings.ini"
    path.mkdir()
    prefs = Preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert len(prefs.notices) == 1 and str(path) in prefs.notices[0] and "not kept" in prefs.notices[0]
    assert path.is_dir() and not list(tmp_path.glob("settings.ini.*")), "nothing moved or made"


def test_preferences_that_cannot_be_written_are_said_when_changed(qtbot, tmp_path):
    """Found by QA with a read-only settings file: a name or tile theme changed in Preferences,
    or a new game's rules, were gone at the next start, and nothing said so."""
    from gui_helpers import close_clean
    from PySide6.QtCore import QSettings

    from texas42_qt.gui.dialogs import NewGameDialog
    from texas42_qt.gui.mainwindow import MainWindow
    from texas42_qt.gui.preferences_dialog import PreferencesDialog

    (tmp_path / "config").write_text("a file where the settings folder should be")  # as root, chmod does not stop a write
    path = tmp_path / "config" / "settings.ini"
    w = MainWindow(QSettings(str(path), QSettings.Format.IniFormat), tmp_path / "data")
    qtbot.addWidget(w)
    assert "cannot be saved" not in w.status.text(), "nothing is said before anything is changed"
    dialog = PreferencesDialog(w.prefs, w)
    dialog.name.setText("Bob")
    dialog.store()
    shown = w.status.text()
    assert "preferences cannot be saved" in shown and str(path) in shown and "until you quit" in shown
    assert w.prefs.name == "Bob", "the change lasts for this session"
    w.status.say("")
    new_game = NewGameDialog(w.prefs, w)
    new_game._accept()
    assert "cannot be saved" not in w.status.text(), "said once"
    close_clean(qtbot, w)


def test_a_settings_file_the_app_wrote_is_not_junk(qtbot, tmp_path):
    from gui_helpers import close_clean, make_window

    from texas42_qt.gui.settings import Preferences

    w = make_window(qtbot, tmp_path, name='Bo "the" Bob', last_levels="hard,easy,hard,normal")
    w.prefs.set_last_rules(w.prefs.last_rules())
    close_clean(qtbot, w)
    w.prefs.sync()
    assert "geometry=@ByteArray" in (tmp_path / "settings.ini").read_text(encoding="utf-8")
    from PySide6.QtCore import QSettings

    prefs = Preferences(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert prefs.notices == [] and not list(tmp_path.glob("*.damaged-*"))


def test_a_bad_last_rules_is_said_in_the_window_not_queued(qtbot, tmp_path):
    from gui_helpers import close_clean, make_window

    w = make_window(qtbot, tmp_path, last_rules='{"variant": "no such game"}')
    w.start_default_game()
    assert "last_rules" in w.status.text()
    close_clean(qtbot, w)


def test_hand_edited_nonsense_preferences_are_said_set_aside_and_kept(qtbot, tmp_path):
    """Found by QA: "theme=plaid", "speed=warp", "hints=banana" and an unknown language in the
    settings file were reset without a word; now one line names them and their values stay
    under damaged/, while good values are untouched and said nothing of."""
    from gui_helpers import close_clean, make_window

    w = make_window(qtbot, tmp_path, theme="plaid", speed="warp", hints="banana", language="xx_KLINGON",
                    last_levels_3="you,godlike,hard", name="Bob")
    line = w.status.text()
    assert all(repr(key) in line for key in ("theme", "speed", "hints", "language", "last_levels_3")), line
    assert "'name'" not in line and w.prefs.name == "Bob"
    assert (w.prefs.theme, w.prefs.speed, w.prefs.hints, w.prefs.language_choice) == ("classic", "normal", True, "")
    assert w.prefs.settings.value("damaged/theme") == "plaid" and w.prefs.settings.value("damaged/speed") == "warp"
    close_clean(qtbot, w)
    again = make_window(qtbot, tmp_path)
    assert again.prefs.notices == [], "said once: the values set aside are not said again at the next start"
    close_clean(qtbot, again)


def test_a_mistakes_deck_that_cannot_be_saved_is_said_at_once_and_kept_in_the_session(qtbot, window, monkeypatch):
    """Found by QA: with a data folder that could not be written, a practice mistake went into the
    deck shown, the save failed without a word, and the next start had lost it."""
    import errno

    from PySide6.QtWidgets import QApplication

    from texas42_qt.trainer import mistakes

    w = window
    deck = w.statistics.deck
    assert deck is not None
    failing = [True]
    write = mistakes.write_atomic

    def refuse(path: Path, text: str) -> None:
        if failing[0]:
            raise PermissionError(errno.EACCES, "Permission denied", str(path) + ".123.tmp")
        write(path, text)

    monkeypatch.setattr(mistakes, "write_atomic", refuse)

    def answer(n: int, lost: float) -> None:  # written by the deck's thread; its notice comes back queued
        deck.answered(mistakes.Card("play", n, 0, "any", "any", {}, lost), lost, True)
        deck.writer.flush()
        QApplication.processEvents()

    answer(1, 0.3)
    shown = w.status.text()
    assert "mistakes deck could not be saved" in shown and str(deck.path.parent) in shown
    assert "(permission is refused)" in shown and ".tmp" not in shown and "until you quit" in shown
    assert len(deck) == 1, "the session keeps it"
    w.status.say("")
    answer(2, 0.4)
    assert "could not be saved" not in w.status.text(), "said once"
    failing[0] = False
    answer(3, 0.5)  # the folder works again
    assert len(Deck(deck.path)) == 3, "a save that works writes the mistakes held back"
    failing[0] = True
    answer(4, 0.6)
    assert "could not be saved" in w.status.text(), "news again after a save that worked"


def test_the_windows_mistakes_deck_is_written_off_the_gui_thread_and_on_disk_when_the_app_quits(qtbot, tmp_path,
                                                                                                 monkeypatch):
    """Found by bench/long_use.py: a full deck took about 7 ms to make into JSON and write, on the GUI
    thread, at every scored hand, review and practice answer. The window's deck writes on a thread of
    its own, in order; quitting waits for it; a change after that is written at once."""
    import threading

    from gui_helpers import close_clean, make_window

    from texas42_qt.trainer import mistakes

    writers: list[str] = []
    write = mistakes.write_atomic

    def noted(path: Path, text: str) -> None:
        writers.append(threading.current_thread().name)
        write(path, text)

    monkeypatch.setattr(mistakes, "write_atomic", noted)
    w = make_window(qtbot, tmp_path)
    deck = w.statistics.deck
    assert deck is not None
    for n in range(5):
        deck.answered(mistakes.Card("play", n, 0, "any", "any", {}, 0.3 + n / 10), 0.3 + n / 10, True)
    close_clean(qtbot, w)
    assert len(writers) == 5 and all(name.startswith("texas42-deck") for name in writers), writers
    assert [c.seed for c in Deck(deck.path).worst("play")] == [4, 3, 2, 1, 0], "all five, the last write last"
    deck.answered(mistakes.Card("play", 9, 0, "any", "any", {}, 0.9), 0.9, True)
    assert writers[-1] == threading.current_thread().name and len(Deck(deck.path)) == 6


def test_a_deck_that_cannot_be_made_into_json_is_said_not_lost_in_silence(tmp_path, monkeypatch):
    """Found by a review of the writer's thread: an error other than the disk's (a card the JSON writer
    refuses) vanished on that thread, and every later save failed without a word."""
    from texas42_qt.trainer import mistakes

    real = mistakes.to_json
    monkeypatch.setattr(mistakes, "to_json", lambda c: real(c) if c.seed != 2 else {"bad": object()})
    deck = Deck(tmp_path / "mistakes.json", background=True)
    told: list[str] = []
    deck.listener = told.append
    for n in (1, 2):
        deck.answered(mistakes.Card("play", n, 0, "any", "any", {}, n / 10), n / 10, True)
    deck.writer.close()
    assert len(told) == 1 and "could not be saved" in told[0] and "an error in Texas 42 itself: TypeError" in told[0]
    assert len(deck) == 2 and len(Deck(deck.path)) == 1, "the session keeps it; the file keeps what was saved"


def test_statistics_that_cannot_be_written_are_said_at_once_and_kept(qtbot, window):
    from gui_helpers import play_hand, setup_for

    from texas42_qt.engine import Rules

    w = window
    assert w.stats is not None
    w.stats.db.execute("PRAGMA query_only=1")  # as a file made read-only under the running app (root ignores chmod)
    w.start_game(setup_for(Rules(), seed=4))
    play_hand(qtbot, w)
    assert "Statistics could not be saved" in w.status.text()
    assert w.stats.bids_by_contract() == [] and w.stats._pending
    w.stats.db.execute("PRAGMA query_only=0")  # writable again: the hand held back is written
    w.stats.record_game("42", "easy", True, 7, 3)
    assert sum(r.bid for r in w.stats.bids_by_contract()) + w.stats.defence()[0] >= 1


@pytest.mark.parametrize("damage", ["missing", "junk"])
def test_a_missing_or_damaged_catalogue_is_said(qapp, tmp_path, monkeypatch, damage):
    from texas42_qt.gui import i18n

    qm = tmp_path / "texas42_vi.qm"
    if damage == "junk":
        qm.write_bytes(b"\x00not a catalogue" * 10)
    monkeypatch.setattr(i18n, "catalogue_path", lambda code: qm)
    try:
        assert i18n.install(qapp, "vi") == "vi"
        assert "Tiếng Việt" in i18n.problem and "English" in i18n.problem
    finally:
        monkeypatch.undo()
        i18n.install(qapp, "en")
    assert i18n.problem == ""


# ------------------------------------------------------------------ a game in progress is never lost


def test_a_record_opened_at_start_keeps_the_saved_game(qtbot, tmp_path):
    """`texas42 FILE` (a double-clicked record) over a saved game: the saved game is kept."""
    from gui_helpers import close_clean, open_and_wait, settings_at

    from texas42_qt.engine import record
    from texas42_qt.gui.mainwindow import MainWindow

    saved = _saved_game(qtbot, tmp_path)
    w = MainWindow(settings_at(tmp_path), tmp_path / "data", ai_factory=_easy, open_path=RECORD_PATH)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.files.opened) as opened:
        w.show()
    assert opened.args == [True]
    kept = list((tmp_path / "data" / "kept games").glob("*.t42"))
    assert len(kept) == 1 and "kept" in w.status.text() and kept[0].name in w.status.text()
    # named for the game (found by playing: "game-20261205-153922.t42" said nothing of it)
    assert kept[0].name.startswith("Texas 42, hand 1, Us 0 · Them 0, 20"), kept[0].name  # (the score: found by QA)
    assert open_and_wait(qtbot, w, kept[0])
    assert record.dumps(w.controller.state) == saved, "the kept game is the game in progress, back"
    close_clean(qtbot, w)


def _dealing(seed: int):
    """A New game dialog that deals a game of `seed` at once, as if Deal were pressed."""
    from gui_helpers import setup_for

    from texas42_qt.engine import Rules

    class Dialog:
        def __init__(self, *_):
            pass

        def exec(self) -> bool:
            return True

        def setup(self):
            return setup_for(Rules(), seed=seed)

        def deleteLater(self) -> None:  # noqa: N802 (Qt's name)
            pass

    return Dialog


def _after_one_step(qtbot, tmp_path):
    """A window playing a game (seed 4) after one step of the user's, and that game's record."""
    from gui_helpers import make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    return w, record.dumps(w.controller.state)


@pytest.mark.parametrize("route", ["texas42 FILE", "Game > Open", "dropped"])
def test_a_record_opened_over_a_game_in_progress_keeps_it(qtbot, tmp_path, monkeypatch, route):
    """Game > Open also asked whether to end the game in progress, then kept it: now it only keeps it.
    A record dropped on the window opens the same way (found by QA: a drop did nothing)."""
    from gui_helpers import close_clean, drop_files, make_window, open_and_wait
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from texas42_qt.engine import record

    w, before = _after_one_step(qtbot, tmp_path)
    assert w.game_in_progress()
    if route == "texas42 FILE":
        assert open_and_wait(qtbot, w, RECORD_PATH)
    elif route == "dropped":
        asked = []
        monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2])))
        with qtbot.waitSignal(w.files.opened) as opened:
            assert drop_files(w.table.viewport(), [RECORD_PATH])  # where a drop lands: on the table
        assert opened.args == [True] and asked == []
        assert w.prefs.games_folder == Path(RECORD_PATH).parent  # as Open remembers the folder
    else:
        asked: list[str] = []
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(RECORD_PATH), "")))
        no = QMessageBox.StandardButton.No
        monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2]) or no))
        with qtbot.waitSignal(w.files.opened) as opened:
            w.files.open_dialog()
        assert opened.args == [True] and asked == []
    kept = list((tmp_path / "data" / "kept games").glob("*.t42"))
    assert len(kept) == 1 and record.dumps(record.read_file(kept[0]).state) == before
    # said once, with where the game went (found by QA: "Opened a.t42. Opened a.t42. Your game … was kept")
    said = w.status.text()
    assert said.count("Opened bid_84_made.t42.") == 1 and f"was kept as {kept[0].name}" in said, said
    opened_game = record.dumps(w.controller.state)
    close_clean(qtbot, w)
    # Quit before a move, the next start resumes the game opened (found by QA: the one it replaced)
    again = make_window(qtbot, tmp_path, offer_resume=True)
    with qtbot.waitSignal(again.files.resumed):
        again.resume_bar.resume.click()
    assert record.dumps(again.controller.state) == opened_game
    # The kept game comes back as it was played: its seats and practice (found by QA: with the
    # preferences' seats, and a seating file beside it that could not be read was met in silence)
    again.prefs.set_last_levels(["hard", "normal", "normal", "normal"])
    copy = kept[0].with_name("copy.t42")
    copy.write_bytes(kept[0].read_bytes())
    copy.with_suffix(".session.json").write_text("{garbage")
    assert open_and_wait(qtbot, again, kept[0])
    assert [seat.level for seat in again.controller.seats] == [None, "easy", "easy", "easy"]
    assert record.dumps(again.controller.state) == before and again.controller.undo_allowed
    # brought back, it is the game in progress, no longer a kept one (found by QA: it stood twice)
    qtbot.waitUntil(lambda: not kept[0].exists() and not kept[0].with_suffix(".session.json").exists())
    assert open_and_wait(qtbot, again, copy)
    # without its seating, the record still says who played (not the preferences' Hard and Normals)
    assert "The seating kept in" in again.status.text() and "computer players its record names" in again.status.text()
    assert [seat.level for seat in again.controller.seats] == [None, "easy", "easy", "easy"]
    close_clean(qtbot, again)


def _played_hands(path: Path, seed: int, hands: int) -> list[object]:
    """A record of a game of four Easy seats (`seed`) after `hands` hands, the next dealt; its hands' deals."""
    from helpers import easy_game

    from texas42_qt.engine import record

    game = easy_game(seed, hands, dealt=True)
    record.save(path, game, ["You", "West", "Partner", "East"])
    return [hand["deal"] for hand in json.loads(path.read_text())["hands"]]


def test_a_record_opened_over_a_game_with_finished_hands_is_saved_whole(qtbot, tmp_path):
    """Found by QA: with finished hands on the table, a record opened over them was autosaved as the
    old game's first hands and the opened game's last; the next start called the save damaged and
    began a new game (the opened game lost)."""
    from gui_helpers import close_clean, make_window, open_and_wait

    from texas42_qt.engine import record

    first, second = tmp_path / "first.t42", tmp_path / "second.t42"
    deals_first, deals_second = _played_hands(first, 12, 3), _played_hands(second, 31, 2)
    assert deals_first[0] != deals_second[0]
    autosave = tmp_path / "data" / "autosave.t42"

    def saved_deals() -> list[object]:
        try:
            return [hand["deal"] for hand in json.loads(autosave.read_text())["hands"]]
        except (OSError, ValueError):
            return []

    w = make_window(qtbot, tmp_path)
    for path, deals in ((first, deals_first), (second, deals_second)):
        assert open_and_wait(qtbot, w, path)
        w.files.autosave()  # (as the next move does)
        qtbot.waitUntil(lambda deals=deals: saved_deals() == deals)
    close_clean(qtbot, w)
    assert record.read_file(autosave).damage is None


@pytest.mark.parametrize("route", ["Game > New game", "Game > Rematch"])
def test_a_new_game_keeps_the_game_in_progress(qtbot, tmp_path, monkeypatch, route):
    """Found by QA: Game > New game asked "Go on?" and then lost the game in progress, where
    `--new` and the resume offer's New game keep it (Game > Rematch mid-game lost it without a
    word). Now it is kept too, with no question but the dialog's own Cancel."""
    from gui_helpers import close_clean
    from PySide6.QtWidgets import QMessageBox

    import texas42_qt.gui.mainwindow as mainwindow
    from texas42_qt.engine import record

    w, before = _after_one_step(qtbot, tmp_path)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2])))

    monkeypatch.setattr(mainwindow, "NewGameDialog", _dealing(77))
    w.new_game_dialog() if route == "Game > New game" else w.menu.rematch.trigger()
    qtbot.waitUntil(lambda: w.controller.state.seed == 77 if route == "Game > New game" else not w.game_in_progress())
    kept = list((tmp_path / "data" / "kept games").glob("*.t42"))
    assert asked == [] and len(kept) == 1 and record.dumps(record.read_file(kept[0]).state) == before
    assert kept[0].name in w.status.text()
    close_clean(qtbot, w)


def _easy(level: str, seed: int, name: str):
    from gui_helpers import easy_factory

    return easy_factory(level, seed, name)


RECORD_PATH = str(__import__("pathlib").Path(__file__).parent / "records" / "bid_84_made.t42")


# ------------------------------------------------------------------ one app per user


def test_a_second_start_hands_its_file_to_the_running_copy(qtbot, tmp_path):
    import subprocess
    import sys

    from texas42_qt.gui.instance import SingleInstance

    first = SingleInstance(tmp_path)
    assert first.claim()
    got: list[str] = []
    first.attach(got.append)
    second = SingleInstance(tmp_path)
    assert not second.claim(), "the lock is held: a second copy never writes the same files"
    code = ("import sys; from pathlib import Path; from texas42_qt.gui.instance import hand_over; "
            "sys.exit(0 if hand_over(Path(sys.argv[1]), sys.argv[2]) else 3)")
    with qtbot.waitSignal(first.received, timeout=20_000) as handed:
        process = subprocess.Popen([sys.executable, "-c", code, str(tmp_path), RECORD_PATH])
    assert process.wait(timeout=20) == 0
    assert handed.args == [RECORD_PATH] and got == [RECORD_PATH]
    first.release()
    assert second.claim(), "the lock is free once the first copy ends"
    second.release()


def test_a_lock_left_by_a_killed_copy_does_not_stop_the_next_start(tmp_path):
    import subprocess
    import sys

    from texas42_qt.gui.instance import SingleInstance

    code = ("import os, sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication; "
            "from texas42_qt.gui.instance import SingleInstance; app = QCoreApplication([]); "
            "i = SingleInstance(Path(sys.argv[1])); assert i.claim(); os._exit(0)")  # killed: no unlock
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=True, timeout=30)
    assert (tmp_path / "texas42.lock").exists()
    again = SingleInstance(tmp_path)
    assert again.claim()
    again.release()


@pytest.mark.skipif(__import__("os").name != "posix", reason="a process's id tells a killed write's file on POSIX")
def test_the_temporary_files_of_killed_writes_are_tidied_at_the_next_start(tmp_path):
    """Found by killing the app while it wrote (kill -9): a temporary file was left beside the
    mistakes deck, the practice sessions and a kept game at each kill, and they piled up; only
    the autosave's were tidied. A write still running, or a file of another name, is left."""
    import os
    import subprocess
    import sys
    import time

    from texas42_qt.gui.saves import KEPT, AutoSaver

    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], check=True,
                           capture_output=True, text=True, timeout=30)
    dead, alive = int(ended.stdout), os.getppid()
    kept = tmp_path / KEPT
    kept.mkdir()
    killed = [tmp_path / f"mistakes.json.{dead}.a1b2c3d4.tmp", tmp_path / f"practice-play.json.{dead}.k_9zz0qx.tmp",
              kept / f"Moon, hand 3, 2026-12-05 15.39.22.t42.{dead}.00000000.tmp",
              tmp_path / f"autosave.t42.{dead}.abcdefgh.tmp", tmp_path / f"practice-bidding.json.{alive}.old12345.tmp"]
    running = tmp_path / f"mistakes.json.{alive}.fresh123.tmp"
    others = [tmp_path / "notes.tmp", tmp_path / "mistakes.json.tmp", kept / f"x.{dead}.short.tmp", running]
    for path in killed + others:
        path.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(killed[-1], (an_hour_ago, an_hour_ago))  # a live process's id, but long left: a killed copy's, the id reused
    AutoSaver(tmp_path).close()
    assert [p.name for p in killed if p.exists()] == []
    assert [p.name for p in others if not p.exists()] == []


def _ended_pid() -> int:
    """The id of a process that has ended."""
    import subprocess
    import sys

    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], check=True,
                           capture_output=True, text=True, timeout=30)
    return int(ended.stdout)


@pytest.mark.skipif(__import__("os").name != "posix", reason="a process's id tells a killed write's file on POSIX")
def test_a_save_in_the_users_folder_tidies_only_what_killed_saves_of_that_file_left(tmp_path):
    """Found by killing the app during Game > Save game as: NAME.<pid>.<random>.tmp stayed beside
    the user's game for good (only the data folder is tidied at start). The user's folder is never
    swept: the next save of that file removes its own leftovers, once their writer has ended and
    they are over a minute old (a folder may be shared with another machine, where an id says nothing)."""
    import os
    import time

    from texas42_qt.engine import atomic

    dead, alive = _ended_pid(), os.getppid()
    game = tmp_path / "Moon 2026-12-05.t42"
    killed = tmp_path / f"{game.name}.{dead}.a1b2c3d4.tmp"
    others = [tmp_path / f"{game.name}.{dead}.fresh123.tmp",  # killed a moment ago, or another machine's write
              tmp_path / f"{game.name}.{alive}.k_9zz0qx.tmp",  # a write still running
              tmp_path / f"other.t42.{dead}.abcdefgh.tmp", tmp_path / f"Moon 2026-12-05.t42x.{dead}.abcdefgh.tmp",
              tmp_path / f"{game.name}.bak", tmp_path / "notes.tmp"]
    for path in [killed, *others]:
        path.write_text("{")
    an_hour_ago = time.time() - 3600
    for path in [killed, *others[1:]]:
        os.utime(path, (an_hour_ago, an_hour_ago))
    atomic.write_atomic(game, "a game")
    assert game.read_text() == "a game" and not killed.exists()
    assert [p.name for p in others if not p.exists()] == []
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in [game, *others])


@pytest.mark.skipif(__import__("os").name != "posix", reason="a process's id tells a killed write's file on POSIX")
def test_save_game_as_and_open_game_tidy_the_leftovers_of_their_file(qtbot, tmp_path):
    import os
    import time

    from gui_helpers import close_clean, make_window, open_and_wait

    w = make_window(qtbot, tmp_path)
    folder = tmp_path / "Trò chơi"
    folder.mkdir()
    game = folder / "ván 1.t42"
    dead, an_hour_ago = _ended_pid(), time.time() - 3600

    def killed_save(tag: str):
        path = folder / f"{game.name}.{dead}.{tag}.tmp"
        path.write_text("{")
        os.utime(path, (an_hour_ago, an_hour_ago))
        return path

    left = killed_save("saving00")
    assert w.files.save_file(game) and not left.exists()
    left = killed_save("opening0")
    assert open_and_wait(qtbot, w, game) and not left.exists()
    assert [p.name for p in folder.iterdir()] == [game.name]
    close_clean(qtbot, w)


def test_a_handed_file_is_opened_in_the_running_window(qtbot, window):

    w = window
    with qtbot.waitSignal(w.files.opened) as opened:
        w.open_from_elsewhere(RECORD_PATH)
    assert opened.args == [True]


def test_a_second_damaged_statistics_file_never_overwrites_the_first(tmp_path):
    from texas42_qt.trainer.stats import Stats

    for junk in (b"one" * 300, b"two" * 300):
        (tmp_path / "stats.sqlite").write_bytes(junk)
        Stats(tmp_path / "stats.sqlite").close()
    kept = sorted(p.read_bytes()[:3] for p in tmp_path.glob("stats.sqlite.damaged-*") if not p.name.endswith(("-wal", "-shm")))
    assert kept == [b"one", b"two"]


def test_a_folder_where_no_lock_can_be_made_does_not_stop_the_game(tmp_path):
    from texas42_qt.gui.instance import SingleInstance

    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert SingleInstance(blocked / "data").claim()


def test_save_as_a_name_without_t42_asks_before_replacing_that_t42(qtbot, tmp_path, monkeypatch):
    """Found by QA: Save game as "ván đầu tiên" (no .t42) replaced "ván đầu tiên.t42" without a word:
    the dialog asked only about the name as typed, and ".t42" was added after."""
    from gui_helpers import close_clean, make_window, setup_for, wait_for_user
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules.preset("Moon"), seed=4))
    wait_for_user(qtbot, w)
    folder = tmp_path / "Trò chơi"
    folder.mkdir()
    earlier = folder / "ván đầu tiên.t42"
    earlier.write_text("an earlier game")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(folder / "ván đầu tiên"), "")))
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2]) or answer[0]))
    w.files.save_dialog()
    assert len(asked) == 1 and "ván đầu tiên.t42 already exists" in asked[0]
    assert earlier.read_text() == "an earlier game" and sorted(p.name for p in folder.iterdir()) == [earlier.name]
    answer[0] = QMessageBox.StandardButton.Yes
    w.files.save_dialog()
    assert record.read_file(earlier).state == w.controller.state, "replaced once the user says so"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(folder / "new one"), "")))
    w.files.save_dialog()
    assert len(asked) == 2 and (folder / "new one.t42").exists(), "a name no file has: nothing to ask"
    close_clean(qtbot, w)


def test_open_and_save_start_in_the_folder_last_used_with_a_name_for_the_game(qtbot, tmp_path, monkeypatch):
    """Each began at home with "game.t42", wherever the last game went."""
    from gui_helpers import close_clean, make_window, setup_for, wait_for_user
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules.preset("Moon"), seed=4))
    wait_for_user(qtbot, w)
    folder = tmp_path / "my games"
    folder.mkdir()
    offered: list[str] = []

    def save_as(*args, **kwargs):
        offered.append(args[2])
        return str(folder / f"game {len(offered)}"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    w.files.save_dialog()
    assert record.read_file(folder / "game 1.t42").state.rules.variant.value == "moon"
    w.files.save_dialog()
    first, second = (Path(p) for p in offered)
    assert first.parent == Path.home() and first.name.startswith("Moon ") and first.suffix == ".t42"
    assert second.parent == folder, "the folder last saved to"
    # A folder that refused the save is not remembered (found by QA)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "none" / "x"), "")))
    monkeypatch.setattr(w, "show_error", lambda text: None)
    w.files.save_dialog()
    assert w.prefs.games_folder == folder
    w.prefs.games_folder = tmp_path / "gone"  # a folder since removed: home again
    assert w.prefs.games_folder == Path.home()
    close_clean(qtbot, w)


def test_save_waits_for_a_game_on_the_table(qtbot, tmp_path):
    """Under the resume offer Save wrote a record of no hands and said "Saved"; Rematch, Undo, Next
    hand and Lay down were there to click and did nothing."""
    from gui_helpers import close_clean, make_window, setup_for, wait_for_user

    from texas42_qt.engine import Rules

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    assert w.menu.save.isEnabled()
    close_clean(qtbot, w)
    again = make_window(qtbot, tmp_path, offer_resume=True)
    assert again.resume_bar.isVisible() and not again.menu.save.isEnabled()
    m = again.menu
    assert not any(a.isEnabled() for a in (m.rematch, m.undo, m.next, m.claim)), "nothing they could do yet"
    # No sides on the empty score sheet yet (Us and Them stood there over a Moon game on offer)
    assert again.score_model.columnCount() == 2
    with qtbot.waitSignal(again.files.resumed):
        again.resume_bar.resume.click()
    assert again.menu.save.isEnabled() and again.score_model.side_names() == ["Us", "Them"]
    close_clean(qtbot, again)


def test_the_hint_panel_under_the_resume_offer_says_there_is_nothing_to_hint(qtbot, tmp_path):
    """Found by QA: under the resume offer, no game on the table, the Hint panel read "On your turn,
    Hint (H) shows ...", and H said a hint is for one's turn; it says there is nothing to hint, and
    once the game is resumed the panel is as in any game."""
    from gui_helpers import close_clean, make_window, setup_for, wait_for_user

    from texas42_qt.engine import Rules
    from texas42_qt.gui.hintview import idle_text

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    close_clean(qtbot, w)
    again = make_window(qtbot, tmp_path, offer_resume=True)
    assert again.resume_bar.isVisible()
    nothing = "No game is on the table, so there is nothing to hint"
    assert not again.menu.hint.isEnabled() and not again.hint_view.ask.isEnabled()
    assert nothing in again.hint_view.summary.text() and idle_text() not in again.hint_view.summary.text()
    said: list[str] = []
    again.hints.say = said.append
    again.hints.request()
    assert said and nothing in said[0]
    with qtbot.waitSignal(again.files.resumed):
        again.resume_bar.resume.click()
    wait_for_user(qtbot, again)
    assert again.menu.hint.isEnabled() and again.hint_view.summary.text() == idle_text()
    close_clean(qtbot, again)


@pytest.mark.parametrize("route", ["offer", "--new"])
def test_new_game_on_the_resume_offer_or_at_start_keeps_the_saved_game(qtbot, tmp_path, route):
    """Found by QA: one click on the resume offer's New game lost the saved game, with no
    question, where Open keeps the game it replaces; later `texas42 --new` did too."""
    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    saved = record.dumps(w.controller.state)
    close_clean(qtbot, w)
    again = make_window(qtbot, tmp_path, offer_resume=route == "offer")
    if route == "offer":
        again.resume_bar.new.click()
    kept_dir = tmp_path / "data" / "kept games"
    qtbot.waitUntil(lambda: again.controller.started and any(kept_dir.glob("*.t42")))
    kept = list(kept_dir.glob("*.t42"))
    assert len(kept) == 1 and record.dumps(record.read_file(kept[0]).state) == saved
    assert record.dumps(again.controller.state) != saved
    assert "Kept games brings it back" in again.status.text()
    close_clean(qtbot, again)


@pytest.mark.parametrize("answer", ["keep", "replace"])
@pytest.mark.parametrize("route", ["offer", "--new"])
def test_a_saved_game_that_cannot_be_kept_is_replaced_only_when_the_user_says_so(qtbot, tmp_path, monkeypatch,
                                                                                 route, answer):
    """Found by QA: with a kept games folder that could not be written, New game on the resume
    offer (or `texas42 --new`) replaced the saved game without a word."""
    from gui_helpers import close_clean, make_window

    from texas42_qt.engine import record
    from texas42_qt.gui.gamefiles import GameFiles

    saved = _saved_game(qtbot, tmp_path)
    (tmp_path / "data" / "kept games").write_text("a file where the folder goes")
    asked: list[str] = []
    monkeypatch.setattr(GameFiles, "_ask", lambda self, q, go, stay: asked.append(q) or answer == "replace")
    w = make_window(qtbot, tmp_path, offer_resume=route == "offer")
    if route == "offer":
        w.resume_bar.new.click()
    qtbot.waitUntil(lambda: bool(asked))
    assert "would replace it for good" in asked[0] and "kept games" in asked[0]
    if answer == "keep":
        qtbot.waitUntil(lambda: w.resume_bar.isVisible())
        assert not w.controller.started
        w.saver.flush()
        assert record.dumps(record.read_file(tmp_path / "data" / "autosave.t42").state) == saved
        with qtbot.waitSignal(w.files.resumed):
            w.resume_bar.resume.click()
        assert record.dumps(w.controller.state) == saved
    else:
        qtbot.waitUntil(lambda: w.controller.started)
        assert record.dumps(w.controller.state) != saved
    close_clean(qtbot, w)


@pytest.mark.parametrize("answer", ["keep", "replace"])
def test_a_game_in_progress_that_cannot_be_kept_is_replaced_by_a_record_only_when_the_user_says_so(
        qtbot, tmp_path, monkeypatch, answer):
    """Found by QA: with a kept games folder that could not be written, `texas42 FILE` replaced
    the game in progress without a word."""
    from gui_helpers import close_clean, open_and_wait

    from texas42_qt.engine import record
    from texas42_qt.gui.gamefiles import GameFiles

    w, before = _after_one_step(qtbot, tmp_path)
    (tmp_path / "data" / "kept games").write_text("a file where the folder goes")
    asked: list[str] = []
    monkeypatch.setattr(GameFiles, "_ask", lambda self, q, go, stay: asked.append(q) or answer == "replace")
    opened = open_and_wait(qtbot, w, RECORD_PATH)
    assert len(asked) == 1 and "bid_84_made.t42 would replace it for good" in asked[0]
    assert opened == (answer == "replace")
    assert (record.dumps(w.controller.state) == before) == (answer == "keep")
    if answer == "keep":
        assert w.status.text() == "bid_84_made.t42 was not opened."
    close_clean(qtbot, w)


@pytest.mark.parametrize("route", ["offer", "Game > New game", "Game > Open", "a new game never saved"])
def test_where_nothing_can_be_saved_the_question_says_the_saved_game_stays(qtbot, tmp_path, monkeypatch, route):
    """Found by playing with a read-only data folder: New game asked whether "a new game would
    replace it for good", but the autosave could not be written either: the saved game stayed, and
    the next start offered it again. The question says so, and what is lost of the game since."""
    import errno

    from gui_helpers import close_clean, make_window, open_and_wait, user_step, wait_for_user

    import texas42_qt.gui.saves as saves
    from texas42_qt.engine import Phase, record
    from texas42_qt.gui.gamefiles import GameFiles

    saved = _saved_game(qtbot, tmp_path)
    data = tmp_path / "data"
    write = saves.write_atomic

    def read_only(path: Path, text: str) -> None:
        if Path(path).parent in (data, data / "kept games"):
            raise PermissionError(errno.EACCES, "Permission denied")
        write(path, text)

    monkeypatch.setattr(saves, "write_atomic", read_only)
    asked: list[tuple[str, str]] = []
    monkeypatch.setattr(GameFiles, "_ask", lambda self, q, go, stay: asked.append((q, stay)) or True)
    w = make_window(qtbot, tmp_path, offer_resume=True)
    loss = ""
    if route == "offer":
        w.resume_bar.new.click()
    elif route == "a new game never saved":  # (the autosave holds the game before it)
        w.resume_bar.new.click()
        qtbot.waitUntil(lambda: bool(asked) and w.controller.started)
        asked.clear()
        wait_for_user(qtbot, w)
        user_step(qtbot, w)
        wait_for_user(qtbot, w)
        qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
        loss = " Your game in progress would be lost: it could not be saved."
        w.files.new_game(w.start_default_game)
    else:
        with qtbot.waitSignal(w.files.resumed):
            w.resume_bar.resume.click()
        assert w.controller.state.phase is Phase.BID and w.controller.state.hand_index == 0
        user_step(qtbot, w)  # not saved
        wait_for_user(qtbot, w)
        qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
        loss = " The moves made in your game since its last save would be lost: it resumes from the bidding of hand 1."
        if route == "Game > New game":
            w.files.new_game(w.start_default_game)
        else:
            assert open_and_wait(qtbot, w, RECORD_PATH)
    qtbot.waitUntil(lambda: bool(asked))
    replacing = "opening bid_84_made.t42" if route == "Game > Open" else "a new game"
    assert asked == [(f"The saved game could not be copied to {data / 'kept games'} (permission is refused), but "
                      f"{replacing} cannot replace it either: nothing can be saved in {data} now, so the next start "
                      f"offers the saved game again.{loss}",
                      {"Game > Open": "Keep my game", "offer": "Back to the saved game"}.get(route, "Back to the game"))]
    qtbot.waitUntil(lambda: w.controller.started and record.dumps(w.controller.state) != saved)
    w.saver.flush()
    assert record.dumps(record.read_file(data / "autosave.t42").state) == saved, "it stayed"
    close_clean(qtbot, w)


def test_where_nothing_can_be_saved_back_from_the_offer_s_new_game_goes_to_the_offer(qtbot, tmp_path, monkeypatch):
    """Found by playing with a read-only data folder: New game on the resume offer asked, and its
    "Back to the game" went back to the offer, no game: it is named for the saved game it shows."""
    import errno

    from gui_helpers import close_clean, make_window

    import texas42_qt.gui.saves as saves
    from texas42_qt.gui.gamefiles import GameFiles

    _saved_game(qtbot, tmp_path)
    data = tmp_path / "data"
    write = saves.write_atomic

    def read_only(path: Path, text: str) -> None:
        if Path(path).parent in (data, data / "kept games"):
            raise PermissionError(errno.EACCES, "Permission denied")
        write(path, text)

    monkeypatch.setattr(saves, "write_atomic", read_only)
    stays: list[str] = []
    monkeypatch.setattr(GameFiles, "_ask", lambda self, q, go, stay: stays.append(stay) and False)
    w = make_window(qtbot, tmp_path, offer_resume=True)
    w.resume_bar.new.click()
    qtbot.waitUntil(lambda: bool(stays) and not w.files._opening.busy)
    assert stays == ["Back to the saved game"]
    assert w.resume_bar.isVisible() and not w.controller.started, "the offer again, no game"
    close_clean(qtbot, w)


def test_a_save_can_be_written_only_where_a_file_can_be_made(tmp_path):
    from texas42_qt.gui.saves import AutoSaver

    assert AutoSaver(tmp_path / "data").can_write() and list((tmp_path / "data").iterdir()) == []
    (tmp_path / "file").write_text("a file where the folder goes")
    assert not AutoSaver(tmp_path / "file").can_write()


def test_a_damaged_save_that_cannot_be_moved_is_not_said_to_be(qtbot, tmp_path, monkeypatch):
    """Found by QA: in a folder that would not let it be moved, the damaged save was said to be set aside."""
    from gui_helpers import close_clean, make_window

    from texas42_qt import datafile

    _saved_game(qtbot, tmp_path)
    (tmp_path / "data" / "autosave.t42").write_text("{ not json")
    monkeypatch.setattr(datafile, "set_aside", lambda path, tag: None)
    w = make_window(qtbot, tmp_path, offer_resume=True)
    qtbot.waitUntil(lambda: "could not be moved aside" in w.last_error)
    assert "set aside" not in w.last_error
    close_clean(qtbot, w)


def test_a_damaged_save_is_not_offered_it_is_set_aside_and_named(qtbot, tmp_path):
    """Found by QA: a damaged autosave was offered with a Resume button, refused only on the click,
    and the message did not say where it went."""
    from gui_helpers import close_clean, make_window

    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.t42").write_text("{ not json")
    w = make_window(qtbot, tmp_path, offer_resume=True)
    qtbot.waitUntil(lambda: w.controller.started and not w.resume_bar.isVisible())
    aside = list(data.glob("autosave.t42.bad-*"))
    assert [p.read_text() for p in aside] == ["{ not json"]
    assert "cannot be read" in w.last_error and aside[0].name in w.last_error and str(data) in w.last_error
    close_clean(qtbot, w)


def _saved_after_six_steps(qtbot, tmp_path) -> Path:
    """The autosave of a game (seed 4) after six of the user's steps, the window closed."""
    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    for _ in range(6):
        wait_for_user(qtbot, w)
        user_step(qtbot, w)
    wait_for_user(qtbot, w)
    close_clean(qtbot, w)
    return tmp_path / "data" / "autosave.t42"


def test_a_save_cut_short_resumes_at_its_last_move_that_can_be_read(qtbot, tmp_path):
    """Found by QA: a save cut short (3,428 bytes to 1,500) lost the whole game, with a message
    quoting the JSON parser. The game now resumes as far as it can be read, and says so."""
    from gui_helpers import close_clean, make_window

    from texas42_qt.engine import record

    save = _saved_after_six_steps(qtbot, tmp_path)
    whole = save.read_bytes()
    full = record.loads(whole).state.actions
    save.write_bytes(whole[: len(whole) * 3 // 4])
    again = make_window(qtbot, tmp_path, offer_resume=True)
    with qtbot.waitSignal(again.files.resumed) as resumed:
        again.resume()
    assert resumed.args == [True]
    actions = again.controller.state.actions
    assert 0 < len(actions) < len(full) and actions == full[: len(actions)]
    assert again.last_error.startswith("The saved game was damaged: it resumes at the last move that could be read")
    assert "(the text is damaged or cut short: it stops making sense at line" in again.last_error
    assert [p.read_bytes() for p in save.parent.glob("autosave.t42.bad-*")] == [whole[: len(whole) * 3 // 4]]
    assert record.loads(save.read_bytes()).state.actions == actions  # the save holds what was read
    close_clean(qtbot, again)


def test_a_save_with_a_move_the_rules_refuse_resumes_before_it_and_says_so_everywhere(qtbot, tmp_path):
    """Found by QA: one illegal move in a save (valid JSON) lost the whole game; the resume offer
    gave no hint of damage; and the damaged save, kept by New game, could not be opened again
    from Kept games. Each route now reads the game up to the move before the damage."""
    import json

    from gui_helpers import close_clean, make_window

    save = _saved_after_six_steps(qtbot, tmp_path)
    doc = json.loads(save.read_text())
    moves = doc["hands"][-1]["actions"]
    cut = len(moves) - 2
    moves[cut] = {"seat": moves[cut]["seat"], "bid": 1}  # no bid of 1 at any point of a hand
    save.write_text(json.dumps(doc))
    again = make_window(qtbot, tmp_path, offer_resume=True)
    qtbot.waitUntil(lambda: "damaged: it resumes at its last move that can be read" in again.resume_bar.label.text())
    damaged = tmp_path / "damaged.t42"
    damaged.write_text(json.dumps(doc))
    with qtbot.waitSignal(again.files.opened) as opened:
        again.files.open_file(damaged)
    assert opened.args == [True]
    state = again.controller.state  # the hand up to the move before the damage
    assert state.hand_index == len(doc["hands"]) - 1 and len(state.actions) == cut
    assert again.last_error.startswith("damaged.t42 is damaged: it was opened at its last move that could be read")
    assert json.loads(damaged.read_text()) == doc  # the user's file as it was
    close_clean(qtbot, again)


WHAT_WAS_WRONG = "in hand 1 (action 7: West (Di) must follow trumps (holds 6-5, 5-2))"
"""What the app says of `_edited_record`: where it was opened, and what the rules refused there."""


def _edited_record(path: Path) -> Path:
    """A record whose 7th move the rules refuse (seat 1, West, does not follow trumps), its players named."""
    doc = json.loads((Path(__file__).parent / "records" / "invalid_follow_trumps.t42").read_text())
    doc["players"] = ["You", "Di", "Partner", "Cy"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    return path


@pytest.mark.parametrize("route", ["Game > Open", "dropped", "texas42 FILE", "Kept games", "autosave"])
def test_a_damaged_record_says_what_was_wrong_on_every_route(qtbot, tmp_path, monkeypatch, route):
    """Found by QA: a record with an illegal move was opened at its last readable move, and the box said
    only that it was damaged: the player, or whoever edited it, could not tell what was wrong."""
    from gui_helpers import close_clean, drop_files, make_window, settings_at
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.mainwindow import MainWindow

    data = tmp_path / "data"
    folder = data / ("kept games" if route == "Kept games" else "")
    path = _edited_record(folder / ("autosave.t42" if route == "autosave" else "damaged.t42"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    if route == "texas42 FILE":
        w = MainWindow(settings_at(tmp_path), data, open_path=str(path))
        qtbot.addWidget(w)
        with qtbot.waitSignal(w.files.opened) as opened:
            w.show()
    elif route == "autosave":
        w = make_window(qtbot, tmp_path, offer_resume=True)
        qtbot.waitUntil(lambda: "damaged" in w.resume_bar.label.text())
        assert "read; action 7: West (Di) must follow trumps (holds 6-5, 5-2))" in w.resume_bar.label.text()
        with qtbot.waitSignal(w.files.resumed) as opened:
            w.resume_bar.resume.click()
    else:
        w = make_window(qtbot, tmp_path)
        with qtbot.waitSignal(w.files.opened) as opened:
            if route == "Game > Open":
                w.files.open_dialog()
            elif route == "Kept games":
                w.files.kept_games_dialog()
            else:
                assert drop_files(w.table.viewport(), [path])
    assert opened.args == [True]
    assert WHAT_WAS_WRONG in w.last_error, w.last_error
    close_clean(qtbot, w)


def _seeded_record(path: Path, seed: int | None, session_seed: int | None) -> Path:
    """A record of one finished hand with `seed` (None: without the key, as records were written
    before it), and the seating beside it holding `session_seed` (None: no seating file)."""
    doc = json.loads(Path(RECORD_PATH).read_text())
    if seed is not None:
        doc["seed"] = seed
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    if session_seed is not None:
        from texas42_qt.gui.saves import session_json
        from texas42_qt.play.session import SeatConfig

        seats = [SeatConfig("You")] + [SeatConfig(name, "easy") for name in ("West", "Partner", "East")]
        path.with_suffix(".session.json").write_text(session_json(seats, True, session_seed))
    return path


@pytest.mark.parametrize("route", ["Game > Open", "dropped", "texas42 FILE", "Kept games", "autosave", "old autosave"])
def test_a_record_goes_on_from_its_own_seed_on_every_route(qtbot, tmp_path, monkeypatch, route):
    """Found by QA: a record opened dealt its next hand from a new random seed, so the same file went
    on another way at each opening. The record's seed wins over a seating's (written beside it by the
    same save); a save from before records kept the seed goes on from its seating's, as it did."""
    from gui_helpers import close_clean, drop_files, make_window, settings_at
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.mainwindow import MainWindow

    data = tmp_path / "data"
    folder = data / ("kept games" if route == "Kept games" else "")
    name = "autosave.t42" if "autosave" in route else "game.t42"
    old = route == "old autosave"
    beside = 99 if route in ("Kept games", "autosave", "old autosave") else None  # a seating kept with it
    path = _seeded_record(folder / name, None if old else 1234567, beside)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    if route == "texas42 FILE":
        w = MainWindow(settings_at(tmp_path), data, ai_factory=_easy, open_path=str(path))
        qtbot.addWidget(w)
        with qtbot.waitSignal(w.files.opened) as opened:
            w.show()
    elif "autosave" in route:
        w = make_window(qtbot, tmp_path, factory=_easy, offer_resume=True)
        qtbot.waitUntil(lambda: w.resume_bar.isVisible())
        with qtbot.waitSignal(w.files.resumed) as opened:
            w.resume_bar.resume.click()
    else:
        w = make_window(qtbot, tmp_path, factory=_easy)
        with qtbot.waitSignal(w.files.opened) as opened:
            if route == "Game > Open":
                w.files.open_dialog()
            elif route == "Kept games":
                w.files.kept_games_dialog()
            else:
                assert drop_files(w.table.viewport(), [path])
    assert opened.args == [True]
    assert w.controller.state.seed == (99 if old else 1234567)
    close_clean(qtbot, w)


EXPERTS = [None, "expert", "expert", "expert"]


def _levels_of(w) -> list:
    """The table's seats' levels, and the levels its computer players play at."""
    players = w.controller.session.players
    assert [getattr(p, "level", None) for p in players] == [s.level for s in w.controller.seats]
    return [s.level for s in w.controller.seats]


def test_a_game_saved_against_experts_opens_against_experts(qtbot, tmp_path, monkeypatch):
    """Found by a player: a game saved against three Experts (Game > Save game as), then a new game
    against Easy ones, opened against Easy ones: the record did not say who played. The New game
    dialog still offers the levels last chosen in it: the opened game's are that game's."""
    from gui_helpers import close_clean, easy_factory, make_window, user_step, wait_for_user
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.engine import Rules, record
    from texas42_qt.gui.controller import SeatConfig
    from texas42_qt.gui.dialogs import GameSetup, NewGameDialog

    asked: list[str] = []

    def factory(level: str, seed: int, name: str):  # Easy play, fast; the level each seat was built at noted
        asked.append(level)
        return easy_factory(level, seed, name)

    w = make_window(qtbot, tmp_path, factory=factory)
    experts = [SeatConfig("You")] + [SeatConfig(name, "expert") for name in ("West", "Partner", "East")]
    w.start_game(GameSetup(Rules(), experts, 4, True))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    path = tmp_path / "experts.t42"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    w.files.save_dialog()
    assert record.read_file(path).levels == EXPERTS
    saved = record.dumps(w.controller.state)
    # a new game against Easy players, as the New game dialog starts it (its levels kept for the next)
    w.prefs.set_last_levels(["you", "easy", "easy", "easy"])
    w.start_game(GameSetup(Rules(), [SeatConfig("You")] + [SeatConfig(n, "easy") for n in ("West", "Partner", "East")],
                           5, True))
    wait_for_user(qtbot, w)
    assert _levels_of(w) == [None, "easy", "easy", "easy"]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    with qtbot.waitSignal(w.files.opened) as opened:
        w.files.open_dialog()
    assert opened.args == [True] and record.dumps(w.controller.state) == saved
    assert _levels_of(w) == EXPERTS
    asked.clear()
    for _ in range(10):  # until the computer players decide again: at Expert
        wait_for_user(qtbot, w)
        if asked:
            break
        user_step(qtbot, w)
    assert asked and set(asked) == {"expert"}
    qtbot.waitUntil(lambda: any(plate.line == "Expert AI" for plate in w.table.plates()))
    assert w.prefs.last_levels(4)[1:] == ["easy", "easy", "easy"]
    dialog = NewGameDialog(w.prefs, w, w.setup.rules if w.setup else None)
    assert [box.currentData() for box in dialog.levels] == ["easy", "easy", "easy"]
    dialog.deleteLater()
    close_clean(qtbot, w)


@pytest.mark.parametrize("route", ["Game > Open", "texas42 FILE", "dropped", "Kept games", "autosave", "old kept game"])
def test_a_record_s_levels_seat_its_players_on_every_route(qtbot, tmp_path, monkeypatch, route):
    """The record's levels win over the preferences' (Normal here) and over a seating kept beside it
    (Easy here: written by the same save, it agrees, unless edited); a kept game from before records
    kept the levels has its seating's; a seat the record gives null plays at the preferences' level."""
    from gui_helpers import close_clean, drop_files, make_window, settings_at
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.gui.mainwindow import MainWindow

    data = tmp_path / "data"
    folder = data / ("kept games" if "kept" in route.lower() else "")
    name = "autosave.t42" if route == "autosave" else "game.t42"
    levels = None if route == "old kept game" else [None, "expert", None, "hard"]
    beside = 99 if route in ("Kept games", "autosave", "old kept game") else None
    path = _seeded_record(folder / name, 1234567, beside)
    if levels is not None:
        doc = json.loads(path.read_text())
        path.write_text(json.dumps(doc | {"levels": levels}))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    normal = {"last_levels": "you,normal,normal,normal"}
    if route == "texas42 FILE":
        w = MainWindow(settings_at(tmp_path, **normal), data, ai_factory=_easy, open_path=str(path))
        qtbot.addWidget(w)
        with qtbot.waitSignal(w.files.opened) as opened:
            w.show()
    elif route == "autosave":
        w = make_window(qtbot, tmp_path, factory=_easy, offer_resume=True, **normal)
        qtbot.waitUntil(lambda: w.resume_bar.isVisible())
        with qtbot.waitSignal(w.files.resumed) as opened:
            w.resume_bar.resume.click()
    else:
        w = make_window(qtbot, tmp_path, factory=_easy, **normal)
        with qtbot.waitSignal(w.files.opened) as opened:
            if route == "dropped":
                assert drop_files(w.table.viewport(), [path])
            elif route == "Game > Open":
                w.files.open_dialog()
            else:
                w.files.kept_games_dialog()
    assert opened.args == [True]
    if route == "old kept game":
        want = [None, "easy", "easy", "easy"]  # its seating's, as before
    elif beside is None:
        want = [None, "expert", "normal", "hard"]  # the preferences' where the record gives null
    else:
        want = [None, "expert", "easy", "hard"]  # the seating's where the record gives null
    assert _levels_of(w) == want
    assert w.prefs.last_levels(4)[1:] == ["normal"] * 3
    close_clean(qtbot, w)


def test_a_resumed_game_whose_seating_is_lost_keeps_its_record_s_levels(qtbot, tmp_path):
    """The autosave's record says who played: without its seating file, the game resumes against them,
    not against Hard players, and says so."""
    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules
    from texas42_qt.gui.controller import SeatConfig
    from texas42_qt.gui.dialogs import GameSetup

    w = make_window(qtbot, tmp_path)
    setup = setup_for(Rules(), seed=4)
    w.start_game(GameSetup(setup.rules, [setup.seats[0], *(SeatConfig(s.name, "normal") for s in setup.seats[1:])],
                           4, True))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    close_clean(qtbot, w)
    (tmp_path / "data" / "autosave.session.json").write_text("{garbage")
    again = make_window(qtbot, tmp_path, offer_resume=True)
    qtbot.waitUntil(lambda: again.resume_bar.isVisible())
    with qtbot.waitSignal(again.files.resumed):
        again.resume_bar.resume.click()
    assert _levels_of(again) == [None, "normal", "normal", "normal"]
    assert "resumes with the computer players its record names" in again.status.text()
    close_clean(qtbot, again)


def test_the_resume_offer_names_a_game_whose_seating_is_lost(qtbot, tmp_path):
    """The game resumes without its session file (Hard players), so the offer still names it."""
    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules

    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    close_clean(qtbot, w)
    (tmp_path / "data" / "autosave.session.json").unlink()
    again = make_window(qtbot, tmp_path, offer_resume=True)
    qtbot.waitUntil(lambda: again.resume_bar.label.text() == "A game in progress was saved: Texas 42, hand 1, Us 0 · Them 0.")
    close_clean(qtbot, again)


def test_a_damaged_saved_game_is_still_kept_under_a_plain_name(tmp_path):
    """Keeping names the game from its record; a record that cannot be read is kept all the same."""
    from texas42_qt.gui.saves import AutoSaver

    saver = AutoSaver(tmp_path)
    try:
        saver.record_path.write_bytes(b"{not json")
        kept = saver.keep()
        assert kept is not None and kept.name.startswith("game 20") and kept.read_bytes() == b"{not json"
    finally:
        saver.close()


def test_keeping_a_game_removes_the_oldest_kept_beyond_the_most_and_leaves_other_files_alone(tmp_path, monkeypatch):
    """Found by a simulated year of play (bench/long_use.py): every game replaced was kept and none
    ever removed. The newest are kept, each with its seating; a file the app did not name stays."""
    from texas42_qt.engine import GameState, Rules
    from texas42_qt.gui import saves
    from texas42_qt.gui.controller import SeatConfig

    monkeypatch.setattr(saves, "MAX_KEPT", 3)
    folder = tmp_path / saves.KEPT
    folder.mkdir()
    old = ["Moon, hand 2, 2024-05-01 20.00.00.t42", "Texas 42, hand 1, 2024-05-01 20.00.00-2.t42",
           "Texas 42, hand 3, 2024-04-30 21.15.09.t42", "game 2024-05-02 08.00.00.t42"]
    for name in [*old, "my own game.t42"]:
        (folder / name).write_text("x")
        (folder / name).with_suffix(".session.json").write_text("{}")
    saver = saves.AutoSaver(tmp_path)
    try:
        seats = [SeatConfig("You")] + [SeatConfig(n, "hard") for n in ("West", "Partner", "East")]
        saver.write_of(GameState(Rules(), seed=1), seats, True)()
        kept = saver.keep()
    finally:
        saver.close()
    assert kept is not None
    left = sorted(p.name for p in folder.glob("*.t42"))
    assert left == sorted([kept.name, "Texas 42, hand 1, 2024-05-01 20.00.00-2.t42", "game 2024-05-02 08.00.00.t42",
                           "my own game.t42"])
    assert sorted(p.name for p in folder.glob("*.session.json")) == sorted(n[:-4] + ".session.json" for n in left)


def test_a_full_mistakes_deck_of_your_games_is_written_small(tmp_path):
    """Found by a simulated year of play (bench/long_use.py): the deck fills to its 200 cards and is
    written after each reviewed hand; indented, it was 1.7 KB a card (345 KB), and slow to write."""
    from texas42_qt.ai.players import make_player
    from texas42_qt.engine import GameState, Phase, Rules
    from texas42_qt.trainer import mistakes
    from texas42_qt.trainer.positions import GamePosition

    deck, rules = Deck(tmp_path / "mistakes.json"), Rules()
    with deck.together():
        for seed in range(1, 100):
            game, bots = GameState(rules, seed=seed), [make_player("easy", seed * 4 + s) for s in range(4)]
            game.deal()
            while game.to_act >= 0 and len(deck) < mistakes.MAX_CARDS:
                if game.to_act == 0 and game.phase is Phase.PLAY:
                    log = game.logs[-1]
                    pos = GamePosition(seed, 0, (0, 0), log.shaker, tuple(log.deal), log.widow, tuple(log.actions), 0)
                    card = mistakes.Card("play", seed, pos.digest(), mistakes.GAME, "any", rules.to_dict(),
                                         0.1 + len(deck) / 1000, points=3.0, game=pos, played="2026-03-07T14:05")
                    deck.answered(card, card.lost, True, card.points)
                game.apply(bots[game.to_act].choose(game.observation(game.to_act)))
    assert len(deck) == mistakes.MAX_CARDS
    assert deck.path.stat().st_size < 1250 * len(deck)
    assert Deck(deck.path).cards == deck.cards


def test_an_autosave_that_fails_says_so_in_a_box_once_and_again_after_a_success(qtbot, tmp_path, monkeypatch):
    """Found by QA: a failing autosave was one easily missed status notice, and quitting then
    lost every move since the last save."""
    import errno

    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules

    w = make_window(qtbot, tmp_path)
    failing = [True]
    write = w.saver._write

    def refuse(session: str, text: str) -> None:
        if failing[0]:
            raise PermissionError(errno.EACCES, "Permission denied")
        write(session, text)

    monkeypatch.setattr(w.saver, "_write", refuse)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    assert str(w.saver.folder) in w.last_error and "(permission is refused)" in w.last_error
    assert "Save game as" in w.last_error
    w.status.last_error = ""
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    assert w.last_error == ""  # said once
    failing[0] = False
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    qtbot.waitUntil(lambda: not w.files._save_warned)
    failing[0] = True
    user_step(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)  # news again after a save that worked
    # Quitting now asks (found by QA: Ctrl+Q quit at once, and the game was lost)
    answers = [False, True]
    asked: list[str] = []
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: asked.append(q) or answers.pop(0))
    w.close()
    assert w.isVisible() and len(asked) == 1 and "quitting now loses the moves made since its last save" in asked[0]
    close_clean(qtbot, w)
    assert not w.isVisible() and len(asked) == 2


def _refuse_saves(w, monkeypatch, failing: list[bool]) -> None:
    """The disk is full for `w`'s autosaves while `failing[0]`."""
    import errno

    write = w.saver._write

    def refuse(session: str, text: str) -> None:
        if failing[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        write(session, text)

    monkeypatch.setattr(w.saver, "_write", refuse)


def test_quitting_a_game_never_saved_says_it_is_lost(qtbot, tmp_path, monkeypatch):
    """The autosave holds another game (the one the window started with): this one is lost whole."""
    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)
    asked: list[tuple[str, str]] = []  # (asked at once: a failing test never waits on a box)
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: asked.append((q, go)) or True)
    wait_for_user(qtbot, w)
    w.saver.flush()
    _refuse_saves(w, monkeypatch, [True])
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    assert "The game goes on, but quitting now loses it: Game > Save game as" in w.last_error
    close_clean(qtbot, w)
    assert asked == [(f"The game cannot be saved in {w.saver.folder}: quitting now loses it. Game > Save game as… "
                      "keeps it elsewhere.", "Quit and lose it")]
    assert record.read_file(w.saver.record_path).state.seed != 4, "the autosave holds another game"


def test_quitting_a_game_saved_earlier_says_where_it_resumes(qtbot, tmp_path, monkeypatch):
    """Found by QA with a full disk: quitting was said to lose the game, but its last save that
    worked is resumed at the next start; only the moves since are lost. The point said is the
    one the autosave holds."""
    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Phase, Rules, record
    from texas42_qt.gui.losses import same_game

    w = make_window(qtbot, tmp_path)
    asked: list[tuple[str, str]] = []  # (asked at once: a failing test never waits on a box)
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: asked.append((q, go)) or True)
    failing = [False]
    _refuse_saves(w, monkeypatch, failing)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    while not (w.controller.state.phase is Phase.PLAY and w.controller.state.tricks):  # into the second trick
        user_step(qtbot, w)
        wait_for_user(qtbot, w)
    w.saver.flush()
    qtbot.waitUntil(lambda: not w.files._saves.busy)
    on_disk = record.read_file(w.saver.record_path).state
    assert on_disk.seed == 4 and on_disk.phase is Phase.PLAY
    point = f"trick {len(on_disk.tricks) + 1} of hand {on_disk.hand_index + 1}"
    failing[0] = True
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    assert (f"The game goes on, but quitting now loses the moves made since its last save (the game resumes from "
            f"{point}): Game > Save game as" in w.last_error)
    close_clean(qtbot, w)
    assert asked == [(f"The game cannot be saved in {w.saver.folder}: quitting now loses the moves made since its "
                      f"last save (the game resumes from {point}). Game > Save game as… keeps it elsewhere.",
                      "Quit and lose those moves")]
    resumed = record.read_file(w.saver.record_path).state  # what the next start resumes
    assert same_game(resumed, w.controller.state) and point == f"trick {len(resumed.tricks) + 1} of hand 1"
    assert record.dumps(resumed) == record.dumps(on_disk) != record.dumps(w.controller.state)


def test_save_game_as_refused_names_the_file_and_its_folder(qtbot, tmp_path, monkeypatch):
    """Found by QA: "The game could not be saved: the disk is full" named neither the file nor the
    folder, and had no full stop; it is said as the autosave's box says it."""
    import errno

    from gui_helpers import close_clean, make_window
    from PySide6.QtWidgets import QFileDialog

    from texas42_qt.engine import record

    w = make_window(qtbot, tmp_path)
    folder = tmp_path / "Trò chơi"
    folder.mkdir()
    target = folder / "ván 1.t42"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", f"{path}.123.abcdefgh.tmp")

    monkeypatch.setattr(record, "write_atomic", full)
    before = w.prefs.games_folder
    w.files.save_dialog()
    assert w.last_error == f"The game could not be saved as ván 1.t42 in {folder} (the disk is full)."
    assert w.prefs.games_folder == before and not target.exists()
    close_clean(qtbot, w)


def test_quitting_right_after_save_as_asks_nothing_while_the_autosave_fails(qtbot, tmp_path, monkeypatch):
    """Found by QA with a read-only data folder: the box said to keep the game with Save game as;
    done, quitting still said "quitting now loses it". Only moves made since are lost."""
    import errno

    from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules, record

    w = make_window(qtbot, tmp_path)

    def refuse(session: str, text: str) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(w.saver, "_write", refuse)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    user_step(qtbot, w)  # the user's first move: a game in progress
    wait_for_user(qtbot, w)
    assert w.game_in_progress()
    folder = tmp_path / "Trò chơi"
    folder.mkdir()
    assert w.files.save_file(folder / "ván 1.t42")
    asked: list[str] = []
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: asked.append(q) or False)
    assert w.files.may_close() and asked == [], "the game as it stands is in ván 1.t42"
    assert record.read_file(folder / "ván 1.t42").state == w.controller.state
    user_step(qtbot, w)  # a move since: that is lost
    wait_for_user(qtbot, w)
    assert not w.files.may_close() and len(asked) == 1 and "quitting now loses it" in asked[0]
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: True)
    close_clean(qtbot, w)


def test_quitting_during_practice_asks_about_the_users_game_saved_as_or_not(qtbot, window, monkeypatch, tmp_path):
    """The "right after Save as" check compared the record of the game on the table: during practice,
    the practice deal. The user's game set aside, saved as a file, was asked about; the practice deal
    saved as a file, quitting lost the user's game without a question."""
    import errno

    from gui_helpers import setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules

    w = window
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)  # saved
    wait_for_user(qtbot, w)
    w.saver.flush()

    def refuse(session: str, text: str) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(w.saver, "_write", refuse)
    user_step(qtbot, w)  # not saved
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    assert w.files.save_file(tmp_path / "mine.t42")
    w.start_practice("first", "any", deals=1, seed=7)
    qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
    asked: list[str] = []
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: asked.append(q) or len(asked) > 1)  # (no, then yes)
    assert w.game_in_progress() and w.files.may_close() and asked == [], "the user's game is in mine.t42"
    assert w.files.save_file(tmp_path / "practice.t42")  # the deal on the table, not the user's game
    assert not w.files.may_close() and len(asked) == 1 and "quitting now loses the moves made since" in asked[0]


def test_after_practice_a_game_whose_save_failed_comes_back_as_it_stood(qtbot, window, monkeypatch):
    """Found by playing with a save folder that refused writes: after bidding practice the table
    went back to the last save written, a trick earlier, saying "the saved game is resumed"; the
    moves since were gone. The game set aside comes back as it stood."""
    import errno

    from gui_helpers import setup_for, user_step, wait_for_user

    from texas42_qt.engine import Rules, record

    w = window
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: True)  # (quitting at the end: the game may go)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)  # saved
    wait_for_user(qtbot, w)
    w.saver.flush()
    written = record.dumps(w.controller.state)

    def refuse(session: str, text: str) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(w.saver, "_write", refuse)
    user_step(qtbot, w)  # the disk refuses this move and the seats' after it
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    w.saver.flush()
    aside = record.dumps(w.controller.state)
    assert aside != written
    w.start_practice("first", "any", deals=1, seed=7)
    qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
    w.end_practice()
    qtbot.waitUntil(lambda: w.game_on_table() and not w.files._opening.busy and w.controller.started, timeout=30_000)
    assert record.dumps(w.controller.state) == aside
    assert w.status.text() == "Back to your game as you left it; it could not be saved."


def test_the_practice_dialogs_say_the_game_is_saved_only_while_its_autosave_works(qtbot, window, monkeypatch):
    """Found by playing with a read-only data folder: the practice dialogs said "Your game in progress
    is saved" while its autosave failed; they say what quitting loses, as the quit question does."""
    from gui_helpers import setup_for, user_step, wait_for_user
    from PySide6.QtWidgets import QLabel

    from texas42_qt.engine import Rules
    from texas42_qt.gui import practice_menu

    w = window
    monkeypatch.setattr(w.files, "_ask", lambda q, go, stay: True)  # (quitting at the end: the game may go)
    notes: list[str] = []

    def seen(dialog) -> bool:
        notes.extend(label.text() for label in dialog.findChildren(QLabel) if "practice ends" in label.text())
        return False

    monkeypatch.setattr(practice_menu, "run_modal", seen)
    w.start_game(setup_for(Rules(), seed=4))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    qtbot.waitUntil(lambda: not w.files._saves.busy)
    w.practice_menu.practice_dialog()
    assert notes == ["Your game in progress is saved: the table goes back to it when practice ends."]
    failing = [True]
    _refuse_saves(w, monkeypatch, failing)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    qtbot.waitUntil(lambda: "cannot be saved" in w.last_error)
    notes.clear()
    w.practice_menu.practice_dialog()
    w.practice_menu.play_practice_dialog()
    unsaved = ("The table goes back to your game in progress when practice ends, but it cannot be saved: quitting "
               "now loses the moves made since its last save (the game resumes from the bidding of hand 1).")
    assert notes == [unsaved, unsaved]
    failing[0] = False
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    qtbot.waitUntil(lambda: not w.files._saves.busy)
    notes.clear()
    w.practice_menu.practice_dialog()
    assert notes == ["Your game in progress is saved: the table goes back to it when practice ends."], "saved again"


def test_damaged_statistics_and_mistakes_at_start_are_both_said(qtbot, tmp_path):
    """Found by QA: the damaged statistics' box replaced the damaged mistakes deck's notice."""
    from gui_helpers import close_clean, make_window

    data = tmp_path / "data"
    data.mkdir()
    (data / "mistakes.json").write_text("{ not json")
    (data / "stats.sqlite").write_bytes(b"not a database at all" * 100)
    w = make_window(qtbot, tmp_path)
    assert "damaged" in w.last_error
    shown = w.status.text()
    assert "mistakes" in shown.lower() and "statistics" in shown.lower()
    assert list(data.glob("mistakes.json.damaged-*")) and list(data.glob("stats.sqlite.*"))
    close_clean(qtbot, w)


def test_a_save_that_cannot_be_read_is_not_called_damaged(tmp_path):
    """Found by QA: an unreadable save (no permission) was "damaged", its reason cut short."""
    import pytest

    from texas42_qt.gui.saves import AutoSaver, SaveError

    saver = AutoSaver(tmp_path)
    try:
        saver.record_path.mkdir()  # as root, a folder stands for a file this user cannot read
        with pytest.raises(SaveError) as refused:
            saver.read()
        assert str(refused.value) == "The saved game cannot be opened (it is a folder, not a file)."
    finally:
        saver.close()


@pytest.mark.parametrize("route", ["Game > New game", "Game > Open", "Game > Kept games"])
def test_a_game_started_or_opened_from_the_resume_offer_keeps_the_saved_game(qtbot, tmp_path, monkeypatch, route):
    """Found by QA: with the resume offer up, Ctrl+N, Ctrl+O or Kept games replaced the saved game
    without keeping it (the offer's own New game and `texas42 FILE` kept it)."""
    from gui_helpers import close_clean, make_window, open_and_wait
    from PySide6.QtWidgets import QFileDialog

    import texas42_qt.gui.mainwindow as mainwindow
    from texas42_qt.engine import record

    saved = _saved_game(qtbot, tmp_path)
    w = make_window(qtbot, tmp_path, offer_resume=True)
    qtbot.waitUntil(lambda: "A game in progress was saved" in w.resume_bar.label.text())

    monkeypatch.setattr(mainwindow, "NewGameDialog", _dealing(77))
    if route == "Game > New game":
        w.new_game_dialog()
        qtbot.waitUntil(lambda: w.controller.state.seed == 77)
    elif route == "Game > Open":
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(RECORD_PATH), "")))
        with qtbot.waitSignal(w.files.opened):
            w.files.open_dialog()
    else:
        other = tmp_path / "data" / "kept games" / "another.t42"
        other.parent.mkdir(parents=True, exist_ok=True)
        other.write_bytes(Path(RECORD_PATH).read_bytes())
        assert open_and_wait(qtbot, w, other)
    kept = [p for p in (tmp_path / "data" / "kept games").glob("*.t42") if p.name != "another.t42"]
    assert [record.dumps(record.read_file(p).state) for p in kept] == [saved]
    close_clean(qtbot, w)


def test_a_damaged_kept_game_brought_back_stays_in_the_list_unchanged(qtbot, tmp_path):
    """Found by QA: the box said "The file itself is unchanged" and the kept file was deleted, with
    the moves after the damage."""
    from gui_helpers import close_clean, make_window, open_and_wait

    damaged = tmp_path / "data" / "kept games" / "damaged.t42"
    damaged.parent.mkdir(parents=True)
    whole = Path(RECORD_PATH).read_bytes()
    damaged.write_bytes(whole[: len(whole) * 3 // 4])
    w = make_window(qtbot, tmp_path)
    assert open_and_wait(qtbot, w, damaged)
    assert "is damaged" in w.last_error
    w.saver.flush()
    assert damaged.read_bytes() == whole[: len(whole) * 3 // 4]
    close_clean(qtbot, w)


def test_kept_games_in_a_folder_that_is_a_file_is_said(qtbot, tmp_path):
    """Found by QA: Game > Kept games did nothing, with a traceback, when "kept games" was a file."""
    from gui_helpers import close_clean, make_window

    w = make_window(qtbot, tmp_path)
    (tmp_path / "data").mkdir(exist_ok=True)
    (tmp_path / "data" / "kept games").write_text("a file")
    w.files.kept_games_dialog()
    assert w.last_error.startswith("The kept games cannot be opened")
    close_clean(qtbot, w)


def test_a_settings_file_cleaned_by_the_first_reader_is_still_said_to_the_window(tmp_path):
    """Found by QA: a settings file of random bytes was set aside and written clean by the start's
    first reader (for the language), so the window's own found nothing and said nothing."""
    from PySide6.QtCore import QSettings

    from texas42_qt.gui.settings import Preferences

    path = tmp_path / "settings.ini"
    path.write_bytes(b"\x01\x02 weird\x03=value\n" + bytes(range(128, 192)) + b"=x\n[General]\nname=Bob\n")
    first = Preferences(QSettings(str(path), QSettings.Format.IniFormat))
    first.settings.sync()  # Qt writes what it read, the junk keys gone
    window = Preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert len(window.notices) == 1 and window.notices == first.notices


def test_a_bad_file_dropped_is_refused_as_open_refuses_it(qtbot, tmp_path):
    """The same box as Game > Open, and the game on the table unchanged."""
    from gui_helpers import close_clean, drop_files, make_window, wait_for_user

    from texas42_qt.engine import record

    w = make_window(qtbot, tmp_path)
    wait_for_user(qtbot, w)
    before = record.dumps(w.controller.state)
    empty = tmp_path / "empty.t42"
    empty.write_bytes(b"")
    with qtbot.waitSignal(w.files.opened) as opened:
        assert drop_files(w.table.viewport(), [empty])
    assert opened.args == [False] and record.dumps(w.controller.state) == before
    assert w.last_error == ("empty.t42 cannot be opened as a Texas 42 game.\nThe file is empty.\nTexas 42 opens the "
                            "game files it saves (.t42): choose one of those.")
    close_clean(qtbot, w)


def test_several_files_or_a_link_dropped_are_refused_with_a_word(qtbot, tmp_path):
    from gui_helpers import close_clean, drop_files, make_window, wait_for_user
    from PySide6.QtCore import QUrl

    from texas42_qt.engine import record

    w = make_window(qtbot, tmp_path)
    wait_for_user(qtbot, w)
    before = record.dumps(w.controller.state)
    opened: list[bool] = []
    w.files.opened.connect(opened.append)
    assert drop_files(w.score_view, [RECORD_PATH, RECORD_PATH])  # a side panel passes it to the window
    assert w.status.text() == "Drop one game file at a time: 2 were dropped."
    assert drop_files(w.table.viewport(), [], urls=[QUrl("https://example.com/game.t42")])
    assert w.status.text() == "Only a game file (.t42) can be dropped here to open it."
    qtbot.wait(50)  # (nothing was read: no answer is on its way)
    assert opened == [] and w.files.opening is None and record.dumps(w.controller.state) == before
    close_clean(qtbot, w)


@pytest.mark.parametrize("route", ["open", "resume"])
def test_a_damaged_settings_notice_stays_when_a_game_is_opened_at_start(qtbot, tmp_path, route):
    """Found by rehearsing the installed app: with a damaged settings file, `texas42 FILE` (a
    double-clicked record) showed "Opening FILE…" over the notice before the window was drawn,
    and the user never learnt the preferences were set aside; resuming the autosave did the same."""
    from gui_helpers import close_clean
    from PySide6.QtCore import QSettings

    from texas42_qt.gui.mainwindow import MainWindow

    if route == "resume":
        _saved_game(qtbot, tmp_path)
    ini = tmp_path / "settings.ini"
    ini.write_bytes(b"\x00\xff junk [[[ \x00")
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    opening = RECORD_PATH if route == "open" else None
    w = MainWindow(settings, tmp_path / "data", ai_factory=_easy, open_path=opening, offer_resume=False)
    qtbot.addWidget(w)
    signal = w.files.opened if route == "open" else w.files.resumed
    with qtbot.waitSignal(signal, timeout=20_000) as done:
        w.show()
        if route == "resume":
            w.resume()
    assert done.args == [True], w.last_error
    said = w.status.text()
    assert "The preferences file could not be read" in said, said
    assert ("Opened bid_84_made.t42." if route == "open" else "Welcome back") in said, said
    close_clean(qtbot, w)


def _scored_game(rules_name: str, seed: int):
    """A game of `rules_name` one hand in (Easy AIs in every seat), the next hand dealt: a score on the board."""
    from texas42_qt.ai import players
    from texas42_qt.engine import GameState, Phase, Rules

    game = GameState(Rules.make(rules_name), seed=seed)
    game.deal()
    bots = [players.make_player("easy", seed * 4 + s) for s in range(game.n)]
    while game.phase is not Phase.SCORED:
        game.apply(bots[game.to_act].choose(game.observation(game.to_act)))
    game.next_hand()
    return game


@pytest.mark.parametrize(("rules_name", "seats", "score"), [
    ("42", ["You", "West", "Partner", "East"], r"Us \d+ · Them \d+"),
    ("moon", ["You", "West", "East"], r"You −?\d+ · West −?\d+ · East −?\d+"),
    ("42-three", ["Ann", "Bo", "Cy"], r"Ann −?\d+ · Bo −?\d+ · Cy −?\d+"),
])
def test_a_kept_games_name_has_its_score(tmp_path, rules_name, seats, score):
    """Found by QA: Game > Kept games listed "Texas 42, hand 2, 2026-12-07 21.04.10.t42" and the like,
    two games of one evening told apart only by the time: the name has the score, as the table and
    the resume bar write it (in Moon and 42 for three, by each player's name)."""
    from texas42_qt.gui.controller import SeatConfig
    from texas42_qt.gui.models import variant_name
    from texas42_qt.gui.saves import AutoSaver

    game = _scored_game(rules_name, seed=5)
    assert any(game.score)
    saver = AutoSaver(tmp_path)
    try:
        saver.save(game, [SeatConfig(name, None if i == 0 else "easy") for i, name in enumerate(seats)], True).result()
        kept = saver.keep()
        assert kept is not None
        line = saver.describe()  # the resume bar's line, for the same game
    finally:
        saver.close()
    assert re.fullmatch(rf"{variant_name(game.rules.variant)}, hand \d, {score}, 20\d\d-\d\d-\d\d \d\d\.\d\d\.\d\d\.t42",
                        kept.name), kept.name
    assert kept.name.startswith(line), (kept.name, line)


def test_a_kept_games_name_with_long_names_fits_a_file_system(tmp_path):
    """Three players' names as long as they go (24 letters) in letters of three bytes each, in the
    score: the name is cut short ("…") within what a file system takes (255 bytes), never refused."""
    from texas42_qt.gui.controller import SeatConfig
    from texas42_qt.gui.saves import AutoSaver

    game = _scored_game("moon", seed=5)
    saver = AutoSaver(tmp_path)
    try:
        names = ["ẩ" * 23 + str(i) for i in range(3)]
        saver.save(game, [SeatConfig(name, None if i == 0 else "easy") for i, name in enumerate(names)], True).result()
        kept = saver.keep()
    finally:
        saver.close()
    assert kept is not None and kept.is_file() and len(kept.name.encode()) <= 255
    assert kept.name.startswith("Moon, hand 1, ẩẩẩ") and "…, 20" in kept.name, kept.name


def test_kept_games_shows_each_name_whole_with_its_score(qtbot, tmp_path):
    """Found by playing at 1024x700: Qt's own file dialog (a Linux desktop without a portal) showed
    "Texas 42, hand 1,…2-07 09.27.44.t42", the score cut out of the middle of the name, however wide
    the dialog was made: the names' column now fits them."""
    from gui_helpers import close_clean, make_window
    from PySide6.QtCore import QSettings, QStandardPaths, QTimer
    from PySide6.QtWidgets import QFileDialog, QTreeView

    # Qt's dialog keeps its columns in the user's own settings ("QtProject"): here, in a folder of the test's
    native, user = QSettings.Format.NativeFormat, QSettings.Scope.UserScope
    QSettings.setPath(native, user, str(tmp_path / "config"))
    w = make_window(qtbot, tmp_path)
    folder = tmp_path / "data" / "kept games"
    folder.mkdir(parents=True)
    name = "Moon, hand 3, You −5 · West 12 · East 7, 2026-12-07 21.04.10.t42"
    (folder / name).write_bytes(Path(RECORD_PATH).read_bytes())
    seen: list[bool] = []
    ticks, listed = [], []

    def look() -> None:  # while the dialog is up: once its file is listed, is its name whole?
        ticks.append(1)
        dialog = next((d for d in w.findChildren(QFileDialog) if d.isVisible()), None)
        view = dialog.findChild(QTreeView) if dialog is not None else None
        if view is None or view.model().rowCount(view.rootIndex()) == 0:
            if len(ticks) < 500:
                return
        else:
            whole = view.columnWidth(0) >= view.fontMetrics().horizontalAdvance(name) + 16  # (its icon too)
            listed.append(1)
            if not whole and len(listed) < 50:  # (the header sizes its columns at its next layout: found
                return                          # on a busy CI run, the name listed one tick before)
            seen.append(whole)
        timer.stop()
        if dialog is not None:
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(10)
    try:
        w.files.kept_games_dialog()
    finally:
        QSettings.setPath(native, user, QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation))
    assert seen == [True]
    close_clean(qtbot, w)

"""Autosave and resume: the game as a `.t42` record after every action, plus a
small session file saying who sits where and whether undo is allowed (the AI levels
are in the record too, which wins: the session's are for saves from before records
kept them). Both are written atomically; a corrupt file is reported, never fatal."""

from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from .. import datafile
from ..engine import GameState, Phase, atomic, record, salvage
from ..engine.levels import level_name
from .controller import SeatConfig
from .i18n import render, render_error, sentence, translate, whole
from .models import side_names, variant_name

AUTOSAVE = "autosave.t42"
SESSION = "autosave.session.json"
SESSION_FORMAT = "texas42-session"
PROBE = "autosave.probe"
"""The file `AutoSaver.can_write` writes and removes to learn whether a save can be written."""
KEPT = "kept games"
"""The folder (in the data folder) of games in progress kept when another game replaced them."""
MAX_KEPT = 100
"""The most kept games the folder holds: keeping one more removes the oldest (found by a simulated year
of play, bench/long_use.py: one game kept per game replaced and none ever removed, 200 in the list after
500 games, and no end to it)."""
_KEPT_STAMP = re.compile(r"(\d{4}-\d\d-\d\d \d\d\.\d\d\.\d\d)(?:-(\d+))?\.t42$")
"""The end of a kept game's name (`_kept_name`, `unique`): when it was kept, and its number that second."""


def app_data_dir() -> Path:
    path = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(path or Path.home() / ".texas42")


def unique(path: Path) -> Path:
    """`path`, or NAME-2.t42, NAME-3.t42 ... when it is taken."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


@dataclass
class Session:
    seats: list[SeatConfig]
    undo: bool
    seed: int | None


class SaveError(Exception):
    """A save or session file that cannot be used; str() is one line for the user."""


class NotKept(Exception):
    """The saved game could not be kept (`error`, why); `stays`: nothing can be saved in the data folder
    either, so no other game's save replaces it while that lasts: the next start offers it again."""

    def __init__(self, error: OSError, stays: bool):
        super().__init__(str(error))
        self.error = error
        self.stays = stays


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    record.write_atomic(path, text)


def session_json(seats: list[SeatConfig], undo: bool, seed: int | None) -> str:
    return json.dumps({
        "format": SESSION_FORMAT,
        "version": 1,
        "seats": [{"name": s.name, "level": s.level} for s in seats],
        "undo": undo,
        "seed": seed,
    }, indent=1)


def read_session(text: str, n_seats: int) -> Session:
    try:
        doc: Any = datafile.parse_json(text)
    except datafile.DataFileError as e:  # (its own words: the sentence it is said in names the seating)
        raise SaveError(render(e.reason)) from None
    if not isinstance(doc, dict) or doc.get("format") != SESSION_FORMAT:
        raise SaveError(translate("Saves", "the session file is not a Texas 42 session"))
    raw = doc.get("seats")
    if not isinstance(raw, list) or len(raw) != n_seats:
        raise SaveError(translate("Saves", "the session file must list %n seat(s)", None, n_seats))
    seats = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise SaveError(translate("Saves", "a seat in the session file has no name"))
        raw_level = item.get("level")
        level = level_name(raw_level)
        if raw_level is not None and level is None:
            raise SaveError(translate("Saves", "unknown AI level {level} in the session file").format(level=repr(raw_level)))
        seats.append(SeatConfig(str(item["name"])[:24], level))
    if sum(s.is_human for s in seats) > 1:
        raise SaveError(translate("Saves", "the session file has more than one human seat"))
    seed = doc.get("seed")
    return Session(seats, bool(doc.get("undo", True)), seed if type(seed) is int and seed >= 0 else None)


class AutoSaver:
    """Keeps the autosave of the current game in `folder`.

    The record is made on the caller's thread (a snapshot of the game as it is)
    and written by a writer thread, so the disk's fsync never stalls the GUI."""

    def __init__(self, folder: Path, writer: concurrent.futures.Executor | None = None):
        """`writer`: the one-worker executor that writes (the app's work service's
        "save" lane); without it the saver has its own."""
        self.folder = Path(folder)
        self._owns_writer = writer is None
        self._writer = writer or concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="texas42-save")
        self.closed = False
        self.notice = ""
        """Set by `read`: a line for the user when the save or its session file had to be set aside."""
        self.damage = ""
        """What was wrong with the save last read, when it was damaged (`damage_said`); "" when it was not."""
        self._text = record.RecordWriter()
        self.clean_stale_temp_files()

    @property
    def rescued(self) -> bool:
        """The save last read was damaged; what could be read of it was."""
        return bool(self.damage)

    def clean_stale_temp_files(self, older_than: float = atomic.STALE_SECONDS) -> int:
        """Remove the temporary files that writes killed mid-way left in the data folder and the kept
        games (found by killing the app while it wrote: the mistakes deck's, the practice sessions' and
        a kept game's piled up; only the autosave's were tidied). Returns how many."""
        return sum(atomic.remove_leftovers(folder, older_than) for folder in (self.folder, self.folder / KEPT))

    @property
    def record_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def session_path(self) -> Path:
        return self.folder / SESSION

    def save(self, state: GameState, seats: list[SeatConfig], undo: bool) -> concurrent.futures.Future[Any]:
        """Queue a save of the game as it is now; the future raises OSError if the disk refuses."""
        return self._writer.submit(self.write_of(state, seats, undo))

    def write_of(self, state: GameState, seats: list[SeatConfig], undo: bool,
                 keep_finished: bool = False) -> Callable[[], None]:
        """The save of the game as it is now, to run on the writer's thread (it raises OSError if
        the disk refuses); the record is made here, on the caller's thread. A finished game's save
        is removed, unless `keep_finished` (a restart shows it as it ended)."""
        if state.phase is Phase.GAME_OVER and not keep_finished:
            return self.discard
        names = [s.name for s in seats]
        session = session_json(seats, undo, state.seed)
        text = self._text.dumps(state, names, [s.level for s in seats])
        return functools.partial(self._write, session, text)

    def _write(self, session: str, text: str) -> None:
        write_atomic(self.session_path, session)
        write_atomic(self.record_path, text)

    def flush(self) -> None:
        """Wait until every queued save is on disk."""
        self._writer.submit(lambda: None).result()

    def close(self) -> None:
        if self.closed:
            return
        self.flush()
        self.closed = True
        if self._owns_writer:
            self._writer.shutdown(wait=True)

    def set_aside(self) -> list[Path]:
        """Move a save that cannot be resumed out of the way, each file under a name of its own."""
        kept = []
        for path in (self.record_path, self.session_path):
            if path.exists():
                aside = datafile.set_aside(path, "bad")
                if aside is not None:
                    kept.append(aside)
        return kept

    def keep(self) -> Path | None:
        """Copy the saved game to the kept games (before something else replaces it): the
        record, with its seating beside it. Returns the kept record, None when there is none;
        an OSError when it cannot be kept (the caller asks before the game is replaced).
        Run it on the writer's lane, after the saves it is to keep."""
        if not self.record_path.is_file():
            return None
        folder = self.folder / KEPT
        folder.mkdir(parents=True, exist_ok=True)
        text = self.record_path.read_text(encoding="utf-8", errors="replace")  # a damaged one too
        session = self.session_path.read_text(encoding="utf-8", errors="replace") if self.session_path.is_file() else None
        target = unique(folder / _kept_name(text, session))
        write_atomic(target, text)
        if session is not None:
            write_atomic(target.with_suffix(".session.json"), session)
        with contextlib.suppress(OSError):  # the game is kept: the tidying can wait for the next one
            trim_kept(folder, MAX_KEPT)
        return target

    def keep_or_why(self) -> Path | None:
        """`keep`, or `NotKept` saying why not and whether the saved game stays anyway."""
        try:
            return self.keep()
        except OSError as error:
            raise NotKept(error, not self.can_write()) from error

    def can_write(self) -> bool:
        """Whether a save can be written in the folder now: a file of a save's size is written there as
        saves are, then removed (found by playing with a read-only data folder: New game said it would
        replace the saved game for good, and the saved game stayed, offered at the next start)."""
        probe = self.folder / PROBE
        try:
            write_atomic(probe, " " * 4096)
            probe.unlink()
        except OSError:
            return False
        return True

    def discard(self) -> None:
        for path in (self.record_path, self.session_path):
            with contextlib.suppress(OSError):
                path.unlink()

    def exists(self) -> bool:
        self.flush()
        return self.record_path.is_file()

    def load(self) -> tuple[GameState, Session]:
        """The saved game, or SaveError saying why it cannot be resumed."""
        self.flush()
        return self.read()

    def describe(self) -> str:
        """The saved game in a line for the resume bar ("Moon, hand 2, You \u22125 · West 2 · East 7"), or
        SaveError as `read` raises it. Like `read`, it waits for no queued save: run it on the save lane."""
        loaded = self._read_record()
        state = loaded.state
        try:
            session = datafile.read_text(self.session_path) or ""
        except (OSError, datafile.DataFileError):  # the game resumes without it: so it is named
            session = ""
        line = translate("MainWindow", "{game}, hand {number}, {score}").format(
            game=variant_name(state.rules.variant), number=state.hand_index + 1, score=score_said(loaded, session))
        if self.rescued:  # (found by QA: the offer said nothing of it, the resumed game did)
            line = translate("Saves", "{game} (damaged: it resumes at its last move that can be read; {damage})").format(
                game=line, damage=self.damage)
        return line

    def _read_record(self) -> record.LoadedGame:
        """The saved game; a damaged save, up to its last move that can be read (`rescued`;
        found by QA: a save cut short, or with one move the rules refuse, lost the whole game)."""
        try:
            loaded = salvage.read_file(self.record_path)
            self.damage = damage_said(loaded)
            return loaded
        except (*datafile.DAMAGE, record.RecordError) as e:
            self.damage = ""
            # (found by QA: an unreadable save was called damaged, its reason cut)
            if isinstance(e, record.RecordError) and e.about_file:
                raise SaveError(translate("Saves", "The saved game cannot be opened ({error}).").format(
                    error=render_error(e))) from None
            raise SaveError(translate("Saves", "The saved game is damaged and cannot be read ({error}).").format(
                error=datafile.excerpt(render_error(e)))) from None

    def read(self) -> tuple[GameState, Session]:
        """`load` without waiting for queued saves: safe on any thread once they are flushed."""
        loaded = self._read_record()
        session, seating = self._read_seating(loaded)
        session.seats = at_record_levels(session.seats, loaded)
        if session.seed is not None and not loaded.own_seed:
            loaded.state.seed = session.seed  # a save from before records kept the seed: later deals follow it
        notices = [self._keep_rescued(loaded)] if self.rescued else []  # (after the seed: the file rewritten keeps it)
        self.notice = " ".join(notices + ([seating] if seating else []))
        return loaded.state, session

    def _keep_rescued(self, loaded: record.LoadedGame) -> str:
        """The damaged file stays beside the save, which now holds what could be read of it."""
        aside = datafile.set_aside(self.record_path, "bad", copy=True)
        write_atomic(self.record_path, record.dumps(loaded.state, loaded.players, loaded.levels))
        return translate("Saves", "The saved game was damaged: it resumes at the last move that could be read, in "
                                  "hand {number} ({damage}). The damaged file was kept as {file}.").format(
            number=loaded.state.hand_index + 1, damage=self.damage, file=(aside or self.record_path).name)

    def _read_seating(self, loaded: record.LoadedGame) -> tuple[Session, str]:
        """Who sits where, and a line for the user when that could not be read."""
        n = loaded.state.n
        try:
            return read_session(datafile.read_text(self.session_path) or "", n), ""
        except FileNotFoundError:
            return default_session(loaded.players, n), ""
        except (OSError, datafile.DataFileError, SaveError) as e:
            # The seating is a detail: the game itself resumes, its seats as a record from elsewhere.
            aside = datafile.set_aside(self.session_path, "bad") if not isinstance(e, OSError) else None
            if loaded.levels is not None:  # only the seating is lost: the levels are the record's
                said = translate("Saves", "The saved game's seating could not be read ({error}); it was kept as {file} "
                                          "and the game resumes with the computer players its record names.")
            else:
                said = translate("Saves", "The saved game's seating could not be read ({error}); it was kept as {file} "
                                          "and the game resumes with Hard computer players.")
            return default_session(loaded.players, n), said.format(error=_why(e), file=(aside or self.session_path).name)


def damage_said(loaded: record.LoadedGame) -> str:
    """What was wrong with a damaged record, short, beside the hand it was opened at: "action 9: East (Di)
    must follow trumps" in that hand, else the record's refusal whole (found by QA: the player was told
    the file was damaged, and not what was wrong: the person who edited it could not mend it)."""
    error = loaded.damage
    if error is None:
        return ""
    if error.action is not None and error.reason is not None and error.hand == loaded.state.hand_index + 1:
        #: Where a damaged record stops being read, in the hand it was opened at, and why.
        return translate("Saves", "action {number}: {reason}").format(number=error.action, reason=render(error.reason))
    return render_error(error)


@dataclass
class OpenedGame:
    """A record opened from a file, with the seating kept beside it (a kept game's), if any."""

    loaded: record.LoadedGame
    session: Session | None
    notice: str = ""
    """A line for the user when the seating beside it could not be read."""


def read_game_file(path: Path) -> OpenedGame:
    """A record file's game (`salvage.read_file`) and the seating beside it ("NAME.session.json",
    as kept games have it; found by QA: a kept game came back with the preferences' seats). The
    temporary files killed saves of it left beside it are tidied (`atomic.remove_leftovers_of`)."""
    atomic.remove_leftovers_of(path)
    loaded = salvage.read_file(path)
    beside = path.with_suffix(".session.json")
    try:
        text = datafile.read_text(beside)
    except FileNotFoundError:
        return OpenedGame(loaded, None)
    except (OSError, datafile.DataFileError) as e:
        return OpenedGame(loaded, None, _seating_lost(beside, e, loaded))
    try:
        return OpenedGame(loaded, read_session(text or "", loaded.state.n))
    except SaveError as e:
        return OpenedGame(loaded, None, _seating_lost(beside, e, loaded))


def _seating_lost(path: Path, error: BaseException, loaded: record.LoadedGame) -> str:
    if loaded.levels is not None:  # the record says who played: only the seating kept beside it is lost
        said = translate("Saves", "The seating kept in {file} could not be read ({error}); the game is played with "
                                  "the computer players its record names.")
    else:
        said = translate("Saves", "The seating kept in {file} could not be read ({error}); the game is played with the "
                                  "seats of your last game.")
    return said.format(file=path.name, error=_why(error))


def _why(error: BaseException) -> str:
    """What was wrong with a session file, whole: its words are the app's own, short (found by
    QA: "not valid JSON (Expecting value: line 2 column 1 (char 62))")."""
    if isinstance(error, SaveError):
        return str(error)
    return render(datafile.reason(error))


def trim_kept(folder: Path, most: int) -> list[Path]:
    """Remove the oldest kept games in `folder` beyond `most`, each with its seating, oldest by the time
    in their names (as the list shows them); a file the app did not name so is left alone. Returns the
    games removed."""
    stamped = []
    for path in folder.glob("*.t42"):
        found = _KEPT_STAMP.search(path.name)
        if found is not None:
            stamped.append((found.group(1), int(found.group(2) or 1), path.name, path))
    stamped.sort()
    gone = [path for *_, path in stamped[:max(0, len(stamped) - most)]]
    for path in gone:
        path.unlink(missing_ok=True)
        path.with_suffix(".session.json").unlink(missing_ok=True)
    return gone


NAME_BYTES = 200
"""A kept game's name before its time, at most (UTF-8): most file systems take 255 bytes."""


def score_said(loaded: record.LoadedGame, session: str | None) -> str:
    """Each side's score, named as the table names it from the user's seat: "Us 5 · Them 3",
    "You \u22125 · West 2 · East 7". `session`: the seating kept beside the record (the players'
    names and which seat is the user's); without one that can be read, the record's names."""
    state = loaded.state
    try:
        seats = read_session(session or "", state.n).seats
    except SaveError:
        seats = default_session(loaded.players, state.n).seats
    names = [seat.name for seat in seats]
    viewer = next((i for i, seat in enumerate(seats) if seat.is_human), 0)
    return " · ".join(f"{side} {whole(points)}" for side, points in zip(side_names(state.rules, names, viewer), state.score))


def _kept_name(text: str, session: str | None) -> str:
    """"Moon, hand 3, You \u22125 · West 2 · East 7, 2026-12-05 15.39.22.t42" for the record `text` (and
    its seating, `session`): the game, how far it went, the score, and when (found by playing:
    "game-20261205-153922.t42" said nothing of the game; found by QA: two kept games of one evening
    told apart only by the time)."""
    when = time.strftime("%Y-%m-%d %H.%M.%S")
    try:
        loaded = record.loads(text)
    except (*datafile.DAMAGE, record.RecordError):
        return f"game {when}.t42"
    state = loaded.state
    name = translate("MainWindow", "{game}, hand {number}, {score}").format(
        game=variant_name(state.rules.variant), number=state.hand_index + 1, score=score_said(loaded, session))
    while len(name.encode()) > NAME_BYTES:  # (three players' names of 24 letters of 3 bytes each: 274 bytes in all)
        name = name[:-2] + "…"
    return "".join("-" if c in '<>:"/\\|?*' else c for c in f"{name}, {when}.t42")  # a name any system takes


def at_record_levels(seats: list[SeatConfig], loaded: record.LoadedGame) -> list[SeatConfig]:
    """`seats` with each computer seat at the level the record gives it, where it gives one: the
    opponents the game was played against (found by a player: a game saved against three Experts
    came back against the levels of the last New game). The user's seat stays theirs. A kept game's
    seating, written by the same save, says the same; a seating alone has the levels of a save from
    before records kept them."""
    levels = loaded.levels
    if levels is None:
        return seats
    return [seat if seat.is_human or s >= len(levels) or levels[s] is None else replace(seat, level=levels[s])
            for s, seat in enumerate(seats)]


def default_session(names: list[str], n: int) -> Session:
    """Seat 0 is the user, the rest Hard AIs (for records from elsewhere)."""
    seats = [SeatConfig(names[i] if i < len(names) else translate("Saves", "Seat {number}").format(number=i), None if i == 0 else "hard") for i in range(n)]  # noqa: E501
    return Session(seats, True, None)


def refusal_text(path: Path, error: BaseException) -> str:
    """Why a file cannot be opened, for the player: which file, what is wrong, what to do (found by
    QA: "record: the file is empty" in a box, the engine's prefix and no word of what to do). The
    file is named: one opened from a file manager or the command line is not in view."""
    if isinstance(error, record.RecordError):
        reason, advice = render_error(error), render(error.advice)
    else:
        reason = translate("MainWindow", "it could not be read ({error})").format(error=render_error(error))
        advice = render(record.UNREADABLE)
    return translate("MainWindow", "{name} cannot be opened as a Texas 42 game.\n{reason}\n{advice}").format(
        name=path.name, reason=sentence(reason), advice=advice)


def forget_kept(path: Path) -> None:
    """Remove a kept game and its seating (run after the autosave that now holds it)."""
    for file in (path, path.with_suffix(".session.json")):
        file.unlink(missing_ok=True)

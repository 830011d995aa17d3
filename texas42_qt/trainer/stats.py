"""Statistics kept across sessions in SQLite: games and win rate per variant and
AI level, hands bid, made and set per contract and bid level, sets on defence,
bidding-practice decisions with the marks they gave up, and play-practice answers with
the chance they gave up.

The schema is versioned; every write is one transaction. A damaged or foreign
database file is moved aside (never deleted) and a new one started; `notice`
then says so, for the window to show. No Qt here.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from .. import datafile
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx

SCHEMA_VERSION = 1
"""Changed only when a release could no longer read an earlier one's tables right. A new table is
not such a change: every statement below is CREATE TABLE IF NOT EXISTS, so opening an
earlier file adds it (play_practice came so), and an earlier release opening a later file
of the same version reads its own tables and leaves the new one alone."""
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, variant TEXT NOT NULL, level TEXT NOT NULL,
    won INTEGER NOT NULL, score_mine INTEGER NOT NULL, score_best_other INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, variant TEXT NOT NULL, role TEXT NOT NULL,
    bid INTEGER NOT NULL, contract TEXT NOT NULL, made INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS forced_hands (hand INTEGER PRIMARY KEY);
CREATE TABLE IF NOT EXISTS practice (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, session TEXT NOT NULL, seed INTEGER NOT NULL,
    position TEXT NOT NULL, bid INTEGER NOT NULL, contract TEXT NOT NULL,
    best_bid INTEGER NOT NULL, best_contract TEXT NOT NULL, marks_lost REAL NOT NULL);
CREATE TABLE IF NOT EXISTS play_practice (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, session TEXT NOT NULL, kind TEXT NOT NULL,
    seed INTEGER NOT NULL, position INTEGER NOT NULL, spot TEXT NOT NULL, tile INTEGER NOT NULL,
    best_tile INTEGER NOT NULL, chance_lost REAL NOT NULL, points_lost REAL NOT NULL,
    best INTEGER NOT NULL, good INTEGER NOT NULL);
"""
PLAY_KINDS = ("session", "mistakes")
"""A play-practice answer came from a session of new positions, or from the mistakes deck."""
ROLES = ("bidder", "partner", "defender")
_OURS = "role IN ('bidder','partner')"
"""The hands your side bid; `forced_hands` says which of them the rules forced."""
MAX_PENDING = 10_000


class NewerSchema(sqlite3.DatabaseError):
    """A statistics file of a later schema (a newer version of the app wrote it); str() is its version."""


def _check_columns(db: sqlite3.Connection) -> None:
    """Each table has the columns the schema gives it (found by QA: a file of the right version
    with other tables broke Statistics with a traceback, and every hand's write)."""
    for table, columns in _columns().items():
        found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            raise sqlite3.DatabaseError(f"table {table} has no column {', '.join(sorted(columns - found))}")


@functools.cache
def _columns() -> dict[str, frozenset[str]]:
    """The columns of each table of the schema, as SQLite reads them."""
    db = sqlite3.connect(":memory:")
    try:
        db.executescript(_SCHEMA)
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {t: frozenset(row[1] for row in db.execute(f"PRAGMA table_info({t})")) for t in tables}
    finally:
        db.close()


_SQLITE_SAYS = {
    5: QT_TRANSLATE_NOOP("stats", "another program is using it"),  # SQLITE_BUSY
    6: QT_TRANSLATE_NOOP("stats", "another program is using it"),  # SQLITE_LOCKED
    8: QT_TRANSLATE_NOOP("stats", "it may not be written"),  # SQLITE_READONLY
    10: QT_TRANSLATE_NOOP("datafile", "the disk could not be read or written"),  # SQLITE_IOERR
    13: QT_TRANSLATE_NOOP("datafile", "the disk is full"),  # SQLITE_FULL
    14: QT_TRANSLATE_NOOP("stats", "it cannot be opened"),  # SQLITE_CANTOPEN
}


_UNSAID = (8, 14)
"""SQLITE_READONLY and SQLITE_CANTOPEN: SQLite does not say why (a read-only disk, a permission)."""


def _refused(error: sqlite3.Error | OSError, path: Path) -> Text:
    """Why the statistics file at `path` cannot be used now, in plain words (SQLite's own are English
    and technical: "attempt to write a readonly database"); rare ones keep them, said to be the system's.
    When SQLite cannot open or write it, the system's reason is asked for and said as every other
    file's (found by QA: a read-only disk was "it cannot be opened")."""
    code = getattr(error, "sqlite_errorcode", -1) & 0xFF
    if code in _UNSAID:
        error = _system_refusal(path) or error
    if isinstance(error, OSError):
        return datafile.os_reason(error)
    said = _SQLITE_SAYS.get(code)
    #: {error} is the system's own message (in English).
    return tx(said) if said else tx(QT_TRANSLATE_NOOP("datafile", "the system says: {error}"), error=str(error))


def _system_refusal(path: Path) -> OSError | None:
    """What the system says when the file at `path` is opened for writing, and a file made beside it
    (SQLite's journal is); None when both can be. Nothing is left behind."""
    try:
        if path.exists():
            os.close(os.open(path, os.O_RDWR))
        with tempfile.TemporaryFile(dir=path.parent):
            pass
    except OSError as e:
        return e
    return None


def _file_of(path: Path) -> tuple[int, int] | None:
    """Which file is at `path` (device and inode), None when there is none."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


class StatsError(Exception):
    """A statistics database that cannot be used (after setting it aside)."""


@dataclass(frozen=True)
class GameRow:
    variant: str
    level: str
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class BidRow:
    key: str
    """A contract code ("6", "doubles", ...) or a bid level ("30", "84", ...)."""
    bid: int
    made: int
    variant: str = ""
    """The game the bids were made in (a Moon 5 is not a 42 bid of 5, nor are Moon's fives 42's)."""

    @property
    def set(self) -> int:
        return self.bid - self.made


BEST = 1e-9
"""A decision that gives up no more than this is the best one (the summary's "best")."""


@dataclass(frozen=True)
class PracticeDay:
    """Bidding-practice decisions of one day, as the session summary counts them."""

    day: str
    decisions: int
    best: int
    """Decisions that gave up nothing (the summary's "best")."""
    average_lost: float
    """Expected marks given up against the best decision, on average."""


@dataclass(frozen=True)
class PlayDay:
    """Play-practice answers of one day (or of every day: `day` ""), as the session summary counts them."""

    day: str
    positions: int
    right: int
    """Answers as good as the best tile (the summary's "right")."""
    average_lost: float
    """The chance of making or setting the contract given up, from 0 to 1, on average."""


class Stats:
    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.notice: str = ""
        """A message for the user (a Text, or "") when the old database had to be set aside, or cannot be used."""
        self.read_only = False
        """True when this session cannot write statistics (a locked or read-only file)."""
        self.listener: Callable[[str], None] | None = None
        """Told the notice when a write fails (the window shows it then, not at the next start)."""
        self._pending: list[tuple[str, tuple[object, ...]]] = []
        """Writes that failed, tried again with the next one (the file may be writable again)."""
        self._file: tuple[int, int] | None = None
        """The file the database was opened in (device, inode); None when it is kept in memory."""
        self.db = self._open()

    # ------------------------------------------------------------ opening

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._connect()
        except (sqlite3.OperationalError, OSError) as e:
            # Locked by another running copy, read-only, or a folder that cannot be written:
            # the file is not damaged, so it is left alone and this session keeps no statistics.
            self.notice = tx(QT_TRANSLATE_NOOP("stats", "Statistics cannot be kept in this session ({error}); "
                                               "the statistics file is left as it is."), error=_refused(e, self.path))
            self.read_only = True
            return self._connect(":memory:")
        except NewerSchema as e:  # (found by QA: called "damaged")
            aside = self._set_aside("newer")
            self.notice = tx(QT_TRANSLATE_NOOP("stats", "The statistics file was written by a newer version of Texas 42 "
                                               "(schema {version}); it was moved to {file} and new statistics were "
                                               "started."), version=str(e), file=aside.name)
            return self._connect()
        except sqlite3.DatabaseError as e:
            aside = self._set_aside()
            self.notice = tx(QT_TRANSLATE_NOOP("stats", "The statistics file was damaged ({error}); it was moved to {file} "
                                               "and new statistics were started."), error=datafile.reason(e), file=aside.name)
            return self._connect()

    def _connect(self, where: str | None = None) -> sqlite3.Connection:
        db = sqlite3.connect(where or str(self.path), timeout=5, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check: {check}")
            with self._transaction(db):
                for statement in _SCHEMA.strip().split(";"):
                    if statement.strip():
                        db.execute(statement)
                row = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
                if row is None:
                    db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
                elif row[0].isdigit() and int(row[0]) > SCHEMA_VERSION:
                    raise NewerSchema(row[0])
                elif row[0] != str(SCHEMA_VERSION):
                    raise sqlite3.DatabaseError(f"schema version {row[0]} is not {SCHEMA_VERSION}")
                _check_columns(db)
            self._file = None if where else _file_of(self.path)  # (SQLite makes the file at the first statement)
            return db
        except BaseException:
            db.close()
            raise

    def _set_aside(self, tag: str = "damaged") -> Path:
        aside = datafile.aside_path(self.path, tag)  # never over an earlier one
        for suffix in ("", "-wal", "-shm"):
            src = Path(str(self.path) + suffix)
            if src.exists():
                src.replace(Path(str(aside) + suffix))
        return aside

    @staticmethod
    @contextlib.contextmanager
    def _transaction(db: sqlite3.Connection) -> Iterator[None]:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _write(self, *statements: tuple[str, tuple[object, ...]]) -> None:
        """Run statements in one transaction. A write that fails (the file became read-only
        or locked) is kept and tried again with the next one, and `listener` hears of it at
        once (the first time), never raised into the game."""
        todo = [*self._pending, *statements]
        self._reopen_if_gone()
        try:
            with self._transaction(self.db):
                for sql, params in todo:
                    self.db.execute(sql, params)
        except sqlite3.OperationalError as e:
            self._pending = todo[-MAX_PENDING:]
            if not self.read_only:
                self.read_only = True
                self.notice = tx(QT_TRANSLATE_NOOP(
                    "stats", "Statistics could not be saved ({error}); the game goes on."), error=_refused(e, self.path))
                if self.listener is not None:
                    self.listener(self.notice)
            return
        self._pending = []
        self.read_only = False

    def _reopen_if_gone(self) -> None:
        """A database whose file was deleted under it (its folder, say) is started again at its path:
        SQLite would go on writing into the deleted file, and all would be lost at quit (found by
        deleting the data folder while the app ran; the other files are written afresh)."""
        if self._file is None or _file_of(self.path) == self._file:
            return
        self.db.close()
        self.db = self._open()
        if self.read_only and self.listener is not None:  # (it could not be made again: said now)
            self.listener(self.notice)

    def close(self) -> None:
        self.db.close()

    # ------------------------------------------------------------ writing

    def record_game(self, variant: str, level: str, won: bool, score_mine: int, score_best_other: int) -> None:
        self._write(("INSERT INTO games (at, variant, level, won, score_mine, score_best_other) VALUES (?,?,?,?,?,?)",
                     (time.time(), variant, level, int(won), score_mine, score_best_other)))

    def record_hand(self, variant: str, role: str, bid: int, contract: str, made: bool, forced: bool = False) -> None:
        """One scored hand; `forced`, a bid the rules forced (kept apart from the bids chosen, in a
        table of its own: an earlier release reads this file as before, and its hands count as chosen)."""
        if role not in ROLES:
            raise ValueError(f"role must be one of {ROLES}")
        hand = ("INSERT INTO hands (at, variant, role, bid, contract, made) VALUES (?,?,?,?,?,?)",
                (time.time(), variant, role, bid, contract, int(made)))
        mark = ("INSERT INTO forced_hands (hand) VALUES (last_insert_rowid())", ())
        if forced:
            self._write(hand, mark)
        else:
            self._write(hand)

    def record_practice(self, session: str, seed: int, position: str, bid: int, contract: str,
                        best_bid: int, best_contract: str, marks_lost: float, at: float | None = None) -> None:
        """One graded bidding-practice decision. A deal of a session counts once, with its latest
        answer: a deal dealt again from the summary replaces its first answer there, and so here
        (found by QA: a retry was a second row, and the figures disagreed with the summary's)."""
        self._write(("DELETE FROM practice WHERE session=? AND seed=? AND position=?", (session, seed, position)), (
            "INSERT INTO practice (at, session, seed, position, bid, contract, best_bid, best_contract, marks_lost) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (time.time() if at is None else at, session, seed, position, bid, contract, best_bid, best_contract,
             marks_lost)))

    def record_play_practice(self, session: str, kind: str, seed: int, position: int, spot: str, tile: int,
                             best_tile: int, chance_lost: float, points_lost: float, good: bool,
                             at: float | None = None) -> None:
        """One graded play-practice answer: the position (`seed` and `position` deal it again, as a
        mistakes card does), the user's tile and the best, and what the user's tile gave up."""
        if kind not in PLAY_KINDS:
            raise ValueError(f"kind must be one of {PLAY_KINDS}")
        self._write((
            "INSERT INTO play_practice (at, session, kind, seed, position, spot, tile, best_tile, chance_lost, "
            "points_lost, best, good) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (time.time() if at is None else at, session, kind, seed, position, spot, tile, best_tile, chance_lost,
             points_lost, int(tile == best_tile), int(good))))

    def reset(self) -> None:
        tables = ("games", "hands", "forced_hands", "practice", "play_practice")
        self._write(*((f"DELETE FROM {table}", ()) for table in tables))  # noqa: S608

    # ------------------------------------------------------------ reading

    def games(self) -> list[GameRow]:
        rows = self.db.execute(
            "SELECT variant, level, COUNT(*), SUM(won) FROM games GROUP BY variant, level ORDER BY variant, level")
        return [GameRow(v, lv, n, w or 0) for v, lv, n, w in rows]

    def bids_by_contract(self) -> list[BidRow]:
        """Contracts per game, as the bid levels (found by playing Moon and 42: a Moon hand in fives
        and a 42 hand in fives were one row, "Fives 2 times", a 4-trick bid counted with a 33)."""
        return self._bid_rows("contract")

    def bids_by_level(self) -> list[BidRow]:
        """Bid levels per game: Moon's trick bids and 42's point bids are kept apart."""
        return self._bid_rows("bid")

    def _bid_rows(self, column: str) -> list[BidRow]:
        rows = self.db.execute(
            f"SELECT variant, {column}, COUNT(*), SUM(made) FROM hands WHERE {_OURS} "  # noqa: S608
            "AND id NOT IN (SELECT hand FROM forced_hands) "
            f"GROUP BY variant, {column} ORDER BY variant, {column}")
        return [BidRow(str(k), n, m or 0, v) for v, k, n, m in rows]

    def forced_bids(self) -> tuple[int, int]:
        """(hands your side was forced to bid, of them made): not among the bids above."""
        n, made = self.db.execute(f"SELECT COUNT(*), SUM(made) FROM hands WHERE {_OURS} "  # noqa: S608
                                  "AND id IN (SELECT hand FROM forced_hands)").fetchone()
        return n, made or 0

    def defence(self) -> tuple[int, int]:
        """(hands defended, of them set)."""
        n, sets = self.db.execute("SELECT COUNT(*), SUM(1 - made) FROM hands WHERE role='defender'").fetchone()
        return n, sets or 0

    def practice_days(self) -> list[PracticeDay]:
        rows = self.db.execute(
            "SELECT date(at, 'unixepoch', 'localtime') AS day, COUNT(*), SUM(marks_lost <= ?), AVG(marks_lost) "
            "FROM practice GROUP BY day ORDER BY day", (BEST,))
        return [PracticeDay(d, n, b or 0, a) for d, n, b, a in rows]

    def practice_average(self) -> tuple[int, float]:
        n, avg = self.db.execute("SELECT COUNT(*), AVG(marks_lost) FROM practice").fetchone()
        return n, avg or 0.0

    def play_practice_days(self) -> list[PlayDay]:
        rows = self.db.execute(
            "SELECT date(at, 'unixepoch', 'localtime') AS day, COUNT(*), SUM(good), AVG(chance_lost) "
            "FROM play_practice GROUP BY day ORDER BY day")
        return [PlayDay(d, n, r or 0, a) for d, n, r, a in rows]

    def play_practice_total(self) -> PlayDay:
        n, right, avg = self.db.execute("SELECT COUNT(*), SUM(good), AVG(chance_lost) FROM play_practice").fetchone()
        return PlayDay("", n, right or 0, avg or 0.0)

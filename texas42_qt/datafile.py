"""The one guarded way to read a data file the app owns (mistakes deck, autosave
session, settings ...): whatever is wrong with it (bad bytes, bad JSON, JSON
nested ten thousand deep, a number too big for a float) is one `DataFileError`,
never a crash; `set_aside` then keeps the file under a name of its own (never over
an earlier one) so the app can start afresh without losing it. `reason` says what was
wrong in the player's words (a translatable `Text`), for every file the app owns. No Qt here.
"""

from __future__ import annotations

import concurrent.futures
import errno
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .engine.record import cut_short
from .engine.text import QT_TRANSLATE_NOOP, Text, tx

MAX_BYTES = 4 * 1024 * 1024
"""A data file larger than this is not one the app wrote."""

DAMAGE = (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError, OverflowError, MemoryError)
"""What reading a damaged file can raise while its contents are checked (UnicodeDecodeError
and json's errors are ValueErrors; `float` of a 400-digit int raises OverflowError)."""


class DataFileError(ValueError):
    """A data file that cannot be used; its one argument is a `Text`, one short line in plain words
    (found by QA: "not valid JSON (Expecting value: line 2 column 1 (char 62))", in English, inside
    the player's language)."""

    def __init__(self, reason: Text):
        super().__init__(reason)
        self.reason = reason


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    doc = dict(pairs)
    if len(doc) != len(pairs):
        raise DataFileError(tx(QT_TRANSLATE_NOOP("datafile", "the text is damaged: a name in it is written twice")))
    return doc


def read_text(path: Path, limit: int = MAX_BYTES) -> str | None:
    """The file's text; None when it does not exist. OSError for a file that cannot be read
    (the file is not damaged: it is left alone); DataFileError for bytes that are not UTF-8."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise DataFileError(tx(QT_TRANSLATE_NOOP("datafile", "the file is over {limit} KB, larger than any Texas 42 "
                                                             "writes"), limit=limit // 1024))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise DataFileError(tx(QT_TRANSLATE_NOOP("datafile", "the file is not text, or not in the UTF-8 encoding "
                                                             "Texas 42 writes"))) from None


def parse_json(text: str) -> Any:
    """JSON with unique keys; DataFileError for anything else."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise DataFileError(tx(QT_TRANSLATE_NOOP("datafile", "the text is damaged: it is nested too deeply"))) from None
    except DataFileError:
        raise
    except json.JSONDecodeError as e:  # the words a damaged game record has
        raise DataFileError(cut_short(e)) from None
    except ValueError:  # Python's advice on long numbers is not for the player
        raise DataFileError(tx(QT_TRANSLATE_NOOP("datafile", "the text is damaged: a number in it is too long"))) from None


def load_json(path: Path) -> Any:
    """The parsed JSON of `path`, None when there is no file (see `read_text`, `parse_json`)."""
    try:
        text = read_text(path)
    except FileNotFoundError:
        return None
    return None if text is None else parse_json(text)


def aside_path(path: Path, tag: str = "damaged") -> Path:
    """A name beside `path` that no file has yet: NAME.damaged-20260102-030405[-2]."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = path.with_name(f"{path.name}.{tag}-{stamp}")
    candidate, number = base, 1
    while candidate.exists():
        number += 1
        candidate = base.with_name(f"{base.name}-{number}")
    return candidate


def set_aside(path: Path, tag: str = "damaged", copy: bool = False) -> Path | None:
    """Move (or copy) `path` to a unique name beside it; None when that failed."""
    aside = aside_path(path, tag)
    try:
        if copy:
            aside.write_bytes(path.read_bytes())
        else:
            os.replace(path, aside)
    except OSError:
        return None
    return aside


def excerpt(value: object, limit: int = 80) -> str:
    """A value quoted in a message: at most `limit` characters."""
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def whole(value: Any) -> int:
    """`value` if it is a whole number a data file may hold (under 2^64 either way), else ValueError."""
    if type(value) is not int or abs(value) >= 1 << 64:
        raise ValueError(f"not a whole number: {excerpt(value, 40)}")
    return value


def reason(error: BaseException) -> Text:
    """What was wrong with a data file, for the player: a `DataFileError`'s own words, an `OSError`'s
    (`os_reason`), else (its contents failed a check: a missing key, a wrong type, rules no longer
    known ...) that they are not what the app writes: the details are the program's, in English
    ("'kind'" for a missing key), and no use to a player, whose file is kept as it was."""
    if isinstance(error, DataFileError):
        return error.reason
    if isinstance(error, OSError):
        return os_reason(error)
    return tx(QT_TRANSLATE_NOOP("datafile", "what it holds is not what Texas 42 writes there"))


def os_reason(error: OSError) -> Text:
    """Why the system refused a file, in plain words; a folder where the file should be is named
    (found by QA: "cannot be saved in .../Texas 42 (Is a directory)" named the folder that was
    fine, in English). Rare errors keep the system's own words, said to be its."""
    number, name = error.errno, _named(error)
    if number == errno.EISDIR and name:
        return tx(QT_TRANSLATE_NOOP("datafile", "{name} is a folder, where a file should be"), name=name)
    if number == errno.EEXIST and name:  # (making a folder where a file is)
        return tx(QT_TRANSLATE_NOOP("datafile", "{name} is a file, where a folder should be"), name=name)
    if number == errno.ENOTDIR:
        return tx(QT_TRANSLATE_NOOP("datafile", "a file stands where a folder of its path should be"))
    said = {errno.EACCES: QT_TRANSLATE_NOOP("datafile", "permission is refused"),
            errno.EPERM: QT_TRANSLATE_NOOP("datafile", "permission is refused"),
            errno.EROFS: QT_TRANSLATE_NOOP("datafile", "the disk is read-only"),
            errno.ENOSPC: QT_TRANSLATE_NOOP("datafile", "the disk is full"),
            getattr(errno, "EDQUOT", -1): QT_TRANSLATE_NOOP("datafile", "the disk is full"),
            errno.ENOENT: QT_TRANSLATE_NOOP("datafile", "it is not there"),
            errno.EIO: QT_TRANSLATE_NOOP("datafile", "the disk could not be read or written")}.get(number or 0)
    if said is not None:
        return tx(said)
    #: {error} is the system's own message (in English).
    return tx(QT_TRANSLATE_NOOP("datafile", "the system says: {error}"), error=excerpt(error.strerror or error))


def _named(error: OSError) -> str:
    """The name of the file an error is about ("" when it has none): a rename's target, as the
    first name is a temporary file's."""
    name = error.filename2 or error.filename
    return Path(os.fsdecode(name)).name if name else ""


class Writer:
    """Runs a data file's writes in the order given: at once, or on a thread of its own (`background`:
    the app's window, whose GUI thread must not wait on JSON and the disk). `close` waits for what is
    queued; a write after it runs at once."""

    def __init__(self, background: bool = False, name: str = "texas42-write"):
        self._pool = concurrent.futures.ThreadPoolExecutor(1, name) if background else None

    def run(self, write: Callable[..., None], *args: Any) -> None:
        """`write(*args)`; its arguments must not change after (pass a snapshot)."""
        try:
            if self._pool is not None:
                self._pool.submit(write, *args)
                return
        except RuntimeError:  # closed (a review's last word at quitting): written here
            pass
        write(*args)

    def flush(self) -> None:
        """Wait until every write given is done."""
        if self._pool is not None:
            self._pool.submit(lambda: None).result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)

"""Writing a file so that a crash or a full disk mid-write never harms the old one (a
record, an autosave, any data file of the app)."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def _read_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()
"""Read once, at import: setting it to read it is not safe while other threads create files."""


def _file_mode(path: Path) -> int:
    """The mode the written file should have: the old file's, else what any new file of the user gets."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_UMASK


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write a text file through a unique temporary file, fsync and rename. The temporary files
    that earlier writes of this file left when killed go first (`remove_leftovers_of`)."""
    path = Path(path)
    remove_leftovers_of(path)  # (first: on a full disk, they may be what fills it)
    # the writer's process id in the name tells a killed write's leftover from a live one's
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        # mkstemp makes the file private (found by using it: a saved game could not be read by
        # another user of the machine, unlike any other file the user writes)
        os.chmod(tmp, _file_mode(path))
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


STALE_SECONDS = 60.0
"""A temporary file older than this was left by a killed write, whoever wrote it."""

_TAIL = re.compile(r"(?P<pid>\d+)\.[a-z0-9_]{8}\.tmp")
"""What follows "NAME." in the name `write_atomic` gives its temporary file: <pid>.<8 random characters>.tmp."""
_TEMP = re.compile(r".+\.(?P<tail>\d+\.[a-z0-9_]{8}\.tmp)")
"""The whole name: NAME.<pid>.<8 random characters>.tmp."""


def remove_leftovers(folder: str | os.PathLike[str], older_than: float = STALE_SECONDS) -> int:
    """Remove from `folder` the temporary files of writes killed mid-way (a crash, a kill -9, a
    power cut): each write makes a new one, so they would pile up. A write still running (its
    process alive, the file fresh) is left alone, and so is any file not named as `write_atomic`
    names them. Returns how many went."""
    def tail(name: str) -> str | None:
        match = _TEMP.fullmatch(name)
        return None if match is None else match["tail"]

    return _remove(folder, tail, time.time() - older_than, both=False)


def remove_leftovers_of(path: str | os.PathLike[str], older_than: float = STALE_SECONDS) -> int:
    """Remove the temporary files that killed writes of the file `path` left beside it, and no
    other file: how the app tidies a folder of the user's (found by killing it during Game > Save
    game as: NAME.<pid>.<random>.tmp stayed beside the user's game for good; only the data folder
    was tidied). The folder is never swept: only what the app wrote there for this file goes. Such
    a folder may be shared with another machine, where a process id says nothing, so a file goes
    only when its writer has ended here and it is older than `older_than`. Returns how many went."""
    path = Path(path)
    prefix = path.name + "."
    return _remove(path.parent, lambda name: name[len(prefix):] if name.startswith(prefix) else None,
                   time.time() - older_than, both=True)


def _remove(folder: str | os.PathLike[str], tail: Callable[[str], str | None], cutoff: float, both: bool) -> int:
    """Remove the files of `folder` whose name's `tail` is a temporary file's, written before
    `cutoff` or by a process that has ended (`both`: and)."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no folder yet, or one that cannot be read: nothing to tidy
        return 0
    for entry in entries:
        match = _TAIL.fullmatch(tail(entry.name) or "")
        if match is None:
            continue
        with contextlib.suppress(OSError):
            if not entry.is_file(follow_symlinks=False):
                continue
            gone, old = _writer_gone(int(match["pid"])), entry.stat(follow_symlinks=False).st_mtime < cutoff
            if both:  # (elsewhere than on POSIX, only the age tells)
                gone = gone or os.name != "posix"
            if (gone and old) if both else (gone or old):
                os.unlink(entry.path)
                removed += 1
    return removed


def _writer_gone(pid: int) -> bool:
    """Whether the process that wrote a temporary file has ended (POSIX; elsewhere only the
    file's age tells). This process's own are in use, or will be soon."""
    if os.name != "posix" or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, another user's
        return False
    return False

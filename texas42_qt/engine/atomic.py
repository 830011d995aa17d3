"""Writing a file so that a crash or a full disk mid-write never harms the old one (a
record, an autosave, any data file of the app)."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
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
    """Write a text file through a unique temporary file, fsync and rename."""
    path = Path(path)
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

_TEMP = re.compile(r".+\.(?P<pid>\d+)\.[a-z0-9_]{8}\.tmp")
"""The name `write_atomic` gives its temporary file: NAME.<pid>.<8 random characters>.tmp."""


def remove_leftovers(folder: str | os.PathLike[str], older_than: float = STALE_SECONDS) -> int:
    """Remove from `folder` the temporary files of writes killed mid-way (a crash, a kill -9, a
    power cut): each write makes a new one, so they would pile up. A write still running (its
    process alive, the file fresh) is left alone, and so is any file not named as `write_atomic`
    names them. Returns how many went."""
    removed = 0
    cutoff = time.time() - older_than
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no folder yet, or one that cannot be read: nothing to tidy
        return 0
    for entry in entries:
        match = _TEMP.fullmatch(entry.name)
        if match is None:
            continue
        with contextlib.suppress(OSError):
            if entry.is_file(follow_symlinks=False) and (
                    _writer_gone(int(match["pid"])) or entry.stat(follow_symlinks=False).st_mtime < cutoff):
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

"""Writing a file so that a crash or a full disk mid-write never harms the old one (a
record, an autosave, any data file of the app)."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
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

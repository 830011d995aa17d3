"""The bundle's entry point (PyInstaller): the `texas42` command, and the `texas42-record`
command when the program is started by that name. Every bundle has a console executable named
`texas42-record` built from this same script (packaging/texas42.spec): beside `texas42` on Linux
(the .deb and install.sh put it on the PATH), beside Texas42.exe on Windows, in
Texas 42.app/Contents/MacOS on macOS. `pip install .` gives both commands too: the game record
format in the Help menu tells the user to run `texas42-record check FILE`."""

import multiprocessing
import sys
from pathlib import Path

RECORD_COMMAND = "texas42-record"


def started_as_record_command() -> bool:
    """By the name it was started with (a link named texas42-record), or, frozen, by the
    executable's own name (texas42-record.exe on Windows, whatever the link or shortcut says)."""
    names = [sys.argv[0]] + ([sys.executable] if getattr(sys, "frozen", False) else [])
    return any(Path(name).stem.lower() == RECORD_COMMAND for name in names if name)


def main() -> int:
    if started_as_record_command():
        from texas42_qt.record_cli import main as record_main

        return record_main()
    from texas42_qt.app import main as app_main

    return app_main()


if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI process of a frozen app starts here too
    sys.exit(main())

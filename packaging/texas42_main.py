"""The bundle's entry point (PyInstaller): the `texas42` command, and the `texas42-record`
command when the program is started by that name (the Linux bundle has a `texas42-record`
link to it, which the .deb and install.sh put on the PATH), as `pip install .` gives both:
the game record format in the Help menu tells the user to run `texas42-record check FILE`."""

import multiprocessing
import sys
from pathlib import Path


def main() -> int:
    if Path(sys.argv[0]).stem == "texas42-record":
        from texas42_qt.record_cli import main as record_main

        return record_main()
    from texas42_qt.app import main as app_main

    return app_main()


if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI process of a frozen app starts here too
    sys.exit(main())

"""The bundle's entry point (PyInstaller): the same as the `texas42` command."""

import multiprocessing
import sys

from texas42_qt.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI process of a frozen app starts here too
    sys.exit(main())

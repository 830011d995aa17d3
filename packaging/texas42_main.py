"""The bundle's entry point (PyInstaller): the same as the `texas42` command."""

import sys

from texas42_qt.app import main

if __name__ == "__main__":
    sys.exit(main())

"""The `texas42` command: the desktop table."""

from __future__ import annotations

import argparse
import sys

from . import __version__

ORGANIZATION = "Texas42"
APPLICATION = "Texas 42"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="texas42", description="Texas 42 dominoes for the desktop.")
    parser.add_argument("--version", action="version", version=f"texas42 {__version__}")
    parser.add_argument("--new", action="store_true", help="start a new game without offering to resume the saved one")
    parser.add_argument("file", nargs="?", help="a .t42 game record to open")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from .gui.mainwindow import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    window = MainWindow(offer_resume=not args.new and not args.file)
    if args.file:
        window.open_file(args.file)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

"""The `texas42` command. The desktop table arrives with the GUI issue."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="texas42", description="Texas 42 dominoes for the desktop.")
    parser.add_argument("--version", action="version", version=f"texas42 {__version__}")
    parser.parse_args(argv)
    print("Texas 42: the rules engine is ready; the desktop table is not built yet.")
    print("Check a game record with: texas42-record check FILE")
    return 0


if __name__ == "__main__":
    sys.exit(main())

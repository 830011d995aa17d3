"""`texas42-record check FILE [--json]`: replay a .t42 record and print its outcome.

Exit status: 0 valid record (finished or not), 1 invalid record, 2 bad usage.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from .engine.record import RecordError, describe, read_file, summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="texas42-record", description="Check Texas 42 game records (.t42).")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="replay a record and print its outcome")
    check.add_argument("file")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if not os.path.isfile(args.file):  # (found by QA: a folder was "no such file")
        what = "not a file" if os.path.exists(args.file) else "no such file"
        print(f"texas42-record: {what}: {args.file}", file=sys.stderr)
        return 2
    try:
        loaded = read_file(args.file)
    except RecordError as e:
        print(str(e), file=sys.stderr)
        return 1
    doc = summary(loaded.state, loaded.levels)
    return _print(json.dumps(doc) if args.json else describe(doc, loaded.players))


def _print(text: str) -> int:
    """Print to stdout; a reader that stopped early (`| head`) is not an error worth a traceback.
    Python's own advice: stdout then points at devnull, so the flush at exit cannot fail again."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # as a shell reports a command ended by SIGPIPE (128 + 13)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Fuzz the record loader: mutations of the records in tests/records/ must load or be
refused with RecordError, never anything else.

    .venv/bin/python bench/record_fuzz_bench.py --cases 100000 [--seed 1]

Each case replaces one to three values of a record (anywhere in it) by random JSON
(numbers, strings, lists, objects, deep nests, long strings), or cuts the text.
Prints how many loaded, how many were refused and every other outcome (a traceback).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import traceback
from pathlib import Path

from texas42_qt.engine.record import RecordError, from_record, loads

RECORDS = Path(__file__).resolve().parent.parent / "tests" / "records"


def random_json(rng: random.Random, depth: int = 0):
    kind = rng.randrange(10 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice((True, False))
    if kind == 2:
        return rng.choice((0, 1, -1, 6, 7, 29, 30, 42, 84, 2**40, -(2**63), 10**30))
    if kind == 3:
        return rng.choice(("", "6-4", "pass", "42", "moon", "x" * rng.randrange(1, 3000), "7-7", "nello", "é\u0000"))
    if kind == 4:
        return rng.random() * 100
    if kind == 5:
        value: object = rng.choice((1, "a", None))
        for _ in range(rng.choice((2, 50, 900))):
            value = [value] if rng.random() < 0.5 else {"k": value}
        return value
    if kind in (6, 7):
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(5))]
    return {rng.choice(("seat", "bid", "play", "x", "rules", "deal", "0")): random_json(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def paths(doc, prefix=()):
    yield prefix
    if len(prefix) >= 12:  # no need to mutate inside a deep nest (and no deep recursion here)
        return
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths(v, (*prefix, i))


def replace(doc, path, value):
    if not path:
        return value
    out = dict(doc) if isinstance(doc, dict) else list(doc)
    out[path[0]] = replace(doc[path[0]], path[1:], value)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    texts = [p.read_text() for p in sorted(RECORDS.glob("*.t42"))]
    docs = []
    for t in texts:
        try:
            docs.append(json.loads(t))
        except (ValueError, RecursionError):
            pass
    loaded = refused = 0
    crashes: list[str] = []
    for case in range(args.cases):
        try:
            if rng.random() < 0.1:
                text = rng.choice(texts)
                loads(text[: rng.randrange(len(text) + 1)])
            else:
                doc = rng.choice(docs)
                for _ in range(rng.randrange(1, 4)):
                    doc = replace(doc, rng.choice(list(paths(doc))), random_json(rng))
                from_record(doc)
            loaded += 1
        except RecordError:
            refused += 1
        except Exception:  # noqa: BLE001 - the finding
            crashes.append(f"case {case}: {traceback.format_exc(limit=3)}")
    print(f"{args.cases} fuzzed records (seed {args.seed}): {loaded} loaded, {refused} refused, {len(crashes)} tracebacks")
    for c in crashes[:5]:
        print(c)
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())

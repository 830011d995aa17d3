"""Kill the app while it saves: the autosave must stay loadable and leave no temp files.

    .venv/bin/python bench/save_kill_bench.py --kills 1000 [--seed 1]

Each round starts a process that writes the autosave (record and session, the
app's own `AutoSaver`) of a game again and again, kills it with SIGKILL after a
seeded random delay, then checks what a new start sees: the autosave loads, and
after the start's clean-up no `autosave*.tmp` file is left. POSIX only.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WRITER = """
import sys
from pathlib import Path
from texas42_qt.engine import GameState, Rules
from texas42_qt.gui.controller import SeatConfig
from texas42_qt.gui.saves import AutoSaver
game = GameState(Rules(), seed=int(sys.argv[2]))
game.deal()
seats = [SeatConfig("You")] + [SeatConfig(f"Bot {s}", "easy") for s in range(1, 4)]
saver = AutoSaver(Path(sys.argv[1]))
print("ready", flush=True)
while True:
    saver.save(game, seats, True).result()
"""


def one_round(folder: Path, rng: random.Random, seed: int) -> str | None:
    from texas42_qt.gui.saves import AutoSaver

    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder), str(seed)], stdout=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.readline()  # the writer is up
    time.sleep(rng.uniform(0.0, 0.05))  # a seeded moment in the middle of some save
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    saver = AutoSaver(folder)  # a new start: it cleans up
    try:
        if saver.exists():
            saver.load()
        left = list(folder.glob("autosave*.tmp"))
        if left:
            return f"temp files left: {[p.name for p in left]}"
    except Exception as e:  # noqa: BLE001 - any failure to load is the finding
        return f"autosave does not load: {e}"
    finally:
        saver.close()
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for i in range(args.kills):
            problem = one_round(folder, rng, i)
            if problem:
                failures.append((i, problem))
    print(f"{args.kills} kills during save, {len(failures)} failures (pid {os.getpid()})")
    for i, problem in failures[:10]:
        print(f"  round {i}: {problem}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

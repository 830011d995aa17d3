"""Kill the whole app at random moments: no AI process (nor multiprocessing's resource
tracker) may outlive it.

    .venv/bin/python bench/app_kill_bench.py --kills 200 [--seed 1] [--within 3] [--after 5]

Each round starts the real app (`texas42 --new`, offscreen, a home of its own, in a
session of its own), kills it with SIGKILL after a seeded random delay of 0 to
`--within` seconds (the first second included: the AI process starts then), and
`--after` seconds later counts the processes still alive in its session. Rounds
overlap (the next starts while the last one's wait runs). Linux only (/proc).
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import describe  # noqa: E402


def session_members(sid: int) -> list[str]:
    """The processes alive in session `sid`: "pid name" each (zombies excepted)."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            name = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ")[:90].decode(errors="replace")
        except OSError:
            continue
        state, session = fields[0], int(fields[3])
        if session == sid and state != "Z":
            out.append(f"{entry} {name}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--within", type=float, default=3.0, help="kill within this many seconds of the start")
    parser.add_argument("--after", type=float, default=5.0, help="look this many seconds after the kill")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    exe = str(Path(sys.executable).with_name("texas42"))
    home = Path(tempfile.mkdtemp(prefix="texas42-kill-"))
    env = dict(os.environ, HOME=str(home), QT_QPA_PLATFORM="offscreen")
    waiting: list[tuple[float, int, subprocess.Popen[bytes]]] = []
    survivors: list[str] = []
    alive_rounds = 0

    def look(until: float) -> None:
        nonlocal alive_rounds
        while waiting and waiting[0][0] <= until:
            due, sid, process = waiting.pop(0)
            time.sleep(max(0.0, due - time.monotonic()))
            left = session_members(sid)
            if left:
                alive_rounds += 1
                survivors.extend(left)
                for line in left:  # not to skew the next rounds
                    os.kill(int(line.split()[0]), signal.SIGKILL)
            process.wait()

    started = time.monotonic()
    for _ in range(args.kills):
        delay = rng.uniform(0, args.within)
        process = subprocess.Popen([exe, "--new"], env=env, start_new_session=True,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        waiting.append((time.monotonic() + args.after, process.pid, process))
        look(time.monotonic())
    look(float("inf"))
    print(f"app_kill_bench: {args.kills} kills within {args.within:g} s of the start (seed {args.seed}); "
          f"rounds with a process alive {args.after:g} s after the kill: {alive_rounds}")
    for line in survivors[:10]:
        print("  left:", line)
    print(f"time: {time.monotonic() - started:.0f} s; machine: {describe()}; load: {os.getloadavg()[0]:.2f}")
    return 1 if alive_rounds else 0


if __name__ == "__main__":
    sys.exit(main())

"""AI decision times at a level, on this machine.

    .venv/bin/python bench/ai_bench.py [--level hard] [--hands 20] [--seed 1]

Plays whole hands with four AI seats of the level and times every decision:
card plays (median, p95) and bids (median, p95; a bid that wins the auction
includes its trump choice). Prints the solver backend and the machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from machine import cpu_model

from texas42_qt.ai import solver
from texas42_qt.ai.players import make_player
from texas42_qt.engine import GameState, Phase, Rules


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="Straight 42 (tournament)")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, {cpu_model()}; solver backend: {solver.backend()}")
    rules = Rules.preset(args.preset)
    bots = [make_player(args.level, seed=s) for s in range(rules.layout.n_seats)]
    plays: list[float] = []
    bids: list[float] = []
    for h in range(args.hands):
        game = GameState(rules, seed=args.seed + h)
        game.deal()
        bid_time: dict[int, float] = {}
        while game.to_act >= 0:
            seat, phase = game.to_act, game.phase
            start = time.perf_counter()
            action = bots[seat].choose(game.observation(seat))
            took = time.perf_counter() - start
            game.apply(action)
            if phase is Phase.PLAY:
                plays.append(took)
            elif phase is Phase.BID:
                bid_time[seat] = took
            elif phase is Phase.TRUMP:
                bid_time[seat] = bid_time.get(seat, 0.0) + took
        bids.extend(bid_time.values())
    ms = 1000
    print(f"{args.level}: {len(plays)} card plays: median {statistics.median(plays) * ms:.1f} ms, "
          f"p95 {pct(plays, 0.95) * ms:.1f} ms, max {max(plays) * ms:.1f} ms")
    print(f"{args.level}: {len(bids)} bids (+trump): median {statistics.median(bids) * ms:.1f} ms, "
          f"p95 {pct(bids, 0.95) * ms:.1f} ms, max {max(bids) * ms:.1f} ms")


if __name__ == "__main__":
    main()

"""CPU time of the bid hint (Hard's own analysis) at every bidding turn of seeded deals.

    .venv/bin/python bench/hint_time.py --preset "42 for three" --seed 376
    .venv/bin/python bench/hint_time.py --preset "42 for three" --seeds 370-389

Found by the coach consistency run: in deal 376 of 42 for three the second seat's bid hint
took 313 s of CPU (AMD EPYC), far beyond the watchdog that replaces a silent AI process
(120 s); with the solver's table sized for nine tricks, 42 s (the same recommendation). That
seat holds all seven trumps of its best contract: the solver took up to 27 M nodes a deal to
prove what the others must throw on them. With the lead run's bound on the lightest tiles the
others throw, and trumps told apart only by other hands' tiles, 1.8 M (README, "Benchmarks").

Each turn prints the hint's CPU time, the solver nodes it searched (native solver: the
effort, the same on any machine), and what it recommends; the deal goes on with Hard's own
decision (a different one is reported: the hint and the AI must agree). A summary ends a
run of several turns."""

from __future__ import annotations

import argparse
import os
import statistics
import time

from machine import cpu_model

from texas42_qt.ai import hints, parallel, players, solver
from texas42_qt.engine import GameState, Phase, Rules


def seed_range(text: str) -> range:
    """"370-389" or "376": the seeds of the deals."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", default="42 for three")
    ap.add_argument("--seed", type=int, default=376)
    ap.add_argument("--seeds", type=seed_range, help="a range of deals, A-B (instead of --seed)")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--threads", type=int, help="solve on this many threads (default: the cores but one)")
    a = ap.parse_args()
    parallel.set_threads(a.threads)
    print(f"machine: {os.cpu_count()} cores, {cpu_model()}; solver backend: {solver.backend()}; "
          f"solving on {parallel.threads()} thread(s)", flush=True)
    times: list[tuple[float, int, int]] = []
    nodes_total = 0
    for deal in a.seeds or [a.seed]:
        for cpu, seat, nodes in deal_times(Rules.preset(a.preset), deal, a.level):
            times.append((cpu, deal, seat))
            nodes_total += nodes
    if len(times) > 1:
        cpus = [t for t, _, _ in times]
        worst = max(times)
        print(f"{len(times)} hints: median {statistics.median(cpus):.2f} s, slowest {worst[0]:.1f} s "
              f"(deal {worst[1]}, seat {worst[2]}), total {sum(cpus):.1f} s CPU, {nodes_total:,} nodes")


def deal_times(rules: Rules, deal: int, level: str) -> list[tuple[float, int, int]]:
    """(CPU seconds, seat, solver nodes) of the bid hint at every bidding turn of one deal."""
    game = GameState(rules, seed=deal)
    game.deal()
    out = []
    while game.phase is Phase.BID:
        obs = game.observation(game.to_act)
        seed = players.seat_seed(deal, game.to_act)
        nodes = solver.nodes_searched() or 0
        start = time.process_time()
        hint = hints.bid_hint(obs, level, seed)
        cpu = time.process_time() - start
        nodes = (solver.nodes_searched() or 0) - nodes
        contract = f" {hint.contract.name.lower()}" if hint.contract is not None and not hint.recommended.is_pass else ""
        print(f"deal {deal} seat {game.to_act}: {cpu:.1f} s CPU, {nodes:,} nodes, "
              f"recommends {hint.recommended}{contract}", flush=True)
        action = players.make_player(level, seed).choose(obs)
        if action != hint.recommended:
            print(f"  (the AI chose {action}: not what its hint recommends)", flush=True)
        out.append((cpu, game.to_act, nodes))
        game.apply(action)
    return out


if __name__ == "__main__":
    main()

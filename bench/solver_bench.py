"""Solver speed: the perfect-information solver on full deals, native (C) and pure Python.

    .venv/bin/python bench/solver_bench.py [--deals 200] [--py-deals 30] [--py-move-deals 10] [--seed 1]

Each deal is a full Texas 42 hand: the seat after the shaker bids 30, everyone
else passes, and the bidder names as trump the suit it holds most of (the
higher suit on a tie). From the first lead it times:
  exact     the exact value (points the bidders take with best play)
  yes/no    "do the bidders reach 30?" (the question bidding asks)
  moves     the exact value of each of the seven opening leads (move_values)
Targets: native exact median <= 2 ms and p90 <= 6 ms, native yes/no median
<= 0.3 ms, Python exact median <= 80 ms.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from machine import cpu_model

from texas42_qt.ai import solver
from texas42_qt.engine import PASS, Bid, Contract, GameState, NameTrump, Phase, Rules
from texas42_qt.engine.tiles import SUIT_MASK


def deal(seed: int) -> solver.Position:
    state = GameState(Rules(), seed=seed)
    state.deal()
    bidder = state.to_act  # the seat after the shaker
    state.apply(Bid(30))
    while state.phase is Phase.BID:
        state.apply(PASS)
    hand = state.hands[bidder]
    trump = max(range(7), key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), s))
    state.apply(NameTrump(Contract(trump)))
    return solver.position_from_state(state)


def timed(fn, *args) -> tuple[object, float]:
    start = time.perf_counter()
    result = fn(*args)
    return result, time.perf_counter() - start


def ms(x: float) -> str:
    return f"{x * 1e3:8.3f} ms"


def p90(xs: list[float]) -> float:
    return sorted(xs)[min(len(xs) - 1, int(0.9 * len(xs)))]


def report(name: str, xs: list[float], target: str = "") -> None:
    if not xs:
        return
    line = f"  {name:10s} median {ms(statistics.median(xs))}   p90 {ms(p90(xs))}   (n={len(xs)})"
    print(line + (f"   target {target}" if target else ""))


def bench(positions: list[solver.Position], native: bool, move_deals: int) -> dict[str, list]:
    out: dict[str, list] = {"exact": [], "yes/no": [], "moves": [], "values": [], "nodes": []}
    for i, pos in enumerate(positions):
        value, t = timed(solver.solve, pos, native)
        out["exact"].append(t)
        out["values"].append(value)
        reached, t = timed(solver.reaches, pos, 30, native)
        assert reached == (value >= 30)
        out["yes/no"].append(t)
        if i < move_deals:
            moves, t = timed(solver.move_values, pos, native)
            assert len(moves) == 7 and max(moves.values()) == value  # type: ignore[attr-defined]
            out["moves"].append(t)
        if native and solver._native is not None:
            out["nodes"].append(solver._native.solve_stats(*solver._native_args(pos), -1)[1])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=200, help="deals for the native core")
    parser.add_argument("--py-deals", type=int, default=30, help="deals for the pure-Python solver")
    parser.add_argument("--py-move-deals", type=int, default=10, help="of those, deals timed for move_values")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    print(f"machine: {os.cpu_count()} cores (nproc), {cpu_model()}")
    print(f"python {platform.python_version()}, solver backend: {solver.backend()}")
    positions = [deal(args.seed * 100_003 + i) for i in range(max(args.deals, args.py_deals))]
    values = []
    if solver._native is not None:
        for pos in positions[:5]:  # warm up
            solver.solve(pos, True)
        nat = bench(positions[: args.deals], True, args.deals)
        values = nat["values"]
        print(f"native (C), {len(nat['exact'])} deals:")
        report("exact", nat["exact"], "median <= 2 ms, p90 <= 6 ms")
        report("yes/no 30", nat["yes/no"], "median <= 0.3 ms")
        report("moves", nat["moves"])
        nodes = nat["nodes"]
        print(f"  nodes      median {statistics.median(nodes):8.0f}      p90 {p90(nodes):8.0f}")
    else:
        print("native (C): not built (pip install -e . with a C compiler builds it)")
    py = bench(positions[: args.py_deals], False, args.py_move_deals)
    print(f"python, {len(py['exact'])} deals:")
    report("exact", py["exact"], "median <= 80 ms")
    report("yes/no 30", py["yes/no"])
    report("moves", py["moves"])
    if values:
        assert py["values"] == values[: len(py["values"])], "the backends disagree"
        print("  the backends agree on every value")
    vals = values or py["values"]
    print(f"values: median {statistics.median(vals)}, bidders reach 30 on {sum(v >= 30 for v in vals)} of {len(vals)} deals")


if __name__ == "__main__":
    main()

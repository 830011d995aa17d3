"""Bid-hint quality: the instant estimate against the simulation, on held-out hands.

    .venv/bin/python bench/estimate_bench.py [--hands 500] [--worlds 500] [--seed 1] [--jobs 1]
                                             [--cache FILE] [--follow-me-doubles high|low] [--json]

For each hand (the first bidder's tiles of the deal `GameState(rules, seed + i)`,
straight 42, four players, no bids yet) the simulation is what
`evaluate_contracts` computes, on every contract rather than the best few:
`--worlds` hidden worlds drawn by `Sampler` from the seat's observation, each
solved open-handed with the bidder leading (`_solve_whole_hand`); the chance of
a bid level B under contract C is the weighted share of worlds whose points
reach `target_for(rules, C, B)`. The instant estimate is
`texas42_qt.ai.estimate.instant_chances`.

It prints the mean absolute error (MAE) between the two over every (contract,
bid level 30..42) cell, over the 13 cells of each hand's best contract (the
highest simulated expected points), and over the cells whose simulated chance
lies between 0.1 and 0.9; the MAE of the expected points; the time of one
instant estimate; and, for scale, the sampling noise of the simulation itself.

The training data of the estimate (bench/build_estimates.py) comes from other
seeds (1,000,000 and up), so these hands are held out. `--cache FILE` keeps the
simulated hands (one JSON line each) so a rerun only scores the estimate.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import math
import os
import random
import statistics
import sys
import time

from machine import describe

from texas42_qt.ai import solver
from texas42_qt.ai.bidding import target_for
from texas42_qt.ai.evaluate import _solve_whole_hand
from texas42_qt.ai.pool import process_pool
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import Contract, GameState, Rules

LEVELS = tuple(range(30, 43))
"""Bid levels scored: 30-41 points and 42 (every mark bid needs the same 42 points)."""

CONTRACTS = (*(Contract(s) for s in range(7)), Contract.DOUBLES, Contract.FOLLOW_ME)


def rules_for(follow_me_doubles: str = "high") -> Rules:
    """Straight 42 (four players), with follow-me doubles high (the default) or low."""
    return Rules.preset("Straight 42 (tournament)").with_(follow_me_doubles=follow_me_doubles)


def deal_observation(rules: Rules, seed: int):
    """The first bidder's observation of the deal of this seed, before any bid."""
    game = GameState(rules, seed=seed)
    game.deal()
    return game.observation(game.to_act)


def simulate_hand(rules: Rules, seed: int, worlds: int, contracts=CONTRACTS, tag: str = "estimate",
                  hand: int | None = None) -> dict:
    """Per contract, the histogram (43 bins, points 0-42) of the bidders' whole-hand
    points over `worlds` sampled worlds (weights summed; they are 1 with no bids).
    `hand` replaces the first bidder's tiles of the deal (the other seats' tiles are sampled anyway)."""
    obs = deal_observation(rules, seed)
    if hand is not None:
        obs = dataclasses.replace(obs, hand=hand)
    rng = random.Random(f"{tag}-{seed}-{worlds}")
    sampled = Sampler(obs).sample(worlds, rng)
    total = rules.layout.total_points
    hist = {}
    for c in contracts:
        bins = [0.0] * (total + 1)
        for world in sampled:
            bins[_solve_whole_hand(rules, world.hands, obs.seat, obs.seat, c)] += world.weight
        hist[c.code] = bins
    return {"seed": seed, "hand": obs.hand, "worlds": worlds, "hist": hist}


def chance_from_hist(bins: list[float], target: int) -> float:
    total = sum(bins)
    return sum(bins[target:]) / total if total else 0.0


def mean_from_hist(bins: list[float]) -> float:
    total = sum(bins)
    return sum(v * w for v, w in enumerate(bins)) / total if total else 0.0


def _simulate_job(args: tuple[str, int, int, tuple[str, ...]]) -> dict:
    fmd, seed, worlds, codes = args
    return simulate_hand(rules_for(fmd), seed, worlds, tuple(Contract.from_code(c) for c in codes), tag="bench")


def simulate_all(rules_fmd: str, seeds: list[int], worlds: int, codes: tuple[str, ...], jobs: int,
                 cache: str | None, progress: bool) -> list[dict]:
    done: dict[int, dict] = {}
    key = {"follow_me_doubles": rules_fmd, "worlds": worlds}
    if cache and os.path.exists(cache):
        with open(cache) as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                row = json.loads(line)
                if row.get("key") == key and all(c in row["hist"] for c in codes):
                    done[row["seed"]] = row
    todo = [s for s in seeds if s not in done]
    start = time.perf_counter()
    out_file = open(cache, "a") if cache else None
    try:
        with contextlib.ExitStack() as stack:
            jobs_args = [(rules_fmd, s, worlds, codes) for s in todo]
            if jobs <= 1:
                results = map(_simulate_job, jobs_args)
            else:
                pool = stack.enter_context(process_pool(jobs))
                results = pool.map(_simulate_job, jobs_args, chunksize=1)
            for i, row in enumerate(results, 1):
                row["key"] = key
                done[row["seed"]] = row
                if out_file:
                    out_file.write(json.dumps(row, separators=(",", ":")) + "\n")
                    out_file.flush()
                if progress and (i % 10 == 0 or i == len(todo)):
                    el = time.perf_counter() - start
                    print(f"  simulated {i}/{len(todo)} hands, {el:.0f} s, about {el / i * (len(todo) - i):.0f} s left",
                          file=sys.stderr, flush=True)
    finally:
        if out_file:
            out_file.close()
    return [done[s] for s in seeds]


def sim_noise(p: float, n: float) -> float:
    """Expected |error| of a share of n coin flips with chance p (normal approximation)."""
    return math.sqrt(max(p * (1 - p), 0.0) / n) * math.sqrt(2 / math.pi) if n else 0.0


def score(rows: list[dict], rules: Rules, codes: tuple[str, ...]) -> dict:
    """MAE of the instant estimate against the simulated rows."""
    from texas42_qt.ai.estimate import instant_chances, instant_expected

    all_err: list[float] = []
    best_err: list[float] = []
    mid_err: list[float] = []
    exp_err: list[float] = []
    noise: list[float] = []
    per_contract: dict[str, list[float]] = {c: [] for c in codes}
    per_level: dict[int, list[float]] = {b: [] for b in LEVELS}
    calls = 0
    spent = 0.0
    if rows:
        instant_chances(rows[0]["hand"], Contract.SIXES, rules)  # load the model before timing
    for row in rows:
        hand = row["hand"]
        sims: dict[str, dict[int, float]] = {}
        ests: dict[str, dict[int, float]] = {}
        means: dict[str, float] = {}
        for code in codes:
            c = Contract.from_code(code)
            bins = row["hist"][code]
            sims[code] = {b: chance_from_hist(bins, target_for(rules, c, b)) for b in LEVELS}
            means[code] = mean_from_hist(bins)
            t0 = time.perf_counter()
            est = instant_chances(hand, c, rules)
            spent += time.perf_counter() - t0
            calls += 1
            assert est is not None
            ests[code] = est
            expected = instant_expected(hand, c, rules)
            assert expected is not None
            exp_err.append(abs(expected - means[code]))
        best = max(codes, key=lambda code: means[code])
        n = sum(row["hist"][codes[0]])
        for code in codes:
            for b in LEVELS:
                s, e = sims[code][b], ests[code][b]
                err = abs(e - s)
                all_err.append(err)
                noise.append(sim_noise(s, n))
                per_contract[code].append(err)
                per_level[b].append(err)
                if code == best:
                    best_err.append(err)
                if 0.1 <= s <= 0.9:
                    mid_err.append(err)
    return {
        "mae_all": statistics.fmean(all_err),
        "cells_all": len(all_err),
        "mae_best_contract": statistics.fmean(best_err) if best_err else None,
        "cells_best_contract": len(best_err),
        "mae_mid": statistics.fmean(mid_err) if mid_err else None,
        "cells_mid": len(mid_err),
        "mae_expected_points": statistics.fmean(exp_err),
        "simulation_noise_all": statistics.fmean(noise),
        "mae_per_contract": {c: statistics.fmean(v) for c, v in per_contract.items()},
        "mae_per_level": {str(b): statistics.fmean(v) for b, v in per_level.items()},
        "estimate_us": spent / calls * 1e6 if calls else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--worlds", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1, help="first deal seed (training uses 1,000,000 and up)")
    parser.add_argument("--jobs", type=int, default=1, help="processes for the simulation (default 1)")
    parser.add_argument("--cache", help="JSON-lines file keeping simulated hands between runs")
    parser.add_argument("--follow-me-doubles", choices=("high", "low"), default="high")
    parser.add_argument("--contracts", default="all",
                        help='comma-separated codes ("6", "doubles", "follow-me"), default all nine')
    parser.add_argument("--simulate-only", action="store_true", help="simulate (and cache) without scoring")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    rules = rules_for(args.follow_me_doubles)
    codes = tuple(c.code for c in CONTRACTS) if args.contracts == "all" else tuple(args.contracts.split(","))
    for code in codes:
        Contract.from_code(code)
    seeds = [args.seed + i for i in range(args.hands)]
    if not args.json:
        print(f"machine: {describe()}; solver backend: {solver.backend()}")
        print(f"{args.hands} hands (seeds {seeds[0]}..{seeds[-1]}) x {args.worlds} worlds, "
              f"contracts {' '.join(codes)}, follow-me doubles {args.follow_me_doubles}, jobs {args.jobs}")
    start = time.perf_counter()
    rows = simulate_all(args.follow_me_doubles, seeds, args.worlds, codes, args.jobs, args.cache, not args.json)
    sim_seconds = time.perf_counter() - start
    if args.simulate_only:
        print(f"simulated in {sim_seconds:.0f} s")
        return 0
    result = score(rows, rules, codes)
    result.update(hands=args.hands, worlds=args.worlds, seed=args.seed, follow_me_doubles=args.follow_me_doubles,
                  simulation_seconds=sim_seconds, machine=describe(), solver=solver.backend())
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"simulation took {sim_seconds:.0f} s (0 when every hand came from the cache)")
    print(f"MAE, every (contract, level) cell:      {result['mae_all']:.4f}  ({result['cells_all']} cells; "
          f"the simulation's own sampling noise is about {result['simulation_noise_all']:.4f})")
    print(f"MAE, each hand's best contract:         {result['mae_best_contract']:.4f}  "
          f"({result['cells_best_contract']} cells)")
    print(f"MAE, cells simulated between 0.1 and 0.9: {result['mae_mid']:.4f}  ({result['cells_mid']} cells)")
    print(f"MAE of expected points:                 {result['mae_expected_points']:.2f} points")
    print("MAE per contract: " + ", ".join(f"{c} {v:.3f}" for c, v in result["mae_per_contract"].items()))
    print("MAE per level:    " + ", ".join(f"{b} {v:.3f}" for b, v in result["mae_per_level"].items()))
    print(f"instant estimate: {result['estimate_us']:.1f} us per call (one contract, every level)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

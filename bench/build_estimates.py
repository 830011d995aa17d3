"""Build the instant bid-chance estimates (texas42_qt/ai/data/estimates.json) from the solver.

    .venv/bin/python bench/build_estimates.py generate [--hands 4000] [--worlds 12] [--seed 1000000] [--samples FILE]
    .venv/bin/python bench/build_estimates.py fit [--samples FILE] [--out texas42_qt/ai/data/estimates.json]

generate: for each deal `GameState(straight 42, seed + i)`, the first bidder's
hand before any bid, `--worlds` hidden worlds drawn by `Sampler` and each
solved open-handed with the bidder leading (`_solve_whole_hand`) under the
seven suits, doubles, follow-me with doubles high and follow-me with doubles
low. Each hand's points histograms go to a JSON-lines file (appended, so a run
can be stopped and resumed; hands already there are skipped). Seeds 1,000,000
and up by default: bench/estimate_bench.py scores on seeds 1-500. With
`--strong` (seeds 2,000,000 and up by convention) the bidder's tiles are
replaced by a hand long in one suit, 4 to 7 of it: dealt hands seldom hold
five or more trumps, yet those are the hands that bid high.

fit: per contract family (suit trump, doubles, follow-me high, follow-me low)
and per bid level 30..42, a logistic regression of "the bidders reach the
level" on features of the hand (texas42_qt.ai.estimate.features), fitted by
Newton's method on the per-world outcomes (binomial counts per hand), lightly
L2-regularised; and a least-squares fit of the expected points. Pure Python (no
numpy). The last share (--holdout) of the dealt hands is kept out first to
report the model's Brier score and its error against the sampled chances (and
the root-mean-square error against the true chance, the sampling noise taken
out, which the data file keeps as each family's `error`); then the final model
is fitted on every hand.

The data file shipped was built with:

    .venv/bin/python bench/build_estimates.py generate --hands 2562 --worlds 12 --samples /tmp/est/train.jsonl
    .venv/bin/python bench/build_estimates.py generate --strong --hands 1231 --worlds 12 --seed 2000000 \
        --samples /tmp/est/train.jsonl
    .venv/bin/python bench/build_estimates.py fit --samples /tmp/est/train.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import tempfile
import time

from estimate_bench import LEVELS, rules_for, simulate_hand
from machine import describe

from texas42_qt.ai import estimate, solver
from texas42_qt.engine import Contract
from texas42_qt.engine.tiles import SUIT_MASK, mask_of, tiles_of

SUITS = tuple(Contract(s) for s in range(7))
DEFAULT_SAMPLES = os.path.join(tempfile.gettempdir(), "texas42_estimate_samples.jsonl")
DEFAULT_OUT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "texas42_qt", "ai", "data", "estimates.json"))


# ---------------------------------------------------------------- generate


def strong_hand(seed: int) -> int:
    """A hand long in one suit (4 to 7 of it, more often 5 or 6), the rest drawn at random."""
    rng = random.Random(f"strong-{seed}")
    suit = tiles_of(SUIT_MASK[rng.randrange(7)])
    k = rng.choice((4, 5, 5, 6, 6, 7))
    tiles = rng.sample(suit, k)
    tiles += rng.sample([t for t in range(28) if t not in suit], 7 - k)
    return mask_of(tiles)


def generate_hand(seed: int, worlds: int, strong: bool = False) -> dict:
    """Histograms of one hand under the seven suits, doubles, follow-me high and low."""
    hand = strong_hand(seed) if strong else None
    contracts = (*SUITS, Contract.DOUBLES, Contract.FOLLOW_ME)
    high = simulate_hand(rules_for("high"), seed, worlds, contracts, tag="train", hand=hand)
    low = simulate_hand(rules_for("low"), seed, worlds, (Contract.FOLLOW_ME,), tag="train", hand=hand)
    high["hist"]["follow-me-low"] = low["hist"]["follow-me"]
    high["kind"] = "strong" if strong else "deal"
    return high


def generate(args: argparse.Namespace) -> int:
    done = set()
    if os.path.exists(args.samples):
        with open(args.samples) as f:
            for line in f:
                if line.strip():
                    done.add(json.loads(line)["seed"])
    seeds = [args.seed + i for i in range(args.hands) if args.seed + i not in done]
    print(f"machine: {describe()}; solver backend: {solver.backend()}")
    kind = "strong (long-suit) hands" if args.strong else "hands"
    print(f"generating {len(seeds)} {kind} x {args.worlds} worlds into {args.samples} ({len(done)} there already)")
    start = time.perf_counter()
    with open(args.samples, "a") as out:
        for i, seed in enumerate(seeds, 1):
            row = generate_hand(seed, args.worlds, args.strong)
            out.write(json.dumps(row, separators=(",", ":")) + "\n")
            out.flush()
            if i % 50 == 0 or i == len(seeds):
                el = time.perf_counter() - start
                print(f"  {i}/{len(seeds)} hands, {el:.0f} s, about {el / i * (len(seeds) - i):.0f} s left", flush=True)
    return 0


# ---------------------------------------------------------------- fit

FAMILIES = {
    "suit": SUITS,
    "doubles": (Contract.DOUBLES,),
    "follow-me-high": (Contract.FOLLOW_ME,),
    "follow-me-low": (Contract.FOLLOW_ME,),
}


def _hist_key(family: str, contract: Contract) -> str:
    return "follow-me-low" if family == "follow-me-low" else contract.code


def load_samples(path: str) -> list[dict]:
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


class Rows:
    """One family's data: per (hand, contract), the features and the points histogram,
    rows with identical features merged (their histograms added)."""

    def __init__(self, samples: list[dict], family: str):
        rules = rules_for("low" if family == "follow-me-low" else "high")
        merged: dict[tuple[float, ...], list[float]] = {}
        for row in samples:
            for c in FAMILIES[family]:
                x = tuple(estimate.features(row["hand"], estimate._view(rules.follow_me_doubles, c)))
                bins = row["hist"][_hist_key(family, c)]
                acc = merged.setdefault(x, [0.0] * len(bins))
                for i, v in enumerate(bins):
                    acc[i] += v
        self.x = [list(x) for x in merged]
        self.hist = list(merged.values())
        self.n = [sum(h) for h in self.hist]
        self.nz = [[(i, v) for i, v in enumerate(x) if v] for x in self.x]
        self.used = sorted({i for nz in self.nz for i, _ in nz})

    def k(self, level: int) -> list[float]:
        target = 42 if level >= 42 else level
        return [sum(h[target:]) for h in self.hist]

    def mean(self) -> list[float]:
        return [sum(v * w for v, w in enumerate(h)) / n for h, n in zip(self.hist, self.n)]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve a x = b (a symmetric positive definite, small) by Gaussian elimination with pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        d = m[col][col]
        if abs(d) < 1e-12:
            continue
        for r in range(col + 1, n):
            f = m[r][col] / d
            if f:
                row, top = m[r], m[col]
                for j in range(col, n + 1):
                    row[j] -= f * top[j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        d = m[r][r]
        s = m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))
        x[r] = s / d if abs(d) >= 1e-12 else 0.0
    return x


def _sigmoid(z: float) -> float:
    return estimate._sigmoid(max(-40.0, min(40.0, z)))


def fit_logistic(rows: Rows, k: list[float], start: list[float] | None, l2: float, iters: int = 25) -> list[float]:
    """Newton's method for a binomial logistic regression (L2 penalty on all but the bias)."""
    d = len(rows.x[0])
    used = rows.used
    pos = {i: j for j, i in enumerate(used)}
    w = list(start) if start else [0.0] * d
    for _ in range(iters):
        m = len(used)
        g = [0.0] * m
        h = [[0.0] * m for _ in range(m)]
        for nz, n, kk in zip(rows.nz, rows.n, k):
            eta = sum(w[i] * v for i, v in nz)
            p = _sigmoid(eta)
            r = kk - n * p
            s = n * p * (1 - p)
            idx = [(pos[i], v) for i, v in nz]
            for a, va in idx:
                g[a] += r * va
                ha = h[a]
                sva = s * va
                for b, vb in idx:
                    ha[b] += sva * vb
        for j, i in enumerate(used):
            if i:
                g[j] -= l2 * w[i]
                h[j][j] += l2
            else:
                h[j][j] += 1e-6
        step = _solve(h, g)
        for j, i in enumerate(used):
            w[i] += step[j]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def fit_linear(rows: Rows, y: list[float], l2: float) -> list[float]:
    """Least squares (weighted by the worlds behind each row), lightly ridge-regularised."""
    d = len(rows.x[0])
    used = rows.used
    pos = {i: j for j, i in enumerate(used)}
    m = len(used)
    g = [0.0] * m
    h = [[0.0] * m for _ in range(m)]
    for nz, n, yy in zip(rows.nz, rows.n, y):
        idx = [(pos[i], v) for i, v in nz]
        for a, va in idx:
            g[a] += n * yy * va
            for b, vb in idx:
                h[a][b] += n * va * vb
    for j, i in enumerate(used):
        h[j][j] += l2 if i else 1e-6
    sol = _solve(h, g)
    w = [0.0] * d
    for j, i in enumerate(used):
        w[i] = sol[j]
    return w


def fit_family(rows: Rows, l2: float) -> dict:
    levels: dict[str, list[float]] = {}
    w: list[float] | None = None
    for level in LEVELS:
        w = fit_logistic(rows, rows.k(level), w, l2)
        levels[str(level)] = w
    return {"levels": levels, "expected": fit_linear(rows, rows.mean(), l2)}


def _rounded(w: list[float]) -> list[float]:
    return [round(v, 4) for v in w]


def check(model: dict, samples: list[dict]) -> dict:
    """Brier score (per world) and mean absolute error against the sampled chance, per family."""
    from texas42_qt.ai.bidding import target_for

    out = {}
    for family, contracts in FAMILIES.items():
        rules = rules_for("low" if family == "follow-me-low" else "high")
        brier = base = mae = sq = 0.0
        cells = 0
        worlds = 0.0
        for row in samples:
            for c in contracts:
                bins = row["hist"][_hist_key(family, c)]
                n = sum(bins)
                est = _chances(model["families"][family], row["hand"], c, rules)
                for level in LEVELS:
                    kk = sum(bins[target_for(rules, c, level):])
                    p = est[level]
                    brier += kk * (1 - p) ** 2 + (n - kk) * p * p
                    q = kk / n
                    base += n * q * (1 - q)
                    mae += abs(p - q)
                    sq += (p - q) ** 2 - q * (1 - q) / (n - 1)
                    cells += 1
                    worlds += n
        out[family] = {"brier": brier / worlds, "brier_floor": base / worlds, "mae_vs_sampled": mae / cells,
                       "rmse": math.sqrt(max(0.0, sq / cells))}
    return out


def _chances(fam_model: dict, hand: int, contract: Contract, rules) -> dict[int, float]:
    x = estimate.features(hand, estimate._view(rules.follow_me_doubles, contract))
    out, cap = {}, 1.0
    for level in LEVELS:
        p = min(cap, estimate._sigmoid(estimate._dot(fam_model["levels"][str(level)], x)))
        out[level] = cap = p
    return out


def fit(args: argparse.Namespace) -> int:
    samples = load_samples(args.samples)
    print(f"{len(samples)} hands from {args.samples}")
    deals = [s for s in samples if s.get("kind", "deal") == "deal"]
    strong = [s for s in samples if s.get("kind", "deal") != "deal"]
    print(f"  {len(deals)} dealt hands, {len(strong)} long-suit hands")
    cut = int(len(deals) * (1 - args.holdout))
    parts = [("holdout", deals[:cut] + strong, deals[cut:])] if args.holdout > 0 else []
    parts.append(("final", samples, []))
    model: dict = {}
    errors: dict[str, float] = {}
    for _name, train, test in parts:
        start = time.perf_counter()
        model = {"version": 1, "families": {}}
        for family in FAMILIES:
            rows = Rows(train, family)
            model["families"][family] = {"features": list(estimate.feature_names(family)), **fit_family(rows, args.l2)}
        took = time.perf_counter() - start
        if test:
            print(f"fitted on {len(train)} hands in {took:.0f} s; on the last {len(test)} dealt hands, held out:")
            for family, m in check(model, test).items():
                errors[family] = m["rmse"]
                print(f"  {family:15s} Brier {m['brier']:.4f} (floor {m['brier_floor']:.4f}), "
                      f"MAE vs sampled chance {m['mae_vs_sampled']:.4f}, "
                      f"RMSE vs the true chance (sampling noise taken out) {m['rmse']:.4f}")
        else:
            print(f"fitted on all {len(train)} hands in {took:.0f} s")
    for name, fam in model["families"].items():
        if name in errors:
            fam["error"] = round(errors[name], 3)
        fam["levels"] = {k: _rounded(v) for k, v in fam["levels"].items()}
        fam["expected"] = _rounded(fam["expected"])
    model["built_from"] = {"hands": len(deals), "long_suit_hands": len(strong),
                           "worlds_per_hand": int(sum(samples[0]["hist"]["6"])),
                           "l2": args.l2, "script": "bench/build_estimates.py"}
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(model, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {args.out} ({os.path.getsize(args.out)} bytes)")
    return 0


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="solve sampled worlds of many hands")
    g.add_argument("--hands", type=int, default=4000)
    g.add_argument("--worlds", type=int, default=12)
    g.add_argument("--seed", type=int, default=1_000_000)
    g.add_argument("--samples", default=DEFAULT_SAMPLES)
    g.add_argument("--strong", action="store_true",
                   help="instead of the dealt hand, one long in a suit (4-7 tiles of it): more data where bids are made")
    f = sub.add_parser("fit", help="fit the model and write the data file")
    f.add_argument("--samples", default=DEFAULT_SAMPLES)
    f.add_argument("--out", default=DEFAULT_OUT)
    f.add_argument("--holdout", type=float, default=0.2, help="share of hands held out to report the fit first")
    f.add_argument("--l2", type=float, default=2.0)
    args = parser.parse_args(argv)
    if args.command == "generate":
        return generate(args)
    return fit(args)


if __name__ == "__main__":
    sys.exit(main())

"""How often a bid made (or missed) by a margin with open hands is made in real play.

    .venv/bin/python bench/realise_fit.py --runs 41:300,43:76 --level hard-v0.2 --jobs 2

Plays forced-30 deals of `texas42-arena --forced-30` (each run SEED:DEALS: the first DEALS
deals of that arena seed) with four seats of the level. After each play that had a choice,
it solves the true deal with every hand open: by how many points the bidders make or miss
their bid from there with perfect play. Then, per tricks left, it fits how often the hand's
bid was in fact made, a logistic in that margin (clipped at `realise.CLIP`) with a jump at
0, and prints the table `texas42_qt/ai/realise.py` keeps (`CURVES`), with what each curve
says at a few margins. Seeded: the same command prints the same table on any machine.
"""

from __future__ import annotations

import argparse
import collections
import math
import sys

from machine import describe

from texas42_qt.ai import arena
from texas42_qt.ai.evaluate import goal_for, open_move_values
from texas42_qt.ai.players import make_player, seat_seed
from texas42_qt.ai.pool import process_pool
from texas42_qt.ai.realise import CLIP, curve_chance
from texas42_qt.engine import GameState, Outcome, Play, Rules

Sample = tuple[int, int, bool]
"""(tricks left before the play, open-hands margin after it, whether the bid was made)."""


def play_deal(job: tuple[int, str]) -> list[Sample]:
    seed, level = job
    game = GameState(Rules(), seed=seed)
    game.deal()
    arena._force_30(game)
    seats = [make_player(level, seed=seat_seed(seed, s)) for s in range(4)]
    margins: list[tuple[int, int]] = []
    while game.to_act >= 0:
        obs = game.observation(game.to_act)
        action = seats[obs.seat].choose(obs)
        if isinstance(action, Play) and len(obs.legal) > 1:
            goal = goal_for(obs)
            values = open_move_values(obs, goal, tuple(game.hands))
            margins.append((game.rules.layout.tricks - len(obs.tricks), values[action.tile] - goal.need))
        game.apply(action)
    assert game.result is not None
    made = game.result.result is Outcome.MADE
    return [(k, m, made) for k, m in margins]


def features(margin: int) -> list[float]:
    """The curve's terms, so that their sum weighted by a curve is `curve_chance`'s logit."""
    m = max(-CLIP, min(CLIP, margin))
    above = 1.0 if m >= 0 else 0.0
    return [1.0, above, m * above, m * (1 - above)]


def fit(samples: list[tuple[int, bool]]) -> list[float]:
    """Logistic regression by Newton's method (a small ridge keeps a clean split finite)."""
    w = [0.0] * 4
    for _ in range(30):
        grad = [0.0] * 4
        hess = [[1e-3 if i == j else 0.0 for j in range(4)] for i in range(4)]
        for margin, made in samples:
            x = features(margin)
            p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, x))))
            for i in range(4):
                grad[i] += (made - p) * x[i]
                for j in range(4):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        w = [a + b for a, b in zip(w, _solve(hess, grad))]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", default="41:300,43:76", help="SEED:DEALS,... arena seeds and how many deals of each")
    parser.add_argument("--level", default="hard-v0.2")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    print(describe())
    jobs = []
    for run in args.runs.split(","):
        seed, _, deals = run.partition(":")
        jobs += [(arena.game_seed(int(seed), i), args.level) for i in range(int(deals))]
    by_tricks = collections.defaultdict(list)
    with process_pool(args.jobs) as pool:
        for samples in pool.map(play_deal, jobs, chunksize=2):
            for k, m, made in samples:
                by_tricks[k].append((m, made))
    print(f"{len(jobs)} hands of four {args.level} seats")
    for k in sorted(by_tricks, reverse=True):
        w = fit(by_tricks[k])
        at = " ".join(f"{m}:{curve_chance((w[0], w[1], w[2], w[3]), m):.2f}" for m in (-12, -1, 0, 6, 15))
        print(f"    {k}: ({w[0]:.2f}, {w[1]:.2f}, {w[2]:.3f}, {w[3]:.3f}),  # {len(by_tricks[k])} plays; made at {at}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How a seat chooses among the tiles it may play: the play model Expert reads worlds by.

    .venv/bin/python bench/play_read_fit.py --deals 900 --seed 555 --level hard-v0.2 --jobs 2

Plays forced-30 deals of `texas42-arena --forced-30` (the first DEALS deals of arena seed
SEED) with four seats of the level and records every play: the tiles the seat could play
and the one it chose. Fits a conditional logit on the features of `ai/inference.py`
(`FEATURES`) over the first two thirds of the deals and prints the weights that module
keeps (`PLAY_WEIGHTS`). On the last third it says how well the model predicts a play
(log-likelihood per choice, against choosing at random), and how much more likely it finds
the true deal than the deals the bidder can imagine: for each play of another seat, the
log-chance of that play in the true hands less its mean over WORLDS deals drawn from the
bidder's view just after it (forced plays included). Seeded: the same command prints the
same figures on any machine.
"""

from __future__ import annotations

import argparse
import collections
import math
import random
import sys

from machine import describe
from realise_fit import solve

from texas42_qt.ai import arena
from texas42_qt.ai.inference import FEATURES, PLAY_WEIGHTS, Choice, choice_features, choice_log_p, play_choices
from texas42_qt.ai.players import make_player, seat_seed
from texas42_qt.ai.pool import process_pool
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import GameState, Play, Rules

Record = tuple[Choice, int, int, list[int]]
"""A play: its choice, the tiles the seat could play, its place from the bidder, and the
same tiles in deals the bidder could imagine (empty for the bidder's own plays)."""


def play_deal(job: tuple[int, str, int]) -> list[Record]:
    seed, level, n_worlds = job
    game = GameState(Rules(), seed=seed)
    game.deal()
    arena._force_30(game)
    seats = [make_player(level, seed=seat_seed(seed, s)) for s in range(4)]
    rng = random.Random(seed)
    out: list[Record] = []
    while game.to_act >= 0:
        obs = game.observation(game.to_act)
        action = seats[obs.seat].choose(obs)
        game.apply(action)
        if not isinstance(action, Play) or game.to_act < 0:
            continue
        assert obs.bidder is not None
        viewer = obs.bidder if obs.seat != obs.bidder else (obs.bidder + 2) % 4
        choice = play_choices(game.observation(viewer))[-1]
        legal = choice.table.legal(game.hands[obs.seat] | choice.later, choice.led)
        imagined = []
        if obs.seat != obs.bidder:
            for world in Sampler(game.observation(viewer), use_auction=False).sample(n_worlds, rng):
                imagined.append(choice.table.legal(world.hands[obs.seat] | choice.later, choice.led))
        out.append((choice, legal, (obs.seat - obs.bidder) % 4, imagined))
    return out


def fit(records: list[Record], ridge: float = 0.01) -> tuple[float, ...]:
    """The conditional logit's weights by Newton's method (a small ridge keeps them finite)."""
    n = len(FEATURES)
    w = [0.0] * n
    data = [(c, choice_features(c, legal)) for c, legal, _, _ in records if legal & (legal - 1)]
    for _ in range(20):
        grad = [-ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(n)] for i in range(n)]
        for c, feats in data:
            scores = {t: sum(a * b for a, b in zip(w, f)) for t, f in feats.items()}
            top = max(scores.values())
            total = sum(math.exp(s - top) for s in scores.values())
            p = {t: math.exp(s - top) / total for t, s in scores.items()}
            mean = [sum(p[t] * f[i] for t, f in feats.items()) for i in range(n)]
            for i in range(n):
                grad[i] += feats[c.tile][i] - mean[i]
            for t, f in feats.items():
                d = [f[i] - mean[i] for i in range(n)]
                for i in range(n):
                    if d[i]:
                        for j in range(n):
                            hess[i][j] += p[t] * d[i] * d[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(x) for x in step) < 1e-6:
            break
    return tuple(w)


def uniform_log_p(c: Choice, legal: int) -> float:
    return -math.log(legal.bit_count())


def report(records: list[Record], weights: tuple[float, ...]) -> None:
    def model(c: Choice, legal: int) -> float:
        return choice_log_p(c, legal, weights)

    choices = [(c, legal) for c, legal, _, _ in records if legal & (legal - 1)]
    for name, log_p in (("the model", model), ("at random", uniform_log_p)):
        ll = sum(log_p(c, legal) for c, legal in choices) / len(choices)
        by_role: dict[int, list[float]] = collections.defaultdict(list)
        for c, legal, role, imagined in records:
            if imagined:
                by_role[role].append(log_p(c, legal) - sum(log_p(c, m) for m in imagined) / len(imagined))
        told = ", ".join(f"{('bidder', 'left', 'partner', 'right')[r]} {sum(v) / len(v):.3f} ({len(v)} plays)"
                         for r, v in sorted(by_role.items()))
        print(f"  {name}: log-likelihood per choice {ll:.3f}; true deal over imagined ones, nats per play: {told}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=900)
    parser.add_argument("--seed", type=int, default=555)
    parser.add_argument("--level", default="hard-v0.2")
    parser.add_argument("--worlds", type=int, default=32)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    print(describe())
    jobs = [(arena.game_seed(args.seed, i), args.level, args.worlds) for i in range(args.deals)]
    with process_pool(args.jobs) as pool:
        deals = list(pool.map(play_deal, jobs, chunksize=2))
    split = len(deals) * 2 // 3
    train = [r for deal in deals[:split] for r in deal]
    test = [r for deal in deals[split:] for r in deal]
    weights = fit(train)
    print(f"{len(deals)} hands of four {args.level} seats; fitted on {split} ({len(train)} plays), tested on the rest")
    print("PLAY_WEIGHTS = (")
    for name, w in zip(FEATURES, weights):
        print(f"    {w:.3f},  # {name}")
    print(")")
    print("on the hands it was not fitted on:")
    report(test, weights)
    if any(PLAY_WEIGHTS):
        print("the weights in ai/inference.py now, on the same hands:")
        report(test, PLAY_WEIGHTS)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How much the other seats' first plays tell the bidder, read through a search of their own.

    .venv/bin/python bench/policy_read.py --deals 60 --seed 27 --read-worlds 16

On the forced-30 deals of `texas42-arena --forced-30` (the same deals for the same seed), four
hard-v0.2 seats play the first trick. Where the bidder then leads again, each other seat's play
in that trick is read as a search player would have made it: for the true deal and for deals the
bidder draws from what it sees (`--drawn`, with its count read), the seat's view is rebuilt with
its tiles in that deal and searched on `--read-worlds` deals of its own (the realised chance, as
Expert weighs a play); the play's likelihood is the softmax of the tiles' chances at a
temperature. Reports, per partner and defender, how many nats more likely the true deal makes
the plays than the drawn ones on average: what weighting the bidder's deals by such a read could
tell it (the plays' logit read, "Tried for Expert and removed", found 0.09-0.18 a play).
Seeded: the same command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from machine import describe
from open_hands import forced_table

from texas42_qt.ai import arena
from texas42_qt.ai.evaluate import Effort, evaluate_plays
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import GameState, Play, same_side

TEMPERATURES = (0.02, 0.05, 0.1, 0.2)


def log_likelihoods(start: GameState, hands: list[int], plays: list[tuple[int, int]], effort: Effort,
                    seed: int) -> dict[int, list[float]]:
    """Per seat other than the leader, the log-likelihood of its play at each temperature, had the
    seats held `hands` (as dealt) and each searched its own view."""
    game = start.clone()
    game.hands = list(hands)
    out: dict[int, list[float]] = {}
    for seat, tile in plays:
        if seat != start.to_act:
            obs = game.observation(seat)
            out[seat] = [0.0] * len(TEMPERATURES)  # a forced tile says nothing
            if len(obs.legal) > 1:
                scores = {p.tile: p.score for p in evaluate_plays(obs, effort, random.Random(seed))}
                best = max(scores.values())
                out[seat] = [(scores[tile] - best) / t - math.log(sum(math.exp((s - best) / t) for s in scores.values()))
                             for t in TEMPERATURES]
        game.apply(Play(tile))
    return out


def read_deal(seed: int, drawn: int, effort: Effort) -> dict[str, list[list[float]]]:
    """Per role, the true deal's log-likelihood less the drawn deals' mean, one list per play."""
    game, seats = forced_table(seed, "hard-v0.2")
    start = game.clone()
    bidder = game.bidder
    while not game.tricks:
        game.apply(seats[game.to_act].choose(game.observation(game.to_act)))
    if game.to_act != bidder:
        return {}
    trick = game.tricks[0]
    plays = list(zip(trick.seats, trick.tiles))

    def as_dealt(hands: tuple[int, ...] | list[int]) -> list[int]:
        dealt = list(hands)
        for s, t in plays:
            dealt[s] |= 1 << t
        return dealt

    worlds = Sampler(game.observation(bidder), use_auction=False, infer_play=True).sample(drawn, random.Random(seed))
    true = log_likelihoods(start, as_dealt(game.hands), plays, effort, seed)
    others = [log_likelihoods(start, as_dealt(w.hands), plays, effort, seed) for w in worlds]
    out: dict[str, list[list[float]]] = {}
    for seat, ll in true.items():
        role = "partner" if same_side(game.rules, seat, bidder) else "defender"
        mean = [sum(o[seat][k] for o in others) / len(others) for k in range(len(TEMPERATURES))]
        out.setdefault(role, []).append([a - b for a, b in zip(ll, mean)])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--drawn", type=int, default=24, help="deals the bidder draws per position")
    parser.add_argument("--read-worlds", type=int, default=16, help="deals each read play is searched on")
    args = parser.parse_args(argv)
    print(describe())
    effort = Effort(worlds=args.read_worlds, enumerate_below=0, realise=True)
    gains: dict[str, list[list[float]]] = {}
    for i in range(args.deals):
        for role, rows in read_deal(arena.game_seed(args.seed, i), args.drawn, effort).items():
            gains.setdefault(role, []).extend(rows)
    for role, rows in sorted(gains.items()):
        means = ", ".join(f"{sum(r[k] for r in rows) / len(rows):+.3f} at {t}" for k, t in enumerate(TEMPERATURES))
        print(f"{role}: {len(rows)} plays; nats the true deal is more likely than the drawn ones: {means}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

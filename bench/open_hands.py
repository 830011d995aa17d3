"""Where the hidden tiles cost a forced 30: the bidders' side or the defenders'.

    .venv/bin/python bench/open_hands.py --level hard-v0.2 --deals 300 --seed 27 --jobs 2

Plays each deal of `texas42-arena --forced-30` (the same deals for the same seed: the seat
after the shaker bids 30, trump its longest suit) three times: every seat an AI of the
level; the bidder and partner playing with every hand open (perfectly, as the solver
does); the defenders playing so. Reports the share of bids made each way and how many
deals were makeable with all hands open. The gap between the first two is what not
seeing the tiles costs the bidders' side, between the first and last what it costs the
defenders. Seeded: the same command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor

from machine import describe

from texas42_qt.ai import arena
from texas42_qt.ai.players import make_player, seat_seed
from texas42_qt.engine import GameState, Outcome, Play, Rules, same_side
from texas42_qt.trainer.analysis import best_tile

MODES = ("none", "bidders", "defenders")
"""Which side sees every hand."""


def play_deal(job: tuple[int, str, str]) -> tuple[bool, bool]:
    """(makeable with open hands, made) for one deal, `mode` saying which side sees all."""
    seed, mode, level = job
    rules = Rules()
    game = GameState(rules, seed=seed)
    game.deal()
    arena._force_30(game)
    makeable = arena._open_made(game)
    seats = [make_player(level, seed=seat_seed(seed, s)) for s in range(rules.layout.n_seats)]
    while game.to_act >= 0:
        seat = game.to_act
        obs = game.observation(seat)
        assert obs.bidder is not None
        bidders = same_side(rules, seat, obs.bidder)
        sees_all = (mode == "bidders" and bidders) or (mode == "defenders" and not bidders)
        if sees_all and len(obs.legal) > 1 and not obs.can_claim:
            game.apply(Play(best_tile(game)))
        else:
            game.apply(seats[seat].choose(obs))
    assert game.result is not None
    return makeable, game.result.result is Outcome.MADE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard-v0.2")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    print(describe())
    for mode in MODES:
        jobs = [(arena.game_seed(args.seed, i), mode, args.level) for i in range(args.deals)]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(play_deal, jobs, chunksize=4))
        made = sum(m for _, m in results)
        makeable = sum(o for o, _ in results)
        lost = sum(1 for o, m in results if o and not m)
        print(f"{args.level}, open hands for {mode}: made {made} of {args.deals} ({made / args.deals:.1%}); "
              f"makeable with open hands {makeable}, of them not made {lost} ({lost / max(makeable, 1):.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Mark bids at the table: how often a bid that needs every trick is made, by its open-hands chance.

    .venv/bin/python bench/mark_bids.py --deals 1000 --seed 0 --jobs 2

Deals seeded hands of straight 42. Where the first bidder's best contract (Hard's own
opening analysis: the contract that takes every trick in the most sampled deals) does
so in at least 40% of them, and the hand is no sure laydown, the hand is bid 84 by force
and played out by four Hard seats. Prints, per band of that open-hands chance, how often
the bid was made, beside the open-hands chance made cautious (`Outlook.cautious_chance`)
and what the bidding takes as the chance in play (`bidding.in_play`). The same command
prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import hashlib
import sys

from machine import describe

from texas42_qt.ai.bidding import in_play, sure_laydown, target_for
from texas42_qt.ai.players import LEVELS, SearchPlayer, analyse_bid, decision_rng, seat_seed
from texas42_qt.ai.pool import process_pool
from texas42_qt.engine import PASS, Bid, GameState, NameTrump, Phase, Rules

BANDS = [(0.4, 0.5), (0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)]
LEAST = 0.4


def hand_seed(run_seed: int, index: int) -> int:
    key = f"markcurve:{index}" if run_seed == 0 else f"markcurve:{run_seed}:{index}"
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:6], "big")


def play_hand(task: tuple[int, int]) -> dict | None:
    """One deal: None when its best contract takes every trick in under LEAST of the deals."""
    run_seed, index = task
    seed = hand_seed(run_seed, index)
    game = GameState(Rules(), seed=seed)
    game.deal()
    seat = game.to_act
    obs = game.observation(seat)
    if sure_laydown(obs) is not None:
        return None
    outlooks = analyse_bid(obs, LEVELS["hard"], decision_rng(seat_seed(seed, seat), obs), defence=False).outlooks
    best = max(outlooks, key=lambda c: outlooks[c].chance(target_for(game.rules, c, 42)))
    outlook, target = outlooks[best], target_for(game.rules, best, 42)
    if outlook.chance(target) < LEAST:
        return None
    bots = [SearchPlayer("hard", seed=seat_seed(seed, s)) for s in range(4)]
    game.apply(Bid(84))
    while game.phase is Phase.BID:
        game.apply(PASS)
    game.apply(NameTrump(best))
    while game.to_act >= 0 and game.phase not in (Phase.SCORED, Phase.GAME_OVER):
        game.apply(bots[game.to_act].choose(game.observation(game.to_act)))
    return {"open": outlook.chance(target), "cautious": outlook.cautious_chance(target),
            "made": game.results[-1].result == "made"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"machine: {describe()}; {args.deals} deals, seed {args.seed}")
    tasks = [(args.seed, i) for i in range(args.deals)]
    with process_pool(args.jobs) as pool:
        rows = [r for r in pool.map(play_hand, tasks, chunksize=4) if r is not None]
    print(f"hands bid 84 by force: {len(rows)}; made {sum(r['made'] for r in rows)}")
    print("open-hands   hands  made rate  open  cautious  in play (bidding)")
    for low, high in BANDS:
        band = [r for r in rows if low <= r["open"] < high]
        if band:
            n = len(band)
            made = sum(r["made"] for r in band) / n
            cautious = sum(r["cautious"] for r in band) / n
            used = sum(in_play(r["cautious"], every_trick=True) for r in band) / n
            opened = sum(r["open"] for r in band) / n
            print(f"{low:.1f}-{min(high, 1.0):.1f}  {n:8d}  {made:8.1%}  {opened:4.2f}  {cautious:8.2f}  {used:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

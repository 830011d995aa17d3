"""Bid calibration: does a bid made at a given chance make that often in real play?

    .venv/bin/python bench/bid_calibration.py --hands 600 --seed 1 --jobs 2 [--level hard]

Plays seeded single hands of straight 42 with four AI seats of the level (every
decision the AI's own, hands hidden). For the bid that wins each auction it
records the chance the decision used (`playable`: open-hands share made cautious,
less PLAY_GAP), the open-hands share itself, and whether the hand was made.
Prints the make rate per band of the used chance: a well-calibrated bidder makes
about what it expected; a band that makes far more than its chance says the
bidder is too cautious there (it passes hands worth bidding), far less the
opposite. The same command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys

from machine import describe

from texas42_qt.ai.bidding import choose_bid
from texas42_qt.ai.players import SearchPlayer, analyse_bid, decision_rng, level_of, seat_seed
from texas42_qt.ai.pool import process_pool
from texas42_qt.engine import Bid, GameState, Outcome, Phase, Rules

BANDS = [(0.0, 0.4), (0.4, 0.5), (0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)]


def hand_seed(run_seed: int, index: int) -> int:
    return int.from_bytes(hashlib.sha256(f"texas42-calibration:{run_seed}:{index}".encode()).digest()[:6], "big")


def play_hand(task: tuple[str, int]) -> dict | None:
    """One hand: the winning bid's chances and whether it was made (None: a redeal)."""
    level, seed = task
    game = GameState(Rules(), seed=seed)
    game.deal()
    seats = [SearchPlayer(level, seed=seat_seed(seed, s)) for s in range(game.n)]
    used: dict[int, tuple[float, float, bool]] = {}
    while game.phase is Phase.BID:
        seat = game.to_act
        obs = game.observation(seat)
        action = seats[seat].choose(obs)
        if isinstance(action, Bid) and not action.is_pass:
            used[seat] = _chances(obs, level, seat_seed(seed, seat), action, len(obs.legal) == 1)
        game.apply(action)
    if game.phase is not Phase.TRUMP or game.bidder not in used:
        return None
    while game.phase not in (Phase.SCORED, Phase.GAME_OVER):
        seat = game.to_act
        game.apply(seats[seat].choose(game.observation(seat)))
    assert game.result is not None and game.high is not None
    playable, open_hands, forced = used[game.bidder]
    return {"seed": seed, "bid": game.high.value, "playable": playable, "open": open_hands,
            "forced": forced, "made": game.result.result is Outcome.MADE}


def _chances(obs, level: str, seed: int, bid: Bid, forced: bool) -> tuple[float, float, bool]:
    """The chances behind the seat's bid, replaying its own analysis (same worlds, same seed)."""
    if forced:
        return 0.0, 0.0, True
    rng = decision_rng(seed, obs)
    lv = level_of(level)
    analysis = analyse_bid(obs, lv, rng)
    chosen, option = choose_bid(obs, analysis.outlooks, boldness=rng.gauss(0, lv.noise), partner_outlook=analysis.partner,
                                defence=analysis.defence)
    if option is None or chosen != bid:
        return 0.0, 0.0, True
    return option.playable, option.chance, False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--rows", help="write each hand's JSON row to this file")
    args = parser.parse_args()
    print(f"machine: {describe()}; {args.hands} hands, level {args.level}, seed {args.seed}")
    tasks = [(args.level, hand_seed(args.seed, i)) for i in range(args.hands)]
    if args.jobs > 1:
        with process_pool(args.jobs) as pool:
            rows = [r for r in pool.map(play_hand, tasks, chunksize=2) if r is not None]
    else:
        rows = [r for r in map(play_hand, tasks) if r is not None]
    if args.rows:
        with open(args.rows, "w") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")
    free = [r for r in rows if not r["forced"]]
    print(f"bids: {len(rows)} ({len(rows) - len(free)} forced or not replayed); made {sum(r['made'] for r in rows)}")
    print("used chance    bids  made  make rate  mean used  mean open-hands")
    for low, high in BANDS:
        band = [r for r in free if low <= r["playable"] < high]
        if not band:
            continue
        made = sum(r["made"] for r in band)
        used = sum(r["playable"] for r in band) / len(band)
        opened = sum(r["open"] for r in band) / len(band)
        print(f"{low:.1f}-{min(high, 1.0):.1f}  {len(band):9d} {made:5d}  {made / len(band):8.1%}  {used:9.2f}  {opened:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

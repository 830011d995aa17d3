"""The bidding oracle: how many expected marks the AI's bids give up.

    .venv/bin/python bench/bid_oracle.py --hands 300 --worlds 500 --jobs 2 --seed 900000

For held-out dealt hands in three auction spots (first to bid, after an
opponent's bid, after the partner's bid; the bids before come from Normal
players, as in bidding practice), the oracle solves every contract (the seven
suits, doubles, follow-me) on `--worlds` sampled worlds of the bidder's
observation (weighted by the auction, as the AI's are) and values every legal
decision with the AI's own value model (`bidding.choice_values`). A level's
gap is the oracle's value of its best decision less the oracle's value of the
level's decision (Hard, and Normal with its noise). A laydown (every trick
taken in every world under some contract) bid below the top bid is counted.
Everything is seeded: the same command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys

from machine import describe

from texas42_qt.ai.bidding import best_choice, choice_values, choose_bid, sure_laydown, target_for
from texas42_qt.ai.evaluate import Effort, Outlook, evaluate_defence, open_hands_value
from texas42_qt.ai.players import analyse_bid, decision_rng, level_of, seat_seed
from texas42_qt.ai.pool import process_pool
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import Bid, Contract, Rules
from texas42_qt.trainer import practice

SPOTS = ("first", "opponent_bid", "partner_bid")
CONTRACTS = [*(Contract(s) for s in range(7)), Contract.DOUBLES, Contract.FOLLOW_ME]


def level_choice(obs, level_name: str, seed: int) -> tuple[Bid, Contract | None]:
    """The decision a level makes, with the contract it means (replaying its own steps)."""
    level = level_of(level_name)
    rng = decision_rng(seed, obs)
    analysis = analyse_bid(obs, level, rng)
    boldness = rng.gauss(0, level.noise)
    bid, option = choose_bid(obs, analysis.outlooks, boldness=boldness, partner_outlook=analysis.partner,
                             defence=analysis.defence)
    contract = None if bid.is_pass or option is None else option.contract
    return bid, contract


def oracle_values(obs, worlds: int, seed: int) -> tuple[dict, dict[Contract, Outlook]]:
    rng = random.Random(f"oracle:{seed}")
    outlooks = {c: Outlook() for c in CONTRACTS}
    for world in Sampler(obs).sample(worlds, rng):
        for c in CONTRACTS:
            outlooks[c].add(open_hands_value(obs.rules, world.hands, obs.seat, c), world.weight)
    # a pass over an opponent's bid is valued as the AI values it, on as many worlds as a contract
    defence = evaluate_defence(obs, Effort(defence_worlds=worlds), rng)
    return choice_values(obs, outlooks, defence=defence), outlooks


def value_of(values: dict, choice: tuple[Bid, Contract | None]) -> float:
    if choice in values:
        return values[choice]
    same_bid = [v for (b, _), v in values.items() if b == choice[0]]
    return max(same_bid)


def one(task: tuple[str, int, int, int]) -> dict:
    spot, index, session_seed, worlds = task
    # each spot its own hands (a session seed apart)
    deal = practice.deal(practice.practice_rules(Rules()), session_seed + SPOTS.index(spot), index, spot)
    obs = deal.observation()
    values, outlooks = oracle_values(obs, worlds, deal.game_seed)
    best = best_choice(values)
    row = {"spot": spot, "index": index, "game_seed": deal.game_seed, "best": _text(best), "best_value": values[best]}
    for name in ("hard", "normal"):
        choice = level_choice(obs, name, seat_seed(deal.game_seed, practice.USER))
        row[name] = _text(choice)
        row[f"{name}_gap"] = values[best] - value_of(values, choice)
    full = obs.rules.layout.total_points
    laydown = any(o.chance(target_for(obs.rules, c, 42)) >= 1.0 and o.values and min(o.values) >= full
                  for c, o in outlooks.items())
    top = max((a.value for a in obs.legal if isinstance(a, Bid) and not a.special), default=0)
    hard_bid = level_choice(obs, "hard", seat_seed(deal.game_seed, practice.USER))[0]
    row["laydown"] = laydown
    row["laydown_underbid"] = laydown and hard_bid.value < top
    return row


def laydown_row(task: tuple[str, int, int, int]) -> dict | None:
    spot, index, session_seed, _ = task
    deal = practice.deal(practice.practice_rules(Rules()), session_seed + SPOTS.index(spot), index, spot)
    obs = deal.observation()
    contract = sure_laydown(obs)
    if contract is None:
        return None
    bid = level_choice(obs, "hard", seat_seed(deal.game_seed, practice.USER))[0]
    top = max(a.value for a in obs.legal if isinstance(a, Bid) and not a.special)
    return {"spot": spot, "index": index, "game_seed": deal.game_seed, "contract": contract.code,
            "hard": bid.value, "top": top}


def laydowns(args: argparse.Namespace) -> int:
    """Hands that are a sure laydown under some contract: Hard must bid the top on every one."""
    tasks = [(spot, i, args.seed, 0) for spot in SPOTS for i in range(args.hands)]
    if args.jobs > 1:
        with process_pool(args.jobs) as pool:
            rows = [r for r in pool.map(laydown_row, tasks, chunksize=4) if r is not None]
    else:
        rows = [r for r in map(laydown_row, tasks) if r is not None]
    print(f"machine: {describe()}; {args.hands} positions per spot, seed {args.seed}")
    for r in rows:
        print(f"  {r['spot']:>13} #{r['index']:<4} seed {r['game_seed']}: sure in {r['contract']}, "
              f"hard bids {r['hard']}, the top is {r['top']}")
    under = sum(r["hard"] < r["top"] for r in rows)
    print(f"sure laydowns: {len(rows)}; bid below the top: {under}")
    return 1 if under else 0


def _text(choice: tuple[Bid, Contract | None]) -> str:
    bid, contract = choice
    return "pass" if bid.is_pass else f"{bid.value}" + (f" {contract.code}" if contract is not None else "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=300, help="positions per auction spot")
    parser.add_argument("--worlds", type=int, default=500)
    parser.add_argument("--seed", type=int, default=900000, help="session seed of the held-out deals")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--rows", help="write one JSON row per position to this file")
    parser.add_argument("--spots", default=",".join(SPOTS),
                        help=f"which auction spots, comma-separated (default: all of {', '.join(SPOTS)})")
    parser.add_argument("--laydowns", action="store_true",
                        help="only the sure laydowns (the engine's claim rule against any holding) and Hard's bid on them")
    args = parser.parse_args()
    if args.laydowns:
        return laydowns(args)
    spots = [s for s in args.spots.split(",") if s]
    if not spots or any(s not in SPOTS for s in spots):
        parser.error(f"--spots takes some of {', '.join(SPOTS)}")
    tasks = [(spot, i, args.seed, args.worlds) for spot in spots for i in range(args.hands)]
    if args.jobs > 1:
        with process_pool(args.jobs) as pool:
            rows = list(pool.map(one, tasks, chunksize=1))
    else:
        rows = [one(t) for t in tasks]
    if args.rows:
        with open(args.rows, "w") as f:
            for r in rows:
                f.write(json.dumps(r) + "\n")
    print(f"machine: {describe()}; {args.hands} positions per spot x {args.worlds} worlds, seed {args.seed}")
    for spot in spots:
        mine = [r for r in rows if r["spot"] == spot]
        print(f"{spot:>13}: hard gives up {statistics.mean(r['hard_gap'] for r in mine):.3f} marks, "
              f"normal {statistics.mean(r['normal_gap'] for r in mine):.3f} "
              f"(laydowns {sum(r['laydown'] for r in mine)}, bid below the top: {sum(r['laydown_underbid'] for r in mine)})")
    print("worst 10 for hard:")
    for r in sorted(rows, key=lambda r: -r["hard_gap"])[:10]:
        print(f"  {r['spot']:>13} #{r['index']:<4} seed {r['game_seed']}: hard {r['hard']:>10}, "
              f"best {r['best']:>10}, gives up {r['hard_gap']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

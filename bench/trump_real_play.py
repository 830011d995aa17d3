"""How often a bidder makes its bid in real play under each trump, against what the open hands say.

    .venv/bin/python bench/trump_real_play.py --game 1054 --contracts fours,deuces --deals 80 --seed 7
    .venv/bin/python bench/trump_real_play.py --scan 1000:100 --deals 24 --seed 7
    .venv/bin/python bench/trump_real_play.py --rows bench/results/arena-forced30-expert-vs-hard-v0.2-seed29.jsonl

A game of straight 42 dealt with the seed `--game` is bid by four `--level` seats up to the trump
decision. Then the bidder's hand and the auction stay, and the other tiles are dealt again
`--deals` times (at random, seeded): on each deal the auction is bid again, the bidder names each
contract in turn, and four `--level` seats play the hand out. Printed per contract: the bids made
in real play, and the chance the level's trump decision saw on the true game (every hand open,
over its sampled deals: what the trump hint shows), and which it named. A trump the open hands
favour but real play does not is a decision the sampling gets wrong. With `--scan FIRST:COUNT`,
the games of those seeds whose bidder names a suit with fewer trumps in hand than its longest
suit (bids of points) are each played so, the named suit against the longest, with totals by
the named suit's length. With `--rows`, forced-30 arena rows (`texas42-arena --forced-30 --rows`)
are read instead: for the bidders of configuration B, how often a bid makeable with open hands
was made, and one that was not, by how many trumps the bidder held (and whether the double).
Seeded: the same command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import json
import random

from machine import describe

from texas42_qt.ai.bidding import target_for
from texas42_qt.ai.evaluate import Outlook
from texas42_qt.ai.heuristics import SUIT_CONTRACTS
from texas42_qt.ai.players import LEVELS, make_player, seat_seed, trump_outlooks
from texas42_qt.engine import TRUMPS, Action, Contract, GameState, NameTrump, Observation, Phase, Rules
from texas42_qt.engine.tiles import DOUBLES_MASK, SUIT_MASK, mask_of, names, tiles_of


def auction_to_trump(rules: Rules, seed: int, level: str) -> tuple[GameState, list[Action]]:
    """The game dealt with `seed`, bid by four `level` seats up to the trump decision, and its bids."""
    game = GameState(rules, seed=seed)
    game.deal()
    players = [make_player(level, seed=seat_seed(seed, s)) for s in range(4)]
    bids: list[Action] = []
    while game.phase is Phase.BID:
        bids.append(players[game.to_act].choose(game.observation(game.to_act)))
        game.apply(bids[-1])
    if game.phase is not Phase.TRUMP:
        raise SystemExit(f"game {seed}: everyone passed, nobody names trump")
    return game, bids


def replayed(rules: Rules, seed: int, hands: list[int], bids: list[Action], contract: Contract) -> GameState:
    game = GameState(rules, seed=seed)
    game.deal([tiles_of(h) for h in hands])
    for action in [*bids, TRUMPS[contract]]:
        game.apply(action)
    return game


def made(game: GameState, level: str, seed: int) -> bool:
    players = [make_player(level, seed=seat_seed(seed, s)) for s in range(4)]
    while game.to_act >= 0:
        game.apply(players[game.to_act].choose(game.observation(game.to_act)))
    assert game.result is not None
    return game.result.result == "made"


def trial(rules: Rules, seed: int, contracts: list[Contract], args: argparse.Namespace) -> dict[Contract, int]:
    """The bids made in real play under each contract, on `args.deals` deals of the other tiles."""
    game, bids = auction_to_trump(rules, seed, args.level)
    bidder = game.to_act
    hand = game.hands[bidder]
    rng = random.Random(args.seed)
    others = [t for t in range(28) if not hand >> t & 1]
    deals = []
    for _ in range(args.deals):
        rng.shuffle(others)
        rest = iter([others[0:7], others[7:14], others[14:21]])
        deals.append([hand if s == bidder else mask_of(next(rest)) for s in range(4)])
    return {c: sum(made(replayed(rules, seed, deal, bids, c), args.level, args.seed + i) for i, deal in enumerate(deals))
            for c in contracts}


def decision(rules: Rules, seed: int, level: str) -> tuple[Observation, Action, dict[Contract, Outlook]]:
    """The trump decision of the game: what the bidder sees, names, and weighed."""
    game, _ = auction_to_trump(rules, seed, level)
    obs = game.observation(game.to_act)
    named = make_player(level, seed=seat_seed(seed, game.to_act)).choose(obs)
    return obs, named, trump_outlooks(obs, LEVELS[level], seat_seed(seed, game.to_act))  # the player's seed


def one_game(rules: Rules, args: argparse.Namespace) -> None:
    contracts = [Contract[name.strip().upper()] for name in args.contracts.split(",")]
    obs, named, outlooks = decision(rules, args.game, args.level)
    assert obs.bid is not None
    print(f"game {args.game}: seat {obs.seat} bid {obs.bid.text} holding {names(obs.hand)}; {args.level} names {named}")
    wins = trial(rules, args.game, contracts, args)
    for contract in contracts:
        seen = outlooks.get(contract)
        chance = f"{seen.chance(target_for(rules, contract, obs.bid.value)):.0%}" if seen is not None else "not weighed"
        print(f"{contract.name.lower():10} made in real play {wins[contract]} of {args.deals} "
              f"({wins[contract] / args.deals:.0%}); open hands, as {args.level} weighed it: {chance}")


def scan(rules: Rules, args: argparse.Namespace) -> None:
    first, count = (int(x) for x in args.scan.split(":"))
    totals: dict[int, list[int]] = {}
    for seed in range(first, first + count):
        try:
            obs, named, _ = decision(rules, seed, args.level)
        except SystemExit:
            continue  # everyone passed
        hand, bid = obs.hand, obs.bid
        if not isinstance(named, NameTrump) or not named.contract.is_suit or bid is None or bid.value >= 42 or bid.special:
            continue
        longest = max(SUIT_CONTRACTS, key=lambda c: ((hand & SUIT_MASK[int(c)]).bit_count(), int(c)))
        length = (hand & SUIT_MASK[int(named.contract)]).bit_count()
        if (hand & SUIT_MASK[int(longest)]).bit_count() <= length:
            continue
        wins = trial(rules, seed, [named.contract, longest], args)
        total = totals.setdefault(length, [0, 0, 0])
        total[0] += 1
        total[1] += wins[named.contract]
        total[2] += wins[longest]
        print(f"game {seed}: bid {bid.text} holding {names(hand)}: named {named.contract.name.lower()} "
              f"made {wins[named.contract]}, the longest, {longest.name.lower()}, {wins[longest]} of {args.deals}",
              flush=True)
    for length, (decisions, named_made, longest_made) in sorted(totals.items()):
        print(f"named suit of {length}: {decisions} decisions, made {named_made} named and {longest_made} with the "
              f"longest suit, of {decisions * args.deals}")


def by_trumps(paths: list[str]) -> None:
    """Forced-30 rows: B's bids made, makeable with open hands or not, by the bidder's trumps."""
    rules = Rules()
    counts: dict[tuple[int, bool], list[int]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        for row in rows:
            if not row.get("forced") or not row["b_bids"]:
                continue
            game = GameState(rules, seed=row["seed"])
            game.deal()
            hand = game.hands[game.to_act]  # the arena's forced bidder: the first to bid, its longest suit trump
            suit = max(range(7), key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), s))
            key = (min(5, (hand & SUIT_MASK[suit]).bit_count()), bool(hand & SUIT_MASK[suit] & DOUBLES_MASK))
            count = counts.setdefault(key, [0, 0, 0, 0])
            count[0 if row["open_made"] else 2] += 1
            count[1 if row["open_made"] else 3] += row["b_made"]
    for (trumps, double), (makeable, made_so, not_makeable, made_not) in sorted(counts.items()):
        print(f"{trumps}{'+' if trumps == 5 else ''} trumps{', the double' if double else ''}: makeable with open "
              f"hands {makeable}, made {made_so} ({made_so / max(1, makeable):.0%}); not makeable {not_makeable}, "
              f"made {made_not} ({made_not / max(1, not_makeable):.0%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", type=int, help="the seed of the game whose trump decision is played")
    parser.add_argument("--contracts", default="", help="with --game: e.g. fours,deuces (suits, doubles, follow_me)")
    parser.add_argument("--scan", help="FIRST:COUNT, the game seeds to look through")
    parser.add_argument("--rows", nargs="+", help="forced-30 arena rows to read instead")
    parser.add_argument("--deals", type=int, default=80)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--level", default="hard", choices=sorted(LEVELS))
    args = parser.parse_args()
    rules = Rules.preset("Straight 42 (tournament)")
    print(describe())
    if args.rows:
        by_trumps(args.rows)
    elif args.scan:
        scan(rules, args)
    elif args.game is not None and args.contracts:
        one_game(rules, args)
    else:
        parser.error("give --game with --contracts, or --scan")


if __name__ == "__main__":
    main()

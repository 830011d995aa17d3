"""AI decision times at a level, on this machine.

    .venv/bin/python bench/ai_bench.py [--level hard,expert] [--hands 20] [--seed 1]
    .venv/bin/python bench/ai_bench.py --bid-hints 300 --laydowns 30 [--seed 1]

Plays whole hands with four AI seats of the level and times every decision:
card plays (median, p95, max; forced plays and opening leads included), the
worlds and solver nodes of each card play that searched (nodes with the native
solver), bids (median, p95; a bid that wins the auction includes its trump
choice) and, in Moon (`--preset Moon`), the bidder's widow discards. Prints the
solver backend and the machine.

`--bid-hints N` times instead, for the first bidder of N seeded deals and of
`--laydowns` seeded sure laydowns, the bid hint (`hints.bid_hint`, Hard) and Hard's
own bid, each as the CPU time of this process (the machine's load moves it less).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from machine import cpu_model

from texas42_qt.ai import hints, parallel, solver
from texas42_qt.ai.bidding import sure_laydown
from texas42_qt.ai.players import SearchPlayer, make_player
from texas42_qt.engine import GameState, Phase, Rules
from texas42_qt.engine.tiles import TILE_HIGH, TILE_LOW, tiles_of


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard", help="a level, or several separated by commas: hard,expert")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="Straight 42 (tournament)")
    parser.add_argument("--bid-hints", type=int, default=0, help="time bid hints and Hard's bids on this many deals")
    parser.add_argument("--laydowns", type=int, default=0, help="with --bid-hints: this many sure laydowns more")
    parser.add_argument("--threads", type=int, help="solve on this many threads (default: the cores but one)")
    args = parser.parse_args()
    parallel.set_threads(args.threads)
    print(f"machine: {os.cpu_count()} cores, {cpu_model()}; solver backend: {solver.backend()}; "
          f"solving on {parallel.threads()} thread(s)")
    rules = Rules.preset(args.preset)
    if args.bid_hints:
        bid_hint_times(rules, args.bid_hints, args.laydowns, args.seed)
        return
    for level in args.level.split(","):
        level_times(rules, level, args.hands, args.seed)


def level_times(rules: Rules, level: str, hands: int, seed: int) -> None:
    """Whole hands with four AI seats of `level`: time per card play and bid, and for
    each searched card play the worlds it weighed and the solver nodes it searched."""
    bots = [make_player(level, seed=s) for s in range(rules.layout.n_seats)]
    plays: list[float] = []
    bids: list[float] = []
    discards: list[float] = []
    worlds: list[int] = []
    nodes: list[int] = []
    for h in range(hands):
        game = GameState(rules, seed=seed + h)
        game.deal()
        bid_time: dict[int, float] = {}
        while game.to_act >= 0:
            seat, phase = game.to_act, game.phase
            before = solver.nodes_searched()
            start = time.perf_counter()
            action = bots[seat].choose(game.observation(seat))
            took = time.perf_counter() - start
            after = solver.nodes_searched()
            game.apply(action)
            if phase is Phase.PLAY:
                plays.append(took)
                searched = getattr(bots[seat], "last_worlds", 0)
                if searched and isinstance(bots[seat], SearchPlayer):
                    bots[seat].last_worlds = 0
                    worlds.append(searched)
                    if before is not None and after is not None:
                        nodes.append(after - before)
            elif phase is Phase.BID:
                bid_time[seat] = took
            elif phase is Phase.TRUMP:
                bid_time[seat] = bid_time.get(seat, 0.0) + took
            elif phase is Phase.WIDOW:
                discards.append(took)
        bids.extend(bid_time.values())
    ms = 1000
    print(f"{level}: {len(plays)} card plays: median {statistics.median(plays) * ms:.1f} ms, "
          f"p95 {pct(plays, 0.95) * ms:.1f} ms, max {max(plays) * ms:.1f} ms")
    if worlds:
        print(f"{level}: {len(worlds)} searched card plays: worlds median {statistics.median(worlds):.0f}, "
              f"p95 {pct(worlds, 0.95)}, max {max(worlds)}" + (
                  f"; solver nodes median {statistics.median(nodes):,.0f}, p95 {pct(nodes, 0.95):,}, "
                  f"max {max(nodes):,}" if nodes else " (node counts need the native solver)"))
    print(f"{level}: {len(bids)} bids (+trump): median {statistics.median(bids) * ms:.1f} ms, "
          f"p95 {pct(bids, 0.95) * ms:.1f} ms, max {max(bids) * ms:.1f} ms")
    if discards:
        print(f"{level}: {len(discards)} widow discards: median {statistics.median(discards) * ms:.1f} ms, "
              f"p95 {pct(discards, 0.95) * ms:.1f} ms, max {max(discards) * ms:.1f} ms")


def laydown_deals(rules: Rules, count: int, seed: int) -> list[GameState]:
    """`count` seeded deals whose first bidder holds a sure laydown: a long suit or many
    doubles topped by its highest tiles, the rest dealt at random."""
    rng = random.Random(f"laydowns:{seed}")
    out: list[GameState] = []
    while len(out) < count:
        suit = rng.choice([*range(7), "doubles"])
        pool = [t for t in tiles_of(rules.layout.tiles) if (TILE_HIGH[t] == TILE_LOW[t]) == (suit == "doubles")
                and (suit == "doubles" or suit in (TILE_HIGH[t], TILE_LOW[t]))]
        pool.sort(key=lambda t: -(TILE_HIGH[t] * 7 + TILE_LOW[t]))
        hand = pool[: rng.randint(5, min(7, len(pool)))]
        rest = [t for t in tiles_of(rules.layout.tiles) if t not in hand]
        rng.shuffle(rest)
        hand += sorted(rest, key=lambda t: -(TILE_HIGH[t] * 7 + TILE_LOW[t]))[: 7 - len(hand)]
        others = [t for t in rest if t not in hand]
        game = GameState(rules, seed=seed + len(out), first_shaker=rules.layout.n_seats - 1)
        game.deal([hand] + [others[i * 7:(i + 1) * 7] for i in range(rules.layout.n_seats - 1)])
        if sure_laydown(game.observation(game.to_act)) is not None:
            out.append(game)
    return out


def bid_hint_times(rules: Rules, deals: int, laydowns: int, seed: int) -> None:
    games = []
    for d in range(deals):
        game = GameState(rules, seed=seed + d)
        game.deal()
        games.append(game)
    games += laydown_deals(rules, laydowns, seed)
    hint_times: list[float] = []
    bid_times: list[float] = []
    for game in games:
        obs = game.observation(game.to_act)
        start = time.process_time()
        hints.bid_hint(obs, "hard", game.seed)
        hint_times.append(time.process_time() - start)
        start = time.process_time()
        make_player("hard", seed=game.seed).choose(obs)
        bid_times.append(time.process_time() - start)
    ms = 1000
    for name, times in (("bid hint", hint_times), ("Hard's bid", bid_times)):
        print(f"{name}: {len(times)} first bids ({laydowns} sure laydowns): median {statistics.median(times) * ms:.0f} ms, "
              f"p95 {pct(times, 0.95) * ms:.0f} ms, max {max(times) * ms:.0f} ms (CPU time)")


if __name__ == "__main__":
    main()

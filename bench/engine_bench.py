"""Engine speed: complete random legal hands per second on one core.

    .venv/bin/python bench/engine_bench.py [--hands 5000] [--preset "Straight 42 (tournament)"]

Each hand is dealt from a seed, bid, trumped and played to its end through the
public API (legal_actions + checked apply), exactly as the AI and the GUI use it.
"""

from __future__ import annotations

import argparse
import random
import time

from machine import describe

from texas42_qt.engine import PRESETS, GameState, Phase, Rules


def play_hands(rules: Rules, hands: int, seed: int) -> int:
    rng = random.Random(seed)
    done = 0
    game = GameState(rules, seed=seed)
    while done < hands:
        if game.phase is Phase.GAME_OVER:
            game = GameState(rules, seed=rng.getrandbits(32))
        if game.phase is Phase.SCORED:
            game.next_hand()
        game.deal()
        while game.to_act >= 0:
            game.apply(rng.choice(game.legal_actions()))
        done += 1
    return done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--preset", default=None, help="one preset (default: every preset)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play-all", action="store_true", help="end_early off: play all tricks of every hand")
    args = parser.parse_args()
    print(f"machine: {describe()}")
    names = [args.preset] if args.preset else list(PRESETS)
    for name in names:
        rules = Rules.preset(name)
        if args.play_all and rules.variant.value != "moon":
            rules = rules.with_(end_early=False)
        play_hands(rules, 200, args.seed)  # warm the tables
        start = time.perf_counter()
        n = play_hands(rules, args.hands, args.seed)
        elapsed = time.perf_counter() - start
        print(f"{name:28s} {n / elapsed:8.0f} hands/s  ({n} hands in {elapsed:.2f} s)")


if __name__ == "__main__":
    main()

"""CPU time of the bid hint (Hard's own analysis) at every bidding turn of one seeded deal.

    .venv/bin/python bench/hint_time.py --preset "42 for three" --seed 376

Found by the coach consistency run: in that deal the second seat's bid hint took 313 s of CPU
(AMD EPYC), far beyond the watchdog that replaces a silent AI process (120 s); with the solver's
table sized for nine tricks, 42 s (the same recommendation). Still too long for a player."""

from __future__ import annotations

import argparse
import time

from texas42_qt.ai import hints, players
from texas42_qt.engine import GameState, Phase, Rules


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", default="42 for three")
    ap.add_argument("--seed", type=int, default=376)
    a = ap.parse_args()
    game = GameState(Rules.preset(a.preset), seed=a.seed)
    game.deal()
    while game.phase is Phase.BID:
        obs = game.observation(game.to_act)
        seed = players.seat_seed(a.seed, game.to_act)
        start = time.process_time()
        hint = hints.bid_hint(obs, "hard", seed)
        print(f"seat {game.to_act}: {time.process_time() - start:.1f} s CPU, recommends {hint.recommended}", flush=True)
        game.apply(players.make_player("hard", seed).choose(obs))


if __name__ == "__main__":
    main()

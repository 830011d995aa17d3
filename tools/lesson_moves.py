"""Draft a tutorial lesson: a seeded deal and every seat's moves by Easy players,
as the JSON a lesson file holds (`texas42_qt/data/lessons/`). Edit the moves and
write the cards by hand; `tests/test_tutorial.py` replays every lesson.

    .venv/bin/python tools/lesson_moves.py --seed 7 --shaker 3 [--preset Moon] [--moves 20] [--deal FILE]

`--deal FILE` takes a JSON list of hands (tile names per seat, seat 0 is the
user) instead of a seeded shuffle; `--moves` stops the script after that many
actions (default: the whole hand).
"""

from __future__ import annotations

import argparse
import json
import sys

from texas42_qt.ai.players import make_player, seat_seed
from texas42_qt.engine import GameState, Phase, Rules
from texas42_qt.engine.record import action_to_json
from texas42_qt.engine.tiles import TILE_NAMES, parse_tile, tiles_of


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shaker", type=int, default=3)
    parser.add_argument("--preset", default="Straight 42 (tournament)")
    parser.add_argument("--moves", type=int, default=10_000)
    parser.add_argument("--deal", help="a JSON file: a list of hands, tile names per seat")
    args = parser.parse_args(argv)
    rules = Rules.preset(args.preset)
    state = GameState(rules, seed=args.seed, first_shaker=args.shaker)
    if args.deal:
        with open(args.deal, encoding="utf-8") as f:
            hands = json.load(f)
        widow = parse_tile(hands["widow"]) if hands.get("widow") else None
        state.deal([[parse_tile(t) for t in h] for h in hands["hands"]], widow)
    else:
        state.deal()
    players = [make_player("easy", seat_seed(args.seed, s), f"seat {s}") for s in range(state.n)]
    deal = [[TILE_NAMES[t] for t in tiles_of(h)] for h in state.logs[-1].deal]
    moves = []
    while state.phase not in (Phase.SCORED, Phase.GAME_OVER) and len(moves) < args.moves:
        seat = state.to_act
        action = players[seat].choose(state.observation(seat))
        moves.append(action_to_json(seat, action))
        state.apply(action)
    out = {"rules": args.preset, "shaker": args.shaker, "deal": deal, "moves": moves}
    if state.logs[-1].widow is not None:
        out["widow"] = TILE_NAMES[state.logs[-1].widow]
    print(compact(out))
    return 0


def compact(data: dict[str, object]) -> str:
    """JSON with one hand, one move or one card per line: easy to edit by hand."""
    lines = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        end = "," if i < len(items) - 1 else ""
        if isinstance(value, list):
            inner = ",\n".join("  " + json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f" {json.dumps(key)}: [\n{inner}\n ]{end}")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{end}")
    return "\n".join(lines + ["}"])


if __name__ == "__main__":
    sys.exit(main())

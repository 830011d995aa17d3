"""What does the hand review say beside a better tile? The better-tile reasons of seeded hands, counted.

    .venv/bin/python bench/review_audit.py --deals 40 --seed 1 --jobs 2 [--preset "Straight 42 (tournament)"]

Each seeded deal is played out with the user's seat (seat 0) played by `--user` (Easy by default, to
make mistakes) and the others by Hard; the hand is then reviewed as the app reviews it
(`review.review_hand`, Hard's view). For every play of the user's the review names a better tile for,
the reason is counted by its kind (its template: "keeps your ... for a later trick", "feed count",
...); "odds" is the plain "no single fact sets the ... apart" (`versus.odds_text`), the share a new
fact can still take. `--show` prints each row. Seeded: the same command prints the same figures anywhere.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from machine import describe

from texas42_qt.ai import players
from texas42_qt.ai.pool import process_pool
from texas42_qt.engine import GameState, Phase, Play, Rules
from texas42_qt.engine.text import Text
from texas42_qt.engine.tiles import TILE_NAMES
from texas42_qt.trainer import review


def played(preset: str, seed: int, user: str) -> GameState:
    g = GameState(Rules.preset(preset), seed=seed)
    g.deal()
    seats = [players.make_player(user if s == 0 else "hard", seed * 10 + s) for s in range(g.rules.layout.n_seats)]
    while g.phase not in (Phase.SCORED, Phase.GAME_OVER):
        g.apply(seats[g.to_act].choose(g.observation(g.to_act)))
    return g


def kind_of(reason: object) -> str:
    """A better tile's reason by its template: the part after the tile and its chance."""
    if isinstance(reason, Text):
        source = reason.args.get("reason")
        if isinstance(source, Text):
            return "odds" if source.source.startswith("no single fact") else source.source
    return str(reason)


def audit(task: tuple[str, int, str]) -> list[dict[str, str | int]]:
    preset, seed, user = task
    g = played(preset, seed, user)
    rows: list[dict[str, str | int]] = []
    for step in review.review_hand(g.rules, g.logs, 0, user=0, level="hard", seed=seed).steps:
        if step.mine and isinstance(step.action, Play) and step.better is not None:
            rows.append({"seed": seed, "step": step.number, "tile": TILE_NAMES[step.action.tile],
                         "kind": kind_of(step.better), "better": str(step.better)})
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--preset", default="Straight 42 (tournament)")
    ap.add_argument("--user", default="easy", choices=["easy", "normal"])
    ap.add_argument("--show", action="store_true", help="print each better tile and its reason")
    a = ap.parse_args(argv)
    tasks = [(a.preset, a.seed + i, a.user) for i in range(a.deals)]
    with process_pool(a.jobs) as pool:
        rows = [row for found in pool.map(audit, tasks) for row in found]
    if a.show:
        for row in rows:
            print(json.dumps(row))
    kinds = Counter(str(row["kind"]) for row in rows)
    print(f"{describe()}; {a.preset}, {a.deals} deals from seed {a.seed}, seat 0 played by {a.user}")
    print(f"better tiles named: {len(rows)}; said only the odds: {kinds['odds']}")
    for kind, n in kinds.most_common():
        if kind != "odds":
            print(f"  {n:3d}  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Duplicate hands: how many marks per deal one AI configuration wins over another.

    .venv/bin/python bench/hand_duplicate.py hard hard-timed --deals 300 --seed 1 --jobs 2
    .venv/bin/python bench/hand_duplicate.py hard hard:defence_worlds=0 --deals 300
    .venv/bin/python bench/hand_duplicate.py hard normal --preset Moon --deals 200
    .venv/bin/python bench/hand_duplicate.py hard normal --rules scoring=points,target=250
    .venv/bin/python bench/hand_duplicate.py hard normal --preset Moon --endgame --deals 300

A cheaper, sharper screen than whole games (`texas42-arena`) for a change to
bidding or play: each deal is one hand of straight 42 from a 0-0 score, played
once with A on seats 0 and 2 and once with A on seats 1 and 3 (the same tiles,
the same shaker). A deal's value for A is the marks A's side won less B's, over
both seatings; a deal where both configurations decide alike is worth 0 (each
side took the same cards to the same result), so only the decisions that differ
count. Reports the mean marks per deal with its standard error, and how many
deals A won, lost or split. With `--preset` another game: Moon and 42 for three
are played once per seat of A (B in the other two), a deal's value the points (or
marks) A won less the mean of B's seats, over the three seatings; a deal that all
pass is shaken again. `--rules` changes the preset's rules: with `scoring=points,target=250`
a points game, each deal's value in points (add `end_early=false` to play every trick, as
the app's points games do since the New game dialog turns the early end off with points).
With `--endgame` each deal starts from seeded scores near the game's end (`start_scores`) and
the game is played out: a deal's value is the games A won less the mean of B's seats'.
A configuration is a level name, optionally with Effort fields (or the bidding constants
PLAY_GAP, DEFENCE_GAP, MARK_POWER) changed: `hard:bid_worlds=160,defence_worlds=0`, `hard:PLAY_GAP=0.2`. Seeded: the same
command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from machine import describe

from texas42_qt.ai import arena, bidding, players
from texas42_qt.ai.pool import process_pool
from texas42_qt.engine import PRESETS, GameState, Phase, Rules, scores_marks

CONSTANTS = ("PLAY_GAP", "DEFENCE_GAP", "MARK_POWER")
"""Constants of `bidding` a configuration may change (for its own decisions only)."""

_CONSTANTS: dict[str, dict[str, float]] = {}


def register(spec: str) -> str:
    """The level spec `spec` plays with ("hard" or "hard:field=value,...", see
    `players.level_of`), its CONSTANTS taken out and kept for `make`."""
    base, _, changes = spec.partition(":")
    kept = []
    for item in filter(None, changes.split(",")):
        name, _, value = item.partition("=")
        if name in CONSTANTS:
            _CONSTANTS.setdefault(spec, {})[name] = float(value)
        else:
            kept.append(item)
    level = base + (":" + ",".join(kept) if kept else "")
    try:
        players.level_of(level)
    except ValueError as error:
        raise SystemExit(str(error)) from None
    return level


class Constants:
    """A player that decides with some of `bidding`'s constants changed (one process, one decision at a time)."""

    def __init__(self, player: players.Player, values: dict[str, float]):
        self.player, self.values, self.name = player, values, player.name

    def choose(self, obs):  # type: ignore[no-untyped-def]
        saved = {k: getattr(bidding, k) for k in self.values}
        for k, v in self.values.items():
            setattr(bidding, k, v)
        try:
            return self.player.choose(obs)
        finally:
            for k, v in saved.items():
                setattr(bidding, k, v)


def make(spec: str, seed: int) -> players.Player:
    player = players.make_player(register(spec), seed=seed)
    return Constants(player, _CONSTANTS[spec]) if spec in _CONSTANTS else player


def rules_of(preset: str, changes: str) -> Rules:
    """The preset with `changes` ("scoring=points,target=250") made."""
    values: dict[str, object] = {}
    for item in filter(None, changes.split(",")):
        key, _, value = item.partition("=")
        values[key] = int(value) if value.isdigit() else {"true": True, "false": False}.get(value, value)
    return Rules.preset(preset).with_(**values) if values else Rules.preset(preset)


def start_scores(rules: Rules, seed: int) -> list[int]:
    """`--endgame`: each side's score to start from, drawn from the deal's seed in the last
    third of the way to the target (5-6 of 7 marks, 167-249 of 250 points, 14-20 of 21 in Moon)."""
    rng = random.Random(f"endgame:{seed}")
    low = rules.target - max(2, rules.target // 3)
    return [rng.randint(low, rules.target - 1) for _ in range(rules.layout.n_sides)]


def one_deal(task: tuple[str, str, int, str, str, bool]) -> tuple[int, float]:
    a, b, seed, preset, changes, endgame = task
    register(a)
    register(b)
    rules = rules_of(preset, changes)
    value = 0.0
    for seating in range(arena.seatings(rules)):
        a_seats = arena.seats_of_a(rules, seating)
        seats = [make(a if s in a_seats else b, players.seat_seed(seed, s)) for s in range(rules.layout.n_seats)]
        game = GameState(rules, seed=seed)
        if endgame:
            game.score = start_scores(rules, seed)
        game.deal()
        while game.to_act >= 0 or game.phase is Phase.DEAL or (endgame and game.phase is Phase.SCORED):
            if game.phase is Phase.SCORED:  # --endgame plays the game out
                game.next_hand()
            if game.phase is Phase.DEAL:  # all passed, and the rules shake again
                game.deal()
                continue
            game.apply(seats[game.to_act].choose(game.observation(game.to_act)))
        a_side = rules.layout.side(min(a_seats))
        if endgame:  # the games A won less the mean of B's seats'
            won = [1.0 if game.winner == side else 0.0 for side in range(rules.layout.n_sides)]
        else:
            result = game.result
            assert result is not None
            won = [float(x) for x in result.awarded]
        others = [won[side] for side in range(rules.layout.n_sides) if side != a_side]
        value += won[a_side] - sum(others) / len(others)
    return seed, value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--preset", default="Straight 42 (tournament)", choices=list(PRESETS))
    parser.add_argument("--rules", default="", help="rules changed from the preset: scoring=points,target=250")
    parser.add_argument("--endgame", action="store_true",
                        help="start each deal near the game's end (seeded scores) and play the game out; count games")
    args = parser.parse_args()
    try:
        rules = rules_of(args.preset, args.rules)
    except Exception as error:  # a RulesError says which value and why
        raise SystemExit(f"--rules: {error}") from None
    register(args.a)
    register(args.b)
    tasks = [(args.a, args.b, arena.game_seed(args.seed, i), args.preset, args.rules, args.endgame)
             for i in range(args.deals)]
    if args.jobs > 1:
        with process_pool(args.jobs) as pool:
            values = [v for _, v in pool.map(one_deal, tasks, chunksize=2)]
    else:
        values = [v for _, v in map(one_deal, tasks)]
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    won, lost = sum(v > 0 for v in values), sum(v < 0 for v in values)
    unit = "games" if args.endgame else "marks" if scores_marks(rules) else "points"
    changed = f" ({args.rules})" if args.rules else ""
    changed += " from seeded scores near the end, played out" if args.endgame else ""
    print(f"machine: {describe()}; {n} deals of {args.preset}{changed}, seed {args.seed}")
    print(f"{args.a} vs {args.b}: {mean:+.4f} {unit} per deal (every seating), standard error {sd / math.sqrt(n):.4f}")
    print(f"deals won {won}, lost {lost}, even {n - won - lost}; z = {mean / (sd / math.sqrt(n)) if sd else 0.0:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

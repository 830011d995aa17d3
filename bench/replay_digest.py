"""A digest of the engine's behaviour, to compare two commits of a restructuring: seeded games
with Easy players in every preset, their records and results, and the refusal (its words) of a
bid, a contract, a tile, a discard and a lay-down tried at every turn.

    .venv/bin/python bench/replay_digest.py --games 100
    git worktree add /tmp/old COMMIT && PYTHONPATH=/tmp/old .venv/bin/python bench/replay_digest.py --games 100

(copy the native solver's .so into the worktree, or its AI uses the Python solver: the same moves)."""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from texas42_qt.ai.players import make_player
from texas42_qt.engine import CLAIM, PRESETS, Action, Bid, Contract, Discard, GameState, NameTrump, Phase, Play, Rules, record


def tries(rng: random.Random) -> list[Action]:
    return [Bid(rng.choice([0, 29, 30, 35, 42, 84, 126])), NameTrump(rng.choice(list(Contract))),
            Play(rng.randrange(28)), Discard(rng.randrange(28)), CLAIM]


def play_game(rules: Rules, seed: int, digest: hashlib._Hash) -> tuple[int, int]:
    """One game to its end; returns (hands, refusals met)."""
    game = GameState(rules, seed=seed)
    players = [make_player("easy", seed * 10 + s, f"P{s}") for s in range(rules.layout.n_seats)]
    rng = random.Random(seed)
    refused = 0
    for _ in range(3000):
        if game.phase is Phase.GAME_OVER:
            break
        if game.phase is Phase.DEAL:
            game.deal()
        elif game.phase is Phase.SCORED:
            game.next_hand()
        else:
            for action in tries(rng):
                reason = game.refusal(action)
                refused += reason is not None
                digest.update(repr((str(reason), game.is_legal(action))).encode())
            game.apply(players[game.to_act].choose(game.observation(game.to_act)))
    doc = record.to_record(game, ["A", "B", "C", "D"][: rules.layout.n_seats])
    doc.pop("seed", None)  # the seed given above: left out, digests compare with commits before records held it
    digest.update(json.dumps(doc, indent=1).encode())
    digest.update(repr(game.results).encode())
    return len(game.results), refused


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="games a preset")
    a = ap.parse_args()
    digest = hashlib.sha256()
    hands = refused = 0
    for preset in PRESETS:
        for seed in range(a.games):
            h, r = play_game(Rules.preset(preset), seed, digest)
            hands, refused = hands + h, refused + r
    print(f"{digest.hexdigest()}  ({len(PRESETS) * a.games} games, {hands} hands, {refused} refusals)")


if __name__ == "__main__":
    main()

"""A decision of the user's own game kept as the position itself: a practice seed cannot deal it
again, so My mistakes keeps what it was (the hand's deal, the actions before the decision, the
score and hand number it was played at, the user's seat) and rebuilds that very game state.
No Qt here.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from ..datafile import whole
from ..engine import Action, GameState, Rules
from ..engine.record import action_from_json, action_to_json
from ..engine.tiles import TILE_NAMES, parse_tile, tiles_of


@dataclass(frozen=True)
class GamePosition:
    seed: int
    """The game's seed (the same position in another game of the same seed is the same card)."""
    hand: int
    """The hand's index in the game (0: the first hand)."""
    score: tuple[int, ...]
    """Each side's score before the hand: what a bid's value counts (the game may hang on it)."""
    shaker: int
    deal: tuple[int, ...]
    """Each seat's tiles as dealt (bit masks)."""
    widow: int | None
    actions: tuple[tuple[int, Action], ...]
    """The hand's actions before the user's decision, (seat, action)."""
    user: int

    def digest(self) -> int:
        """A number that tells this position from any other (the card's key: a card per decision)."""
        text = json.dumps(position_json(self), sort_keys=True)
        return int(hashlib.sha256(text.encode()).hexdigest()[:15], 16)


def state_of(rules: Rules, pos: GamePosition) -> GameState:
    """The game at the user's decision: the hand dealt as it was, at its score, its actions applied.
    Raises ValueError (IllegalActionError is one) for a position the rules refuse."""
    state = GameState(rules, seed=pos.seed, first_shaker=pos.shaker)
    if len(pos.score) != len(state.score):
        raise ValueError("the score is not the game's")
    state.hand_index, state.score = pos.hand, list(pos.score)
    state.deal([tiles_of(m) for m in pos.deal], pos.widow)
    for seat, action in pos.actions:
        if seat != state.to_act:
            raise ValueError(f"seat {seat} acts out of turn")
        state.apply(action)
    return state


def position_json(pos: GamePosition) -> dict[str, Any]:
    return {"seed": pos.seed, "hand": pos.hand, "score": list(pos.score), "shaker": pos.shaker,
            "deal": [[TILE_NAMES[t] for t in tiles_of(m)] for m in pos.deal],
            "widow": None if pos.widow is None else TILE_NAMES[pos.widow],
            "actions": [action_to_json(s, a) for s, a in pos.actions], "user": pos.user}


def position_of(raw: Any, seats: int = 4) -> GamePosition:
    """The position `position_json` wrote; any of `datafile.DAMAGE` for a damaged one."""
    deal = tuple(sum(1 << parse_tile(t) for t in hand) for hand in raw["deal"])
    widow = None if raw["widow"] is None else parse_tile(raw["widow"])
    actions = tuple(action_from_json(item, seats) for item in raw["actions"])
    score = tuple(whole(s) for s in raw["score"])
    return GamePosition(whole(raw["seed"]), whole(raw["hand"]), score, whole(raw["shaker"]), deal, widow, actions,
                        whole(raw["user"]))

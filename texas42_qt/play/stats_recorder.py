"""What the statistics keep of the user's own games: each scored hand (their part in it,
the bid and whether it was made) and each finished game. Practice deals and lessons are
not the user's games: the window records only while its game is on the table."""

from __future__ import annotations

from ..engine import HandResult, Outcome
from ..trainer.stats import Stats
from .session import Snapshot


def record_hand(stats: Stats, view: Snapshot, result: HandResult) -> None:
    role = view.role_of(result)
    if role is None or result.bid is None:
        return
    contract = result.contract.code if result.contract is not None else (result.bid.special or "")
    stats.record_hand(view.rules.variant.value, role, result.bid.value, contract, result.result is Outcome.MADE,
                      result.forced)


def record_game(stats: Stats, view: Snapshot, winner: int) -> None:
    if view.human < 0:
        return
    mine = view.rules.layout.side(view.human)
    others = max(v for i, v in enumerate(view.score) if i != mine)
    stats.record_game(view.rules.variant.value, view.level_played(), winner == mine, view.score[mine], others)

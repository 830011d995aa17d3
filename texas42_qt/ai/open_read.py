"""What the other seats' plays say when every hand is open: plays that threw the hand away.

Replay the hand so far in a world (its hidden tiles where the world puts them): before
each play, can the bidders still make it with perfect play? A play by another seat
that turns the answer against its own side (a bidder's that lets a made hand be set,
a defender's that lets a set hand be made) is one a good player makes rarely: had it
held these tiles, it would mostly have seen the play that keeps the hand. A world in
which other seats threw the hand away is less likely; one in which every play kept
what it could is more so.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Observation, Stake
from . import solver

BLUNDER = 0.5
"""How much less likely a world is for each play that, in it, threw its side's outcome away
(fitted on Hard's own plays: the true deal's likelihood among sampled ones was best near 0.5)."""


@dataclass(frozen=True)
class Step:
    """One play of the hand so far, and the position before it."""

    seat: int
    leader: int
    trick: tuple[int, ...]
    """The tiles already on the table in this trick, before the play."""
    later: tuple[int, ...]
    """Per seat, the tiles it played from this play on (added back to a world's hands)."""
    banked: int
    """The value the bidders had already taken in finished tricks."""


class OpenRead:
    """The plays of this hand so far, to replay in each world."""

    def __init__(self, obs: Observation):
        stake = obs.stake
        assert stake is not None
        self.obs = obs
        self.stake: Stake = stake
        self.steps = _steps(obs, stake)
        self.readable = any(s.seat != obs.seat for s in self.steps)

    def blunders(self, hands: tuple[int, ...]) -> int:
        """How many plays of the other seats threw their side's outcome away in this world."""
        if not self.readable:
            return 0
        stake, bidders = self.stake, self.stake.bidders
        target = stake.target
        outcomes = [self._makes(step, hands, target) for step in self.steps]
        now = solver.stake_position(stake, hands, self.obs.leader, tuple(t for _, t in self.obs.trick))
        outcomes.append(solver.reaches(now, target - _banked_now(self.obs, stake)))
        count = 0
        for i, step in enumerate(self.steps):
            if step.seat == self.obs.seat:
                continue
            before, after = outcomes[i], outcomes[i + 1]
            if bidders >> step.seat & 1:
                count += before and not after
            else:
                count += after and not before
        return count

    def _makes(self, step: Step, hands: tuple[int, ...], target: int) -> bool:
        then = tuple(h | step.later[s] for s, h in enumerate(hands))
        return solver.reaches(solver.stake_position(self.stake, then, step.leader, step.trick), target - step.banked)


def _trick_value(stake: Stake, tiles: tuple[int, ...]) -> int:
    count = stake.rules.layout.count
    return 1 + (sum(count[t] for t in tiles) if stake.count else 0)


def _banked_now(obs: Observation, stake: Stake) -> int:
    return sum(_trick_value(stake, t.tiles) for t in obs.tricks if stake.bidders >> t.winner & 1)


def _steps(obs: Observation, stake: Stake) -> list[Step]:
    plays: list[tuple[int, int, int, tuple[int, ...], int]] = []  # seat, tile, leader, trick before, banked
    banked = 0
    for trick in obs.tricks:
        for k, (seat, tile) in enumerate(zip(trick.seats, trick.tiles)):
            plays.append((seat, tile, trick.leader, trick.tiles[:k], banked))
        if stake.bidders >> trick.winner & 1:
            banked += _trick_value(stake, trick.tiles)
    for k, (seat, tile) in enumerate(obs.trick):
        plays.append((seat, tile, obs.leader, tuple(t for _, t in obs.trick[:k]), banked))
    n = obs.rules.layout.n_seats
    later = [0] * n
    steps: list[Step] = []
    for seat, tile, leader, before, bank in reversed(plays):
        later[seat] |= 1 << tile
        steps.append(Step(seat, leader, before, tuple(later), bank))
    steps.reverse()
    return steps

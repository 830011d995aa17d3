"""Where the hidden tiles cost a forced 30: the bidders' side or the defenders'.

    .venv/bin/python bench/open_hands.py --level hard-v0.2 --deals 300 --seed 27 --jobs 2 [--modes none]

Plays each deal of `texas42-arena --forced-30` (the same deals for the same seed: the seat
after the shaker bids 30, trump its longest suit) three times: every seat an AI of the
level; the bidder and partner playing with every hand open (perfectly, as the solver
does); the defenders playing so. Reports the share of bids made each way and how many
deals were makeable with all hands open. The gap between the first two is what not
seeing the tiles costs the bidders' side, between the first and last what it costs the
defenders. For the first way it also says whose plays turned a hand: a play of the
bidders' side after which the bid can no longer be made with open hands though it could
before, or a defender's after which it can be made though it could be set before, by
seat (bidder, partner, the defender left or right of the bidder) and trick, and how many
were leads. Seeded: the same command prints the same figures on any machine.

`--lead-worlds N` measures the opening lead alone instead: on each deal, which of the
bidder's leads keeps the bid makeable with open hands, for the level's lead and for the
lead that does so most often over N deals of the other tiles drawn as the arena deals
them (uniformly: the forced auction and trump say nothing about the other hands). The
second is the best any player could do on average knowing only its own tiles; what it
leaves unmakeable is lost to the hidden tiles before the second play, whoever leads.

`--later-lead-worlds N` does the same for the bidder's leads after the first, in the hands
four seats of the level play: at each one, in a hand still makeable with open hands, the
level's lead against the lead that keeps the bid makeable on the most of N deals drawn
from what the bidder sees then (the plays so far shown), per trick. `--every-play-worlds N`
does so for every play with a choice after the opening lead, by every seat, each for its
side's aim (make the bid, or set it), counted by seat.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from collections.abc import Callable
from typing import Any

from machine import describe

from texas42_qt.ai import arena
from texas42_qt.ai.evaluate import goal_for, open_move_values
from texas42_qt.ai.players import Player, make_player, seat_seed
from texas42_qt.ai.pool import process_pool
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import GameState, Observation, Outcome, Play, Rules, same_side
from texas42_qt.trainer.analysis import best_tile

MODES = ("none", "bidders", "defenders")
"""Which side sees every hand."""
ROLES = ("bidder", "partner", "left", "right")
"""The seats by their place from the bidder: left plays right after it."""

Turn = tuple[str, int, bool]
"""A play that turned the hand: (role, trick index, whether it was a lead)."""


def forced_table(seed: int, level: str) -> tuple[GameState, list[Player]]:
    """A forced-30 deal of the arena's, and four seats of the level to play it."""
    rules = Rules()
    game = GameState(rules, seed=seed)
    game.deal()
    arena._force_30(game)
    return game, [make_player(level, seed=seat_seed(seed, s)) for s in range(rules.layout.n_seats)]


def play_deal(job: tuple[int, str, str]) -> tuple[bool, bool, list[Turn]]:
    """(makeable with open hands, made, the plays that turned the hand) for one deal,
    `mode` saying which side sees all (turns are looked for only when no side does)."""
    seed, mode, level = job
    game, seats = forced_table(seed, level)
    rules = game.rules
    makeable = arena._open_made(game)
    turns: list[Turn] = []
    while game.to_act >= 0:
        seat = game.to_act
        obs = game.observation(seat)
        assert obs.bidder is not None
        bidders = same_side(rules, seat, obs.bidder)
        sees_all = (mode == "bidders" and bidders) or (mode == "defenders" and not bidders)
        if sees_all and len(obs.legal) > 1 and not obs.can_claim:
            game.apply(Play(best_tile(game)))
            continue
        action = seats[seat].choose(obs)
        if mode == "none" and isinstance(action, Play) and len(obs.legal) > 1 and turned(game, action):
            role = ROLES[(seat - obs.bidder) % rules.layout.n_seats]
            turns.append((role, len(obs.tricks), not obs.trick))
        game.apply(action)
    assert game.result is not None
    return makeable, game.result.result is Outcome.MADE, turns


LeadResult = tuple[bool, bool, bool, float, float]
"""(makeable, makeable after the level's lead, after the best-informed lead, the
best-informed lead's chance over the drawn deals, the level's lead's chance there)."""


def lead_deal(job: tuple[int, str, int]) -> LeadResult:
    """The opening lead of one forced deal: the level's against the best-informed one."""
    seed, level, n_worlds = job
    game, seats = forced_table(seed, level)
    obs = game.observation(game.to_act)
    goal = goal_for(obs)
    action = seats[obs.seat].choose(obs)
    truth = open_move_values(obs, goal, tuple(game.hands))
    # a claim (every tile wins) is as good as the best lead
    tile = action.tile if isinstance(action, Play) else max(truth, key=lambda t: truth[t])
    chances = informed_chances(obs, n_worlds, random.Random(seed))
    best = max(chances, key=lambda t: (chances[t], -t))
    return (max(truth.values()) >= goal.need, truth[tile] >= goal.need, truth[best] >= goal.need,
            chances[best], chances[tile])


def informed_chances(obs: Observation, n_worlds: int, rng: random.Random) -> dict[int, float]:
    """Each legal tile's share of `n_worlds` deals of the hidden tiles (drawn as the arena deals
    them, the plays so far shown) in which the bid is still makeable with open hands after it."""
    goal = goal_for(obs)
    made = collections.Counter[int]()
    for world in Sampler(obs, use_auction=False).sample(n_worlds, rng):
        made.update(t for t, v in open_move_values(obs, goal, world.hands).items() if v >= goal.need)
    return {a.tile: made[a.tile] / n_worlds for a in obs.legal if isinstance(a, Play)}


LaterLead = tuple[int, bool, bool, float, float]
"""A lead of the bidder's in a makeable hand: (trick, still makeable after the level's lead,
after the best-informed lead, the best-informed lead's chance, the level's lead's chance)."""


def later_leads_deal(job: tuple[int, str, int]) -> list[LaterLead]:
    """One forced deal played by four seats of the level; at each lead of the bidder's after
    the first, in a hand still makeable with open hands, its lead against the best-informed one."""
    seed, level, n_worlds = job
    game, seats = forced_table(seed, level)
    rng = random.Random(seed)
    out: list[LaterLead] = []
    while game.to_act >= 0:
        obs = game.observation(game.to_act)
        action = seats[obs.seat].choose(obs)
        if obs.tricks and not obs.trick and obs.seat == obs.bidder and len(obs.legal) > 1 and isinstance(action, Play):
            judged = judge_play(obs, tuple(game.hands), action.tile, n_worlds, rng)
            if judged is not None:
                out.append((len(obs.tricks), *judged))
        game.apply(action)
    return out


def judge_play(obs: Observation, hands: tuple[int, ...], tile: int, n_worlds: int,
               rng: random.Random) -> tuple[bool, bool, float, float] | None:
    """A play beside the one best on `n_worlds` drawn deals, for the aim of the player's side (make
    the bid, or set it): (the aim still reachable with open hands after the play, after the best
    one, the best one's chance over the drawn deals, the play's). None: the aim was lost already."""
    goal = goal_for(obs)
    bidders = bool(goal.max_seats >> obs.seat & 1)
    truth = open_move_values(obs, goal, hands)
    if not any((v >= goal.need) == bidders for v in truth.values()):
        return None
    aim = {t: c if bidders else 1 - c for t, c in informed_chances(obs, n_worlds, rng).items()}
    best = max(aim, key=lambda t: (aim[t], -t))
    return (truth[tile] >= goal.need) == bidders, (truth[best] >= goal.need) == bidders, aim[best], aim[tile]


Judged = tuple[str, int, bool, bool, bool, float, float]
"""A play with a choice after the opening lead: (role, trick, a lead, the side's aim still reachable
with open hands after the level's play, after the best-informed play, their chances)."""


def every_play_deal(job: tuple[int, str, int]) -> list[Judged]:
    """One forced deal played by four seats of the level; every play with a choice after the
    opening lead, where the side's aim is still reachable, against the best-informed play."""
    seed, level, n_worlds = job
    game, seats = forced_table(seed, level)
    out: list[Judged] = []
    while game.to_act >= 0:
        obs = game.observation(game.to_act)
        action = seats[obs.seat].choose(obs)
        if (obs.tricks or obs.trick) and len(obs.legal) > 1 and isinstance(action, Play):
            assert obs.bidder is not None
            rng = random.Random(repr((seed, len(obs.tricks), len(obs.trick))))
            judged = judge_play(obs, tuple(game.hands), action.tile, n_worlds, rng)
            if judged is not None:
                role = ROLES[(obs.seat - obs.bidder) % game.rules.layout.n_seats]
                out.append((role, len(obs.tricks), not obs.trick, *judged))
        game.apply(action)
    return out


def report_every_play(level: str, results: list[list[Judged]], n_worlds: int) -> None:
    plays = [play for deal in results for play in deal]
    print(f"every play with a choice after the opening lead, its side's aim (make or set) still reachable with "
          f"open hands, {len(results)} deals, four {level} seats; the aim lost after {level}'s play and after "
          f"the play best on {n_worlds} drawn deals:")
    for role in ROLES:
        mine = [p for p in plays if p[0] == role]
        leads = [p for p in mine if p[2]]
        print(f"  {role:8} {len(mine):5} plays: {sum(not p[3] for p in mine):4} and {sum(not p[4] for p in mine):4}"
              f" (leads {len(leads)}: {sum(not p[3] for p in leads)} and {sum(not p[4] for p in leads)})")


def report_later_leads(level: str, results: list[list[LaterLead]], n_worlds: int) -> None:
    leads = [lead for deal in results for lead in deal]
    print(f"the bidder's leads after the first in makeable hands, {len(results)} deals, four {level} seats:")
    for trick in sorted({lead[0] for lead in leads}):
        mine = [lead for lead in leads if lead[0] == trick]
        lost_level = sum(not lead[1] for lead in mine)
        lost_best = sum(not lead[2] for lead in mine)
        print(f"  trick {trick + 1}: {len(mine)} leads; the bid no longer makeable after {level}'s lead "
              f"{lost_level}, after the lead best on {n_worlds} deals {lost_best} "
              f"(chances there {sum(lead[3] for lead in mine) / len(mine):.1%} and "
              f"{sum(lead[4] for lead in mine) / len(mine):.1%})")
    print(f"  in all: {len(leads)} leads; no longer makeable after {level}'s lead {sum(not lead[1] for lead in leads)}, "
          f"after the best lead {sum(not lead[2] for lead in leads)}")


def report_leads(level: str, results: list[LeadResult], n_worlds: int) -> None:
    deals = len(results)
    makeable, by_level, by_best = (sum(r[i] for r in results) for i in range(3))
    print(f"opening lead, {deals} deals: makeable with open hands {makeable} ({makeable / deals:.1%}); "
          f"still makeable after {level}'s lead {by_level} ({by_level / deals:.1%}), after the lead best "
          f"on {n_worlds} deals of the hidden tiles {by_best} ({by_best / deals:.1%}, its chance there "
          f"{sum(r[3] for r in results) / deals:.1%}; {level}'s lead's {sum(r[4] for r in results) / deals:.1%})")


def turned(game: GameState, action: Play) -> bool:
    """Whether this play changes whether the bid can be made with open hands from here."""
    obs = game.observation(game.to_act)
    goal = goal_for(obs)
    values = open_move_values(obs, goal, tuple(game.hands))
    best = max(values.values()) if goal.max_seats >> obs.seat & 1 else min(values.values())
    return (best >= goal.need) != (values[action.tile] >= goal.need)


def report_turns(results: list[tuple[bool, bool, list[Turn]]]) -> None:
    """Whose plays turned the hands, by role and trick."""
    turns = [t for _, _, ts in results for t in ts]
    tricks = max((t[1] for t in turns), default=0) + 1
    print(f"plays that turned a hand (open hands, true deal): {len(turns)}")
    for role in ROLES:
        mine = [t for t in turns if t[0] == role]
        by_trick = collections.Counter(t[1] for t in mine)
        leads = sum(1 for t in mine if t[2])
        print(f"  {role:8} {len(mine):4} ({leads} leading); by trick: "
              + " ".join(f"{by_trick[i]}" for i in range(tricks)))


def forced_deal_arguments(parser: argparse.ArgumentParser, level: str) -> None:
    """The options every forced-deal measure takes: the level, how many deals, the arena seed, cores."""
    parser.add_argument("--level", default=level)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--jobs", type=int, default=2)


def made_line(results: list[tuple[bool, bool]]) -> str:
    """How many of the deals (makeable with open hands, made) were made, and of the makeable lost."""
    made = sum(m for _, m in results)
    makeable = sum(o for o, _ in results)
    lost = sum(1 for o, m in results if o and not m)
    return (f"made {made} of {len(results)} ({made / len(results):.1%}); "
            f"makeable with open hands {makeable}, of them not made {lost} ({lost / max(makeable, 1):.1%})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    forced_deal_arguments(parser, "hard-v0.2")
    parser.add_argument("--modes", default=",".join(MODES), help="which of none,bidders,defenders to play")
    parser.add_argument("--lead-worlds", type=int, default=0,
                        help="measure the opening lead alone, its best judged on this many deals of the hidden tiles")
    parser.add_argument("--later-lead-worlds", type=int, default=0,
                        help="measure the bidder's leads after the first, their best judged on this many deals")
    parser.add_argument("--every-play-worlds", type=int, default=0,
                        help="measure every play after the opening lead, its best judged on this many deals")
    args = parser.parse_args(argv)
    print(describe())
    sampled: tuple[tuple[int, Callable[[Any], Any], Callable[..., None]], ...] = (
        (args.every_play_worlds, every_play_deal, report_every_play),
        (args.later_lead_worlds, later_leads_deal, report_later_leads),
        (args.lead_worlds, lead_deal, report_leads),
    )
    for n_worlds, judge, report in sampled:
        if n_worlds:
            judge_jobs = [(arena.game_seed(args.seed, i), args.level, n_worlds) for i in range(args.deals)]
            with process_pool(args.jobs) as pool:
                report(args.level, list(pool.map(judge, judge_jobs, chunksize=1)), n_worlds)
            return 0
    for mode in args.modes.split(","):
        if mode not in MODES:
            parser.error(f"unknown mode {mode!r} (one of {', '.join(MODES)})")
        jobs = [(arena.game_seed(args.seed, i), mode, args.level) for i in range(args.deals)]
        with process_pool(args.jobs) as pool:
            results = list(pool.map(play_deal, jobs, chunksize=4))
        print(f"{args.level}, open hands for {mode}: {made_line([(o, m) for o, m, _ in results])}")
        if mode == "none":
            report_turns(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())

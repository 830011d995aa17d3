"""`texas42-arena`: AI configurations against each other on mirrored deals.

Every game seed is played once per seating: in 42 with the sides swapped, in
three-player games in every rotation, so both configurations meet the same
tiles. Games run in parallel over all cores. Reports games won, score per
game, make-rate as bidder and set-rate as defender with 95% intervals, and
the paired McNemar statistic. `--forced-30` measures card play alone: every
hand is bid 30 by the seat after the shaker, trump its longest suit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine import PASS, PRESETS, TRUMPS, Bid, Contract, GameState, Phase, Rules, Variant
from ..engine import Outcome as HandOutcome  # this module's Outcome is a game's tally
from ..engine.tiles import SUIT_MASK
from . import solver
from .players import Player, make_player, seat_seed
from .pool import process_pool

MAX_HANDS = 200
"""A game that has not ended after this many hands is stopped (counted as no winner)."""


@dataclass
class Outcome:
    """One game (or one forced hand) from config A's point of view."""

    seed: int
    seating: int
    a_won: bool
    a_score: float
    b_score: float
    a_bids: int = 0
    a_made: int = 0
    b_bids: int = 0
    b_made: int = 0
    hands: int = 0
    open_made: bool | None = None
    """Forced hands: whether the bidder's side makes it with every hand open (perfect play)."""


@dataclass
class Job:
    rules: Rules
    a: str
    b: str
    seed: int
    seating: int
    forced: bool


def seats_of_a(rules: Rules, seating: int) -> set[int]:
    """Which seats config A takes in a seating (a side swap, or a rotation)."""
    n = rules.layout.n_seats
    if rules.layout.partnerships:
        return {s for s in range(n) if rules.layout.side(s) == rules.layout.side(seating)}
    return {seating % n}


def seatings(rules: Rules) -> int:
    return 2 if rules.layout.partnerships else rules.layout.n_seats


def play_job(job: Job) -> Outcome:
    rules = job.rules
    a_seats = seats_of_a(rules, job.seating)
    players: list[Player] = [
        make_player(job.a if s in a_seats else job.b, seed=seat_seed(job.seed, s)) for s in range(rules.layout.n_seats)
    ]
    game = GameState(rules, seed=job.seed)
    out = Outcome(job.seed, job.seating, False, 0, 0)
    while True:
        game.deal()
        if job.forced:
            _force_30(game)
            out.open_made = _open_made(game)
        while game.to_act >= 0:
            game.apply(players[game.to_act].choose(game.observation(game.to_act)))
        _tally(game, a_seats, out)
        if job.forced or game.phase is Phase.GAME_OVER or out.hands >= MAX_HANDS:
            break
        game.next_hand()
    a_sides = {rules.layout.side(s) for s in a_seats}
    out.a_score = sum(game.score[s] for s in a_sides) / len(a_sides)
    b_sides = [s for s in range(rules.layout.n_sides) if s not in a_sides]
    out.b_score = sum(game.score[s] for s in b_sides) / len(b_sides)
    if job.forced:
        out.a_won = bool(out.a_made)
    else:
        out.a_won = game.winner is not None and game.winner in a_sides
    return out


def _force_30(game: GameState) -> None:
    """The seat after the shaker bids 30 (the Moon minimum in Moon) and names its longest suit."""
    bidder = game.to_act
    low = game.rules.min_bid
    game.apply(Bid(low))
    while game.phase is Phase.BID:
        game.apply(PASS)
    if game.phase is Phase.WIDOW:
        game.apply(game.legal_actions()[0])
    hand = game.hands[bidder]
    suit = max(range(7), key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), s))
    game.apply(TRUMPS[Contract(suit)])
    if game.phase is Phase.WIDOW:
        game.apply(game.legal_actions()[0])


def _open_made(game: GameState) -> bool:
    """Whether the contract just named is made with every hand open and perfect play
    from both sides: what no amount of guessing better could beat."""
    stake = game.stake
    assert stake is not None and game.phase is Phase.PLAY
    return solver.reaches(solver.stake_position(stake, tuple(game.hands), game.leader), stake.target)


def _tally(game: GameState, a_seats: set[int], out: Outcome) -> None:
    out.hands += 1
    r = game.result
    if r is None or r.bidder is None:
        return
    made = r.result is HandOutcome.MADE
    if r.bidder in a_seats:
        out.a_bids += 1
        out.a_made += made
    else:
        out.b_bids += 1
        out.b_made += made


# ----------------------------------------------------------------- statistics


def wilson(k: float, n: float, z: float = 1.96) -> tuple[float, float, float]:
    """A proportion with its 95% Wilson interval."""
    if n == 0:
        return 0.0, 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def mcnemar(outcomes: list[Outcome]) -> dict[str, float]:
    """Paired comparison on mirrored games (42): a seed's two games put A and B on
    the same seats of the same deals in turn. A seed where A won both games is a
    discordant pair for A, one where B won both is one for B; split seeds say
    only that the deals favoured a seat. z = (a - b) / sqrt(a + b)."""
    by_seed: dict[int, dict[int, Outcome]] = {}
    for o in outcomes:
        by_seed.setdefault(o.seed, {})[o.seating] = o
    a = b = 0
    for pair in by_seed.values():
        if len(pair) == 2:
            wins = pair[0].a_won + pair[1].a_won
            a += wins == 2
            b += wins == 0
    z = (a - b) / math.sqrt(a + b) if a + b else 0.0
    return {"discordant_a": a, "discordant_b": b, "z": z}


@dataclass
class Report:
    a: str
    b: str
    games: int
    a_wins: int
    win_rate: tuple[float, float, float]
    a_score: float
    b_score: float
    a_make: tuple[float, float, float]
    b_make: tuple[float, float, float]
    a_set: tuple[float, float, float]
    b_set: tuple[float, float, float]
    mcnemar: dict[str, float] = field(default_factory=dict)
    forced: bool = False
    a_hidden_loss: tuple[float, float, float] = (0.0, 0.0, 1.0)
    b_hidden_loss: tuple[float, float, float] = (0.0, 0.0, 1.0)
    """Forced hands: the share of the hands makeable with open hands that the bidder did not make."""


def report(a: str, b: str, outcomes: list[Outcome], forced: bool) -> Report:
    n = len(outcomes)
    a_bids = sum(o.a_bids for o in outcomes)
    b_bids = sum(o.b_bids for o in outcomes)
    a_made = sum(o.a_made for o in outcomes)
    b_made = sum(o.b_made for o in outcomes)
    if forced:
        return _forced_report(a, b, outcomes)
    return Report(
        a=a,
        b=b,
        games=n,
        a_wins=sum(o.a_won for o in outcomes),
        win_rate=wilson(sum(o.a_won for o in outcomes), n),
        a_score=sum(o.a_score for o in outcomes) / max(n, 1),
        b_score=sum(o.b_score for o in outcomes) / max(n, 1),
        a_make=wilson(a_made, a_bids),
        b_make=wilson(b_made, b_bids),
        a_set=wilson(b_bids - b_made, b_bids),
        b_set=wilson(a_bids - a_made, a_bids),
        mcnemar=mcnemar(outcomes) if len({o.seating for o in outcomes}) == 2 else {},
    )


def _forced_report(a: str, b: str, outcomes: list[Outcome]) -> Report:
    """Forced duel: each deal is a pair (A bids it, B bids it); A 'wins' a hand it made."""
    a_hands = [o for o in outcomes if o.a_bids]
    b_hands = [o for o in outcomes if o.b_bids]
    a_made = sum(o.a_made for o in a_hands)
    b_made = sum(o.b_made for o in b_hands)
    pairs: dict[int, dict[str, bool]] = {}
    for o in outcomes:
        if o.a_bids:
            pairs.setdefault(o.seed, {})["a"] = bool(o.a_made)
        if o.b_bids:
            pairs.setdefault(o.seed, {})["b"] = bool(o.b_made)
    disc_a = sum(1 for p in pairs.values() if p.get("a") and p.get("b") is False)
    disc_b = sum(1 for p in pairs.values() if p.get("b") and p.get("a") is False)
    z = (disc_a - disc_b) / math.sqrt(disc_a + disc_b) if disc_a + disc_b else 0.0
    return Report(
        a=a,
        b=b,
        games=len(outcomes),
        a_wins=a_made,
        win_rate=wilson(a_made, len(a_hands)),
        a_score=0.0,
        b_score=0.0,
        a_make=wilson(a_made, len(a_hands)),
        b_make=wilson(b_made, len(b_hands)),
        a_set=wilson(len(b_hands) - b_made, len(b_hands)),
        b_set=wilson(len(a_hands) - a_made, len(a_hands)),
        mcnemar={"discordant_a": disc_a, "discordant_b": disc_b, "z": z},
        forced=True,
        a_hidden_loss=_hidden_loss(a_hands, lambda o: o.a_made),
        b_hidden_loss=_hidden_loss(b_hands, lambda o: o.b_made),
    )


def _hidden_loss(hands: list[Outcome], made: Callable[[Outcome], int]) -> tuple[float, float, float]:
    """Of the hands makeable with open hands, the share not made: what not seeing the tiles cost."""
    makeable = [o for o in hands if o.open_made]
    return wilson(sum(not made(o) for o in makeable), len(makeable))


def _pct(t: tuple[float, float, float]) -> str:
    return f"{t[0] * 100:5.1f}% [{t[1] * 100:.1f}, {t[2] * 100:.1f}]"


def describe(r: Report) -> str:
    lines = []
    if r.forced:
        lines.append(f"forced-30 card-play duel, {r.games} hands ({r.games // 2} mirrored deal pairs)")
        lines.append(f"make-rate as bidder  {r.a:>8}: {_pct(r.a_make)}   {r.b:>8}: {_pct(r.b_make)}")
        lines.append(f"set-rate as defender {r.a:>8}: {_pct(r.a_set)}   {r.b:>8}: {_pct(r.b_set)}")
        lines.append(f"makeable, not made   {r.a:>8}: {_pct(r.a_hidden_loss)}   {r.b:>8}: {_pct(r.b_hidden_loss)}")
    else:
        lines.append(f"{r.games} games, {r.a} won {r.a_wins}: {_pct(r.win_rate)}")
        lines.append(f"score per game       {r.a:>8}: {r.a_score:5.2f}   {r.b:>8}: {r.b_score:5.2f}")
        lines.append(f"make-rate as bidder  {r.a:>8}: {_pct(r.a_make)}   {r.b:>8}: {_pct(r.b_make)}")
        lines.append(f"set-rate as defender {r.a:>8}: {_pct(r.a_set)}   {r.b:>8}: {_pct(r.b_set)}")
    m = r.mcnemar
    if m:
        lines.append(f"McNemar (paired): {m['discordant_a']} vs {m['discordant_b']} discordant, z = {m['z']:.2f}")
    return "\n".join(lines)


def game_seed(run_seed: int, index: int) -> int:
    """The seed of the index-th deal of a run: a hash, so runs of different --seed
    share no games (seed 1's second deal is not seed 2's first)."""
    digest = hashlib.sha256(f"texas42-arena:{run_seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def run(rules: Rules, a: str, b: str, seeds: int, seed: int, jobs: int, forced: bool,
        on_game: Callable[[int, int, Outcome], None] | None = None,
        done: dict[tuple[int, int], Outcome] | None = None) -> list[Outcome]:
    """Every game, in a fixed order whatever `jobs` is: the AIs decide by counted
    effort and seeded randomness, so the same command gives the same outcomes.
    `on_game(done, total, outcome)` hears of each game as it finishes, in that order.
    Games in `done` (by seed and seating, from an earlier run's rows) are not played again."""
    done = done or {}
    every = [Job(rules, a, b, game_seed(seed, i), k, forced) for i in range(seeds) for k in range(seatings(rules))]
    work = [j for j in every if (j.seed, j.seating) not in done]
    outcomes = [done[j.seed, j.seating] for j in every if (j.seed, j.seating) in done]

    def take(results: Iterable[Outcome]) -> list[Outcome]:
        for outcome in results:
            outcomes.append(outcome)
            if on_game is not None:
                on_game(len(outcomes), len(every), outcome)
        return outcomes

    if jobs <= 1:
        return take(play_job(j) for j in work)
    # A process per core: each solves on one thread.
    with process_pool(jobs) as pool:
        return take(pool.map(play_job, work, chunksize=1))


def read_rows(path: str, identity: dict[str, object]) -> dict[tuple[int, int], Outcome]:
    """The games an earlier run of the same command left in its rows file. A row of
    another run (other levels, seed or mode) is refused; a line cut short when a run
    was stopped is skipped (that game is played again)."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return {}
    out: dict[tuple[int, int], Outcome] = {}
    for number, line in enumerate(lines, 1):
        try:
            row = json.loads(line)
            outcome = Outcome(**{k: v for k, v in row.items() if k not in identity})
        except (ValueError, TypeError):
            print(f"{path}:{number}: not a finished game's row; that game is played again", file=sys.stderr)
            continue
        for key, value in identity.items():
            if key in row and row[key] != value:
                raise SystemExit(f"{path}:{number}: a row of another run ({key} {row[key]!r}, not {value!r}); "
                                 "give another --rows file")
        out[outcome.seed, outcome.seating] = outcome
    return out


def game_rows(outcomes: list[Outcome]) -> list[dict[str, object]]:
    """One row per game (or forced hand), for auditing a count."""
    return [
        {"seed": o.seed, "seating": o.seating, "a_won": o.a_won, "a_score": o.a_score, "b_score": o.b_score,
         "hands": o.hands, "a_bids": o.a_bids, "a_made": o.a_made, "b_bids": o.b_bids, "b_made": o.b_made,
         **({"open_made": o.open_made} if o.open_made is not None else {})}
        for o in outcomes
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="texas42-arena", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("a", help="configuration A: easy, normal, hard, expert, hard-v0.2 (Hard as issue 27 found it), "
                                  "hard-timed (the Hard of before fixed effort), or a level with effort changed: "
                                  "hard:worlds=200,close_worlds=0")
    parser.add_argument("b", help="configuration B, as A")
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=None)
    parser.add_argument("--preset", choices=list(PRESETS), default=None)
    parser.add_argument("--deals", type=int, default=20, help="game seeds (each played in every seating)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--forced-30", action="store_true", help="card play alone: forced bid, trump the longest suit")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rows", help="append each game's JSON row to this file as it finishes; games already in "
                                       "it are not played again, so a stopped run goes on where it was")
    parser.add_argument("--progress", action="store_true", help="say on stderr how many games are done")
    args = parser.parse_args(argv)
    if args.preset:
        rules = Rules.preset(args.preset)
    else:
        rules = Rules.make(args.variant or "42")
    for level in (args.a, args.b):
        try:
            make_player(level)
        except ValueError as error:
            parser.error(str(error))
    done = read_rows(args.rows, _identity(args)) if args.rows else {}
    finished = [len(done)]

    def game_done(count: int, total: int, outcome: Outcome) -> None:
        if args.rows:
            _write_row(args, outcome)
        finished[0] = count  # after its row is written: "stopped after N" has N rows at least
        if args.progress:  # and before it is said (a Ctrl+C just after "game 1" stopped after 0)
            print(f"game {count} of {total}", file=sys.stderr, flush=True)

    try:
        outcomes = run(rules, args.a, args.b, args.deals, args.seed, args.jobs, args.forced_30, game_done, done)
    except KeyboardInterrupt:
        where = (f"their rows are in {args.rows}: the same command goes on from there" if args.rows
                 else "with --rows FILE a stopped run goes on where it was")
        print(f"stopped after {finished[0]} of {args.deals * seatings(rules)} games; {where}", file=sys.stderr)
        return 130
    rep = report(args.a, args.b, outcomes, args.forced_30)
    if args.json:
        print(json.dumps({**rep.__dict__, "seed": args.seed, "deals": args.deals, "games_played": game_rows(outcomes)}))
    else:
        print(describe(rep))
    return 0


def _identity(args: argparse.Namespace) -> dict[str, object]:
    """What makes two runs the same, written into every row."""
    return {"a": args.a, "b": args.b, "run_seed": args.seed, "forced": args.forced_30,
            "rules": args.preset or args.variant or "42"}


def _write_row(args: argparse.Namespace, outcome: Outcome) -> None:
    with open(args.rows, "a+", encoding="utf-8") as f:
        f.seek(0, os.SEEK_END)
        if f.tell():
            f.seek(f.tell() - 1)
            if f.read(1) != "\n":
                f.write("\n")  # the last line was cut short by a stopped run
        f.write(json.dumps({**game_rows([outcome])[0], **_identity(args)}) + "\n")


if __name__ == "__main__":
    sys.exit(main())

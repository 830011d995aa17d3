"""Does the coach agree with itself? Every view of one bid decision, compared.

    .venv/bin/python bench/coach_consistency.py --deals 500 --jobs 2 --seed 1

For seeded deals under each preset (Straight 42, Texas house rules, Moon, 42 for
three), every seat's bid decision of the auction (the seats bidding as Hard would)
and the winner's trump is looked at from every view that shows it, each computed
the way that view computes it:

- the hint (`hints.bid_hint`): its recommendation must be the best cell of its own
  table (the values it shows, pass and Plunge/Splash rows included);
- Hard's own decision (`SearchPlayer.choose`, a fresh player of the seat's seed);
- practice (`practice.bid_outlook` + its best and grade: the hint's choice grades 0);
- the review (`review.review_hand` of the hand, every seat in turn as the user, after an
  auction where every seat took the hint its user sees, seeded as the review's is: a
  decision that is the hint's must be graded 0 with no better choice);
- a sure laydown (`bidding.sure_laydown`) must be named in a trump that is sure;
- the instant estimate (`hints.instant_bid_hint`) must recommend nothing, or agree.

It prints the disagreements of each kind (0 is the target) and the machine. Seeded:
the same command prints the same figures anywhere. `--level normal` is a quick run;
`--rows FILE` keeps each finished deal, so a run stopped at a session's end goes on later.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

from machine import describe

import texas42_qt
from texas42_qt.ai import hints, players
from texas42_qt.ai.bidding import sure_laydown
from texas42_qt.ai.pool import process_pool
from texas42_qt.engine import Bid, GameState, HandLog, NameTrump, Phase, Rules, contract_table
from texas42_qt.engine.claim import takes_every_trick
from texas42_qt.trainer import review
from texas42_qt.trainer.practice import bid_outlook

PRESETS = ("Straight 42 (tournament)", "Texas house rules", "Moon", "42 for three")
KINDS = ("table_best", "ai_bid", "ai_trump", "practice_best", "practice_grade", "review_grade",
         "laydown_not_sure", "instant_disagrees")


def best_cell(hint: hints.BidHint) -> float:
    cells = [x for row in hint.contracts for x in row.values.values()] + [o.value for o in hint.others]
    return max(cells)


def check_deal(args: tuple[str, int, str]) -> dict[str, int]:
    """Every bid decision (and the trump) of one seeded deal under one preset."""
    preset, seed, level = args
    out: Counter[str] = Counter()
    g = GameState(Rules.preset(preset), seed=seed)
    g.deal()
    while g.phase in (Phase.BID, Phase.TRUMP, Phase.WIDOW):
        seat = g.to_act
        obs = g.observation(seat)
        ai_seed = players.seat_seed(seed, seat)
        if g.phase is Phase.WIDOW:
            g.apply(players.make_player(level, ai_seed).choose(obs))
            continue
        if len(obs.legal) == 1:
            g.apply(obs.legal[0])
            continue
        hint = hints.bid_hint(obs, level, ai_seed)
        decision = players.make_player(level, ai_seed).choose(obs)
        if g.phase is Phase.TRUMP:
            out["trumps"] += 1
            out["ai_trump"] += isinstance(decision, NameTrump) and decision.contract is not hint.contract
            laydown = sure_laydown(obs)
            if laydown is not None and hint.contract is not None:
                table = contract_table(obs.rules, hint.contract)
                unseen = obs.rules.layout.tiles & ~obs.hand
                sure = takes_every_trick(table, obs.hand, unseen, (0,) * (obs.rules.layout.n_seats - 1))
                out["laydown_not_sure"] += not sure
            g.apply(decision)
            continue
        out["decisions"] += 1
        choice = (hint.recommended, hint.contract)
        values = [x for row in hint.contracts for x in row.values.values()] + [o.value for o in hint.others]
        mine = next((row.values.get(hint.recommended.value) for row in hint.contracts if row.contract is hint.contract),
                    None) if hint.contract is not None else next(o.value for o in hint.others if o.bid == hint.recommended)
        out["table_best"] += mine is None or mine < max(values) - 1e-9
        out["ai_bid"] += decision != hint.recommended
        practice_hint, practice_values = bid_outlook(obs, level, ai_seed)
        out["practice_best"] += (practice_hint.recommended, practice_hint.contract) != choice
        out["practice_grade"] += choice not in practice_values or hints.value_lost(practice_values, choice) > 1e-9
        if sure_laydown(obs) is not None:
            out["laydowns"] += 1
        instant = hints.instant_bid_hint(obs)
        if instant is not None and instant.advice and instant.recommended != hint.recommended:
            out["instant_disagrees"] += 1
        g.apply(hint.recommended)
    out["review_grade"] += review_disagreements(preset, seed, level)
    return dict(out)


def hinted_auction(preset: str, seed: int, level: str) -> GameState:
    """The deal's auction with every seat taking the hint its user would see (seeded with
    `HINT_SEED`, as the review judges it; the checks above use each seat's own AI seed)."""
    g = GameState(Rules.preset(preset), seed=seed)
    g.deal()
    while g.phase in (Phase.BID, Phase.TRUMP, Phase.WIDOW):
        obs = g.observation(g.to_act)
        if len(obs.legal) == 1:
            g.apply(obs.legal[0])
            continue
        if g.phase is Phase.WIDOW:
            g.apply(players.make_player(level, players.HINT_SEED).choose(obs))
            continue
        hint = hints.bid_hint(obs, level, players.HINT_SEED)
        if g.phase is Phase.TRUMP:
            assert hint.contract is not None, "a trump hint names a contract"
            g.apply(NameTrump(hint.contract))
        else:
            g.apply(hint.recommended)
    return g


def review_disagreements(preset: str, seed: int, level: str) -> int:
    """The review of every seat's auction decisions, as each seat's user who took every hint:
    each is the hint's, so each must be graded 0 with no better choice."""
    g = hinted_auction(preset, seed, level)
    if g.phase is not Phase.PLAY:
        return 0
    log = g.logs[0]  # (the auction only: the review judges each step on the state before it)
    auction = [HandLog(log.shaker, log.deal, log.widow, log.actions[:])]
    found = 0
    for user in range(g.rules.layout.n_seats):
        r = review.review_hand(g.rules, auction, 0, user=user, level=level, seed=seed)
        for step in r.steps:
            if step.mine and isinstance(step.action, Bid) and step.lost is not None:
                found += step.lost > 1e-9 or step.better is not None
    return found


def code_digest() -> str:
    """A digest of the code this bench runs (every texas42_qt module it imported): rows of other code are not kept."""
    root = Path(texas42_qt.__file__).parent
    files = {Path(f) for m in list(sys.modules.values()) if (f := getattr(m, "__file__", None))}
    h = hashlib.sha256()
    for path in sorted(f for f in files if f.is_relative_to(root) and f.suffix == ".py"):
        h.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:16]


def load_rows(path: str | None, level: str, code: str) -> dict[tuple[str, int], dict[str, int]]:
    """The deals a stopped run of this level and code finished (a damaged line is skipped: its deal runs again)."""
    done: dict[tuple[str, int], dict[str, int]] = {}
    if not path:
        return done
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except FileNotFoundError:
        return done
    for line in lines:
        try:
            row = json.loads(line)
            if row["level"] == level and row.get("code") == code:
                done[(row["preset"], int(row["seed"]))] = {k: int(v) for k, v in row["counts"].items()}
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=500, help="deals per preset")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--level", default="hard", choices=["hard", "normal"])
    ap.add_argument("--presets", default=",".join(PRESETS), help="comma-separated preset names")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--rows", help="a file of finished deals (JSON lines): kept, and a stopped run goes on from it")
    a = ap.parse_args(argv)
    code = code_digest()
    done = load_rows(a.rows, a.level, code)
    presets = a.presets.split(",")
    # deal by deal across the presets, so that a run stopped early has looked at each alike
    tasks = [(preset, a.seed + i, a.level) for i in range(a.deals) for preset in presets]
    todo = [t for t in tasks if (t[0], t[1]) not in done]
    with process_pool(a.jobs) as pool:
        for task, counts in zip(todo, pool.map(check_deal, todo)):
            done[(task[0], task[1])] = counts
            if a.rows:
                with open(a.rows, "a", encoding="utf-8") as f:
                    row = {"preset": task[0], "seed": task[1], "level": a.level, "code": code, "counts": counts}
                    f.write(json.dumps(row) + "\n")
    report = {}
    for preset in presets:
        total: Counter[str] = Counter()
        for task in tasks:
            if task[0] == preset:
                total.update(done[(task[0], task[1])])
        report[preset] = {k: total.get(k, 0) for k in ("decisions", "trumps", "laydowns", *KINDS)}
    if a.json:
        print(json.dumps({"machine": describe(), "level": a.level, "deals": a.deals, "seed": a.seed, "presets": report}))
    else:
        print(f"{describe()}; level {a.level}; {a.deals} deals a preset from seed {a.seed}")
        for preset, row in report.items():
            bad = sum(row[k] for k in KINDS)
            print(f"{preset}: {row['decisions']} bid decisions, {row['trumps']} trumps, {row['laydowns']} laydowns; "
                  f"disagreements {bad}: " + ", ".join(f"{k} {row[k]}" for k in KINDS))
    return 0 if all(sum(row[k] for k in KINDS) == 0 for row in report.values()) else 1


if __name__ == "__main__":
    sys.exit(main())

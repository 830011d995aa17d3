"""The same numbers on every machine: AI decisions, hints, grades and reviews are
counted effort and seeded randomness, never timed.

- No clock is read while deciding (every clock raises during the decisions).
- The same decisions with the machine made busy (a CPU burner on every core),
  with the worlds solved on one thread or several, and with the pure-Python
  solver on small positions: identical.
- The hint, the AI's own choice, the practice grade and the review agree.
- The arena prints the same JSON twice, and with any --jobs.
- The engine's stake agrees with the engine's own outcome.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import time
from dataclasses import replace

import pytest

from texas42_qt.ai import arena, hints, parallel, players, solver
from texas42_qt.ai.evaluate import Effort
from texas42_qt.ai.players import SearchPlayer, make_player, seat_seed
from texas42_qt.engine import Bid, Contract, Discard, GameState, NelloRule, Phase, Rules, SpecialRule, Variant, stake_of
from texas42_qt.trainer import practice, review

SMALL = Effort(worlds=16, lead_worlds=24, enumerate_below=16, contracts=8, scout_worlds=6, bid_worlds=16, focus=2,
               infer_trump=True, defence_worlds=8)


@pytest.fixture()
def small_hard(monkeypatch):
    """Hard with a small effort (the same code paths, quicker)."""
    monkeypatch.setitem(players.LEVELS, "hard", replace(players.LEVELS["hard"], effort=SMALL))


def decisions(seed: int, hands: int = 2, rules: Rules | None = None) -> list[object]:
    """Every decision of four Hard seats over whole hands (from the engine's seeded deal)."""
    rules = rules or Rules()
    bots = [make_player("hard", seat_seed(seed, s)) for s in range(rules.layout.n_seats)]
    out: list[object] = []
    for h in range(hands):
        game = GameState(rules, seed=seed + h)
        game.deal()
        while game.to_act >= 0:
            action = bots[game.to_act].choose(game.observation(game.to_act))
            out.append(action)
            game.apply(action)
    return out


def _burn() -> None:  # pragma: no cover - runs in a child process
    while True:
        pass


def test_no_clock_is_read_while_deciding(small_hard, monkeypatch):
    def no_clock() -> float:
        raise AssertionError("an AI decision read a clock")

    for name in ("time", "perf_counter", "monotonic", "process_time", "perf_counter_ns", "monotonic_ns", "time_ns"):
        monkeypatch.setattr(time, name, no_clock)
    assert decisions(11, hands=1)
    game = GameState(Rules(), seed=3)
    game.deal()
    hints.bid_hint(game.observation(game.to_act))


@pytest.mark.slow
def test_same_decisions_idle_and_busy(small_hard):
    idle = decisions(5)
    burners = [multiprocessing.get_context("spawn").Process(target=_burn, daemon=True) for _ in range(os.cpu_count() or 1)]
    for p in burners:
        p.start()
    try:
        busy = decisions(5)
    finally:
        for p in burners:
            p.terminate()
        for p in burners:
            p.join()
    assert busy == idle


@pytest.fixture()
def threads_reset():
    yield
    parallel.set_threads(None)


def test_same_decisions_on_one_thread_and_several(small_hard, threads_reset, monkeypatch):
    if solver._native is None:
        pytest.skip("no native core: the pure-Python solver keeps to one thread")
    pools = []

    class Counted(parallel.ThreadPoolExecutor):
        def __init__(self, *args: object, **kwargs: object) -> None:
            pools.append(kwargs["max_workers"])
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(parallel, "ThreadPoolExecutor", Counted)
    game = GameState(Rules(), seed=21)
    game.deal()
    game.apply(Bid(31))  # the next seat's bid weighs the opponents' 31 too (evaluate_defence)
    obs = game.observation(game.to_act)
    parallel.set_threads(1)
    one = (decisions(13, hands=1), hints.bid_hint(obs, "hard", 4))
    assert not pools
    parallel.set_threads(3)
    several = (decisions(13, hands=1), hints.bid_hint(obs, "hard", 4))
    assert pools and set(pools) == {3}  # the worlds were solved three at a time
    assert several == one


def test_thread_count(monkeypatch, threads_reset):
    assert 1 <= parallel.usable_cores() <= (os.cpu_count() or 1)
    for cores, expected in ((1, 1), (2, 1), (4, 3), (64, parallel.MAX_THREADS)):
        monkeypatch.setattr(parallel, "usable_cores", lambda cores=cores: cores)
        assert parallel.default_threads() == expected
    with pytest.raises(ValueError, match="at least 1"):
        parallel.set_threads(0)
    parallel.set_threads(4)
    monkeypatch.setattr(solver, "_native", None)
    assert parallel.threads() == 1  # the Python solver holds the GIL: threads would only wait


def late_positions(n: int) -> list[GameState]:
    """Hands with three tricks left (mid-trick or not), of several contracts."""
    rules_list = [Rules(), Rules(nello=NelloRule(), sevens=SpecialRule(1)), Rules.make("moon")]
    out = []
    rng = random.Random(9)
    seed = 0
    while len(out) < n:
        seed += 1
        rules = rules_list[seed % len(rules_list)]
        game = GameState(rules, seed=seed)
        game.deal()
        while game.phase is not Phase.PLAY and game.to_act >= 0:
            game.apply(rng.choice(game.legal_actions()))
        if game.phase is not Phase.PLAY:
            continue
        plays = (rules.layout.tricks - 3) * game.trick_size + rng.randrange(game.trick_size)
        for _ in range(plays):
            if game.phase is not Phase.PLAY:
                break
            game.apply(rng.choice(game.legal_actions()))
        if game.phase is Phase.PLAY and len(game.legal_actions()) > 1:
            out.append(game)
    return out


def test_pure_python_solver_decides_the_same(small_hard, monkeypatch):
    if solver._native is None:
        pytest.skip("no native core: every decision already uses the Python solver")
    positions = late_positions(6)
    native = [SearchPlayer("hard", 3).choose(g.observation(g.to_act)) for g in positions]
    native_hints = [hints.play_hint(g.observation(g.to_act), "hard", 3) for g in positions]
    monkeypatch.setattr(solver, "_native", None)
    python = [SearchPlayer("hard", 3).choose(g.observation(g.to_act)) for g in positions]
    python_hints = [hints.play_hint(g.observation(g.to_act), "hard", 3) for g in positions]
    assert python == native
    assert python_hints == native_hints


@pytest.mark.parametrize("position", ["first", "over 30", "moon endgame", "points endgame"])
def test_hint_ai_grade_and_review_agree(small_hard, position):
    """First to bid, and over an opponent's 30 (where a pass is valued by the
    opponents' chance of making it); in Moon over East's 5 at 19 of 21 and in a points
    game over the opponents' 30 at 230 of 250 (making it wins them the game): every view
    of the decision agrees."""
    rules = {"moon endgame": Rules.preset("Moon"),
             "points endgame": Rules().with_(scoring="points", target=250)}.get(position, Rules())
    game_seed = 22 if position == "moon endgame" else 21  # (22: East's 5 is made 42% of the time)
    game = GameState(rules, seed=game_seed)
    game.deal()
    if position.endswith("endgame"):  # the first to bid is one made bid from winning
        moon = rules.variant is Variant.MOON
        game.score = [10 if moon else 100] * game.layout.n_sides
        game.score[game.layout.side(game.to_act)] = 19 if moon else 230
    if position != "first":
        game.apply(Bid(5 if rules.variant is Variant.MOON else 30))
    seat = game.to_act
    obs = game.observation(seat)
    ai = SearchPlayer("hard", seat_seed(game_seed, seat))
    choice = ai.choose(obs)
    hint = hints.bid_hint(obs, "hard", seat_seed(game_seed, seat))
    assert hint.recommended == choice and hint.final
    # the recommendation follows from the table: the best decision of the values shown
    _, values = practice.bid_outlook(obs, "hard", seat_seed(game_seed, seat))
    best = max(values.values())
    assert values[(hint.recommended, hint.contract if not hint.recommended.is_pass else None)] == best
    if not hint.recommended.is_pass:  # the reason quotes the chance the table shows, not another
        row = next(c for c in hint.contracts if c.contract is hint.contract)
        assert f"{round(row.chances[hint.recommended.value].used * 100)}%" in hint.reason
    if position == "over 30":  # the pass is valued by the opponents' chance, shown as the table's pass is
        assert hint.defence is not None
        assert ("If you pass, the opponents make their 30" in hint.reason) == (hint.defence > 0.5)
    elif position == "first":
        assert hint.defence is None
    else:  # making the bid wins the game: the pass's value counts it, and the reason says it at any chance
        assert hint.defence is not None
        percent = round(hint.defence * 100)
        said = (f"If you pass, East makes 5 tricks about {percent}% of the time and wins the game." if position == "moon endgame"
                else f"If you pass, the opponents make their 30 about {percent}% of the time and win the game.")
        assert (said in hint.reason) == (percent > 0)
        assert percent > 0
    target = "21" if position == "moon endgame" else "250"  # cells that count the game say so
    assert (f"counts as {target} game points" in hint.reason) == position.endswith("endgame")
    # a preview is on fewer worlds and says so
    preview = hints.bid_hint(obs, "hard", seat_seed(game_seed, seat), part=0.25)
    assert not preview.final
    assert max(c.worlds for c in preview.contracts) < max(c.worlds for c in hint.contracts)
    # play the hand out with AIs, then review the seat's decisions: the AI's own choices lose nothing
    # (the seat's AI seeded as the review is, with the hints' seed)
    bots = [SearchPlayer("hard", players.HINT_SEED if s == seat else seat_seed(game_seed, s)) for s in range(4)]
    while game.to_act >= 0:
        game.apply(bots[game.to_act].choose(game.observation(game.to_act)))
    r = review.review_hand(rules, game.logs, 0, seat, "hard", game_seed)
    mine = [s for s in r.steps if s.mine and s.before is not None]
    assert mine
    for step in mine:
        if isinstance(step.action, Discard) and not SMALL.widow_search:
            continue  # Moon: this small effort lays away by the quick estimate, the widow hint by search
        assert step.better is None, step
        if step.lost is not None:
            assert step.lost == 0
    first = next(s for s in r.steps if s.mine)
    if isinstance(first.action, Bid) and not first.action.is_pass:  # the review quotes the hint's chance
        row = next(c for c in hint.contracts if c.contract is hint.contract)
        assert first.after == row.chances[first.action.value].used


def test_arena_json_is_the_same_twice_and_with_any_jobs(capsys):
    argv = ["normal", "easy", "--forced-30", "--deals", "3", "--seed", "5", "--json"]
    outs = []
    for jobs in ("1", "1", "2"):
        assert arena.main([*argv, "--jobs", jobs]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1] == outs[2]
    data = json.loads(outs[0])
    assert len(data["games_played"]) == 6 and {"seed", "seating", "a_won", "a_bids", "a_made"} <= set(data["games_played"][0])


def test_arena_seeds_are_hashed():
    first = {arena.game_seed(1, i) for i in range(50)}
    second = {arena.game_seed(2, i) for i in range(50)}
    assert not first & second and len(first) == 50


def test_stake_agrees_with_the_engine_outcome():
    """Over random played-out hands of every kind: made exactly when the stake's value reaches its target."""
    rules_list = [
        Rules(end_early=False),
        Rules(end_early=False, nello=NelloRule(), sevens=SpecialRule(1)),
        Rules.make("moon"),
        Rules.make("42-three", end_early=False),
    ]
    rng = random.Random(4)
    checked = 0
    for seed in range(200):
        rules = rules_list[seed % len(rules_list)]
        game = GameState(rules, seed=seed)
        game.deal()
        while game.to_act >= 0:
            game.apply(rng.choice(game.legal_actions()))
        r = game.result
        if r is None or r.result not in ("made", "set") or game.stake is None:
            continue
        stake = game.stake
        value = stake.taken(tuple(game.points), tuple(game.tricks_won))
        assert (value >= stake.target) == (r.result == "made"), (rules.variant, stake)
        checked += 1
    assert checked > 100


def test_stake_units_and_sides():
    rules = Rules(nello=NelloRule())
    nello = stake_of(rules, 1, Contract.NELLO, 42)
    assert nello.out_seat == 3 and nello.bidders == 1 << 1 and nello.scorers == (1 << 0 | 1 << 2)
    assert nello.unit == "tricks" and nello.target == 7 and nello.misere
    points = stake_of(rules, 0, Contract.SIXES, 34)
    assert points.unit == "points" and points.target == 34 and points.bidders == 0b0101
    assert stake_of(rules, 0, Contract.SIXES, 84).unit == "tricks"
    assert stake_of(rules, 0, Contract.SIXES).target_for(84) == 42  # valued in points: all 42 is every trick
    moon = stake_of(Rules.make("moon"), 2, Contract.FIVES, 21)
    assert moon.target == 7 and moon.partner is None and moon.bidders == 1 << 2


def test_arena_rows_are_written_as_games_finish(capsys, tmp_path):
    """A long run leaves its finished games behind (two sessions lost a 400-game run at their end)."""
    rows = tmp_path / "rows.jsonl"
    assert arena.main(["normal", "easy", "--forced-30", "--deals", "2", "--seed", "5", "--jobs", "1", "--json",
                       "--rows", str(rows), "--progress"]) == 0
    out, err = capsys.readouterr()
    identity = {"a": "normal", "b": "easy", "run_seed": 5, "forced": True, "rules": "42"}
    written = [json.loads(line) for line in rows.read_text().splitlines()]
    assert written == [{**row, **identity} for row in json.loads(out)["games_played"]]
    assert "game 4 of 4" in err


def test_a_stopped_arena_run_goes_on_from_its_rows(capsys, tmp_path):
    """The same command with the rows of a stopped run plays only the games missing
    (a line cut short counts as missing) and reports the same figures."""
    command = ["normal", "easy", "--forced-30", "--deals", "2", "--seed", "5", "--jobs", "1", "--json"]
    assert arena.main(command) == 0
    whole = json.loads(capsys.readouterr().out)
    rows = tmp_path / "rows.jsonl"
    first = arena.game_rows([arena.Outcome(**row) for row in whole["games_played"][:2]])
    identity = {"a": "normal", "b": "easy", "run_seed": 5, "forced": True, "rules": "42"}
    rows.write_text("\n".join(json.dumps({**row, **identity}) for row in first) + "\n" + '{"seed": 1, "sea')
    assert arena.main([*command, "--rows", str(rows), "--progress"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == whole
    assert "game 2 of 4" not in err and "game 3 of 4" in err and "not a finished game's row" in err
    assert len([json.loads(line) for line in rows.read_text().splitlines()[-2:]]) == 2
    with pytest.raises(SystemExit, match="another run"):
        arena.main(["normal", "normal", *command[2:], "--rows", str(rows)])

"""The perfect-information solver (texas42_qt.ai.solver and its C core).

(a) The pure-Python solver against a brute-force minimax over engine clones on
    small end-games of every contract kind: exact value, move values, and
    reaches(target) for every target.
(b) The native core against the Python twin on random positions of every
    contract kind: identical values, move values and yes/no answers.
"""

from __future__ import annotations

import os
import random
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from texas42_qt.ai import solver as S
from texas42_qt.engine import PASS, Bid, Contract, GameState, NameTrump, NelloRule, Phase, Rules, Variant, stake_of
from texas42_qt.engine.rules import SpecialRule
from texas42_qt.engine.tiles import mask_of, parse_tile

KINDS = (
    "suit",
    "doubles",
    "follow-me high",
    "follow-me low",
    "nello own_suit",
    "nello high",
    "nello low",
    "sevens",
    "mark",
    "moon",
    "42-three",
)


# ----------------------------------------------------------------- positions


def rules_for(kind: str) -> Rules:
    if kind == "moon":
        return Rules.make("moon")
    if kind == "42-three":
        return Rules.make("42-three", end_early=False)
    values: dict = {"end_early": False}  # every trick is played: positions exist to the end
    if kind == "follow-me low":
        values["follow_me_doubles"] = "low"
    if kind.startswith("nello"):
        values["nello"] = NelloRule(1, kind.split()[1])
    if kind == "sevens":
        values["sevens"] = SpecialRule(1)
    return Rules.make("42", **values)


def first_lead(kind: str, seed: int) -> GameState:
    """A dealt hand of this contract kind at its first lead (the first bidder wins the auction)."""
    rng = random.Random(seed)
    state = GameState(rules_for(kind), seed=seed)
    state.deal()
    if kind == "moon":
        bid = rng.choice((4, 5, 6, 7, 21))
    elif kind in ("mark", "sevens") or kind.startswith("nello"):
        bid = rng.choice((42, 84)) if kind == "mark" else 42
    else:
        bid = rng.randrange(30, 42)
    state.apply(Bid(bid))
    while state.phase is Phase.BID:
        state.apply(PASS)
    if kind.startswith("nello"):
        contract = Contract.NELLO
    elif kind == "sevens":
        contract = Contract.SEVENS
    elif kind == "doubles":
        contract = Contract.DOUBLES
    elif kind.startswith("follow-me"):
        contract = Contract.FOLLOW_ME
    elif kind in ("moon", "mark"):
        contract = rng.choice((*(Contract(s) for s in range(7)), Contract.DOUBLES, Contract.FOLLOW_ME))
    else:
        contract = Contract(rng.randrange(7))
    while state.phase in (Phase.TRUMP, Phase.WIDOW):
        state.apply(NameTrump(contract) if state.phase is Phase.TRUMP else rng.choice(state.legal_actions()))
    assert state.phase is Phase.PLAY and state.contract is contract
    return state


def random_position(kind: str, seed: int, tricks_left: int, mid_trick: bool = True) -> GameState:
    """A random legal game of this kind with `tricks_left` tricks to play (part of
    the current trick already played when `mid_trick`)."""
    rng = random.Random(seed * 7919 + tricks_left)
    state = first_lead(kind, seed)
    plays = (state.layout.hand_size - tricks_left) * state.trick_size
    if mid_trick:
        plays += rng.randrange(state.trick_size)
    for _ in range(plays):
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase is Phase.PLAY
    return state


# --------------------------------------------------------------- brute force


def brute_goal(state: GameState) -> tuple[int, int, bool]:
    """(max_seats, scorers, count) from first principles: the bidder's side wants
    its own points (tricks in a mark bid, Sevens and Moon); in Nello it wants the
    *other* seats to take every trick."""
    assert state.bidder is not None and state.high is not None
    side = [s for s in range(state.n) if state.layout.side(s) == state.layout.side(state.bidder)]
    bidders = sum(1 << s for s in side)
    count = state.rules.variant is not Variant.MOON and state.high.value < 42 and state.contract is not Contract.SEVENS
    if state.contract is Contract.NELLO:
        others = sum(1 << s for s in range(state.n) if s not in side)
        return bidders, others, False
    return bidders, bidders, count


def brute_force(state: GameState, goal: tuple[int, int, bool], memo: dict) -> int:
    """Minimax over engine clones: points (or tricks) the scoring seats take from
    here, the current trick included, with best play by everyone."""
    if state.to_act < 0:
        return 0
    key = (tuple(state.hands), tuple(state.trick_tiles), state.leader)
    if key not in memo:
        values = [brute_child(state, action, goal, memo) for action in state.legal_actions()]
        memo[key] = max(values) if goal[0] >> state.to_act & 1 else min(values)
    return memo[key]


def brute_child(state: GameState, action, goal: tuple[int, int, bool], memo: dict) -> int:
    child = state.clone()
    done = len(child.tricks)
    child.apply(action)
    gained = 0
    if len(child.tricks) > done:
        trick = child.tricks[-1]
        if goal[1] >> trick.winner & 1:
            gained = trick.points if goal[2] else 1
    return gained + brute_force(child, goal, memo)


@pytest.mark.parametrize("kind", KINDS)
def test_python_solver_matches_brute_force(kind: str) -> None:
    checked = 0
    for seed in range(10):
        for tricks_left in (3, 4):
            state = random_position(kind, seed, tricks_left, mid_trick=seed % 2 == 1)
            goal = brute_goal(state)
            memo: dict = {}
            want = brute_force(state, goal, memo)
            want_moves = {a.tile: brute_child(state, a, goal, memo) for a in state.legal_actions()}
            pos = S.position_from_state(state)
            assert S.solve(pos, native=False) == want
            assert S.PySolver(pos).value() == want
            assert S.move_values(pos, native=False) == want_moves
            total = pos.remaining_total()
            for target in range(-1, total + 2):
                assert S.reaches(pos, target, native=False) == (want >= target), (kind, seed, target)
                assert S.PySolver(pos).reaches(target) == (want >= target)
            checked += 1
    assert checked == 20


# ------------------------------------------------------------- objective etc.


def test_objective_of_each_contract() -> None:
    point = first_lead("suit", 1)
    bidders = sum(1 << s for s in range(4) if s % 2 == point.bidder % 2)
    assert S.objective(point) == (bidders, True)
    mark = first_lead("mark", 1)
    assert S.objective(mark) == (sum(1 << s for s in range(4) if s % 2 == mark.bidder % 2), False)
    sevens = first_lead("sevens", 1)
    assert S.objective(sevens)[1] is False
    nello = first_lead("nello own_suit", 1)
    assert nello.bidder is not None
    bidder_alone = 1 << nello.bidder  # the partner sits out
    assert S.objective(nello) == (bidder_alone, False)
    defenders = sum(1 << s for s in range(4) if s % 2 != nello.bidder % 2)
    assert S.position_from_state(nello).score_seats == defenders  # the bidder wants them to take every trick
    moon = first_lead("moon", 1)
    assert moon.bidder is not None
    assert S.objective(moon) == (1 << moon.bidder, False)
    three = first_lead("42-three", 1)
    assert three.bidder is not None
    assert S.objective(three) == (1 << three.bidder, True)


def test_nello_partner_sitting_out_takes_no_part() -> None:
    state = first_lead("nello own_suit", 3)
    assert state.out_seat >= 0 and state.hands[state.out_seat]
    pos = S.position_from_state(state)
    assert pos.hands[state.out_seat] == 0
    assert pos.trick_size == 3 and pos.remaining_total() == 7
    # the sitting-out partner's tiles are ignored even when a caller leaves them in
    raw = replace(pos, hands=tuple(state.hands))
    assert S.PySolver(raw).value() == S.PySolver(pos).value()
    if S._native is not None:
        assert S.solve(raw, native=True) == S.solve(pos, native=True)


def test_position_needs_the_play_phase() -> None:
    state = GameState(Rules(), seed=1)
    state.deal()
    with pytest.raises(ValueError, match="play phase"):
        S.position_from_state(state)


def test_bad_positions_are_refused_by_both_backends() -> None:
    pos = S.position_from_state(random_position("suit", 2, 4, mid_trick=False))
    seat = pos.leader
    extra = pos.hands[(seat + 1) % 4] & -pos.hands[(seat + 1) % 4]
    lopsided = list(pos.hands)
    lopsided[seat] |= extra
    lopsided[(seat + 1) % 4] &= ~extra
    bad = [
        replace(pos, hands=tuple(lopsided)),  # one seat holds a tile too many
        replace(pos, trick=(0, 1, 2, 3)),  # a complete trick is not a position
    ]
    backends = [False] + ([True] if S._native is not None else [])
    for p in bad:
        for native in backends:
            with pytest.raises(ValueError):
                S.solve(p, native=native)


def test_info_names_the_backend(capsys: pytest.CaptureFixture[str]) -> None:
    assert S.main(["--info"]) == 0
    assert capsys.readouterr().out.strip() == f"solver backend: {S.backend()}"


# ----------------------------------------------------------- native vs python


def require_native() -> None:
    """Skip (with the reason) when there is no native core and no way to build one;
    fail when it should be there: TEXAS42_REQUIRE_NATIVE is set, or a C compiler is."""
    if S._native is not None:
        return
    if os.environ.get("TEXAS42_REQUIRE_NATIVE"):
        pytest.fail("TEXAS42_REQUIRE_NATIVE is set but the native solver core texas42_qt.ai._solver is not built")
    if shutil.which("cc"):
        pytest.fail(
            "a C compiler (cc) is on PATH but the native solver core texas42_qt.ai._solver is not built: "
            "run `.venv/bin/pip install -e .` (./dev.sh rebuilds it when setup.py or _solver.c change)"
        )
    pytest.skip("the native solver core is not built and there is no C compiler (cc): only the Python solver is tested")


def cross_check(pos: S.Position, rng: random.Random, moves: bool = True) -> None:
    value = S.solve(pos, native=True)
    assert S.solve(pos, native=False) == value
    total = pos.remaining_total()
    targets = {value, value + 1, rng.randrange(total + 2)}
    for target in targets:
        want = value >= target
        assert S.reaches(pos, target, native=True) == want
        assert S.reaches(pos, target, native=False) == want
    if moves:
        native_moves = S.move_values(pos, native=True)
        assert native_moves == S.move_values(pos, native=False)
        best = max if pos.max_seats >> pos.to_play & 1 else min
        assert best(native_moves.values()) == value


@pytest.mark.parametrize("kind", KINDS)
def test_native_matches_python(kind: str) -> None:
    require_native()
    rng = random.Random(KINDS.index(kind))
    start = time.perf_counter()
    seeds = iter(range(10_000))
    # 200 positions at random points of random legal games, mostly mid-hand
    for _ in range(200):
        state = random_position(kind, next(seeds), rng.choice((1, 2, 3, 3, 4, 4, 5, 5)), mid_trick=rng.random() < 0.6)
        cross_check(S.position_from_state(state), rng)
    # and full deals at the first lead (move values on one of them)
    for i in range(2):
        cross_check(S.position_from_state(first_lead(kind, next(seeds))), rng, moves=i == 0)
    assert time.perf_counter() - start < 60


def test_native_full_deals_match_python() -> None:
    """Full suit-trump deals with count, the positions the bidding AI asks about most."""
    require_native()
    rng = random.Random(42)
    for seed in range(8):
        state = first_lead("suit", 1000 + seed)
        cross_check(S.position_from_state(state), rng, moves=False)


def test_native_solves_in_parallel_threads() -> None:
    """The C core keeps its state per call and releases the GIL: threads agree with one another."""
    require_native()
    positions = [S.position_from_state(random_position(kind, 5, 6)) for kind in KINDS]
    sequential = [S.solve(p, native=True) for p in positions]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(lambda p: S.solve(p, native=True), positions * 3))
    assert parallel == sequential * 3


def test_native_and_python_search_the_same_nodes() -> None:
    """The twin is the same search step for step: on positions small enough that the C
    core's table keeps every entry, both visit the same nodes (the same bounds, the same
    interchangeable tiles tried once), not just reach the same values."""
    require_native()
    for kind in KINDS:
        for seed in range(8):
            pos = S.position_from_state(random_position(kind, seed, 4, mid_trick=seed % 2 == 0))
            twin = S.PySolver(pos)
            value = twin.value()
            assert S._native.solve_stats(*S._native_args(pos), -1) == (value, twin.nodes), (kind, seed)


def hands_of(*seats: str) -> tuple[int, ...]:
    return tuple(mask_of(parse_tile(name) for name in seat.split()) for seat in seats)


def test_a_run_of_sure_leads_takes_the_lightest_tiles_of_every_hand() -> None:
    """The leader's unbeatable leads, played one after another, take a tile from every other
    hand each: at least its lightest ones. Here the others hold only count, so that bound is
    the whole value and the search stops at the root."""
    rules = Rules.make("42-three")
    hands = hands_of("5-5 4-1 5-0", "2-2 6-2 5-2", "6-4 3-2 6-6")
    pos = S.stake_position(stake_of(rules, 1, Contract.DEUCES), hands, 1)
    assert pos.remaining_total() == 38
    twin = S.PySolver(pos)
    assert twin.value() == 38 and twin.nodes == 1
    if S._native is not None:
        assert S._native.solve_stats(*S._native_args(pos), -1) == (38, 1)


EVERY_TRUMP = ("3-1 3-3 4-0 4-1 4-3 5-4 5-5 6-0 6-5", "2-0 2-1 2-2 3-0 3-2 4-2 5-1 5-2 6-2",
               "0-0 1-1 4-4 5-0 5-3 6-1 6-3 6-4 6-6")
"""A world of 42 for three deal 376 whose second seat holds every deuce (bench/hint_time.py)."""


def test_a_hand_of_every_trump_is_solved_in_few_nodes() -> None:
    """Nine tricks, the bidder holding all seven trumps and two losers: a whole-hand solve took
    27.5 M nodes (about 1 s), and its bid hint, solving 96 such worlds, 17 s of CPU. The lead
    run's bound on what the others must throw, and its trumps told apart only by the others'
    tiles (its own count trump between two of them does not make them differ), take it under
    2 M; either alone does not (17.9 M, 2.5 M). The value is the same: lead a loser first."""
    require_native()
    rules = Rules.make("42-three")
    pos = S.stake_position(stake_of(rules, 1, Contract.DEUCES), hands_of(*EVERY_TRUMP), 1)
    value, nodes = S._native.solve_stats(*S._native_args(pos), -1)
    assert value == 27 and nodes < 2_000_000
    moves = S.move_values(pos, native=True)
    assert moves[parse_tile("3-0")] == 27 and max(v for t, v in moves.items() if t != parse_tile("3-0")) == 22
    assert S.reaches(pos, 27, native=True) and not S.reaches(pos, 28, native=True)

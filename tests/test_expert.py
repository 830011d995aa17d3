"""Expert's card play: more worlds for close plays, the count read, level specs,
and the arena's measure of what hidden tiles cost."""

import random

import pytest

from texas42_qt.ai import arena, evaluate, players
from texas42_qt.ai.evaluate import Effort, evaluate_plays
from texas42_qt.engine import GameState, Observation, Play, Rules

RULES = Rules()


def forced_positions(seeds: range, level: str = "normal") -> list[tuple[GameState, Observation]]:
    """Every card play of forced-30 hands (the arena's set-up) with a choice, after the opening lead."""
    out = []
    for seed in seeds:
        seats = [players.make_player(level, seed=s) for s in range(4)]
        game = GameState(RULES, seed=seed)
        game.deal()
        arena._force_30(game)
        while game.to_act >= 0:
            obs = game.observation(game.to_act)
            if len(obs.legal) > 1 and not obs.can_claim and (obs.tricks or obs.trick):
                out.append((game.clone(), obs))
            game.apply(seats[game.to_act].choose(obs))
    return out


def test_close_plays_get_more_worlds_and_clear_ones_do_not():
    """`close_worlds` adds worlds only while the two best plays are not told apart; the
    added worlds are drawn from the same seeded generator (the same call, the same answer)."""
    base = Effort(worlds=8, enumerate_below=0)
    more = Effort(worlds=8, enumerate_below=0, close_worlds=64)
    grew = 0
    for _, obs in forced_positions(range(1))[:12]:
        plain = evaluate_plays(obs, base, random.Random(1))
        extended = evaluate_plays(obs, more, random.Random(1))
        again = evaluate_plays(obs, more, random.Random(1))
        assert [(p.tile, p.outlook.values) for p in extended] == [(p.tile, p.outlook.values) for p in again]
        n = extended[0].outlook.n
        assert 8 <= n <= 8 + 64
        if n > 8:
            grew += 1
            assert evaluate._undecided(plain)
        assert [p.outlook.values[:8] for p in sorted(extended, key=lambda p: p.tile)] == \
            [p.outlook.values for p in sorted(plain, key=lambda p: p.tile)]
    assert grew


def test_paired_z():
    assert evaluate._paired_z([0, 0, 0], [1, 1, 1]) == float("inf")  # tied in every world: decided
    assert evaluate._paired_z([1, 1, 1], [1, 1, 1]) == float("inf")  # better in every world
    assert evaluate._paired_z([1, -1, 1, -1], [1, 1, 1, 1]) == 0.0
    assert 0 < evaluate._paired_z([1, 0, 1, -1], [1, 1, 1, 1]) < 2


def test_expert_decides_the_same_every_time():
    expert = "expert:worlds=6,lead_worlds=6,enumerate_below=6,close_worlds=32,scout_worlds=3,bid_worlds=3," \
             "defence_worlds=3,contracts=2"
    positions = forced_positions(range(1))[:10]
    for _, obs in positions:
        first = players.make_player(expert, seed=7).choose(obs)
        assert first in obs.legal
        assert players.make_player(expert, seed=7).choose(obs) == first


def test_level_specs_and_the_frozen_hard():
    assert players.level_of("hard:worlds=5,infer_trump=0").effort.worlds == 5
    assert not players.level_of("hard:worlds=5,infer_trump=0").effort.infer_trump
    frozen = players.level_of("hard-v0.2").effort
    assert (frozen.worlds, frozen.lead_worlds, frozen.bid_worlds, frozen.close_worlds, frozen.infer_play) == \
        (96, 128, 96, 0, False)
    expert, hard = players.level_of("expert").effort, players.LEVELS["hard"].effort
    assert expert.close_worlds and expert.infer_play and expert.worlds > hard.worlds
    assert expert.realise and not hard.realise and not frozen.realise
    bidding = ("contracts", "scout_worlds", "bid_worlds", "focus", "defence_worlds")
    assert all(getattr(expert, f) == getattr(hard, f) for f in bidding), "Expert bids as Hard does"
    with pytest.raises(ValueError, match="unknown effort field 'wrolds'"):
        players.level_of("hard:wrolds=5")
    with pytest.raises(ValueError, match="whole number"):
        players.level_of("hard:worlds=many")
    with pytest.raises(ValueError, match="on or off"):
        players.level_of("hard:infer_trump=maybe")
    with pytest.raises(ValueError, match="unknown AI level 'harder'"):
        players.make_player("harder")


def test_forced_arena_counts_what_the_hidden_tiles_cost():
    """Each forced hand says whether it could be made with open hands; the report gives,
    per side, the share of those it did not make."""
    outcomes = arena.run(RULES, "normal", "easy", 3, 8, 1, forced=True)
    assert all(o.open_made is not None for o in outcomes)
    rep = arena.report("normal", "easy", outcomes, forced=True)
    makeable_a = [o for o in outcomes if o.a_bids and o.open_made]
    assert rep.a_hidden_loss[0] == pytest.approx(sum(not o.a_made for o in makeable_a) / max(len(makeable_a), 1))
    assert "makeable, not made" in arena.describe(rep)


def test_count_signals_rebuild_what_the_seat_could_play():
    """A signal holds against a world exactly when, in that world, the seat could
    legally have played one of the tiles that make its play unlikely (checked on the
    real deal against the engine's legal plays at that trick)."""
    from texas42_qt.ai.inference import play_signals, signal_log_weight

    checked = 0
    for seed in range(12):
        seats = [players.make_player("normal", seed=s) for s in range(4)]
        game = GameState(RULES, seed=seed)
        game.deal()
        arena._force_30(game)
        could: dict[int, int] = {}  # trick -> the last seat's legal tiles then
        while game.to_act >= 0 and game.phase.name == "PLAY":
            if len(game.trick_seats) == 3:
                could[len(game.tricks)] = sum(1 << a.tile for a in game.legal_actions() if isinstance(a, Play))
            obs = game.observation(game.to_act)
            for signal in play_signals(obs):
                assert signal.seat != obs.seat
                unlikely = signal_log_weight([signal], tuple(game.hands)) < 0
                assert unlikely == bool(could[signal.trick] & signal.suspect)
                checked += 1
            game.apply(seats[game.to_act].choose(obs))
    assert checked > 20


def test_expert_bids_and_names_trump_as_hard_does():
    """Expert's bidding is Hard's (the same analysis on the same seeded worlds), so its bids
    give up exactly what Hard's do against the bidding oracle."""
    for seed in (3, 4):
        game = GameState(RULES, seed=seed)
        game.deal()
        obs = game.observation(game.to_act)
        assert players.make_player("expert", seed=seed).choose(obs) == players.make_player("hard", seed=seed).choose(obs)


def test_no_extra_worlds_while_more_tricks_are_left_than_seven(monkeypatch):
    """42 for three's first two tricks: a world costs several of a seven-trick hand's, so a
    close play gets no more worlds there (they took up to 4.8 s more)."""
    rules = Rules.preset("42 for three")
    game = GameState(rules, seed=11)
    game.deal()
    players_ = [players.make_player("normal", seed=s) for s in range(3)]
    while game.phase.name != "PLAY" or len(game.trick_seats) < 2:  # the third play of the first trick
        game.apply(players_[game.to_act].choose(game.observation(game.to_act)))
    obs = game.observation(game.to_act)
    assert rules.layout.tricks - len(obs.tricks) > evaluate.CLOSE_MAX_TRICKS and len(obs.legal) > 1
    effort = Effort(worlds=8, enumerate_below=0, close_worlds=64)
    assert evaluate_plays(obs, effort, random.Random(1))[0].outlook.n == 8
    monkeypatch.setattr(evaluate, "CLOSE_MAX_TRICKS", 9)  # as if it were a seven-trick hand: a close play
    assert evaluate_plays(obs, effort, random.Random(1))[0].outlook.n > 8


def test_a_play_with_nine_tricks_left_weighs_at_most_deep_worlds():
    """42 for three's first trick: Hard's and Expert's opening lead took 4.5-5.3 s on 128
    or 192 worlds; there they weigh 40. Seven-trick hands keep their worlds."""
    for level in ("hard", "expert"):
        effort = players.LEVELS[level].effort
        assert effort.play_worlds(True, 9) == effort.play_worlds(False, 9) == 40
        assert effort.play_worlds(True, 7) == effort.lead_worlds and effort.play_worlds(False, 8) == effort.worlds
    assert players.level_of("hard-v0.2").effort.play_worlds(True, 9) == 128  # the frozen mark stays put
    rules = Rules.preset("42 for three")
    game = GameState(rules, seed=3)
    game.deal()
    seats = [players.make_player("normal", seed=s) for s in range(3)]
    while game.phase.name != "PLAY":
        game.apply(seats[game.to_act].choose(game.observation(game.to_act)))
    obs = game.observation(game.to_act)
    effort = players.LEVELS["hard"].effort
    assert max(p.outlook.n for p in evaluate_plays(obs, effort, random.Random(1))) == 40


def test_a_player_that_reads_no_auction_weighs_every_deal_alike():
    """The forced arena's auction (a bid of 30, three passes, the longest suit named) says
    nothing of the hands: `read_auction=0` weighs no deal by it; by default a play does."""
    deaf = Effort(worlds=16, enumerate_below=0, infer_trump=True, read_auction=False)
    hearing = Effort(worlds=16, enumerate_below=0, infer_trump=True)
    weighed = 0
    for _, obs in forced_positions(range(2))[:8]:
        assert {w for p in evaluate_plays(obs, deaf, random.Random(3)) for w in p.outlook.weights} == {1.0}
        weighed += len({w for p in evaluate_plays(obs, hearing, random.Random(3)) for w in p.outlook.weights}) > 1
    assert weighed
    assert not players.level_of("hard-v0.2:read_auction=0").effort.read_auction


def test_later_leads_are_weighed_against_the_best_informed_lead():
    """`bench/open_hands.py --later-lead-worlds`: each lead of the bidder's after the first, in
    a hand still makeable with open hands, beside the lead that keeps the bid makeable on the
    most drawn deals (so its chance there is at least the level's lead's); the same job, the
    same figures."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    import open_hands

    leads = []
    for index in range(3):
        job = (arena.game_seed(27, index), "normal", 12)
        found = open_hands.later_leads_deal(job)
        assert found == open_hands.later_leads_deal(job)
        leads += found
    assert leads
    for trick, _, _, best, level in leads:
        assert 1 <= trick < 7 and 0.0 <= level <= best <= 1.0
    every = [p for i in range(3) for p in open_hands.every_play_deal((arena.game_seed(27, i), "normal", 8))]
    assert len({p[0] for p in every}) >= 3  # every seat, each judged for its own side's aim
    assert all(0.0 <= p[6] <= p[5] <= 1.0 and (p[1], p[2]) != (0, True) for p in every)


def test_the_partner_view_bench_shows_the_partners_tiles_of_a_kind_and_nothing_else(monkeypatch):
    """`bench/partner_view.py`: a seat shown its partner's doubles draws only deals in which the
    partner holds exactly those doubles, the rest of the hidden tiles still drawn; a deal played
    so gives the same figures twice."""
    import sys
    from pathlib import Path

    from texas42_qt.ai.sampler import Sampler
    from texas42_qt.engine.tiles import DOUBLES_MASK

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    import partner_view

    monkeypatch.setattr(Sampler, "_forbidden", partner_view._forbidden_shown)  # put back after the test
    game = GameState(RULES, seed=5)
    game.deal()
    arena._force_30(game)
    obs = game.observation(game.to_act)
    partner = partner_view.partner_of(game, obs.seat)
    doubles = game.hands[partner] & DOUBLES_MASK
    monkeypatch.setattr(partner_view, "_shown", {partner: (DOUBLES_MASK, doubles)})
    worlds = Sampler(obs, use_auction=False).sample(40, random.Random(1))
    assert all(w.hands[partner] & DOUBLES_MASK == doubles for w in worlds)
    assert len({w.hands[partner] for w in worlds}) > 1
    monkeypatch.setattr(partner_view, "_shown", {})
    job = (arena.game_seed(27, 0), "normal", "all", 1)
    assert partner_view.play_deal(job) == partner_view.play_deal(job)

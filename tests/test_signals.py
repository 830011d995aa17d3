"""Partners' doubles signal: the tile the convention plays, and its read by the partner."""

import math
from typing import Any

from texas42_qt.ai import arena, players
from texas42_qt.ai.signals import MISSED, partner_signal, shown_log_weight, shown_plays, signal_tile
from texas42_qt.engine import Contract, GameState, Play, Rules, contract_table, same_side
from texas42_qt.engine.tables import TRUMP_SUIT
from texas42_qt.engine.tiles import mask_of, tile_id
from texas42_qt.play.session import ComputerPlayer, GameSession, SeatConfig

RULES = Rules()
COUNT = RULES.layout.count
FOURS = contract_table(RULES, Contract(4))
"""Fours are trumps: a five or a six led is followed by the fives or sixes."""


def hand(*tiles: tuple[int, int]) -> int:
    return mask_of(tile_id(h, lo) for h, lo in tiles)


def test_the_low_tile_shares_a_suit_with_the_highest_double_held():
    # Void in fives: the low tiles are 6-2, 3-1, 2-0 (6-4 and 4-x are trumps, 6-6 a double).
    held = hand((6, 6), (3, 3), (6, 2), (3, 1), (2, 0), (6, 4))
    assert signal_tile(held, FOURS, 5, COUNT) == tile_id(6, 2)  # the sixes: the higher double
    # Without 6-2, the threes' double is the one shown, by its lowest low tile.
    assert signal_tile(held & ~hand((6, 2)) | hand((3, 0)), FOURS, 5, COUNT) == tile_id(3, 0)


def test_no_low_tile_of_a_double_held_shows_the_lowest_and_one_low_tile_shows_nothing():
    # Void in aces; the fives' double has no low tile of its suit to show it by.
    assert signal_tile(hand((6, 2), (3, 0), (2, 0), (5, 5)), FOURS, 1, COUNT) == tile_id(2, 0)
    # Following the sixes with 6-2 alone (6-6 is a double, 6-4 a trump): no choice to read.
    assert signal_tile(hand((6, 2), (6, 6), (6, 4), (3, 1)), FOURS, 6, COUNT) is None


def test_trumps_led_make_the_low_trumps_the_choice():
    held = hand((4, 2), (4, 0), (2, 2), (6, 1))
    assert signal_tile(held, FOURS, TRUMP_SUIT, COUNT) == tile_id(4, 2)  # shows the twos' double
    assert signal_tile(held & ~hand((2, 2)), FOURS, TRUMP_SUIT, COUNT) == tile_id(4, 0)


def test_the_read_weighs_down_the_true_deal_exactly_where_the_partner_broke_the_convention():
    """On the real deal of forced hands played by signalling seats, a partner's shown play
    weighs the true deal down (by MISSED) exactly where that partner had the convention's
    choice and played another low tile."""
    kept = checked = down = 0
    for seed in range(6):
        game = GameState(RULES, seed=seed)
        game.deal()
        arena._force_30(game)
        seats = [players.make_player("normal:signal=1", seed=s) for s in range(4)]
        broke: set[tuple[int, int]] = set()  # (trick, seat) where a seat broke the convention
        while game.to_act >= 0:
            obs = game.observation(game.to_act)
            wanted = partner_signal(obs) if len(obs.legal) > 1 else None
            action = seats[obs.seat].choose(obs)
            if wanted is not None and isinstance(action, Play):
                kept += action.tile == wanted
                if action.tile != wanted:
                    broke.add((len(obs.tricks), obs.seat))
            assert obs.contract is not None
            table = contract_table(RULES, obs.contract)
            for shown in shown_plays(obs):
                assert same_side(RULES, shown.seat, obs.seat) and shown.seat != obs.seat
                weight = shown_log_weight([shown], tuple(game.hands), table, COUNT)
                assert weight in (0.0, math.log(MISSED))
                assert (weight < 0) == ((shown.trick, shown.seat) in broke)
                checked += 1
                down += weight < 0
            game.apply(action)
    assert checked > 30 and kept > 10 and 0 < down < checked


def test_an_expert_keeps_the_convention_only_beside_an_expert_partner():
    """A human partner neither plays the convention nor expects it: the Expert beside one
    plays and reads without it, as beside a partner of another level; Experts together keep it."""
    sig: Any = "expert:signal=1"  # a variant, not one of the levels a user picks
    session = GameSession(lambda level, seed, name: players.make_player("easy", seed, name))
    session.start(RULES, [SeatConfig("You"), SeatConfig("Left", sig), SeatConfig("Partner", sig),
                          SeatConfig("Right", sig)], seed=1)
    levels = [p.level if isinstance(p, ComputerPlayer) else None for p in session.players]
    assert levels == [None, sig, f"{sig},signal=0", sig]
    session.start(RULES, [SeatConfig(n, lv) for n, lv in (("A", sig), ("B", "hard"), ("C", sig), ("D", sig))], seed=1)
    levels = [p.level if isinstance(p, ComputerPlayer) else None for p in session.players]
    assert levels == [sig, "hard", sig, f"{sig},signal=0"]
    assert not players.level_of(f"{sig},signal=0").effort.signal

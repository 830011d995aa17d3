"""Moon's widow: the searched discard (`ai.widow`) against the engine and the quick look."""

from __future__ import annotations

import copy
import random
from dataclasses import fields, replace

import pytest

from texas42_qt.ai.players import LEVELS, after_discard, discard_options, make_player, widow_discard
from texas42_qt.engine import DISCARDS, GameState, NameTrump, Phase, Rules
from texas42_qt.engine.rules import WidowTiming
from texas42_qt.engine.tiles import tiles_of


def _at_widow(rules: Rules, seed: int, chooser=None) -> GameState | None:
    """A hand of `seed` played up to the bidder's discard (None: nobody took the widow)."""
    state = GameState(rules, seed=seed)
    state.deal()
    rng = random.Random(seed)
    while state.phase not in (Phase.WIDOW, Phase.PLAY, Phase.SCORED, Phase.GAME_OVER):
        if state.phase is Phase.DEAL:
            state.deal()
            continue
        obs = state.observation(state.to_act)
        state.apply(chooser[state.to_act].choose(obs) if chooser else rng.choice(obs.legal))
    return state if state.phase is Phase.WIDOW else None


@pytest.mark.parametrize("timing", list(WidowTiming))
def test_the_observation_after_a_discard_is_the_engines(timing):
    """The search weighs each tile on the observation the engine will show the bidder after it."""
    rules = replace(Rules.preset("Moon"), widow=timing)
    checked = 0
    for seed in range(30):
        state = _at_widow(rules, seed)
        if state is None:
            continue
        seat = state.to_act
        obs = state.observation(seat)
        for tile in tiles_of(obs.hand):
            real = copy.deepcopy(state)
            real.apply(DISCARDS[tile])
            want, got = real.observation(seat), after_discard(obs, tile)
            assert [f.name for f in fields(want) if getattr(want, f.name) != getattr(got, f.name)] == []
            checked += 1
    assert checked >= 40


def test_the_trump_named_is_the_one_the_discard_was_weighed_with():
    """Same observation, same seeded worlds: the discard's chosen contract is the trump named."""
    rules = Rules.preset("Moon")
    seen = 0
    for seed in range(5000, 5005):
        hard = [make_player("hard", seed=3 + s) for s in range(3)]
        state = _at_widow(rules, seed, hard)
        if state is None:
            continue
        seat = state.to_act
        best = discard_options(state.observation(seat), LEVELS["hard"], 3 + seat)[0]
        state.apply(hard[seat].choose(state.observation(seat)))
        assert state.discard == best.tile
        assert hard[seat].choose(state.observation(seat)) == NameTrump(best.contract)
        seen += 1
    assert seen >= 4


def test_the_search_keeps_what_the_bid_needs_where_the_quick_look_throws_it():
    """Seed 5014: the quick look lays away a tile that leaves the bid about 9% to make; a tile
    that leaves it about two in three is there."""
    hard = [make_player("hard", seed=3 + s) for s in range(3)]
    state = _at_widow(Rules.preset("Moon"), 5014, hard)
    assert state is not None
    obs = state.observation(state.to_act)
    options = discard_options(obs, LEVELS["hard"], 3 + obs.seat)
    quick = next(o for o in options if o.tile == widow_discard(obs))
    assert options[0].key[0] > quick.key[0] + 0.3
    assert hard[obs.seat].choose(obs) == DISCARDS[options[0].tile]


def test_the_widow_hint_and_the_trump_hint_after_it_give_the_same_number():
    """The coach's rule: the same decision gets the same number in every view."""
    from texas42_qt.ai.hints import bid_hint
    from texas42_qt.ai.widow import widow_hint

    hard = [make_player("hard", seed=3 + s) for s in range(3)]
    state = _at_widow(Rules.preset("Moon"), 5014, hard)
    assert state is not None
    seat = state.to_act
    hint = widow_hint(state.observation(seat), "hard", 3 + seat)
    best = hint.options[0]
    assert best.tile == hint.tile and best.chance == max(o.chance for o in hint.options)
    state.apply(DISCARDS[hint.tile])
    obs = state.observation(seat)
    assert obs.bid is not None
    trump = bid_hint(obs, "hard", 3 + seat)
    row = next(r for r in trump.contracts if r.contract is best.contract)
    assert row.chances[obs.bid.value].used == best.chance
    assert trump.contract is best.contract

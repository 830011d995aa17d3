"""Weighing a card play by how often its open-hands margin is made in real play."""

import random

from test_expert import forced_positions

from texas42_qt.ai import realise
from texas42_qt.ai.evaluate import Effort, evaluate_plays
from texas42_qt.engine import Rules


def test_a_wider_margin_is_made_more_often_and_the_sign_decides_late():
    for k in range(4, 8):
        chances = [realise.made_chance(k, m) for m in range(-20, 21)]
        assert chances == sorted(chances), k
        assert realise.made_chance(k, 0) - realise.made_chance(k, -1) > 0.1  # made with open hands or not
        assert 0 < chances[0] < 0.15 and 0.85 < chances[-1] < 1
    # the earlier the trick, the less a bare make with open hands is worth
    assert realise.made_chance(7, 0) < realise.made_chance(5, 0) < realise.made_chance(4, 0)
    for k in (1, 2, 3):
        assert realise.made_chance(k, 0) == 1.0 and realise.made_chance(k, -1) == 0.0


def test_the_table_holds_only_where_it_was_measured():
    assert realise.applies(Rules(), points=True)
    assert not realise.applies(Rules(), points=False)  # Nello, Sevens: tricks
    assert not realise.applies(Rules.preset("Moon"), points=False)
    assert not realise.applies(Rules.preset("42 for three"), points=True)


def test_a_player_with_it_picks_the_play_with_the_best_chance_in_real_play():
    """Same worlds, same values: the order is by the mean realised chance; without the
    option every play's score is its chance of reaching the need with open hands."""
    plain, real = Effort(worlds=16, enumerate_below=0), Effort(worlds=16, enumerate_below=0, realise=True)
    differ = 0
    for _, obs in forced_positions(range(4)):
        a = evaluate_plays(obs, plain, random.Random(3))
        b = evaluate_plays(obs, real, random.Random(3))
        assert all(p.score == p.chance for p in a)
        assert {p.tile: p.outlook.values for p in a} == {p.tile: p.outlook.values for p in b}
        scores = [p.score for p in b]
        assert scores == sorted(scores, reverse=True)
        tricks_left = 7 - len(obs.tricks)
        for p in b:
            weights = p.outlook.weights
            hits = [realise.made_chance(tricks_left, v - p.need) * w for v, w in zip(p.outlook.values, weights)]
            mean = sum(hits) / sum(weights)
            assert abs(p.score - (mean if p.good_is_high else 1 - mean)) < 1e-9
        differ += a[0].tile != b[0].tile
    assert differ  # it does change decisions


def test_a_hint_in_experts_view_recommends_the_best_chance_it_shows():
    """The coach explains itself: with the realised chance the plays are ordered by it, so
    the hint shows it; the tile it recommends is the one with the best chance shown."""
    from texas42_qt.ai.hints import play_hint
    from texas42_qt.ai.players import level_of

    level = "expert:worlds=16,lead_worlds=16,close_worlds=0,enumerate_below=0"
    assert level_of(level).effort.realise
    shown = 0
    for _, obs in forced_positions(range(4)):
        hint = play_hint(obs, level, seed=5)
        if hint.claim:
            continue
        best = max(o.chance for o in hint.options)
        assert [o.chance for o in hint.options if o.tile == hint.recommended] == [best]
        shown += 1
    assert shown

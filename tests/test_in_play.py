"""Which house rules mean nothing beside the others (engine.rules_out_of_play): each case, and each
played: a rule the engine names out of play changes nothing in a game, and the same games tell a
rule in play by what it changes (so that the twin games can fail)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from helpers import act, dealt, play_out

from texas42_qt.engine import (
    DEPENDENT_RULES,
    PASS,
    PRESETS,
    AllPass,
    GameState,
    MarkRaise,
    NelloRule,
    OffCause,
    Phase,
    Rules,
    Scoring,
    SetScoring,
    SpecialRule,
    Variant,
    rule_choices,
    rules_out_of_play,
)

HOUSE = Rules.preset("Texas house rules")


def test_the_presets_play_every_rule_but_a_forced_bidders_special_without_one_to_call():
    out = {name: rules_out_of_play(Rules.preset(name)) for name in PRESETS}
    assert out == {"Straight 42 (tournament)": {"forced_specials": OffCause.NO_NELLO_OR_SEVENS},
                   "Texas house rules": {}, "Moon": {},
                   "42 for three": {"forced_specials": OffCause.NO_NELLO_OR_SEVENS}}


def test_without_mark_bids_the_rules_of_bids_above_42_mean_nothing():
    marks = OffCause.NO_MARK_BIDS
    assert rules_out_of_play(HOUSE.with_(allow_84=False)) == {
        "mark_raise": marks, "hide_tricks_on_marks": marks, "plunge": marks, "splash": marks}
    assert rules_out_of_play(Rules.make(Variant.THREE, allow_84=False)) == {
        "mark_raise": marks, "hide_tricks_on_marks": marks, "forced_specials": OffCause.NO_NELLO_OR_SEVENS}, \
        "42 for three has no Plunge or Splash to name"


def test_a_forced_bidders_special_needs_nello_or_sevens_and_a_forced_bid():
    straight = Rules()
    assert rules_out_of_play(straight) == {"forced_specials": OffCause.NO_NELLO_OR_SEVENS}
    assert rules_out_of_play(straight.with_(nello=NelloRule())) == {}
    assert rules_out_of_play(straight.with_(sevens=SpecialRule(2))) == {}
    assert rules_out_of_play(HOUSE.with_(all_pass=AllPass.RESHAKE)) == {"forced_specials": OffCause.NO_FORCED_BID}
    assert rules_out_of_play(straight.with_(all_pass=AllPass.RESHAKE)) == {
        "forced_specials": OffCause.NO_NELLO_OR_SEVENS}, "one reason, the first"


def test_a_points_game_plays_out_unless_its_rules_end_it_early():
    points = HOUSE.with_(scoring=Scoring.POINTS)
    assert rules_out_of_play(points) == {}, "a record may end a points game early: the rule is then in play"
    assert rules_out_of_play(points.with_(end_early=False)) == {"end_early": OffCause.POINTS_PLAY_OUT}
    assert rules_out_of_play(HOUSE.with_(end_early=False)) == {}


def test_a_moon_wins_at_once_only_where_it_might_not_reach_the_target():
    gain = Rules.make(Variant.MOON, set_scoring=SetScoring.OPPONENTS_GAIN)
    assert rules_out_of_play(gain) == {"moon_instant_win": OffCause.MOON_REACHES_TARGET}
    assert rules_out_of_play(gain.with_(target=15)) == {"moon_instant_win": OffCause.MOON_REACHES_TARGET}
    assert rules_out_of_play(gain.with_(target=22)) == {}, "from 0, 21 is not 22"
    assert rules_out_of_play(Rules.make(Variant.MOON, target=15)) == {}, "a set bidder's score may fall below 0"


def test_the_causes_come_in_the_rules_order_and_name_rules_of_the_game():
    rules = HOUSE.with_(allow_84=False, all_pass=AllPass.RESHAKE, scoring=Scoring.POINTS, end_early=False)
    out = rules_out_of_play(rules)
    assert list(out) == [key for key in rule_choices(Variant.TEXAS_42) if key in out]
    assert list(out) == ["mark_raise", "end_early", "hide_tricks_on_marks", "plunge", "splash", "forced_specials"]
    named = set()
    for variant in Variant:
        for rules in _every_combination(variant):
            keys = set(rules_out_of_play(rules))
            assert keys <= set(rule_choices(variant)) & set(DEPENDENT_RULES), (variant, keys)
            named |= keys
    assert named == set(DEPENDENT_RULES), "each rule that may be out of play is, somewhere"


def _every_combination(variant: Variant) -> list[Rules]:
    """The rules of `variant` over every value of the rules that put others out of play."""
    out = []
    if variant is Variant.MOON:
        for set_scoring in SetScoring:
            out += [Rules.make(variant, set_scoring=set_scoring, target=t) for t in (1, 21, 22)]
        return out
    specials = [{}, {"nello": NelloRule()}, {"sevens": SpecialRule(1)}]
    for allow_84 in (True, False):
        for all_pass in (AllPass.FORCED, AllPass.RESHAKE):
            for scoring in Scoring:
                for end_early in (True, False):
                    for special in specials:
                        out.append(Rules.make(variant, allow_84=allow_84, all_pass=all_pass, scoring=scoring,
                                              end_early=end_early, **special))
    return out


# -- played: twin games, the same but for one rule, with the same choices


def _seen(state: GameState) -> tuple:
    """What the seat to act may do and what every seat sees (but the rules themselves), and the score."""
    views = [{f.name: getattr(obs, f.name) for f in fields(obs) if f.name != "rules"}
             for obs in map(state.observation, range(state.n))]
    legal = state.legal_actions() if state.to_act >= 0 else []
    return state.phase, state.to_act, legal, views, tuple(state.score), state.winner


def _choose(rng: random.Random, state: GameState):
    """Mostly passes, so that the last seat is often forced; else any legal action."""
    legal = state.legal_actions()
    if state.phase is Phase.BID and PASS in legal and rng.random() < 0.7:
        return PASS
    return rng.choice(legal)


def _twins_differ(one: Rules, other: Rules, seeds: int = 12, hands: int = 4) -> bool:
    """Whether games under `one` and `other`, played alike, ever differ in what a seat may do or sees."""
    for seed in range(seeds):
        games = [GameState(rules, seed=seed, first_shaker=0) for rules in (one, other)]
        rngs = [random.Random(seed) for _ in games]
        for _ in range(hands):
            for game in games:
                game.deal()
            while games[0].phase not in (Phase.SCORED, Phase.GAME_OVER):
                if _seen(games[0]) != _seen(games[1]):
                    return True
                for game, rng in zip(games, rngs):
                    game.apply(_choose(rng, game))
            if _seen(games[0]) != _seen(games[1]):
                return True
            if games[0].phase is Phase.GAME_OVER:
                break
            for game in games:
                game.next_hand()
    return False


MOOT = [  # (rules, a rule it puts out of play, another value of that rule)
    (HOUSE.with_(allow_84=False), "mark_raise", MarkRaise.ANY),
    (HOUSE.with_(allow_84=False), "hide_tricks_on_marks", False),
    (HOUSE.with_(allow_84=False), "plunge", None),
    (HOUSE.with_(allow_84=False), "splash", None),
    (Rules.make(Variant.THREE, allow_84=False, nello=NelloRule()), "mark_raise", MarkRaise.ANY),
    (Rules(), "forced_specials", False),
    (HOUSE.with_(all_pass=AllPass.RESHAKE), "forced_specials", False),
    (Rules.make(Variant.THREE, all_pass=AllPass.RESHAKE, sevens=SpecialRule(1)), "forced_specials", False),
]
LIVE = [  # the same rules where the other rule lets them play: the same twin games tell them apart
    (HOUSE, "mark_raise", MarkRaise.ANY),
    (HOUSE, "hide_tricks_on_marks", False),
    (HOUSE, "plunge", None),
    (HOUSE, "splash", None),
    (HOUSE, "forced_specials", False),
    (Rules.make(Variant.THREE, sevens=SpecialRule(1)), "forced_specials", False),
]


@pytest.mark.parametrize(("rules", "key", "value"), MOOT)
def test_a_rule_out_of_play_changes_nothing_in_a_game(rules, key, value):
    assert key in rules_out_of_play(rules)
    assert getattr(rules, key) != value
    assert not _twins_differ(rules, rules.with_(**{key: value}))


@pytest.mark.parametrize(("rules", "key", "value"), LIVE)
def test_the_same_rule_in_play_changes_the_same_games(rules, key, value):
    assert key not in rules_out_of_play(rules)
    assert _twins_differ(rules, rules.with_(**{key: value}))


def _moon_made(rules: Rules, score: list[int]) -> GameState:
    """Seat 0 shoots the moon with every double, doubles trump, and makes it from `score`."""
    state = dealt(rules, {0: "6-6 5-5 4-4 3-3 2-2 1-1 0-0"}, shaker=0, widow="6-5")
    state.score = list(score)
    act(state, "pass", "pass", "21", "discard 6-5", "trump doubles")
    return play_out(state)


@pytest.mark.parametrize("start", [[0, 0, 0], [0, 20, 20], [20, 0, 0], [5, 19, 3]])
def test_a_made_moon_wins_anyway_where_no_score_is_below_zero(start):
    gain = Rules.make(Variant.MOON, set_scoring=SetScoring.OPPONENTS_GAIN)
    for target in (21, 12):
        rules = gain.with_(target=target)
        assert "moon_instant_win" in rules_out_of_play(rules)
        games = [_moon_made(r, start) for r in (rules.with_(moon_instant_win=True), rules)]
        assert [g.winner for g in games] == [0, 0] and games[0].score == games[1].score


def test_a_made_moon_from_below_zero_wins_at_once_only_by_the_rule():
    minus = Rules.make(Variant.MOON, set_scoring=SetScoring.MINUS_BID)
    assert "moon_instant_win" not in rules_out_of_play(minus)
    games = [_moon_made(r, [-5, 10, 10]) for r in (minus.with_(moon_instant_win=True), minus)]
    assert [g.winner for g in games] == [0, None]

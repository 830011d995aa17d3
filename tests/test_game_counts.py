"""Games scored in points (Moon, a points game): where a value the hint shows counts a game won or
lost, the hint says so ("Winning or losing the game this hand counts as 21 game points in these
figures"), in the bid hint and in Moon's widow hint alike."""

from helpers import act, dealt

from texas42_qt.ai.hints import bid_hint
from texas42_qt.ai.players import HINT_SEED
from texas42_qt.ai.widow_hint import widow_hint
from texas42_qt.engine import Contract, GameState, Phase, Rules

LAYDOWN = "6-4 5-4 4-4 4-3 4-1 3-3 2-2"
"""A sure laydown in fours: every bid is made, the moon too."""
WEAK = "6-5 6-4 5-2 4-4 4-3 2-2 1-1"


def _said(reason: str, target: int) -> bool:
    return f"counts as {target} game points in these figures" in reason


def _first_to_bid(rules: Rules, hand: str, score: list[int]) -> GameState:
    state = dealt(rules, {0: hand}, shaker=2, widow="6-1")
    state.score = list(score)
    assert state.to_act == 0
    return state


def test_a_moon_that_wins_the_game_says_the_game_counts() -> None:
    """Played to 31, at 12 of 31: the moon made wins the game, and its cell shows the game's 31,
    not the bid's 21. The reason says why, though no score is within a hand's seven tricks of 31."""
    rules = Rules.make("moon", target=31)
    obs = _first_to_bid(rules, LAYDOWN, [12, 0, 0]).observation(0)
    hint = bid_hint(obs, "hard", HINT_SEED)
    fours = next(row for row in hint.contracts if row.contract is Contract(4))
    assert fours.values[21] == 31.0 and fours.values[7] == 7.0
    assert _said(hint.reason, 31)


def test_no_game_in_the_figures_no_sentence() -> None:
    """At 0 of 21 the moon's 21 is the bid's as much as the game's: nothing to explain."""
    obs = _first_to_bid(Rules.preset("Moon"), LAYDOWN, [0, 0, 0]).observation(0)
    hint = bid_hint(obs, "hard", HINT_SEED)
    assert not _said(hint.reason, 21)


def test_the_widow_hint_says_the_game_counts_as_the_bid_hint_does() -> None:
    """Found by playing Moon: at 20 of 21 a bid of 4, made, wins the game; the bid hint said the
    game counts as 21 game points, the widow hint then showed "+21.00 for the bid" of 4 and said
    nothing of it."""
    state = _first_to_bid(Rules.preset("Moon"), WEAK, [20, 6, 5])
    act(state, "4", "pass", "pass")
    obs = state.observation(0)
    assert obs.phase is Phase.WIDOW
    assert _said(bid_hint(_first_to_bid(Rules.preset("Moon"), WEAK, [20, 6, 5]).observation(0),
                          "hard", HINT_SEED).reason, 21)
    hint = widow_hint(obs, "hard", HINT_SEED)
    assert max(o.worth for o in hint.options) > 4  # the game counted, not the bid's 4
    assert _said(hint.reason, 21)


def test_the_widow_hint_of_a_moon_that_wins_the_game() -> None:
    rules = Rules.make("moon", target=31)
    state = _first_to_bid(rules, LAYDOWN, [12, 0, 0])
    act(state, "21")
    obs = state.observation(0)
    assert obs.phase is Phase.WIDOW
    hint = widow_hint(obs, "hard", HINT_SEED)
    assert hint.options[0].worth == 31.0
    assert _said(hint.reason, 31)


def test_a_mark_bid_that_wins_a_points_game_says_the_game_counts() -> None:
    """A points game at 170 of 250: 42 points more cannot reach 250, 2 marks (84) made do, and
    their cell shows the game's 250."""
    rules = Rules().with_(scoring="points", target=250)
    state = dealt(rules, {0: "6-6 6-5 6-4 6-3 5-5 4-4 3-3"}, shaker=3)
    state.score = [170, 0]
    hint = bid_hint(state.observation(0), "hard", HINT_SEED)
    sixes = next(row for row in hint.contracts if row.contract is Contract(6))
    assert sixes.values[84] == 250.0 and sixes.values[42] == 42.0
    assert _said(hint.reason, 250)

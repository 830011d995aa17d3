"""Play practice: "what do you play here?" on positions from seeded games, with
the same graded reveal as bidding practice (every legal tile's chance and
expected points, the recommended tile and why, the user's tile and what it
gave up).

The user is always seat 0 of a four-player Texas 42 game; the four seats' AI
(Normal, quick and sound) bid and play up to the user's decision. Everything is
seeded: the same session seed gives the same positions and grades. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..ai import hints, reasons
from ..ai.evaluate import ends_once_decided
from ..ai.players import HINT_SEED, Player, make_player
from ..ai.versus import own_fact, versus_reason
from ..engine import GameState, Observation, Phase, Play, Rules, Variant
from ..engine.rng import stream
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from .review import MISTAKE as MISTAKE
from .review import MISTAKE_POINTS as MISTAKE_POINTS
from .review import gave_up_text, percent_figure, points_lost, points_said, shown_difference
from .review import is_mistake as is_mistake
from .review import shown_chances as review_shown_chances

USER = 0
SPOTS: dict[str, Text] = {
    "any": tx(QT_TRANSLATE_NOOP("practice", "Any play")),
    "lead": tx(QT_TRANSLATE_NOOP("practice", "Leading a trick")),
    "follow": tx(QT_TRANSLATE_NOOP("practice", "Following to a trick")),
    "bidding": tx(QT_TRANSLATE_NOOP("practice", "Playing your side's contract")),
    "defence": tx(QT_TRANSLATE_NOOP("practice", "On defence")),
}
CLOSE = 0.02
"""A tile within 2 points of chance of the best one (and about as many points) is as good."""


@dataclass
class PlayDeal:
    session_seed: int
    index: int
    game_seed: int
    spot: str
    state: GameState
    """The game at the user's decision: bids, trump and earlier tricks applied."""

    def observation(self) -> Observation:
        return self.state.observation(USER)


def play_rules(rules: Rules | None = None) -> Rules:
    rules = rules or Rules.preset("Texas house rules")
    if rules.variant is not Variant.TEXAS_42:
        raise ValueError("play practice is for Texas 42 (four players)")
    return rules


def deal(
    rules: Rules,
    session_seed: int,
    index: int,
    spot: str = "any",
    level: str = "normal",
    factory: Callable[[str, int], Player] | None = None,
    attempts: int = 200,
) -> PlayDeal:
    """The `index`-th position of a session: a seeded game played by four AI seats
    up to the user's first real choice (two or more legal tiles) from a seeded
    trick on, that fits `spot`."""
    if spot not in SPOTS:
        raise ValueError(f"unknown spot {spot!r}")
    make = factory or (lambda lv, seed: make_player(lv, seed))
    for attempt in range(attempts):
        game_seed = stream(session_seed, 0x91A, index, attempt).below(2**62)
        state = _position(rules, game_seed, spot, lambda seed: make(level, seed), stream(game_seed, 6).below(6))
        if state is not None:
            return PlayDeal(session_seed, index, game_seed, spot, state)
    raise RuntimeError(f"no position in {attempts} tries fits {SPOTS[spot]!r}")


def _position(rules: Rules, game_seed: int, spot: str, make: Callable[[int], Player], from_trick: int) -> GameState | None:
    state = GameState(rules, seed=game_seed, first_shaker=stream(game_seed, 5).below(4))
    state.deal()
    players = [make(game_seed + s) for s in range(4)]
    while state.phase not in (Phase.SCORED, Phase.GAME_OVER):
        seat = state.to_act
        if seat == USER and state.phase is Phase.PLAY and _fits(state, spot, from_trick):
            return state
        state.apply(players[seat].choose(state.observation(seat)))
    return None


def _fits(state: GameState, spot: str, from_trick: int) -> bool:
    obs = state.observation(USER)
    if len(obs.tricks) < from_trick or sum(isinstance(a, Play) for a in obs.legal) < 2:
        return False
    stake = obs.stake
    if stake is None or stake.unit != "points":  # Nello and Sevens are their own lessons
        return False
    return spot == "any" or spot in spots_of(obs)


def spots_of(obs: Observation) -> tuple[str, str]:
    """The two spots a play is in: leading or following, and for the contract or against it."""
    assert obs.stake is not None
    return ("follow" if obs.trick else "lead", "bidding" if obs.is_partner_or_self(obs.stake.bidder) else "defence")


# ------------------------------------------------------------------ the reveal


@dataclass
class PlayReveal:
    hint: hints.PlayHint
    tile: int
    """The user's tile."""
    lost: float
    """Chance of making (or setting) the contract the user's tile gave up against the best."""
    lost_points: float
    """Expected points (for the user's side) given up against the best tile."""
    why: str
    """Why the recommended tile."""
    mine_why: str | None
    """A true fact about the user's tile, when one applies."""
    played_out: bool = False
    """The hand ends once decided (`ends_once_decided`): the points are counted as if played out, as
    the table's header says."""

    @property
    def best(self) -> int:
        return self.hint.recommended

    @property
    def close(self) -> bool:
        """The user's tile is the hint's `close` one: its note said the sampled deals cannot tell it from
        the best. The reveal says that note; the tile counts as right and is never a mistake (found by
        review: the hint said "may be as good", the grade put the tile in My mistakes)."""
        return self.tile != self.best and self.tile == self.hint.close

    @property
    def near(self) -> bool:
        """The best tile, or within CLOSE of its chance and a point of its points."""
        return self.tile == self.best or (self.lost <= CLOSE and self.lost_points <= 1.0)

    @property
    def mistake(self) -> bool:
        return is_mistake(self.lost, self.lost_points)

    @property
    def good(self) -> bool:
        return self.near or self.close


def evaluate_play(deal_: PlayDeal, tile: int, level: str = "hard") -> PlayReveal:
    """Grade the user's tile on the worlds the AI of `level` in the user's seat weighs
    (its seed is the seat's: the same position always grades the same)."""
    obs = deal_.observation()
    if Play(tile) not in obs.legal:
        raise ValueError(f"{tile} is not a legal play here")
    hint = hints.play_hint(obs, level, HINT_SEED)
    mine = reasons.option_of(hint.options, tile)
    best = reasons.option_of(hint.options, hint.recommended)
    assert mine is not None and best is not None
    lost = max(0.0, best.chance - mine.chance)
    lost_points = points_lost(hint, tile)  # as the table shows the two: the review and My mistakes quote it too
    why = reasons.play_reason(obs, hint.recommended, hint.options)
    mine_why = reasons.play_fact(obs, tile, hint.options)
    if tile != hint.recommended and reasons.same_kind(mine_why, why):
        # found by playing: "Yours: throw off: ... give the 6-6" beside "Best: throw off: ... give the 2-2"
        mine_why = gave_up_text(hint, tile, obs.rules)
    reveal = PlayReveal(hint, tile, lost, lost_points, why, mine_why, ends_once_decided(obs.rules))
    if tile != hint.recommended and not as_good(reveal):
        # "Best: ...": why it beats the user's tile, as the review's "Better" says (`versus`); "Yours:" what
        # the user's did, as the review's says it, never advice to play it (`versus.own_fact`)
        reveal.why = versus_reason(obs, hint.recommended, tile, hint.options)
        reveal.mine_why = own_fact(obs, hint.recommended, tile, hint.options) or gave_up_text(hint, tile, obs.rules)
    return reveal


def shown_chances(reveal: PlayReveal) -> tuple[float, float]:
    """The user's tile's chance and the best tile's, in percent as the reveal's table shows them (to
    its decimals: `review.shown_chances`): every line about the decision quotes these, so its numbers
    agree with the table."""
    return review_shown_chances(reveal.hint, reveal.tile)


def shown_lost(reveal: PlayReveal) -> float:
    """The chance the user's tile gave up as the reveal shows it: the best tile's shown chance
    less the user's (what the summary and the mistakes deck quote)."""
    return shown_difference(shown_chances(reveal))


def as_good(reveal: PlayReveal) -> bool:
    """The user's tile is not the recommended one but as good as it, its chance shown the same: the
    grade says "As good as the best play.", and the reveal heads the other tile as just as good, not
    as the best (found by a tournament audit: "Best: …" under "As good as the best play.")."""
    if reveal.tile == reveal.best or not reveal.near:
        return False
    chance, best_chance = shown_chances(reveal)
    return chance == best_chance


def grade_text(reveal: PlayReveal) -> Text:
    """One line: how good the user's tile was."""
    if reveal.tile == reveal.best:
        return tx(QT_TRANSLATE_NOOP("practice", "Best play."))
    # The two chances as the table shows them (found by playing: "gave up 50% of the chance"
    # beside 90% and 39%, which read as half of 90%)
    chance, best_chance = shown_chances(reveal)
    places = reasons.chance_places(reveal.hint.options, reveal.best)  # the decimals the table shows them with
    goal = (tx(QT_TRANSLATE_NOOP("practice", "to make the contract")) if reveal.hint.making
            else tx(QT_TRANSLATE_NOOP("practice", "to set the contract")))
    if as_good(reveal):
        return tx(QT_TRANSLATE_NOOP("practice", "As good as the best play."))
    if reveal.near:
        # Right, but not equal: the table beside shows the two chances apart (found by QA: "As
        # good as the best play" above 6% for the best tile and 5% for the user's)
        return tx(QT_TRANSLATE_NOOP("practice", "About as good as the best play: your tile leaves about {chance}% {goal}; "
                                                "the best tile {best}%."), chance=percent_figure(chance, places), goal=goal,
                  best=percent_figure(best_chance, places))
    if reveal.lost > CLOSE:
        return tx(QT_TRANSLATE_NOOP("practice", "Your tile leaves about {chance}% {goal}; the best tile {best}%."),
                  chance=percent_figure(chance, places), goal=goal, best=percent_figure(best_chance, places))
    if reveal.played_out:  # (the points the table counts past the made or set bid are never scored)
        return tx(QT_TRANSLATE_NOOP("practice", "Your tile gave up about %n point(s) on average if the hand is played "
                                                "out."), points_said(reveal.lost_points))
    return tx(QT_TRANSLATE_NOOP("practice", "Your tile gave up about %n point(s) on average."),
              points_said(reveal.lost_points))


def close_note(reveal: PlayReveal) -> Text | None:
    """The hint's note on its close tile, where the user played it (`hints.close_text`): the reveal
    says it after the grade, as the hint and the review do."""
    return hints.close_text(reveal.tile) if reveal.close else None


# ------------------------------------------------------------------ a session


@dataclass
class PlayDecision:
    """An answered position: what the session's summary shows of it. `deal` and `reveal` are its
    position and analysis while the app runs; a session resumed from its file has only the numbers."""

    tile: int
    best: int
    chances: tuple[float, float]
    """The user's tile's chance and the best tile's, in percent as the reveal showed them (`shown_chances`)."""
    lost: float
    lost_points: float
    deal: PlayDeal | None = None
    reveal: PlayReveal | None = None
    close: bool = False
    """As `PlayReveal.close`."""

    @classmethod
    def of(cls, deal_: PlayDeal, reveal: PlayReveal) -> PlayDecision:
        return cls(reveal.tile, reveal.best, shown_chances(reveal), reveal.lost, reveal.lost_points, deal_, reveal,
                   reveal.close)

    @property
    def good(self) -> bool:
        """As `PlayReveal.good`."""
        return self.tile == self.best or self.close or (self.lost <= CLOSE and self.lost_points <= 1.0)

    @property
    def mistake(self) -> bool:
        """As `PlayReveal.mistake`."""
        return is_mistake(self.lost, self.lost_points)

    @property
    def shown_lost(self) -> float:
        """As `shown_lost` of the reveal."""
        return shown_difference(self.chances)


@dataclass
class PlayPracticeSession:
    rules: Rules = field(default_factory=play_rules)
    seed: int = 1
    spot: str = "any"
    decisions: list[PlayDecision] = field(default_factory=list)

    def next_deal(self, factory: Callable[[str, int], Player] | None = None) -> PlayDeal:
        return deal(self.rules, self.seed, len(self.decisions), self.spot, factory=factory)

    def add(self, deal_: PlayDeal, reveal: PlayReveal) -> None:
        self.decisions.append(PlayDecision.of(deal_, reveal))

    @property
    def right(self) -> int:
        return sum(d.good for d in self.decisions)

    @property
    def average_lost(self) -> float:
        """The mean chance given up, each as its reveal showed it (`shown_lost`), as the lines below it quote."""
        return sum(d.shown_lost for d in self.decisions) / len(self.decisions) if self.decisions else 0.0

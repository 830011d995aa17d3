"""Hand review: step through a finished hand's auction and tricks, with the AI's
view of each of the user's decisions at the moment it was taken (seen only
through the user's observation then), and the open-hands result of the contract.

Reviewing works on a replayed copy of the game: it never changes the game. No Qt.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..ai import hints, reasons
from ..ai.bidding import Choice, value_scale
from ..ai.evaluate import ends_once_decided, open_hands_value
from ..ai.hints import _signed
from ..ai.players import HINT_SEED
from ..ai.reasons import as_shown
from ..ai.versus import own_fact, versus_reason
from ..ai.widow_hint import widow_hint
from ..engine import (
    POINTS,
    Action,
    Bid,
    Claim,
    Contract,
    Discard,
    GameState,
    HandLog,
    NameTrump,
    Observation,
    Phase,
    Play,
    Rules,
    Trick,
    replay,
    stake_of,
)
from ..engine.text import QT_TRANSLATE_NOOP, Figure, Text, tx
from ..engine.tiles import TILE_NAMES
from ..engine.wording import bid_words, choice_phrase, shoots_the_moon
from ..engine.words import points
from .practice import bid_outlook

MARGIN = 0.05
"""A decision is marked when it gave up more than this (chance, or marks for a bid; in a
points game 42 points a mark)."""
MISTAKE = reasons.MISTAKE
MISTAKE_POINTS = reasons.MISTAKE_POINTS


def is_mistake(lost: float, lost_points: float) -> bool:
    """A tile that gave up this much chance, or these many points, goes into My mistakes (from practice,
    or from the review of the user's own game: the same rule, and the review marks it). Never the hint's
    `close` tile: the hint says its note only within this line (`reasons.within_line`)."""
    return lost > MISTAKE or lost_points > MISTAKE_POINTS


@dataclass(frozen=True)
class Step:
    number: int
    seat: int
    action: Action
    text: str
    mine: bool
    before: float | None = None
    """The best choice's chance (of making the contract, or of setting it on defence): for a play the
    best chance there was; for a bid or a tile laid away, the chance of the one worth most, which
    a surer, lower bid can beat."""
    after: float | None = None
    """The chance after the user's decision."""
    better: str | None = None
    """The better choice, and why, whenever the row shows the user's giving something up (a loss above
    0.00, a chance shown lower than the best's); a mistake when it gave up more than MARGIN (`small`)."""
    lost: float | None = None
    """For a bid: what it gave up against the best bid, in the bid hint's unit (marks, or
    game points in Moon and a points game), as `hints.value_lost` counts it."""
    why: str | None = None
    """For a play: why the recommended tile (`reasons.play_reason`, from the user's view then)."""
    mine_why: str | None = None
    """For a play: a fact about the user's tile, when one applies ("the 4-1 gave West 5 points")."""
    good: bool = False
    """`mine_why` is why the user's play was as good as the best (not a fact against it)."""
    places: int = 0
    """The decimals a play's chances are shown with: the hint's (`reasons.chance_places`), so that the
    review shows 51.3% where the hint did (found by playing 42 for three: the hint's 51.3% and
    50.6% read 51% in the review)."""
    choices: tuple[Choice, Choice] | None = None
    """For a bid graded: the user's choice (the bid with the trump it was for) and the best, as `lost` compares them."""
    play_loss: PlayLoss | None = None
    """For a play graded on chances: what it gave up against the recommended tile, as play practice's reveal counts it."""
    forced: bool = False
    """A bid the rules made: everyone else passed and the shaker had to bid. Its own cell says so, not
    "0.00 lost" as if it had been chosen (found by QA); a better trump for it is still named."""
    small: bool = False
    """`better` is named, but what the user's choice gave up is within MARGIN: the row is not marked
    as a mistake (found by QA: "Marks lost 0.05" stood beside an empty "Better choice" cell)."""
    close: str | None = None
    """For a play of the hint's `close` tile: the hint's note that it may be as good (`hints.close_text`).
    The row says it and names no better tile: the same judgement as the hint's, not a mistake."""
    lost_places: int = 2
    """The decimals `lost` is written to: for a bid, the hint table's (`hints.value_places`), so that
    the review says 0.002 where the hint showed 0.191 and 0.193 (found by QA: "0.00")."""

    @property
    def marked(self) -> bool:
        """The review marks the row as a mistake: a better choice named, beyond the margin."""
        return bool(self.better) and not self.small


@dataclass(frozen=True)
class PlayLoss:
    """What a tile gave up against the play hint's recommended one, in play practice's units (so the
    review and My mistakes quote the same numbers as a practice reveal of the position)."""

    best: int
    """The recommended tile."""
    chance: float
    """The chance given up (of making, or of setting, the contract)."""
    points: float
    """The expected points given up."""
    shown: tuple[float, float]
    """The user's tile's chance and the best tile's, in percent as the hint table shows them (`shown_chances`)."""
    close: bool = False
    """The tile is the hint's `close` one: never a mistake (`is_mistake`)."""

    @property
    def shown_lost(self) -> float:
        return shown_difference(self.shown)

    @property
    def mistake(self) -> bool:
        return is_mistake(self.chance, self.points)


@dataclass(frozen=True)
class HandReview:
    hand_index: int
    steps: list[Step]
    dealt: tuple[int, ...]
    """Each seat's tiles as dealt."""
    contract: Contract | None
    bidder: int | None
    open_value: int | None
    """With all hands shown and perfect play, what the bidders could take under their contract."""
    need: int | None
    unit: str
    widow: int | None = None
    """Moon's widow tile as dealt (found by QA: the 22nd tile was nowhere in the review)."""
    named_by: int | None = None
    """The seat that named the contract, when not the bidder: the partner in a Plunge or a Splash
    (found by playing a Plunge: the review said "You played blanks" where the partner had named them)."""


def action_text(action: Action, rules: Rules, you: bool = False, forced: bool = False) -> str:
    """What a seat did, to follow its name in the review ("plays 6-4"; for the user "play 6-4"); a Text.
    `forced`: a bid the forced-bid rule made ("bids 30 (forced)", as the table's plate says it; found
    by QA: the review said "East bids 30" where the table had said "East: 30 (forced)")."""
    if isinstance(action, Bid) and forced:
        if you:
            #: What the user did, after "You": "bid 30 (forced)", the forced-bid rule's bid of the last seat.
            return tx(QT_TRANSLATE_NOOP("review", "bid {bid} (forced)"), bid=bid_words(action, rules))
        #: What another seat did, after its name: "bids 30 (forced)", the forced-bid rule's bid of the last seat.
        return tx(QT_TRANSLATE_NOOP("review", "bids {bid} (forced)"), bid=bid_words(action, rules))
    if isinstance(action, Bid):
        if action.is_pass:
            #: What the user did, after "You" in the review's seat column.
            return tx(QT_TRANSLATE_NOOP("review", "pass")) if you else tx(QT_TRANSLATE_NOOP("review", "passes"))
        if shoots_the_moon(action, rules):  # by its name, as the bid panel and the score sheet say it
            #: What the user did in Moon, after "You" in the review's seat column: the bid of 21.
            return tx(QT_TRANSLATE_NOOP("review", "bid to shoot the moon")) if you else \
                tx(QT_TRANSLATE_NOOP("review", "bids to shoot the moon"))
        if you:
            #: What the user did, after "You": "bid 30".
            return tx(QT_TRANSLATE_NOOP("review", "bid {bid}"), bid=bid_words(action, rules))
        #: What another seat did, after its name: "bids 30".
        return tx(QT_TRANSLATE_NOOP("review", "bids {bid}"), bid=bid_words(action, rules))
    if isinstance(action, NameTrump):
        return action.contract.label
    if isinstance(action, Discard):  # the hand is over: the table has shown the tile laid away
        if you:
            return tx(QT_TRANSLATE_NOOP("review", "lay the {tile} away"), tile=TILE_NAMES[action.tile])
        #: What another seat did with Moon's widow, after its name: "lays the 6-1 away".
        return tx(QT_TRANSLATE_NOOP("review", "lays the {tile} away"), tile=TILE_NAMES[action.tile])
    if isinstance(action, Claim):
        if you:
            return tx(QT_TRANSLATE_NOOP("review", "lay the hand down: every tile is sure to win"))
        return tx(QT_TRANSLATE_NOOP("review", "lays the hand down: every tile is sure to win"))
    assert isinstance(action, Play)
    if you:
        return tx(QT_TRANSLATE_NOOP("review", "play {tile}"), tile=TILE_NAMES[action.tile])
    return tx(QT_TRANSLATE_NOOP("review", "plays {tile}"), tile=TILE_NAMES[action.tile])


def review_hand(
    rules: Rules,
    logs: list[HandLog],
    hand_index: int,
    user: int,
    level: str = "hard",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    given: int = 0,
) -> HandReview:
    """Review hand `hand_index` of a game (of game seed `seed`) given by its hand logs.
    Each of the user's decisions is judged on the analysis the hint gave then (the
    AI of `level` seeded with `HINT_SEED`, as every hint is), so review and hint agree.
    The hand's first `given` actions were made for the user (a practice position): shown,
    not judged (found by QA: "You pass, 0.00 marks lost" for a bid play practice made).
    `progress(done, total)` hears of the work as it goes, from (0, total) to (total, total) once
    all of it is done."""
    log = logs[hand_index]
    state = replay(rules, logs[:hand_index] + [HandLog(log.shaker, log.deal, log.widow, [])], seed)
    ai_seed = HINT_SEED
    steps = []
    mine = [i for i, (seat, a) in enumerate(log.actions) if seat == user and i >= given and not isinstance(a, Claim)]
    # The work counted: each of the user's decisions, then the open-hands value of the contract
    # (found by QA: the bar read 100% while that last step was still to come)
    total = len(mine) + 1
    done = 0
    if progress:
        progress(done, total)
    play_hands: tuple[int, ...] | None = None
    plays: list[tuple[int, Observation, int, int]] = []
    """(step index, the user's view then, tile, trick number) of each of the user's plays."""
    for i, (seat, action) in enumerate(log.actions):
        if state.phase is Phase.PLAY and play_hands is None:
            play_hands = tuple(state.hands)
        forced_bid = isinstance(action, Bid) and state.phase is Phase.BID and state.is_forced()
        text = action_text(action, rules, you=seat == user, forced=forced_bid)
        judged = seat == user and i >= given
        if judged and not isinstance(action, Claim):  # a sure claim has nothing to judge
            if isinstance(action, Discard):
                steps.append(_judge_discard(state.observation(user), action, text, i + 1, level, ai_seed))
            else:
                # the trump named for the bid (not after a widow: that trump fits the hand the widow made)
                named = _named_after(log.actions, i, user) if isinstance(action, Bid) and log.widow is None else None
                steps.append(_judge(state, user, action, text, i + 1, level, ai_seed, named))
            done += 1
            if progress:
                progress(done, total)
        else:
            steps.append(Step(i + 1, seat, action, text, seat == user))
        if judged and isinstance(action, Play):
            plays.append((len(steps) - 1, state.observation(user), action.tile, len(state.tricks)))
        state.apply(action)
    if state.phase is Phase.PLAY and play_hands is None:
        play_hands = tuple(state.hands)
    for index, obs, tile, k in plays:  # once each trick is over: where the user's count went
        forced = reasons.legal_tiles(obs) == [tile]  # the only tile there was: nothing to blame
        # Nor where nothing better was there to play (found by QA: the recommended 6-4 said
        # "Yours: the 6-4 gave West 10 points", as if it were the mistake)
        # and not where the tile was as sure as the best: what it gave up is said in points, the number
        # My mistakes and practice quote
        step = steps[index]
        blamed = step.better is not None and (step.before or 0.0) - (step.after or 0.0) > MARGIN
        fact = _trick_fact(obs, tile, state.tricks[k]) if k < len(state.tricks) and blamed and not forced else None
        if fact is not None:
            steps[index] = replace(steps[index], mine_why=fact, good=False)
    summary = _summary(state, rules, hand_index, steps, log, play_hands)
    if progress:
        progress(total, total)
    return summary


def _named_after(actions: list[tuple[int, Action]], index: int, user: int) -> Contract | None:
    """The trump the user named for the bid at `index`, when that bid won the auction."""
    later = actions[index + 1:]
    if any(isinstance(a, Bid) and not a.is_pass for _, a in later):
        return None  # outbid (or the user's own later bid): the contract was never named for this one
    return next((a.contract for seat, a in later if seat == user and isinstance(a, NameTrump)), None)


def _judge(state: GameState, user: int, action: Action, text: str, number: int, level: str, seed: int,
           named: Contract | None = None) -> Step:
    obs = state.observation(user)
    if isinstance(action, Bid):
        hint, values = bid_outlook(obs, level, seed)
        # The contract the bid was for: the one the user then named, else the one it is worth most with.
        choice = (action, None if action.is_pass or action.special else named)
        if choice not in values:
            choice = max((c for c in values if c[0] == action), key=lambda c: values[c], default=choice)
        lost = hints.value_lost(values, choice) if choice in values else None
        best = (hint.recommended, hint.contract)  # the hint's best cell: the same values, the same tie rule
        before = _bid_chance(hint, best)
        after = _bid_chance(hint, choice)
        # Any loss the row shows names the better bid and why, in the hint's own figures (a surer,
        # lower bid can be worth less); only a loss beyond the margin marks it
        better = _bid_better(obs, hint, values, best, choice) if lost is not None and lost > 0 else None
        graded = (choice, best) if lost is not None else None
        small = lost is not None and lost <= MARGIN * value_scale(obs.rules)
        if state.is_forced():  # said as a forced play is: why it was right, unless a better trump is named
            #: Why the user's bid was right: under the house rule the last to bid must bid when all others pass.
            why = tx(QT_TRANSLATE_NOOP("review", "everyone else passed: you had to bid"))
            return Step(number, user, action, text, True, before, after, better, lost, mine_why=why, good=True,
                        choices=graded, forced=True, small=small, lost_places=hint.value_places)
        return Step(number, user, action, text, True, before, after, better, lost, choices=graded, small=small,
                    lost_places=hint.value_places)
    if isinstance(action, NameTrump):
        hint = hints.bid_hint(obs, level, seed)
        assert obs.bid is not None
        chances = {c.contract: c.chances.get(obs.bid.value) for c in hint.contracts}
        known = {c: shown_chance(ch) for c, ch in chances.items() if ch is not None}  # as the hint showed them
        before = max(known.values(), default=None)
        after = known.get(action.contract)
        better = None
        # named whenever the user's chance shows lower than the best's, marked beyond the margin
        if before is not None and (after is None or _percent(before) > _percent(after)) and hint.contract is not None:
            #: The better trump in the hand review, and its chance: "sixes (72% to make)".
            better = tx(QT_TRANSLATE_NOOP("review", "{contract} ({percent}% to make)"),
                        contract=hint.contract.label, percent=_percent(before))
        small = before is not None and after is not None and before - after <= MARGIN
        return Step(number, user, action, text, True, before, after, better, small=small)
    assert isinstance(action, Play)
    if reasons.legal_tiles(obs) == [action.tile]:  # forced: nothing to judge, nothing to blame
        # and said so, as "Good: ..." (found by playing: the row of a forced play stood blank)
        forced = reasons.forced(obs, action.tile)
        return Step(number, user, action, text, True, why=forced, mine_why=forced, good=True)
    play = hints.play_hint(obs, level, seed)
    if play.own:  # Moon, the bid decided: no chance to compare, the user's own tricks
        return _judge_own(obs, play, action, text, number)
    by_tile = {o.tile: o.chance for o in play.options}
    before = max(by_tile.values())
    after = by_tile.get(action.tile)
    better = None
    loss = play_loss(play, action.tile)
    # The hint said its close tile may be as good: nothing better is named, nothing marked (found by
    # review: the review called the other tile better, and My mistakes took it)
    close = loss is not None and loss.close
    gave_up = not close and after is not None and before - after > MARGIN
    # A tile as sure as the best but poorer by more than MISTAKE_POINTS goes into My mistakes: the
    # review marks it too, with what it gave up (found by QA: "Good: trump it" on a tile the review
    # put in My mistakes, which showed "8 points" given up)
    poorer = not gave_up and loss is not None and loss.mistake
    why = reasons.play_reason(obs, play.recommended, play.options)
    places = reasons.chance_places(play.options, play.recommended)
    # A chance shown lower than the best's names the better tile too (not marked within the margin)
    shown_less = not close and after is not None and round(after * 100, places) < round(before * 100, places)
    if gave_up or poorer or shown_less:  # its chance as the columns show it
        # why it beats the user's tile, not only why it is good (`versus`)
        versus = versus_reason(obs, play.recommended, action.tile, play.options)
        better = _better_play(play, round(before * 100) if not places else Figure(f"{before * 100:.{places}f}"), versus)
    mine_why = reasons.play_fact(obs, action.tile, play.options)
    good = mine_why is not None and better is None
    if better is not None:  # what the user's tile did, never advice to play it (`versus.own_fact`)
        mine_why = own_fact(obs, play.recommended, action.tile, play.options)
    if poorer or better is not None and mine_why is None:  # else what it cost
        mine_why = gave_up_text(play, action.tile, obs.rules)
    return Step(number, user, action, text, True, before, after, better, why=why, mine_why=mine_why, good=good,
                play_loss=loss, places=places, small=better is not None and not gave_up and not poorer,
                close=close_note(play.recommended, action.tile) if close else None)


def close_note(best: int, tile: int) -> Text:
    """A row's note that the user's tile may be as good as the one the hint recommends: the hint's
    `close_text`, naming the hint's tile (found by QA: "The 5-4 may be as good" on the 5-4's own row,
    where nothing said as good as what)."""
    #: {tile} is the user's tile, {best} the tile the hint recommends; the hint's chances come from sampled deals.
    return tx(QT_TRANSLATE_NOOP("review", "The {tile} may be as good as the {best} the hint recommends: the hint's "
                                "sampled deals are too few to tell the two apart."), tile=TILE_NAMES[tile],
              best=TILE_NAMES[best])


def play_loss(play: hints.PlayHint, tile: int) -> PlayLoss | None:
    """What `tile` gave up against the hint's recommended tile, as play practice's reveal counts it."""
    mine = reasons.option_of(play.options, tile)
    best = reasons.option_of(play.options, play.recommended)
    if mine is None or best is None:
        return None
    return PlayLoss(play.recommended, max(0.0, best.chance - mine.chance), points_lost(play, tile),
                    shown_chances(play, tile), tile != play.recommended and tile == play.close)


def shown_chances(play: hints.PlayHint, tile: int) -> tuple[float, float]:
    """`tile`'s chance and the recommended tile's, in percent to the decimals the hint's table shows
    them with (`reasons.chance_places`): what a line about the decision quotes and subtracts (found by
    playing: the hint and the review showed 40.4% and 7.7%, My mistakes "32% chance" given up, the
    difference of 40% and 8%)."""
    mine = reasons.option_of(play.options, tile)
    best = reasons.option_of(play.options, play.recommended)
    assert mine is not None and best is not None
    places = reasons.chance_places(play.options, play.recommended)
    return as_shown(mine.chance * 100, places), as_shown(best.chance * 100, places)


def shown_difference(shown: tuple[float, float]) -> float:
    """The chance given up, as a share: the best's shown chance less the user's (to the hundredth of a
    percent, so that 40.4 less 7.7 is 32.7, not 32.699999)."""
    return max(0.0, round(shown[1] - shown[0], 2)) / 100


def percent_figure(value: float, places: int) -> int | Figure:
    """A percentage of `shown_chances`, for a sentence, as the table writes it: "40", "40.4", "6.0"."""
    return round(value) if not places else Figure(f"{value:.{places}f}")


def points_lost(play: hints.PlayHint, tile: int) -> float:
    """The expected points (or tricks) `tile` gives up against the hint's recommended tile, as the hint's
    table shows them (`reasons.points_given_up`): the review, the reveal and My mistakes quote it."""
    return reasons.points_given_up(play.options, play.recommended, tile)


def points_said(lost: float) -> int:
    """`points_lost` as a line about the decision says it: in whole points, at least one, a half up
    (as a player rounds the difference of the table's two numbers: 8.5 is "about 9")."""
    return max(1, math.floor(lost + 0.5))


def _judge_own(obs: Observation, play: hints.PlayHint, action: Play, text: str, number: int) -> Step:
    """Moon once the bid is decided: the user's tile against the best by the tricks to come the hint
    shows. As good as the best, the row says why, as the hint did; else it names the better tile and
    what the user's gave up (found by playing Moon: such rows stood blank, where the hint had shown
    each tile's tricks to come and a reason)."""
    why = reasons.play_reason(obs, play.recommended, play.options)
    if action.tile == play.close:  # the hint said it may be as good: so does the row, and no more
        return Step(number, obs.seat, action, text, True, why=why, close=close_note(play.recommended, action.tile))
    cost = gave_up_text(play, action.tile, obs.rules)
    if cost is None:
        return Step(number, obs.seat, action, text, True, why=why,
                    mine_why=reasons.play_reason(obs, action.tile, play.options), good=True)
    best = reasons.option_of(play.options, play.recommended)
    assert best is not None
    places = reasons.expected_places(play.options, play.recommended)  # as the hint's table shows it
    #: The better tile of a Moon play once the bid is decided: "6-2 (1.3 tricks to come on average)".
    better = tx(QT_TRANSLATE_NOOP("review", "{tile} ({tricks} tricks to come on average)"),
                tile=TILE_NAMES[play.recommended], tricks=Figure(f"{best.expected:.{places}f}"))
    return Step(number, obs.seat, action, text, True, better=better, why=why, mine_why=cost)


def _judge_discard(obs: Observation, action: Discard, text: str, number: int, level: str, seed: int) -> Step:
    """Moon's widow: the tile laid away against the hint's best, by the worth the hint ranks them by
    (found by QA: the review left the lay-away blank where the hint had shown 83% and +2.76)."""
    hint = widow_hint(obs, level, seed)
    best = hint.options[0]
    mine = next((o for o in hint.options if o.tile == action.tile), None)
    if mine is None:
        return Step(number, obs.seat, action, text, True)
    # the difference of the two worths as the hint shows them, to two decimals, as a bid's grade
    # (found by playing Moon: +1.23 and -0.06 in the hint, "1.28 game points lost" in the review)
    lost = max(0.0, round(round(best.worth, 2) - round(mine.worth, 2), 2))
    better = None
    if lost > 0:  # any loss shown names the better tile, by the worth the loss is counted in
        # (the tricks too: the worth counts them, and two tiles often share a chance, 0% at a hopeless bid).
        # Each figure beside the user's, the better tile's first, as the bid's row does (found by a Moon
        # audit: "6-2 (worth +3.34 against +2.51 for yours: 82% to make, 6.0 tricks on average)" read the
        # 6-2's 82% and 6.0 as the user's, whose tile had 72% and 6.7)
        #: The better tile to lay away in Moon against the user's, each figure as the widow hint's table shows
        #: it, the better tile's first: "6-2 rather than 6-5: 82% against 72% to make, 6.0 against 6.7 tricks
        #: on average, worth +3.34 against +2.51 game points".
        better = tx(QT_TRANSLATE_NOOP("review", "{tile} rather than {mine_tile}: {percent}% against {mine_percent}% to "
                                                "make, {tricks} against {mine_tricks} tricks on average, worth {worth} "
                                                "against {mine} game points"),
                    tile=TILE_NAMES[best.tile], mine_tile=TILE_NAMES[mine.tile],
                    percent=round(best.chance * 100), mine_percent=round(mine.chance * 100),
                    tricks=Figure(f"{best.tricks:.1f}"), mine_tricks=Figure(f"{mine.tricks:.1f}"),
                    worth=_signed(best.worth), mine=_signed(mine.worth))
    small = lost <= MARGIN * value_scale(obs.rules)
    return Step(number, obs.seat, action, text, True, best.chance, mine.chance, better, lost, small=small)


def _better_play(play: hints.PlayHint, percent: int | Figure, fact: Text | None) -> Text:
    """"6-6 (72% to make): the 6-6 is a walker: ...", the better tile of a review step."""
    tile = TILE_NAMES[play.recommended]
    if fact is None:
        if play.making:
            return tx(QT_TRANSLATE_NOOP("review", "{tile} ({percent}% to make)"), tile=tile, percent=percent)
        return tx(QT_TRANSLATE_NOOP("review", "{tile} ({percent}% to set)"), tile=tile, percent=percent)
    if play.making:
        #: {reason} is why the tile is better: "the 6-6 is a walker: no one can beat it in sixes now".
        return tx(QT_TRANSLATE_NOOP("review", "{tile} ({percent}% to make): {reason}"), tile=tile, percent=percent, reason=fact)
    return tx(QT_TRANSLATE_NOOP("review", "{tile} ({percent}% to set): {reason}"), tile=tile, percent=percent, reason=fact)


def gave_up_text(play: hints.PlayHint, tile: int, rules: Rules) -> Text | None:
    """"the 4-1 gives up about 6 points on average", from the hint's values; "… if the hand is played
    out" where the hand ends once decided, as the hint's column counts them (found by QA: the
    points the column counts past the made or set bid are never scored)."""
    lost = points_lost(play, tile)
    if lost < 0.5:
        return None
    n, name = points_said(lost), TILE_NAMES[tile]
    if ends_once_decided(rules):
        if play.unit == "tricks":
            return tx(QT_TRANSLATE_NOOP("review", "the {tile} gives up about %n trick(s) on average if the hand is "
                                                  "played out"), n, tile=name)
        return tx(QT_TRANSLATE_NOOP("review", "the {tile} gives up about %n point(s) on average if the hand is "
                                              "played out"), n, tile=name)
    if play.unit == "tricks":
        return tx(QT_TRANSLATE_NOOP("review", "the {tile} gives up about %n trick(s) on average"), n, tile=name)
    return tx(QT_TRANSLATE_NOOP("review", "the {tile} gives up about %n point(s) on average"), n, tile=name)


def _trick_fact(obs: Observation, tile: int, trick: Trick) -> Text | None:
    """"the 4-1 gave West 5 points": the user's count tile went to the other side."""
    count = obs.rules.layout.count[tile]
    stake = obs.stake
    if not count or stake is None or not stake.count or reasons.side_of(obs) >> trick.winner & 1:
        return None
    #: The user's count tile went to an opponent: "the 4-1 gave West 5 points".
    return tx(QT_TRANSLATE_NOOP("review", "the {tile} gave {seat} {points}"), tile=TILE_NAMES[tile],
              seat=reasons.seat_word(obs, trick.winner), points=points(count))


def _bid_better(obs: Observation, hint: hints.BidHint, values: dict[Choice, float], best: Choice,
                mine: Choice) -> Text | str:
    """The better bid, and why, as the bid hint says why its choice beats another: "35 in sixes rather
    than 30 in sixes: 68% against 72% to make, worth +0.62 against +0.57 expected marks"."""
    chances = {c: p for c in (best, mine) if (p := _bid_chance(hint, c)) is not None}
    why = hints.versus_text(obs, best, values, chances, hint.keep, hint.value_unit, other=mine)
    return choice_phrase(best, obs.rules) if why is None else why


def _percent(chance: float) -> int:
    """A chance in whole percent, as the review's columns show it."""
    return round(chance * 100)


def _bid_chance(hint: hints.BidHint, choice: tuple[Bid, Contract | None]) -> float | None:
    bid, contract = choice
    if bid.is_pass:
        return None
    if bid.special:  # a Plunge or Splash: its row above the contracts (found by QA: a Splash's chance was blank)
        return next((o.chance for o in hint.others if o.bid == bid), None)
    for c in hint.contracts:
        if c.contract is contract and bid.value in c.chances:
            return shown_chance(c.chances[bid.value])
    return None


def shown_chance(chance: hints.Chance) -> float:
    """The chance the hint table shows: the one the decision uses, where there is one."""
    return chance.p if chance.used is None else chance.used


def _summary(state: GameState, rules: Rules, hand_index: int, steps: list[Step], log: HandLog,
             play_hands: tuple[int, ...] | None) -> HandReview:
    contract = state.contract
    bidder = state.bidder
    open_value = need = None
    unit: str = POINTS
    leader = state.trump_seat if state.trump_seat >= 0 else bidder
    if contract is not None and bidder is not None and leader is not None and play_hands is not None \
            and state.high is not None:
        open_value = open_hands_value(rules, play_hands, bidder, contract, leader)
        valuation = stake_of(rules, bidder, contract)  # the unit open_hands_value counts in
        need, unit = valuation.target_for(state.high.value), valuation.unit
    named_by = leader if leader != bidder else None
    return HandReview(hand_index, steps, tuple(log.deal), contract, bidder, open_value, need, unit, log.widow, named_by)

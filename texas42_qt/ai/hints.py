"""Hints: the AI's machinery seen from the user's seat, through the user's
observation only. A bid hint gives, per contract, the chance of making each
bid level (with its uncertainty) and the expected points, the recommended bid
and contract, and a one-line reason; a play hint gives each legal tile's
chance of making (or setting) the contract and the recommendation, with the
reason for it drawn from the position (`reasons.play_fact`).

`instant_bid_hint` gives the same table at once from the offline-built model
(`estimate.py`), for a view to show while `bid_hint` simulates; its contract
rows have worlds=0 and the hint has instant=True: a first look that recommends
nothing (`BidHint.advice`), since the simulation may choose otherwise."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from ..engine import (
    POINTS,
    Bid,
    Contract,
    NameTrump,
    NelloDoubles,
    Observation,
    Phase,
    Rules,
    Special,
    WidowTiming,
    contracts_for_bid,
    scores_marks,
    stake_of,
)
from ..engine.auction import doubles_needed
from ..engine.text import QT_TRANSLATE_NOOP, Figure, Text, tx
from ..engine.tiles import DOUBLES_MASK, TILE_HIGH, TILE_LOW, TILE_NAMES, tiles_of
from ..engine.wording import bid_words, choice_phrase, contract_noun, shoots_the_moon
from ..engine.words import and_list
from . import reasons
from .bidding import (
    SHOWN_PLACES,
    Choice,
    Surer,
    _bid_value,
    best_choice,
    bid_chance,
    choice_chances,
    choice_values,
    choose_contract,
    contract_allows,
    contract_key,
    contract_surety,
    defending_chance,
    game_in_reach,
    game_in_values,
    in_play,
    keep_chance,
    needs_every_trick,
    pass_stands,
    pass_value,
    rival_value,
    rival_wins,
    sure_laydown,
    target_for,
    ties,
)
from .estimate import instant_chances, instant_expected, model_error
from .evaluate import Outlook, ends_once_decided, evaluate_plays, plays_for_own_tricks, too_close
from .heuristics import describe_hand
from .players import Level, analyse_bid, auction_observation, decision_rng, level_of, trump_outlooks
from .reasons import PlayOption
from .reasons import as_shown as _shown


@dataclass(frozen=True)
class Chance:
    p: float
    """The open-hands chance: the share of sampled worlds where the bid is made."""
    stderr: float
    used: float | None = None
    """The chance the decision uses (`bidding.playable_chance`: cautious, less what playing
    without seeing the hidden tiles costs, `bidding.in_play`); None where none is used."""


@dataclass(frozen=True)
class ContractHint:
    contract: Contract
    chances: dict[int, Chance]
    """Bid value -> chance of making it under this contract."""
    expected: float
    """Expected value for the bidding side, in `unit`: points, or tricks (Moon, Sevens;
    in Nello the tricks the opponents take)."""
    worlds: int
    """Sampled worlds behind the row; 0 for an instant estimate."""
    unit: str = POINTS
    values: dict[int, float] = field(default_factory=dict)
    """Bid value -> what bidding it in this contract is worth, in `BidHint.value_unit`
    (`bidding.choice_values`: the chance used, the stake, the chance of keeping the
    contract): what the recommendation maximises. Empty when naming trump."""


@dataclass(frozen=True)
class OtherChoice:
    """A bid decision without a contract column: a pass, a Plunge or a Splash."""

    bid: Bid
    value: float
    chance: float | None = None
    """For a Plunge or Splash, the chance used (the partner names trump); None for a pass."""


@dataclass(frozen=True)
class BidHint:
    contracts: list[ContractHint]
    recommended: Bid
    contract: Contract | None
    reason: Text
    instant: bool = False
    """True for `instant_bid_hint`: model estimates, to be refined by `bid_hint`."""
    final: bool = True
    """False for a preview on part of the worlds (`bid_hint(..., part=...)`)."""
    choice: str = "bid"
    """What the recommendation chooses: "bid" (passing allowed), "forced" (a bid, no pass),
    or "contract" (naming trump), so the rule shown with it says the right thing."""
    defence: float | None = None
    """Over an opponent's bid: the chance a pass lets it make its bid, as the pass's
    value uses it (`bidding.defending_chance`); None when no opponent holds the bid."""
    others: tuple[OtherChoice, ...] = ()
    """The pass (and Plunge or Splash) with their values, beside the contract cells."""
    sure: bool = False
    """A sure laydown: the contract takes every trick whatever the others hold."""
    value_unit: str = "marks"
    """What `ContractHint.values` count: "marks", or "points" (game points, in Moon)."""
    keep: dict[int, float] = field(default_factory=dict)
    """Bid value -> the chance no opponent still to bid outbids it (`bidding.keep_chance`)."""
    runner: Choice | None = None
    """The next best decision, the one the reason compares the recommendation with."""
    partner_holds: bool = False
    """The partner holds the bid: the pass is worth the best bid's value, so it stands (`bidding.pass_stands`)."""
    partners_bid: bool = False
    """Naming trump for the partner's bid (a Plunge or Splash): the words say whose bid it is."""

    @property
    def best_bid_value(self) -> float:
        """The most a bid in the table is worth (a Plunge or Splash too); -inf when there is none."""
        values = [v for c in self.contracts for v in c.values.values()]
        return max(values + [o.value for o in self.others if not o.bid.is_pass], default=float("-inf"))

    @property
    def value_places(self) -> int:
        """The decimals the table writes the values to (`value_places`)."""
        return value_places([v for c in self.contracts for v in c.values.values()] + [o.value for o in self.others])

    @property
    def advice(self) -> bool:
        """Whether the hint recommends something: an instant first look does not (the
        simulation that follows may choose otherwise)."""
        return not self.instant


def choice_of(obs: Observation) -> str:
    if obs.phase is not Phase.BID:
        return "contract"
    return "bid" if any(isinstance(a, Bid) and a.is_pass for a in obs.legal) else "forced"


CLAIM_REASON = tx(QT_TRANSLATE_NOOP("hints", "Lay down: led in the right order, the recommended tile first, every tile "
                                             "you hold wins."))
"""(Found by QA: "every tile you hold wins" beside a table giving another tile, led now, 75%.)"""

def rule_text(rules: Rules, choice: str = "bid", partners_bid: bool = False) -> Text:
    """How the recommendation is chosen, in the unit its values count in (`_bid_value`: marks, or
    game points in Moon and a points game; found by QA: "the most expected game points" over cells
    in marks): `choice` as `BidHint.choice` (a bid may pass, a forced bid may not, trump
    names a contract; `partners_bid`: for the partner's Plunge or Splash)."""
    marks = scores_marks(rules)
    if choice == "contract" and partners_bid:
        return tx(QT_TRANSLATE_NOOP("hints", "The recommendation is the contract most likely to make your partner's bid."))
    if choice == "contract":  # `bidding.choose_contract`: the chance the bid was weighed with decides
        return tx(QT_TRANSLATE_NOOP("hints", "The recommendation is the contract most likely to make your bid."))
    if choice == "forced":
        if marks:
            return tx(QT_TRANSLATE_NOOP(
                "hints", "The recommendation is the bid with the most expected marks; passing is not allowed here."))
        return tx(QT_TRANSLATE_NOOP(
            "hints", "The recommendation is the bid with the most expected game points; passing is not allowed here."))
    if marks:
        return tx(QT_TRANSLATE_NOOP(
            "hints", "The recommendation is the choice with the most expected marks; a bid must beat passing."))
    return tx(QT_TRANSLATE_NOOP(
        "hints", "The recommendation is the choice with the most expected game points; a bid must beat passing."))


@dataclass(frozen=True)
class PlayHint:
    options: list[PlayOption]
    recommended: int
    making: bool
    """True when the chances are of making the contract, False of setting it."""
    reason: str
    worlds: int = 0
    final: bool = True
    unit: str = "points"
    """What `PlayOption.expected` counts: the stake's "points" or "tricks"."""
    claim: bool = False
    """The seat may lay down (every tile it holds wins): the AI would. The options
    are still the tiles' values, for a view that shows them."""
    misere: bool = False
    """Nello: `expected` counts the tricks the bidder's opponents take (all of them makes it)."""
    own: bool = False
    """Moon with the bid made or set: each player plays for its own tricks; `expected` is the
    seat's own tricks to come and no chance is left to change (`plays_for_own_tricks`)."""
    close: int | None = None
    """The next best tile, when the hint's sampled deals cannot tell it from the recommended one
    (`evaluate.too_close`): the reason says so."""


def bid_levels(obs: Observation) -> list[int]:
    """The bid values a hint table shows: the legal ones (or the bid being played). A Plunge's or
    Splash's value is not a row of its own: it has its own row above, its partner naming trump
    (found by playing: "4 marks (168)" rows gave chances for each trump, a bid nobody could make)."""
    if obs.phase is Phase.BID:
        return sorted({a.value for a in obs.legal if isinstance(a, Bid) and not a.is_pass and not a.special})
    return [obs.bid.value] if obs.bid is not None else []


def bid_hint(obs: Observation, level: str = "hard", seed: int = 0, part: float = 1.0) -> BidHint:
    """The hint for a bid (BID phase) or a trump choice (TRUMP phase): the very
    analysis the AI of `level` seeded with `seed` makes (`players.seat_seed` gives
    the seat's), so the hint and that AI's choice agree. `part` < 1 gives a preview
    on that share of the worlds (the same worlds' first ones), marked final=False."""
    if obs.phase not in (Phase.BID, Phase.TRUMP) or obs.seat != obs.to_act:
        raise ValueError("a bid hint is for the seat to act while bidding or naming trump")
    lv = _partial(level_of(level), part)
    if obs.phase is Phase.TRUMP:
        hint = hint_from_outlooks(obs, trump_outlooks(obs, lv, seed))
        return replace(hint, final=part >= 1.0)
    analysis = analyse_bid(obs, lv, decision_rng(seed, obs))
    hint = hint_from_outlooks(obs, analysis.outlooks, analysis.partner, analysis.defence)
    return replace(hint, final=part >= 1.0)


def _partial(level: Level, part: float) -> Level:
    if part >= 1.0:
        return level
    e = level.effort
    effort = replace(
        e,
        worlds=max(4, round(e.worlds * part)),
        lead_worlds=max(4, round(e.lead_worlds * part)) if e.lead_worlds else 0,
        scout_worlds=max(4, round(e.scout_worlds * part)),
        bid_worlds=max(4, round(e.bid_worlds * part)),
    )
    return replace(level, effort=effort)


def hint_from_outlooks(
    obs: Observation, outlooks: dict[Contract, Outlook], partner: Outlook | None = None, defence: Outlook | None = None
) -> BidHint:
    """The bid hint from contract outlooks already sampled (and the partner's, for
    a Plunge or Splash): the table, and the decision the AI makes from them. Every
    cell shows the chance the decision uses and, while bidding, what the choice is
    worth (`choice_values`); the recommendation is the table's best cell."""
    laydown = sure_laydown(obs)
    table = _table(obs, outlooks, laydown)
    if obs.phase is Phase.TRUMP:
        assert obs.bid is not None
        named = choose_contract(obs, outlooks)
        reason = _bid_reason(obs, obs.bid, named, outlooks, laydown)
        other = _trump_runner(obs, named, outlooks)
        if other is not None:
            reason = tx(QT_TRANSLATE_NOOP("hints", "{reason} {versus}"), reason=reason,
                        versus=_trump_versus(obs, named, other, table))
        # The runner's column stands beside the named one (found by playing Moon: the reason spoke
        # of aces, a column the narrow panel left out).
        return BidHint(table, obs.bid, named, reason, choice="contract", sure=named is laydown,
                       runner=None if other is None else (obs.bid, other), partners_bid=obs.bidder != obs.seat)
    values = choice_values(obs, outlooks, partner, defence=defence)
    chances = choice_chances(obs, outlooks, partner)
    if not values:  # forced, with no contract evaluated for the forced bid
        only = obs.legal[0]
        assert isinstance(only, Bid)
        return BidHint(table, only, None, _bid_reason(obs, only, None, outlooks, laydown), choice=choice_of(obs))
    surer = contract_surety(obs.rules, outlooks)
    best = best_choice(values, chances, surer)
    cells = {(bid.value, c): v for (bid, c), v in values.items() if c is not None}
    table = [replace(row, values={v: x for (v, c), x in cells.items() if c is row.contract}) for row in table]
    others = tuple(OtherChoice(bid, v, chances.get((bid, c))) for (bid, c), v in values.items() if c is None)
    recommended, contract = best
    runner = runner_up(values, chances, surer)
    if recommended.special:
        reason = _special_reason(obs, recommended, chances[best])
    else:
        # A pass describes the hand in the contract it is compared with ("Passing beats 37 in sixes").
        about = runner[1] if recommended.is_pass and runner is not None else None
        reason = _bid_reason(obs, recommended, contract, outlooks, laydown, about)
    q = defending_chance(defence)
    if q is not None and obs.bid is not None and obs.bidder is not None:
        reason = _pass_cost_text(obs, reason, q)
    keep = {v: keep_chance(obs, Bid(v)) for v in bid_levels(obs)}
    unit = "marks" if scores_marks(obs.rules) else "points"
    versus = versus_text(obs, best, values, chances, keep, unit, surer)
    if versus is not None:
        #: {reason} is the hint's reason; {versus} says why it beats the next best choice.
        reason = tx(QT_TRANSLATE_NOOP("hints", "{reason} {versus}"), reason=reason, versus=versus)
    if game_in_reach(obs) or game_in_values(obs, outlooks, partner):  # (a cell of -21 for a bid of 5 needs saying why)
        reason = game_counted(obs, reason)
    return BidHint(table, recommended, contract, reason, choice=choice_of(obs), defence=q, others=others,
                   sure=laydown is not None and contract is laydown, value_unit=unit, keep=keep, runner=runner,
                   partner_holds=pass_stands(obs))


def game_counted(obs: Observation, reason: Text) -> Text:
    """The reason, with what a game won or lost counts as in the figures shown (`bidding.game_worth`)."""
    #: {points} is the game's target ("21"), what winning or losing the game counts as in the values shown.
    return tx(QT_TRANSLATE_NOOP("hints", "{reason} Winning or losing the game this hand counts as {points} game "
                                "points in these figures."), reason=reason, points=obs.rules.target)


def _pass_cost_text(obs: Observation, reason: Text, q: float) -> Text:
    """The hint's reason, with what a pass over the opponent's bid lets happen where the pass's
    value counts it (`bidding.rival_value`): the bid made, if likely; the game lost, if making
    the bid wins it (found by QA: in Moon, a pass over East's game-winning 5 was "the bar a bid
    must beat", as in any hand)."""
    assert obs.bid is not None and obs.bidder is not None
    percent, bid = round(q * 100), bid_words(obs.bid, obs.rules)
    # the game lost is in the pass's value (Moon, a points game); in a marks game their marks reach the target
    wins = (rival_wins(obs) or _marks_win(obs)) and percent > 0 and rival_value(obs, q) > 0
    if not obs.rules.layout.partnerships:  # one opponent holds the bid: name it
        seat = reasons.seat_word(obs, obs.bidder)
        if wins:
            #: {seat} is the player holding the bid ("East"), {bid} its bid ("5"); making it wins that player the game.
            return tx(QT_TRANSLATE_NOOP("hints", "{reason} If you pass, {seat} makes {bid} about {percent}% of the time "
                                        "and wins the game."), reason=reason, seat=seat, bid=bid, percent=percent)
        if q > 0.5:
            #: {seat} is the player holding the bid ("East"), {bid} its bid ("5").
            return tx(QT_TRANSLATE_NOOP("hints", "{reason} If you pass, {seat} makes {bid} about {percent}% of the "
                                        "time."), reason=reason, seat=seat, bid=bid, percent=percent)
        return reason
    if wins:
        #: {bid} the opponents' standing bid ("30"); making it wins them the game.
        return tx(QT_TRANSLATE_NOOP("hints", "{reason} If you pass, the opponents make their {bid} about {percent}% of "
                                    "the time and win the game."), reason=reason, bid=bid, percent=percent)
    if q > 0.5:  # passing costs marks: say so, it explains the choice
        #: {reason} is the hint's reason; {bid} the opponents' standing bid ("30").
        return tx(QT_TRANSLATE_NOOP("hints", "{reason} If you pass, the opponents make their {bid} about {percent}% "
                                    "of the time."), reason=reason, bid=bid, percent=percent)
    return reason


def _marks_win(obs: Observation) -> bool:
    """In a game scored in marks, whether the opponent's standing bid, made, wins it the game: its
    marks reach the target (found by auditing the hints: at 6 marks of 7, "If you pass, the opponents
    make their 30 about 69% of the time", where a points game says "and win the game"). The pass's
    value weighs it as any hand's marks (`bidding.rival_value`); the sentence is said where those
    are lost, more often made than not."""
    if obs.bid is None or obs.bidder is None or not scores_marks(obs.rules):
        return False
    return obs.score[obs.rules.layout.side(obs.bidder)] + obs.bid.marks >= obs.rules.target


def _table(obs: Observation, outlooks: dict[Contract, Outlook], laydown: Contract | None) -> list[ContractHint]:
    """One row per contract: the chance of each bid level, as the decision uses it
    (1 for a sure laydown)."""
    levels = bid_levels(obs)
    forced = obs.phase is Phase.BID and len(obs.legal) == 1
    table = []
    for c, outlook in outlooks.items():
        chances = {}
        for v in levels:
            if obs.phase is Phase.BID and not contract_allows(obs.rules, c, Bid(v), forced):
                continue
            target = target_for(obs.rules, c, v)
            p = outlook.chance(target)
            if c is laydown:
                chances[v] = Chance(1.0, 0.0, 1.0)
            else:
                chances[v] = Chance(p, outlook.stderr(p), bid_chance(outlook, obs.rules, c, v))
        unit = stake_of(obs.rules, obs.seat, c).unit  # the unit the whole hand is valued in
        table.append(ContractHint(c, chances, outlook.expected(), 0 if c is laydown else outlook.n, unit))
    return table


def _shown_chances(obs: Observation, table: list[ContractHint]) -> dict[Contract, float]:
    """Each contract's chance of the bid to name trump for, as the table shows it."""
    assert obs.bid is not None
    return {row.contract: row.chances[obs.bid.value].used or 0.0 for row in table if obs.bid.value in row.chances}


def _trump_runner(obs: Observation, named: Contract, outlooks: dict[Contract, Outlook]) -> Contract | None:
    """The next best contract to name, by the rule `choose_contract` names by."""
    assert obs.bid is not None
    allowed = {a.contract for a in obs.legal if isinstance(a, NameTrump)}
    keys = {c: contract_key(obs.rules, c, o, obs.bid.value) for c, o in outlooks.items() if c in allowed and c is not named}
    return max(keys, key=lambda c: (keys[c], -int(c))) if keys else None


def _trump_versus(obs: Observation, named: Contract, other: Contract, table: list[ContractHint]) -> Text:
    """Why the contract named beats the next best: "sixes rather than doubles: 76% against 60% to make";
    on a tie as the table shows it, what the names are weighed by next."""
    shown = _shown_chances(obs, table)
    percent, percent2 = round(shown.get(named, 0.0) * 100), round(shown.get(other, 0.0) * 100)
    if percent != percent2:
        #: {contract} and {other} are trumps ("sixes", "doubles"); the chances as the table shows them.
        return tx(QT_TRANSLATE_NOOP("hints", "Naming {contract} rather than {other}: {percent}% against {percent2}% to "
                                    "make."), contract=contract_noun(named), other=contract_noun(other), percent=percent,
                  percent2=percent2)
    rows = {row.contract: row for row in table}
    mine, theirs = rows[named], rows[other]
    if round(mine.expected, 1) > round(theirs.expected, 1):
        values = {"contract": contract_noun(named), "other": contract_noun(other), "percent": percent,
                  "value": Figure(f"{mine.expected:.1f}"), "value2": Figure(f"{theirs.expected:.1f}"), "unit": mine.unit}
        if ends_once_decided(obs.rules):  # the values play every trick, past the made or set bid (as its tooltip says)
            #: A tie in the chance to make: the expected value, counted as if every trick were played, decides.
            return tx(QT_TRANSLATE_NOOP("hints", "Naming {contract} rather than {other}: both about {percent}% to make, "
                                        "and {contract} takes more on average if the hand is played out ({value} against "
                                        "{value2} {unit})."), **values)
        #: A tie in the chance to make: the expected value decides ("3.1 against 2.9 tricks").
        return tx(QT_TRANSLATE_NOOP("hints", "Naming {contract} rather than {other}: both about {percent}% to make, and "
                                    "{contract} takes more on average ({value} against {value2} {unit})."), **values)
    #: A tie the table shows no way to break (it is broken by the chance with open hands).
    return tx(QT_TRANSLATE_NOOP("hints", "Naming {contract} or {other}: both about {percent}% to make."),
              contract=contract_noun(named), other=contract_noun(other), percent=percent)


def _special_reason(obs: Observation, bid: Bid, chance: float) -> Text:
    doubles = (obs.hand & DOUBLES_MASK).bit_count()
    percent = round(chance * 100)
    if bid.special is Special.PLUNGE:
        return tx(QT_TRANSLATE_NOOP("hints", "Plunge with {doubles} doubles: your partner names trump and leads, "
                                    "about {percent}% to take every trick."), doubles=doubles, percent=percent)
    return tx(QT_TRANSLATE_NOOP("hints", "Splash with {doubles} doubles: your partner names trump and leads, "
                                "about {percent}% to take every trick."), doubles=doubles, percent=percent)


def _partners_special_reason(bid: Bid, contract: Contract, chance: float) -> Text:
    """Naming trump for the partner's Plunge or Splash: what the bid shows of the partner's hand, the
    doubles every deal weighed holds (found by playing: the reason said "1 double: ..." of the
    namer's own hand, the least of what makes the contract)."""
    values = {"doubles": doubles_needed(bid), "percent": round(chance * 100), "contract": contract_noun(contract)}
    if bid.special is Special.PLUNGE:
        #: {contract} is a trump ("follow-me"); the partner bid a Plunge, and the user names trump for it.
        return tx(QT_TRANSLATE_NOOP("hints", "Your partner's Plunge shows at least {doubles} doubles: about {percent}% "
                                    "to take every trick in {contract}."), **values)
    #: {contract} is a trump ("follow-me"); the partner bid a Splash, and the user names trump for it.
    return tx(QT_TRANSLATE_NOOP("hints", "Your partner's Splash shows at least {doubles} doubles: about {percent}% "
                                "to take every trick in {contract}."), **values)


def runner_up(values: dict[Choice, float], chances: dict[Choice, float], surer: Surer | None = None) -> Choice | None:
    """The next best decision after `best_choice` (by the same rule), if any; a Plunge or
    Splash only when it is the best (a reason compares the best with a plain bid or a pass).
    The values are compared as the table shows them, to two decimals (three where the reason
    shows the best and the next so, `_signed_pair`), and choices shown alike go by the same tie
    rule, the surer first (found by auditing the hints: "35 in fives rather than 34 in fives",
    34 at +0.41 and 76%, beside 31 in fives at +0.41 and 82%; 0.413 against 0.407)."""
    best = best_choice(values, chances, surer)
    rest = {ch: v for ch, v in values.items() if ch != best and not ch[0].special}
    if not rest:
        return None
    top = values[best_choice(rest, chances, surer)]
    places = 3 if _shown(top, 2) == _shown(values[best], 2) else 2
    return best_choice({ch: _shown(v, places) for ch, v in rest.items()}, chances, surer)


def value_places(values: Iterable[float]) -> int:
    """The decimals a bid decision's values are written to, in the hint's table, its reason, a practice
    grade and a hand review alike: two, or three where two would show a choice worth less as much as
    the best one (found by playing: 33 in follow-me at 63% and +0.19 beside "✓ +0.19" on 34 at 62%,
    read as a tie the surer bid wins, where 34 was worth 0.193 and 33 0.191)."""
    values = list(values)
    top = max(values, default=0.0)
    for places in (2, SHOWN_PLACES):  # (a tie, `ties`, goes by the rule: it is written alike)
        if all((_shown(v, places) == _shown(top, places)) == ties(v, top) for v in values):
            return places
    return SHOWN_PLACES


def value_lost(values: dict[Choice, float], choice: Choice) -> float:
    """What `choice` gives up against the best decision, in the hint's unit: the difference of the two
    values as the table writes them, to `value_places` decimals (found by QA: a choice worth 0.191
    beside the best's 0.193, both written to three decimals, graded to two: "0 marks given up")."""
    if choice not in values:
        raise ValueError(f"{choice[0]} with {choice[1]} is not a legal decision here")
    places = value_places(values.values())
    return max(0.0, round(_shown(values[best_choice(values)], places) - _shown(values[choice], places), places))


def versus_text(
    obs: Observation, best: Choice, values: dict[Choice, float], chances: dict[Choice, float],
    keep: dict[int, float], unit: str, surer: Surer | None = None, other: Choice | None = None,
) -> Text | None:
    """Why the best decision beats the next best (or `other`: the hand review's choice of the user's),
    in a player's words."""
    second = other if other is not None else runner_up(values, chances, surer)
    if second is None:
        return None
    (bid, contract), (bid2, contract2) = best, second
    mine, theirs = choice_phrase(best, obs.rules), choice_phrase(second, obs.rules, within=True)
    worth, worth2 = _signed_pair(values[best], values[second], value_places(values.values()))
    # A pass's value is the bar a bid must beat (`bidding.pass_value`: a margin for the risk, less
    # what letting the opponents play costs), not marks a pass scores: say so (found by playing:
    # "a pass +0.10" on every hand read as a pass scoring 0.10 marks).
    if bid.is_pass and worth == worth2:  # a tie goes to the surer choice: no "beats" (found by playing)
        #: {bid} is the bid passing ties with ("37 in aces"); {percent} its chance; {worth} what it is worth, {bar} the bar.
        return tx(QT_TRANSLATE_NOOP("hints", "Passing, as {bid} is no better: at about {percent}% to make, it is worth "
                                    "{worth} expected {unit}, and a bid must be worth more than {bar} to beat passing."),
                  bid=theirs, percent=round(chances.get(second, 0) * 100), worth=worth2, unit=_unit(unit), bar=worth)
    if bid.is_pass:
        #: {bid} is the best bid ("30 in sixes"); {percent} its chance; {worth} what it is worth ("-0.12"); {bar} what
        #: a bid must be worth to beat passing.
        return tx(QT_TRANSLATE_NOOP("hints", "Passing beats {bid}: at about {percent}% to make, it is worth {worth} "
                                    "expected {unit}, and a bid must be worth more than {bar} to beat passing."),
                  bid=theirs, percent=round(chances.get(second, 0) * 100), worth=worth2, unit=_unit(unit), bar=worth)
    if bid2.is_pass:
        return tx(QT_TRANSLATE_NOOP("hints", "{bid} rather than passing: worth {worth} expected {unit}, and a bid must "
                                    "be worth more than {bar} to beat passing."),
                  bid=mine, worth=worth, unit=_unit(unit), bar=worth2)
    if contract is contract2 and bid.value > bid2.value and keep.get(bid.value, 1) > keep.get(bid2.value, 1):
        #: "36 in blanks rather than 30 in blanks: an opponent outbids 30 about 32% of the time, 36 about 23%."
        return tx(QT_TRANSLATE_NOOP("hints", "{bid} rather than {other}: an opponent outbids {low} about {lose}% of the time, "
                                    "{high} about {lose2}%."),
                  bid=mine, other=theirs, low=bid_words(bid2, obs.rules), high=bid_words(bid, obs.rules),
                  lose=round((1 - keep[bid2.value]) * 100), lose2=round((1 - keep[bid.value]) * 100))
    percent, percent2 = round(chances.get(best, 0) * 100), round(chances.get(second, 0) * 100)
    if percent == percent2 and worth == worth2:  # no "rather than" on a tie (found by QA: "83% against 83%")
        #: A tie the reason's figures cannot break (it is broken by the chance with open hands).
        return tx(QT_TRANSLATE_NOOP("hints", "{bid} or {other}: both about {percent}% to make and worth {worth} "
                                    "expected {unit}."), bid=mine, other=theirs, percent=percent, worth=worth,
                  unit=_unit(unit))
    if percent == percent2:  # (found by playing a points game: "35 in deuces rather than 36 in deuces: 75% against 75%")
        #: The same chance as shown: what each is worth decides ("+19.14 against +18.89").
        return tx(QT_TRANSLATE_NOOP("hints", "{bid} rather than {other}: both about {percent}% to make, worth {worth} "
                                    "against {worth2} expected {unit}."), bid=mine, other=theirs, percent=percent,
                  worth=worth, worth2=worth2, unit=_unit(unit))
    if worth == worth2 and percent > percent2:  # the tie went to the surer bid (found by playing: "worth +0.34 against +0.34")
        #: The same worth as shown: the higher chance decides ("both worth +0.34 expected marks, and 76% against 67%").
        return tx(QT_TRANSLATE_NOOP("hints", "{bid} rather than {other}: both worth {worth} expected {unit}, and "
                                    "{percent}% against {percent2}% to make."), bid=mine, other=theirs, worth=worth,
                  unit=_unit(unit), percent=percent, percent2=percent2)
    #: {bid} and {other} are bid decisions ("36 in blanks"); {worth} what each is worth ("+0.41").
    return tx(QT_TRANSLATE_NOOP("hints", "{bid} rather than {other}: {percent}% against {percent2}% to make, worth "
                                "{worth} against {worth2} expected {unit}."),
              bid=mine, other=theirs, percent=round(chances.get(best, 0) * 100),
              percent2=round(chances.get(second, 0) * 100), worth=worth, worth2=worth2, unit=_unit(unit))


def _signed(value: float, places: int = 2) -> Figure:
    """"+0.41", "\u22120.12"; a value that rounds to zero is "+0.00", never "\u22120.00"."""
    return Figure(("+" if round(value, places) >= 0 else "\u2212") + f"{abs(value):.{places}f}")


def _signed_pair(best: float, second: float, places: int = 2) -> tuple[Figure, Figure]:
    """Two values as a reason compares them: to `places` decimals, the table's (`value_places`), or a
    third where two would show them alike (found by playing: "Passing beats 32 in deuces: ... it is
    worth +0.20 expected marks, a pass +0.20" read as a contradiction; the table's cells round the
    same values)."""
    for shown_places in (places, SHOWN_PLACES):
        shown = _signed(best, shown_places), _signed(second, shown_places)
        if shown[0] != shown[1]:
            return shown
    return _signed(best, places), _signed(second, places)


def _unit(unit: str) -> Text:
    if unit == "points":
        return tx(QT_TRANSLATE_NOOP("hints", "game points"))
    return tx(QT_TRANSLATE_NOOP("hints", "marks"))


def _hand_words(obs: Observation, contract: Contract, start: bool = True) -> str:
    """The hand in the terms of a contract: its trumps and doubles, or what a Nello or Sevens
    turns on (found by QA: a pass weighed against Sevens read "no trumps" of four fours)."""
    if contract is Contract.NELLO:
        return _nello_words(obs, start)
    if contract is Contract.SEVENS:
        near = sum(1 for t in tiles_of(obs.hand) if abs(TILE_HIGH[t] + TILE_LOW[t] - 7) <= 1)
        return tx(QT_TRANSLATE_NOOP("hints", "%n tile(s) within one pip of seven"), near)
    return describe_hand(obs.hand, contract, obs.rules, start=start)


def _nello_words(obs: Observation, start: bool) -> Text:
    """What a Nello turns on: the tiles with a five or six, and with doubles high the lower doubles,
    each the highest of its suit (found by playing: "1 tile with a five or six" of a hand whose 0-0,
    the highest blank, the play hint gave 0% to lead)."""
    # (found by QA: "low enough to lose every trick" was said of a hand at 8%: the chance says how low)
    high = sum(1 for t in tiles_of(obs.hand) if TILE_HIGH[t] >= 5)
    if high:
        words = tx(QT_TRANSLATE_NOOP("hints", "%n tile(s) with a five or six"), high)
    elif start:
        words = tx(QT_TRANSLATE_NOOP("hints", "No tile with a five or six"))
    else:
        words = tx(QT_TRANSLATE_NOOP("hints", "no tile with a five or six"))
    nello = obs.rules.nello
    if nello is None or nello.doubles is not NelloDoubles.HIGH:
        return words
    doubles = [t for t in reversed(tiles_of(obs.hand & DOUBLES_MASK)) if TILE_HIGH[t] < 5]
    if not doubles:
        return words
    #: {hand}: "1 tile with a five or six"; {doubles}: "0-0", "1-1 and 0-0" (a Nello played with doubles high).
    return tx(QT_TRANSLATE_NOOP("hints", "{hand}, and the {doubles} (doubles high: a double is the highest of its suit)"),
              hand=words, doubles=and_list([TILE_NAMES[t] for t in doubles]))


def _no_bid_reason(obs: Observation, best: Contract) -> Text:
    """The hand in `best`, named first (found by QA: "Pass: 2 trumps and 1 double" of a hand
    with five fives counted aces, a suit the sentence did not name)."""
    words = _hand_words(obs, best, start=False)
    if obs.partner is not None and obs.is_partner_or_self(obs.bidder):
        #: {contract} is a trump ("sixes"); {hand} describes the hand in it: "4 trumps with the 6-6 and 2 other doubles".
        return tx(QT_TRANSLATE_NOOP("hints", "Your partner holds the bid; in {contract}, {hand}."),
                  contract=contract_noun(best), hand=words)
    return tx(QT_TRANSLATE_NOOP("hints", "Pass: in {contract}, {hand}: not enough to bid."),
              contract=contract_noun(best), hand=words)


def _bid_reason(
    obs: Observation, bid: Bid, contract: Contract | None, outlooks: dict[Contract, Outlook], laydown: Contract | None,
    about: Contract | None = None,
) -> Text:
    """Why this bid; a pass (`contract` None) describes the hand in `about`, else in the contract
    it would take most points in."""
    if contract is None:
        # (not `about or ...`: blanks, the contract 0, is falsy)
        return _no_bid_reason(obs, about if about is not None else max(outlooks, key=lambda c: outlooks[c].expected()))
    if contract is laydown and obs.phase is Phase.TRUMP:  # the bid is made (found by QA: "so bid it ... high")
        #: {contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.
        return tx(QT_TRANSLATE_NOOP("hints", "A sure laydown in {contract}: leading, you take every trick whatever the "
                                    "others hold."), contract=contract_noun(contract))
    if contract is laydown:
        #: {contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.
        return tx(QT_TRANSLATE_NOOP("hints", "A sure laydown in {contract}: leading, you take every trick whatever the "
                                    "others hold, so bid it as high as the rules allow."), contract=contract_noun(contract))
    # The chance the table shows beside this text: the one the decision uses.
    p = bid_chance(outlooks[contract], obs.rules, contract, bid.value)
    if obs.phase is Phase.TRUMP and bid.special is not None:
        return _partners_special_reason(bid, contract, p)
    words = _hand_words(obs, contract)
    if shoots_the_moon(bid, obs.rules):  # (not "to make 21 in sixes": the bid is named, as the bid panel says it)
        #: {hand} describes the hand; {contract} a trump ("sixes"); Moon's bid of 21, to take every trick.
        return tx(QT_TRANSLATE_NOOP("hints", "{hand}: about {percent}% to shoot the moon in {contract}."),
                  hand=words, percent=round(p * 100), contract=contract_noun(contract))
    #: {hand} describes the hand; {bid} is a bid ("30", "2 marks", in Moon "5 tricks"); {contract} a trump ("sixes").
    return tx(QT_TRANSLATE_NOOP("hints", "{hand}: about {percent}% to make {bid} in {contract}."),
              hand=words, percent=round(p * 100), bid=bid_words(bid, obs.rules), contract=contract_noun(contract))


def instant_bid_hint(obs: Observation) -> BidHint | None:
    """The bid hint at once, from the offline-built model instead of simulation.

    The same table as `bid_hint` (chance per bid level per contract, expected
    points), with worlds=0 and instant=True; a standard error that is the model's
    measured error. Only the contracts the model covers appear: the seven suits,
    doubles and follow-me of Texas 42 (four players). None when nothing is
    covered (Moon, 42 for three), so the caller waits for `bid_hint`. The model
    ignores the bids heard so far: its chances are those seen before the auction."""
    if obs.phase not in (Phase.BID, Phase.TRUMP) or obs.seat != obs.to_act:
        raise ValueError("a bid hint is for the seat to act while bidding or naming trump")
    rules = obs.rules
    levels = bid_levels(obs)
    forced = obs.phase is Phase.BID and len(obs.legal) == 1
    allowed = {a.contract for a in obs.legal if isinstance(a, NameTrump)} if obs.phase is Phase.TRUMP else None
    estimates: dict[Contract, tuple[dict[int, float], float]] = {}
    table = []
    for c in Contract:
        if allowed is not None and c not in allowed:
            continue
        chances = instant_chances(obs.hand, c, rules)
        expected = instant_expected(obs.hand, c, rules)
        if chances is None or expected is None:
            continue
        estimates[c] = (chances, expected)
        error = model_error(c, rules)
        row = {}
        for v in levels:
            if obs.phase is Phase.BID and not contract_allows(rules, c, Bid(v), forced):
                continue
            p = chances[min(v, 42)]
            row[v] = Chance(p, error, in_play(p, needs_every_trick(rules, c, v)) if obs.phase is Phase.BID else None)
        table.append(ContractHint(c, row, expected, 0, stake_of(rules, obs.seat, c).unit))
    if not estimates:
        return None

    def chance(c: Contract, value: int) -> float:
        return estimates[c][0][min(value, 42)]

    if obs.phase is Phase.TRUMP:
        assert obs.bid is not None
        recommended = obs.bid
        contract: Contract | None = max(estimates, key=lambda c: (chance(c, recommended.value), estimates[c][1]))
    else:
        recommended, contract = _instant_bid(obs, estimates, chance, forced)
    # A first look, not advice: the model ignores the auction and Nello or Sevens, so the
    # simulation that replaces it may well choose otherwise (`BidHint.advice`).
    best = contract if contract is not None else max(estimates, key=lambda c: estimates[c][1])
    #: {hand} describes the hand: "4 trumps with the 6-6 and 2 other doubles".
    reason = tx(QT_TRANSLATE_NOOP("hints", "First look: {hand}. The recommendation follows from the simulation."),
                hand=describe_hand(obs.hand, best, obs.rules))
    return BidHint(table, recommended, contract, reason, instant=True, choice=choice_of(obs))


def _instant_bid(
    obs: Observation,
    estimates: dict[Contract, tuple[dict[int, float], float]],
    chance: Callable[[Contract, int], float],
    forced: bool,
) -> tuple[Bid, Contract | None]:
    """The bid and contract the instant chances recommend, valued on the scale of
    `choice_values` (the model's chance in place of the cautious sampled one)."""
    rules = obs.rules
    values: dict[Choice, float] = {}
    for action in obs.legal:
        if not isinstance(action, Bid) or action.is_pass or action.special:
            continue
        for c in estimates:
            if contract_allows(rules, c, action, forced):
                used = in_play(chance(c, action.value), needs_every_trick(rules, c, action.value))
                values[(action, c)] = _bid_value(obs, action, used)
    if any(isinstance(a, Bid) and a.is_pass for a in obs.legal):
        values[(Bid(0), None)] = pass_value(obs, 0.0, list(values.values()))
    if not values:
        only = obs.legal[0]
        assert isinstance(only, Bid)
        return only, None
    return best_choice(values)


def play_hint(obs: Observation, level: str = "hard", seed: int = 0, part: float = 1.0) -> PlayHint:
    """Each legal tile's chance of making (bidders) or setting (defenders) the
    contract: the very analysis the AI of `level` seeded with `seed` makes."""
    lv = _partial(level_of(level), part)
    plays = evaluate_plays(obs, lv.effort, decision_rng(seed, obs))
    stake = obs.stake
    assert stake is not None
    making = obs.is_partner_or_self(stake.bidder)
    own = plays_for_own_tricks(obs)
    # The score the plays are ordered by (the chance itself, or with Expert's realised
    # chance its mean), so the recommended tile is the best of what the hint shows.
    options = [PlayOption(p.tile, p.score, p.expected) for p in plays]
    best = options[0]
    worlds = plays[0].outlook.n if plays else 0
    if obs.can_claim:
        return PlayHint(options, best.tile, making, CLAIM_REASON, worlds, part >= 1.0, stake.unit, claim=True,
                        misere=stake.misere, own=own)
    reason = play_text(obs, best.tile, options, worlds)
    second = too_close(plays)
    # Only a tile within the coach's line is said to be maybe as good (found by review: "may be as good"
    # beside 20% against 34%, a tile the review must call a mistake by the same numbers)
    close = None if second is None or not reasons.within_line(options, best.tile, second.tile) else second.tile
    if close is not None:
        reason = tx(QT_TRANSLATE_NOOP("hints", "{reason} {versus}"), reason=reason, versus=close_text(close))
    then = bid_chance_then(obs, level, seed) if part >= 1.0 else None
    named = trump_chance_then(obs, level, seed) if part >= 1.0 and then is None else None
    # Only a chance that differs from the lead's needs saying why (found by QA: "weighed at about
    # 0%" beside a lead at 0%)
    then, named = _differing(then, best.chance), _differing(named, best.chance)
    if then is not None or named is not None:
        reason = _recalled(obs, reason, then, named, best.chance)
    return PlayHint(options, best.tile, making, reason, worlds, part >= 1.0, stake.unit, misere=stake.misere, own=own,
                    close=close)


def close_text(tile: int) -> Text:
    """The next best tile may be as good, as far as the hint can tell (found by a tournament audit: the 6-0
    recommended at 58.91% against the 3-2's 58.42%, with no reason: none is true of the 6-0 but luck
    of the deals drawn)."""
    #: {tile} is the next best tile; the hint's chances and points come from sampled deals of the hidden tiles.
    return tx(QT_TRANSLATE_NOOP("hints", "The {tile} may be as good: the hint's sampled deals are too few to tell "
                                "the two apart."), tile=TILE_NAMES[tile])


def _recalled(obs: Observation, reason: Text, then: float | None, named: float | None, shown: float) -> Text:
    """The bidder's opening lead recalls the chance its bid (`then`) or, in Moon, its trump (`named`)
    was weighed with, and says why the lead's own chance (`shown`) differs. The margin that chance
    keeps explains a lower one only; a higher one came from other sampled deals, each played with
    its own best lead (found by playing: "31 in fives was weighed at about 71%: that chance keeps a
    margin ... a tile's chance here is with open hands" beside a lead at 66%)."""
    assert obs.bid is not None and obs.contract is not None
    recalled = then if then is not None else named
    assert recalled is not None
    higher = recalled > shown
    if named is not None:
        if higher:
            #: At a Moon bidder's opening lead: why the chance trump was named with is higher than the lead's.
            text = QT_TRANSLATE_NOOP("hints", "{reason} When trump was named, {contract} was given about {percent}% "
                                     "for the bid of {bid}, with the best lead for each deal, on other sampled deals. "
                                     "The chances here are for one lead, on the deals drawn now.")
        else:
            #: At a Moon bidder's opening lead: why the chance differs from the one the trump hint showed.
            text = QT_TRANSLATE_NOOP("hints", "{reason} When trump was named, {contract} was given about {percent}% "
                                     "for the bid of {bid}, less on purpose: you play without seeing the other hands. "
                                     "The chances here are as if every hand were seen.")
    # (not "When you bid": in play practice the computer bid for the user's seat, found by QA)
    elif higher:
        #: At the bidder's opening lead: why the chance the bid and trump hints showed is higher than the lead's.
        text = QT_TRANSLATE_NOOP("hints", "{reason} At the bid, {bid} in {contract} was given about {percent}%, with "
                                 "the best lead for each deal, on other sampled deals. The chances here are for one "
                                 "lead, on the deals drawn now.")
    else:
        #: At the bidder's opening lead: why the chance differs from the one the bid and trump hints showed.
        text = QT_TRANSLATE_NOOP("hints", "{reason} At the bid, {bid} in {contract} was given about {percent}%, less "
                                 "on purpose: you play without seeing the other hands. The chances here are as if "
                                 "every hand were seen.")
    return tx(text, reason=reason, bid=bid_words(obs.bid, obs.rules), contract=contract_noun(obs.contract),
              percent=round(recalled * 100))


def bid_chance_then(obs: Observation, level: str, seed: int) -> float | None:
    """At the bidder's opening lead: the chance its bid and trump hints showed for the
    contract named (the same analysis, seed and worlds: `trump_outlooks`), or None
    elsewhere (another seat, a later play, a hand changed by the widow)."""
    stake = obs.stake
    if obs.tricks or obs.trick or stake is None or stake.bidder != obs.seat or obs.bid is None or obs.bid.special:
        return None
    then = auction_observation(obs)
    if then is None:
        return None
    if sure_laydown(then) is stake.contract:
        return 1.0
    outlook = analyse_bid(then, level_of(level), decision_rng(seed, then), defence=False).outlooks.get(stake.contract)
    if outlook is None:
        return None
    return bid_chance(outlook, obs.rules, stake.contract, obs.bid.value)


def _differing(chance: float | None, shown: float) -> float | None:
    """`chance`, unless it reads as the same whole percentage as `shown`."""
    return None if chance is None or round(chance * 100) == round(shown * 100) else chance


def trump_observation_then(obs: Observation) -> Observation | None:
    """Moon, the widow taken before naming trump: at the bidder's opening lead, the observation it
    named trump from (the tile laid away, nothing played yet), as the engine gave it; else None."""
    stake = obs.stake
    if (obs.tricks or obs.trick or stake is None or stake.bidder != obs.seat or obs.bid is None
            or obs.discard is None or obs.rules.widow is not WidowTiming.BEFORE_TRUMP):
        return None
    legal = tuple(NameTrump(c) for c in contracts_for_bid(obs.rules, obs.bid))
    return replace(obs, phase=Phase.TRUMP, to_act=obs.seat, contract=None, legal=legal, leader=-1)


def trump_chance_then(obs: Observation, level: str, seed: int) -> float | None:
    """At a Moon bidder's opening lead: the chance the trump hint showed for the contract named
    (found by QA: 45% there, 61% for the lead, and no word of why, which a 42 bidder is told)."""
    then = trump_observation_then(obs)
    if then is None or obs.contract is None or obs.bid is None:
        return None
    if sure_laydown(then) is obs.contract:
        return 1.0
    outlook = trump_outlooks(then, level_of(level), seed).get(obs.contract)
    return None if outlook is None else bid_chance(outlook, obs.rules, obs.contract, obs.bid.value)


def play_text(obs: Observation, tile: int, options: list[PlayOption], worlds: int) -> Text:
    """"Play 5-5: the 5-5 is a walker: no one can beat it in fives now. About 72% to make the contract."
    The fact is left out when none applies; the chance when no world was solved (the only legal tile)."""
    fact = reasons.play_fact(obs, tile, options)
    if fact is None:
        #: {chance} is "about 72% to make the contract".
        return tx(QT_TRANSLATE_NOOP("hints", "Play {tile}: {chance}."), tile=TILE_NAMES[tile],
                  chance=reasons.chance_text(obs, tile, options))
    if not worlds:
        #: {reason} is why, e.g. "the 5-5 is a walker: no one can beat it in fives now".
        return tx(QT_TRANSLATE_NOOP("hints", "Play {tile}: {reason}."), tile=TILE_NAMES[tile], reason=fact)
    #: {reason} is why; {chance} a sentence of its own: "About 72% to make the contract."
    return tx(QT_TRANSLATE_NOOP("hints", "Play {tile}: {reason}. {chance}"), tile=TILE_NAMES[tile], reason=fact,
              chance=reasons.chance_text(obs, tile, options, sentence=True))

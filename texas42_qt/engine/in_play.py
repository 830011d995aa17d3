"""Which house rules mean nothing beside the others: the one place that says it. The New game
dialog greys them and Rules of this game says why (both in the GUI); each case is how the engine
plays (auction.py, contracts.py, state.py, scoring.py), and tests/test_in_play.py plays it."""

from __future__ import annotations

from enum import StrEnum

from .house_rules import AllPass, Scoring, SetScoring
from .rules import MOON_SHOT, PARTNER_SPECIALS, Rules, Variant, rule_choices


class OffCause(StrEnum):
    """Why a rule is out of play: the GUI words each one (rule_texts.OFF_REASONS)."""

    NO_MARK_BIDS = "no_mark_bids"
    NO_NELLO_OR_SEVENS = "no_nello_or_sevens"
    NO_FORCED_BID = "no_forced_bid"
    POINTS_PLAY_OUT = "points_play_out"
    MOON_REACHES_TARGET = "moon_reaches_target"


DEPENDENT_RULES = ("mark_raise", "hide_tricks_on_marks", *PARTNER_SPECIALS, "forced_specials", "end_early",
                   "moon_instant_win")
"""The rules another rule can put out of play (`rules_out_of_play`): the others are always in play."""

def rules_out_of_play(rules: Rules) -> dict[str, OffCause]:
    """The house rules of `rules` that mean nothing beside the others, each with why, in the
    order `rule_choices` gives its game's rules ({} where every rule is in play)."""
    out: dict[str, OffCause] = {}
    if rules.variant is Variant.MOON:
        # Nobody's score falls below zero when a set bidder scores 0 (the others gain its bid):
        # a made moon then takes its bidder to 21 or more, and the bidder goes out first.
        if rules.set_scoring is SetScoring.OPPONENTS_GAIN and rules.target <= MOON_SHOT:
            out["moon_instant_win"] = OffCause.MOON_REACHES_TARGET
    else:
        if not rules.allow_84:  # no bid above 42 (1 mark): nothing to raise, nor tricks to hide, nor a Plunge
            for key in ("mark_raise", "hide_tricks_on_marks", *PARTNER_SPECIALS):
                out[key] = OffCause.NO_MARK_BIDS
        if rules.nello is None and rules.sevens is None:  # no special for a forced bidder to call
            out["forced_specials"] = OffCause.NO_NELLO_OR_SEVENS
        elif rules.all_pass is not AllPass.FORCED:  # nobody is ever forced to bid
            out["forced_specials"] = OffCause.NO_FORCED_BID
        # Held off, not moot: a points game plays every trick so that each point counts (a record
        # whose points game ends early plays as it says, and the rule is then in play).
        if rules.scoring is Scoring.POINTS and not rules.end_early:
            out["end_early"] = OffCause.POINTS_PLAY_OUT
    return {key: out[key] for key in rule_choices(rules.variant) if key in out}  # (42 for three has no Plunge)

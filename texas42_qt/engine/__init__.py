"""The rules of Texas 42, Moon and 42 for three. Pure Python: no Qt here.

Typical use::

    from texas42_qt.engine import GameState, Rules
    game = GameState(Rules.preset("Texas house rules"), seed=42)
    game.deal()
    while game.to_act >= 0:
        game.apply(game.legal_actions()[0])
"""

from .actions import CLAIM, DISCARDS, PASS, PLAYS, TRUMPS, Action, Bid, Claim, Contract, Discard, NameTrump, Play, Special
from .claim import claim_is_sure, claim_refusal
from .contracts import contract_table, contracts_for_bid
from .hand import HandLog, HandResult, Outcome, Phase, Trick
from .house_rules import AllPass, FollowMeDoubles, MarkRaise, NelloDoubles, OpeningBidder, Scoring, SetScoring, WidowTiming
from .in_play import DEPENDENT_RULES, OffCause, rules_out_of_play
from .observation import Observation
from .rules import (
    FORCED_SPECIALS,
    LAYOUTS,
    MAX_MARKS,
    MOON_SHOT,
    PRESET_LABELS,
    PRESETS,
    Layout,
    NelloRule,
    Rules,
    RulesError,
    SpecialRule,
    Variant,
    is_range_rule,
    preset_of,
    rule_choices,
    rule_keys,
    special_marks,
)
from .stake import POINTS, TRICKS, Stake, partner_of, same_side, scores_marks, stake_of
from .state import GameState, IllegalActionError, replay, seat_order
from .tables import TRUMP_SUIT, DoublesMode, TrickTable
from .tiles import DOUBLES_MASK, N_TILES, TILE_COUNT, TILE_NAMES, parse_tile, tile_id, tile_name, tiles_of

__all__ = [
    "Action", "Bid", "CLAIM", "Claim", "claim_is_sure", "claim_refusal",
    "Contract", "DEPENDENT_RULES", "DISCARDS", "DOUBLES_MASK", "Discard", "DoublesMode", "FORCED_SPECIALS", "GameState",
    "HandLog", "HandResult", "IllegalActionError", "LAYOUTS", "Layout", "MAX_MARKS", "MOON_SHOT", "N_TILES",
    "NameTrump", "NelloRule", "Observation", "OffCause", "PASS", "PLAYS", "PRESET_LABELS", "PRESETS", "Phase", "Play", "Rules",
    "RulesError", "Special", "SpecialRule", "TILE_COUNT", "TILE_NAMES", "TRUMPS", "TRUMP_SUIT",
    "Trick", "TrickTable",
    "contract_table", "contracts_for_bid", "seat_order", "Variant", "parse_tile", "replay",
    "POINTS", "TRICKS", "Stake", "partner_of", "same_side", "scores_marks", "stake_of",
    "is_range_rule", "preset_of", "rule_choices", "rules_out_of_play", "rule_keys", "special_marks",
    "tile_id", "tile_name", "tiles_of",
    "AllPass", "FollowMeDoubles", "MarkRaise", "NelloDoubles", "OpeningBidder", "Outcome", "Scoring",
    "SetScoring", "WidowTiming",
]

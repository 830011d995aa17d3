"""The house rules' names, help texts and values as the New game dialog shows them."""

from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, translate, without_alt_key

# Each with its Alt key in the New game dialog ("&"): none two the same in a game's rules, nor
# with the dialog's other fields and buttons (G, R, Y, E, I, D, C; tests/test_keyboard.py checks).
RULE_LABELS = {
    "min_bid": QT_TRANSLATE_NOOP("Dialogs", "&Minimum bid"),
    "allow_84": QT_TRANSLATE_NOOP("Dialogs", "Mark bids (&84 and up)"),
    "mark_raise": QT_TRANSLATE_NOOP("Dialogs", "Raising a mar&k bid"),
    "all_pass": QT_TRANSLATE_NOOP("Dialogs", "&When everyone passes"),
    "opening_bidder": QT_TRANSLATE_NOOP("Dialogs", "&First to bid"),
    "follow_me_doubles": QT_TRANSLATE_NOOP("Dialogs", "F&ollow-me doubles"),
    "end_early": QT_TRANSLATE_NOOP("Dialogs", "End &the hand once decided"),
    "scoring": QT_TRANSLATE_NOOP("Dialogs", "&Score in"),
    "target": QT_TRANSLATE_NOOP("Dialogs", "&Play to"),
    # (not "on mark bids", found by QA: 42 is a mark bid too, and its tricks stay face up)
    "hide_tricks_on_marks": QT_TRANSLATE_NOOP("Dialogs", "&Hide won tricks on bids of 84 and up"),
    "nello": QT_TRANSLATE_NOOP("Dialogs", "&Nello"),
    "sevens": QT_TRANSLATE_NOOP("Dialogs", "Se&vens"),
    "plunge": QT_TRANSLATE_NOOP("Dialogs", "Pl&unge"),
    "splash": QT_TRANSLATE_NOOP("Dialogs", "Spl&ash"),
    "forced_specials": QT_TRANSLATE_NOOP("Dialogs", "A forced &bidder may call a special"),
    "widow": QT_TRANSLATE_NOOP("Dialogs", "Widow e&xchange"),
    "doubles_trump": QT_TRANSLATE_NOOP("Dialogs", "Doubles may be &trump"),
    "follow_me": QT_TRANSLATE_NOOP("Dialogs", "&Follow-me allowed"),
    "set_scoring": QT_TRANSLATE_NOOP("Dialogs", "A &set bidder"),
    "moon_instant_win": QT_TRANSLATE_NOOP("Dialogs", "A made m&oon wins at any score"),
    "claims": QT_TRANSLATE_NOOP("Dialogs", "&Lay down a sure hand"),
}
RULE_HELP = {
    "claims": QT_TRANSLATE_NOOP("Dialogs", "The player to lead may show their hand and take every remaining trick when "
                                           "each tile they hold is sure to win it, whatever the others hold."),
    "min_bid": QT_TRANSLATE_NOOP("Dialogs", "The lowest point bid allowed (30 in tournament play)."),
    "allow_84": QT_TRANSLATE_NOOP("Dialogs", "Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) "
                                             "is the top bid."),
    "mark_raise": QT_TRANSLATE_NOOP("Dialogs", "After the first mark bid, each later one raises it by exactly one "
                                               "mark, or by any number."),
    # The last to bid, whom the engine forces: not the shaker on a first hand the 1-0's holder opens (found by QA)
    "all_pass": QT_TRANSLATE_NOOP("Dialogs", "When the first three players pass: the last player to bid must bid the "
                                             "minimum, or the tiles are shaken again. The last is the shaker, or, on "
                                             "a first hand the holder of the 1-0 opens, the player on their right."),
    "opening_bidder": QT_TRANSLATE_NOOP("Dialogs", "Who bids first on the first hand of a game: the player left of the "
                                                   "shaker, or whoever holds the 1-0."),
    "follow_me_doubles": QT_TRANSLATE_NOOP("Dialogs", "In follow-me (no trump), whether a double is the highest or the "
                                                      "lowest tile of its suit."),
    "end_early": QT_TRANSLATE_NOOP("Dialogs", "Stop a hand as soon as the bid is made or set, instead of playing all "
                                              "seven tricks. A points game plays them all: each point counts."),
    # (found by QA: "first to 7", "first to 250" and "points (to 250)" whatever "Play to" said)
    "scoring": QT_TRANSLATE_NOOP("Dialogs", "Score marks or points; the game is won at the score set in \"Play to\"."),
    "target": QT_TRANSLATE_NOOP("Dialogs", "The score that wins the game."),
    "hide_tricks_on_marks": QT_TRANSLATE_NOOP("Dialogs", "On a bid of 84 (2 marks) or more, won tricks are stacked face "
                                                         "down so nobody can look back; on a bid of 42 they stay face up."),
    "nello": QT_TRANSLATE_NOOP("Dialogs", "A bid to lose every trick; the bidder's partner sits out."),
    "sevens": QT_TRANSLATE_NOOP("Dialogs", "Each player must play the tile closest to seven pips; the bidders must "
                                           "take every trick."),
    "plunge": QT_TRANSLATE_NOOP("Dialogs", "With four doubles or more, bid 4 marks or more; your partner names trump and leads."),
    "splash": QT_TRANSLATE_NOOP("Dialogs", "Like Plunge with three doubles or more, from 2 marks."),
    "forced_specials": QT_TRANSLATE_NOOP("Dialogs", "Whether the last player, forced to bid after everyone passed, may "
                                                    "call Nello or Sevens."),
    "widow": QT_TRANSLATE_NOOP("Dialogs", "Whether the bidder takes the widow before or after naming trump."),
    "doubles_trump": QT_TRANSLATE_NOOP("Dialogs", "Whether the bidder may name doubles as trump."),
    "follow_me": QT_TRANSLATE_NOOP("Dialogs", "Whether the bidder may name follow-me (no trump)."),
    "set_scoring": QT_TRANSLATE_NOOP("Dialogs", "What a set bidder scores: minus the bid, or nothing while each "
                                                "opponent gains the bid."),
    "moon_instant_win": QT_TRANSLATE_NOOP("Dialogs", "When on, shooting the moon and making it wins the game even from "
                                                     "behind. When off, it scores 21 like any bid, which still wins "
                                                     "from zero or more at a target of 21."),
}
# Where a rule reads otherwise at a table of three (found by QA: 42 for three's Nello "sits out" a
# partner it has not, and its all-pass waited for "the first three players")
THREE_PLAYER_HELP = {
    ("42-three", "all_pass"): QT_TRANSLATE_NOOP("Dialogs", "When the first two players pass: the shaker must bid the "
                                                           "minimum, or the tiles are shaken again."),
    ("42-three", "opening_bidder"): QT_TRANSLATE_NOOP("Dialogs", "Who bids first on the first hand of a game: the "
                                                                 "player left of the shaker (42 for three has no 1-0)."),
    ("42-three", "end_early"): QT_TRANSLATE_NOOP("Dialogs", "Stop a hand as soon as the bid is made or set, instead "
                                                            "of playing all nine tricks. A points game plays them "
                                                            "all: each point counts."),
    ("42-three", "nello"): QT_TRANSLATE_NOOP("Dialogs", "A bid to lose every trick, against both other players."),
    ("42-three", "sevens"): QT_TRANSLATE_NOOP("Dialogs", "Each player must play the tile closest to seven pips; the "
                                                         "bidder must take every trick."),
    # (found by QA in the screen reader's description: Moon's "a point bid (30 in tournament play)")
    ("moon", "min_bid"): QT_TRANSLATE_NOOP("Dialogs", "The lowest bid allowed, in tricks: 3, 4 (the usual) or 5."),
    ("moon", "all_pass"): QT_TRANSLATE_NOOP("Dialogs", "When the first two players pass: the last player must bid "
                                                       "the minimum, or the tiles are dealt again."),
}
# Said beside a rule's help while another rule keeps it off (found by QA: with mark bids off,
# Plunge stood greyed and nothing said why), by the engine's cause (engine.OffCause). 42 for
# three's first bidder says it in its help.
OFF_REASONS = {
    "no_mark_bids": QT_TRANSLATE_NOOP("Dialogs", "Not available: mark bids (84 and up) are off."),
    "no_nello_or_sevens": QT_TRANSLATE_NOOP("Dialogs", "Not available: neither Nello nor Sevens is allowed."),
    "no_forced_bid": QT_TRANSLATE_NOOP("Dialogs", "Not available: nobody is forced to bid; when everyone passes, "
                                                  "the tiles are shaken again."),
    "points_play_out": QT_TRANSLATE_NOOP("Dialogs", "Not available: a points game plays every trick."),
    "moon_reaches_target": QT_TRANSLATE_NOOP("Dialogs", "Not available: a made moon wins anyway. A set bidder scores "
                                                        "0, so no score is below zero, and the target is 21 or less."),
}
VALUE_LABELS = {
    "one": QT_TRANSLATE_NOOP("Dialogs", "one mark at a time"),
    "any": QT_TRANSLATE_NOOP("Dialogs", "any jump"),
    "forced": QT_TRANSLATE_NOOP("Dialogs", "last seat must bid"),
    "reshake": QT_TRANSLATE_NOOP("Dialogs", "shake again"),
    "redeal": QT_TRANSLATE_NOOP("Dialogs", "deal again"),
    "left_of_shaker": QT_TRANSLATE_NOOP("Dialogs", "left of the shaker"),
    "holder_1_0": QT_TRANSLATE_NOOP("Dialogs", "holder of the 1-0"),
    "high": QT_TRANSLATE_NOOP("Dialogs", "high"),
    "low": QT_TRANSLATE_NOOP("Dialogs", "low"),
    "marks": QT_TRANSLATE_NOOP("Dialogs", "marks"),
    "points": QT_TRANSLATE_NOOP("Dialogs", "points"),
    "before_trump": QT_TRANSLATE_NOOP("Dialogs", "before naming trump"),
    "after_trump": QT_TRANSLATE_NOOP("Dialogs", "after naming trump"),
    "minus_bid": QT_TRANSLATE_NOOP("Dialogs", "loses the bid"),
    "opponents_gain": QT_TRANSLATE_NOOP("Dialogs", "scores 0; opponents gain the bid"),
    "own_suit": QT_TRANSLATE_NOOP("Dialogs", "their own suit"),
}


def rule_label(key: str) -> str:
    """A house rule's name as a screen reader and the rules page say it."""
    return without_alt_key(rule_field_label(key))


def rule_field_label(key: str) -> str:
    """A house rule's name as the New game dialog's label shows it, with its Alt key."""
    return translate("Dialogs", RULE_LABELS[key]) if key in RULE_LABELS else key


def value_label(value: str) -> str:
    return translate("Dialogs", VALUE_LABELS[value]) if value in VALUE_LABELS else value


def rule_help(variant: str, key: str) -> str:
    """A house rule's help text for the game it is set for ("" for a rule without one)."""
    text = THREE_PLAYER_HELP.get((variant, key)) or RULE_HELP.get(key, "")
    return translate("Dialogs", text) if text else ""


def off_reason(cause: str) -> str:
    """Why a house rule is off when another keeps it so, for the engine's cause (`rules_out_of_play`)."""
    return translate("Dialogs", OFF_REASONS[cause]) if cause in OFF_REASONS else ""

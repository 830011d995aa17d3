"""How a bid, a contract and a hand's outcome are put in words, in one place for every view.

Each form has its job: a contract as a noun inside a sentence ("30 in sixes"), as a title on
a board or a sheet ("Sixes"), as the choice on a button ("Sixes are trump"); a bid as a label
("2 marks (84)", short on a button: "2 marks"), as a decision ("30 in sixes"). Every one is a
`Text`, so the GUI shows it in the player's language (`gui.i18n.render`); its catalogue context
is the one its words have always had, so their translations stay."""

from __future__ import annotations

from .actions import Bid, Contract, Special
from .hand import Outcome
from .rules import MOON_SHOT, Rules, Variant
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import SUIT_NAMES
from .words import DOUBLES

Choice = tuple[Bid, Contract | None]
"""A bidding decision: the bid and the contract it is meant for (None with a pass)."""

_NOUNS = {
    Contract.DOUBLES: DOUBLES,
    Contract.FOLLOW_ME: tx(QT_TRANSLATE_NOOP("names", "follow-me")),
    Contract.NELLO: tx(QT_TRANSLATE_NOOP("names", "Nello")),
    Contract.SEVENS: tx(QT_TRANSLATE_NOOP("names", "Sevens")),
}
_TITLES = {
    Contract.BLANKS: tx(QT_TRANSLATE_NOOP("Models", "Blanks")), Contract.ACES: tx(QT_TRANSLATE_NOOP("Models", "Aces")),
    Contract.DEUCES: tx(QT_TRANSLATE_NOOP("Models", "Deuces")), Contract.TREYS: tx(QT_TRANSLATE_NOOP("Models", "Treys")),
    Contract.FOURS: tx(QT_TRANSLATE_NOOP("Models", "Fours")), Contract.FIVES: tx(QT_TRANSLATE_NOOP("Models", "Fives")),
    Contract.SIXES: tx(QT_TRANSLATE_NOOP("Models", "Sixes")), Contract.DOUBLES: tx(QT_TRANSLATE_NOOP("Models", "Doubles")),
    Contract.FOLLOW_ME: tx(QT_TRANSLATE_NOOP("Models", "Follow-me")), Contract.NELLO: tx(QT_TRANSLATE_NOOP("Models", "Nello")),
    Contract.SEVENS: tx(QT_TRANSLATE_NOOP("Models", "Sevens")),
}
_BUTTONS = {
    Contract.BLANKS: tx(QT_TRANSLATE_NOOP("Models", "Blanks are trump")),
    Contract.ACES: tx(QT_TRANSLATE_NOOP("Models", "Aces are trump")),
    Contract.DEUCES: tx(QT_TRANSLATE_NOOP("Models", "Deuces are trump")),
    Contract.TREYS: tx(QT_TRANSLATE_NOOP("Models", "Treys are trump")),
    Contract.FOURS: tx(QT_TRANSLATE_NOOP("Models", "Fours are trump")),
    Contract.FIVES: tx(QT_TRANSLATE_NOOP("Models", "Fives are trump")),
    Contract.SIXES: tx(QT_TRANSLATE_NOOP("Models", "Sixes are trump")),
    Contract.DOUBLES: tx(QT_TRANSLATE_NOOP("Models", "Doubles are trump")),
    Contract.FOLLOW_ME: tx(QT_TRANSLATE_NOOP("Models", "Follow-me (no trump)")),
    Contract.NELLO: tx(QT_TRANSLATE_NOOP("Models", "Nello (lose every trick)")),
    Contract.SEVENS: tx(QT_TRANSLATE_NOOP("Models", "Sevens (closest to 7 wins)")),
}
_SPECIALS = {
    "nello": tx(QT_TRANSLATE_NOOP("Models", "Nello")), "sevens": tx(QT_TRANSLATE_NOOP("Models", "Sevens")),
    Special.PLUNGE: tx(QT_TRANSLATE_NOOP("Models", "Plunge")), Special.SPLASH: tx(QT_TRANSLATE_NOOP("Models", "Splash")),
}
_OUTCOMES = {
    Outcome.MADE: tx(QT_TRANSLATE_NOOP("Models", "Made")), Outcome.SET: tx(QT_TRANSLATE_NOOP("Models", "Set")),
    Outcome.RESHAKE: tx(QT_TRANSLATE_NOOP("Models", "Reshake")), Outcome.REDEAL: tx(QT_TRANSLATE_NOOP("Models", "Redeal")),
    Outcome.IN_PROGRESS: tx(QT_TRANSLATE_NOOP("Models", "In progress")),
}


def contract_noun(contract: Contract) -> str:
    """The contract as a noun in a sentence: "sixes", "doubles", "follow-me", "Nello", "Sevens"."""
    return SUIT_NAMES[int(contract)] if contract.is_suit else _NOUNS[contract]


def contract_title(contract: Contract | None) -> str:
    """The contract on a board or a sheet: "Sixes", "Doubles", "Follow-me" ("—": none yet)."""
    return "—" if contract is None else _TITLES.get(contract, contract.label)


def contract_button(contract: Contract) -> str:
    """The contract as the choice that names it: "Sixes are trump", "Follow-me (no trump)"."""
    return _BUTTONS.get(contract, contract.label)


def special_name(special: str) -> str:
    """A special contract's name: "Nello", "Sevens", "Plunge", "Splash"."""
    return _SPECIALS.get(special, special.capitalize())


def outcome_word(result: Outcome) -> str:
    """A hand's result on the score sheet: "Made", "Set"..."""
    return _OUTCOMES.get(result, result.replace("_", " ").capitalize())


def bid_label(bid: Bid, rules: Rules, short: bool = False) -> str:
    """A bid as a player says it: "Pass", "31", "2 marks (84)", "Plunge, 4 marks", "21 (the
    moon)"; `short` for a button: "2 marks", "Plunge (4)", "Shoot the moon", and in Moon the bare
    number of tricks."""
    if bid.is_pass:
        return tx(QT_TRANSLATE_NOOP("Models", "Pass"))
    if rules.variant is Variant.MOON:
        if shoots_the_moon(bid, rules):  # (in a sentence: found by playing, "You bid Shoot the moon (Sixes)")
            return tx(QT_TRANSLATE_NOOP("Models", "Shoot the moon")) if short else tx(
                QT_TRANSLATE_NOOP("Models", "21 (the moon)"))
        return str(bid.value) if short else tx(QT_TRANSLATE_NOOP("Models", "%n trick(s)"), bid.value)
    if bid.special:
        name = special_name(bid.special)
        if short:
            return tx(QT_TRANSLATE_NOOP("Models", "{special} ({marks})"), special=name, marks=bid.marks)
        return tx(QT_TRANSLATE_NOOP("Models", "{special}, %n mark(s)"), bid.marks, special=name)
    if bid.value >= 42:
        marks = tx(QT_TRANSLATE_NOOP("Models", "%n mark(s)"), bid.marks)
        return marks if short else tx(QT_TRANSLATE_NOOP("Models", "{marks} ({value})"), marks=marks, value=bid.value)
    return str(bid.value)


def shoots_the_moon(bid: Bid, rules: Rules) -> bool:
    """The bid is Moon's 21, "Shoot the moon" by its name (on its button, the score sheet, and where a
    hand is summed up: "You bid to shoot the moon (Sixes) and made it.")."""
    return rules.variant is Variant.MOON and bid.value == MOON_SHOT


def bid_words(bid: Bid, rules: Rules) -> Text | str:
    """A bid within a sentence, named as every view names it: "30", "2 marks", "Plunge (4 marks)"
    (found by playing and review: "bid splash (2 marks)"; "to make 84", then "2 marks in aces");
    in Moon as its label: "5 tricks", "21 (the moon)"."""
    return choice_phrase((bid, None), rules)


def choice_phrase(choice: Choice, rules: Rules, within: bool = False) -> Text | str:
    """A bid decision in words: "Pass", "30 in sixes", "2 marks in doubles", "Plunge (4 marks)"; in
    Moon "5 tricks in sixes", "Shooting the moon in sixes" (`within` a sentence: "shooting the moon
    in sixes", the one phrase whose first word is not a number or a name)."""
    bid, contract = choice
    if bid.is_pass:
        return tx(QT_TRANSLATE_NOOP("practice", "Pass"))
    if rules.variant is Variant.MOON:  # (found by review: "6 in follow-me rather than 21 in follow-me")
        return _moon_phrase(bid, contract, rules, within)
    if bid.special is Special.PLUNGE:
        return tx(QT_TRANSLATE_NOOP("practice", "Plunge (%n mark(s))"), bid.marks)
    if bid.special:
        return tx(QT_TRANSLATE_NOOP("practice", "Splash (%n mark(s))"), bid.marks)
    if contract is None:
        return tx(QT_TRANSLATE_NOOP("practice", "%n mark(s)"), bid.marks) if bid.value >= 42 else bid.text
    if bid.value >= 42:
        return tx(QT_TRANSLATE_NOOP("practice", "%n mark(s) in {contract}"), bid.marks, contract=contract_noun(contract))
    #: A point bid and its trump: "30 in sixes".
    return tx(QT_TRANSLATE_NOOP("practice", "{points} in {contract}"), points=bid.value, contract=contract_noun(contract))


def _moon_phrase(bid: Bid, contract: Contract | None, rules: Rules, within: bool) -> Text | str:
    """A Moon bid in words: its tricks, or the moon shot by its name, as the bid panel says them."""
    if contract is None:
        return bid_label(bid, rules)
    if not shoots_the_moon(bid, rules):
        #: A Moon bid and its trump: "5 tricks in sixes".
        return tx(QT_TRANSLATE_NOOP("practice", "%n trick(s) in {contract}"), bid.value, contract=contract_noun(contract))
    if within:
        #: Moon's bid of 21 and its trump, within a sentence: "Passing beats shooting the moon in sixes".
        return tx(QT_TRANSLATE_NOOP("practice", "shooting the moon in {contract}"), contract=contract_noun(contract))
    #: Moon's bid of 21 and its trump, opening a sentence or alone: "Shooting the moon in sixes rather than 5 tricks
    #: in sixes".
    return tx(QT_TRANSLATE_NOOP("practice", "Shooting the moon in {contract}"), contract=contract_noun(contract))

"""What a decision panel's buttons say beyond their labels: a bid's tooltip, a contract's line
about the user's hand."""

from __future__ import annotations

from ..ai.heuristics import describe_hand
from ..engine import MOON_SHOT, Bid, Contract, Observation, Special, Variant
from .i18n import render, translate
from .rule_texts import value_label


def bid_tooltip(bid: Bid, obs: Observation) -> str:
    if bid.is_pass:
        return translate("Panels", "Pass: let someone else bid")
    if obs.rules.variant is Variant.MOON:
        return translate("Panels", "Take all seven tricks") if bid.value == MOON_SHOT else \
            translate("Panels", "Take at least {value} of the 7 tricks").format(value=bid.value)
    if bid.special is Special.PLUNGE:
        return translate("Panels", "Plunge: your partner names trump and leads; your side must take every trick")
    if bid.special is Special.SPLASH:
        return translate("Panels", "Splash: your partner names trump and leads; your side must take every trick")
    # The points of the table played at: 44 in 42 for three (found by QA: its bids said "of the 42 points").
    points = obs.rules.layout.total_points
    if bid.value >= 42:
        marks = bid.marks  # a plain name: pyside6-lupdate reads no expression as the count
        return translate("Panels", "Take every trick (all {points} points) for %n mark(s)", None, marks).format(points=points)
    return translate("Panels", "Take at least {value} of the {points} points").format(value=bid.value, points=points)


def contract_explanation(contract: Contract, hand: int, obs: Observation) -> str:
    if contract.is_suit or contract is Contract.DOUBLES:
        return render(describe_hand(hand, contract, obs.rules))
    if contract is Contract.FOLLOW_ME:
        mode = obs.rules.follow_me_doubles if obs.rules.variant is not Variant.MOON else "high"
        return translate("Panels", "No trump: the suit led wins; doubles high") if mode == "high" else \
            translate("Panels", "No trump: the suit led wins; doubles low")
    if contract is Contract.NELLO:
        return nello_line(obs)
    return translate("Panels", "Each trick goes to the tile closest to 7 pips; take every trick")


def nello_line(obs: Observation) -> str:
    """Nello as the house rules play it: who plays against the bidder, and where the doubles go
    (found by checking each rule from the New game dialog: in 42 for three the line said "your
    partner sits out" where nobody has one, and no line said how the doubles rank)."""
    rule = obs.rules.nello
    # "doubles their own suit", "doubles high", "doubles low": as the New game dialog sets it
    doubles = translate("Dialogs", "doubles {value}").format(value=value_label(rule.doubles.value if rule else "own_suit"))
    if obs.rules.layout.partnerships:
        return translate("Panels", "Lose every trick; your partner sits out; {doubles}").format(doubles=doubles)
    return translate("Panels", "Lose every trick against both other players; {doubles}").format(doubles=doubles)

"""The hand review's headline: who played what, and what perfect play with all hands shown takes."""

from __future__ import annotations

from ..ai.evaluate import ends_once_decided
from ..engine import Contract, Rules
from ..engine.wording import contract_noun
from ..engine.words import points, tricks
from ..trainer.own_game import takes_mistakes
from ..trainer.review import HandReview
from .i18n import render, translate
from .models import seat_label


def review_headline(review: HandReview, rules: Rules, names: list[str]) -> str:
    headline = translate("Trainer", "Hand {number}.").format(number=review.hand_index + 1)
    if review.contract is None or review.bidder is None or review.open_value is None:
        return headline + _not_kept(review, rules)
    named = review.named_by is not None and rules.layout.partnerships
    template = _open_play_sentence(review.open_value >= (review.need or 0), review.contract,
                                   rules.layout.partnerships, named)
    chooser = review.bidder if review.named_by is None else review.named_by  # a Plunge's partner names it
    headline += " " + template.format(who=seat_label(names, chooser), bidder=seat_label(names, review.bidder),
                                      contract=render(contract_noun(review.contract)), value=review.open_value,
                                      taken=_taken(review.open_value, review.unit), need=review.need)
    if ends_once_decided(rules):  # the solver plays every trick, past the made or set bid (as the hints say)
        headline += " " + translate("Trainer", "Counted as if every trick were played out.")
    return headline + _not_kept(review, rules)


def _taken(value: int, unit: str) -> str:
    """What the bidders take with open hands, counted in the contract's unit: "1 trick", "24 points"
    (found by playing Sevens: "the bidders take 1 tricks (they needed 7)", a number and a plural word)."""
    return render(tricks(value) if unit == "tricks" else points(value))


def _not_kept(review: HandReview, rules: Rules) -> str:
    """The headline's last sentence where the review marks a mistake of a game My mistakes does not
    take (`takes_mistakes`), "" elsewhere (found by a Moon audit: a review marked a 15.95-point
    mistake, and My mistakes then said "No mistakes to practise")."""
    mine = [s for s in review.steps if s.mine]
    if not any(s.marked for s in mine) or takes_mistakes(rules, mine[0].seat):
        return ""
    return " " + translate("Trainer", "The mistakes marked here do not go into My mistakes: it takes those of "
                                      "games of Texas 42 scored in marks.")


def _open_play_sentence(could: bool, contract: Contract, partnerships: bool, named: bool = False) -> str:
    """The review's sentence on the hand played with open hands (a template for `review_headline`);
    `named`: the contract was named by the bidder's partner (a Plunge or a Splash)."""
    # (found by QA: "they could not make it" over a hand they made, the defenders' slip)
    if contract is Contract.NELLO:
        # In Nello the value counts the opponents' tricks (found by playing Nello: "the bidders
        # take 7 tricks (they needed 7)" over a bidder who had to lose them all).
        return translate("Trainer", "{who} played {contract}; with all hands shown and perfect play the bidder loses "
                                    "{value} of the {need} tricks: the bidder could lose every trick.") if could else \
            translate("Trainer", "{who} played {contract}; with all hands shown and perfect play the bidder loses "
                                 "{value} of the {need} tricks: perfect defence would have made the bidder take one.")
    if named:
        # Both seats by their part (found in Vietnamese and Cebuano: "Partner played blanks" over the
        # user's Plunge read in every catalogue as "Partner won the bid", "Partner is the bidder").
        return translate("Trainer", "{bidder} bid, {who} named {contract}; with all hands shown and perfect play the "
                                    "bidders take {taken} (they needed {need}): they could make it.") if could else \
            translate("Trainer", "{bidder} bid, {who} named {contract}; with all hands shown and perfect play the "
                                 "bidders take {taken} (they needed {need}): perfect defence would have set them.")
    if partnerships:
        return translate("Trainer", "{who} played {contract}; with all hands shown and perfect play the bidders take "
                                    "{taken} (they needed {need}): they could make it.") if could else \
            translate("Trainer", "{who} played {contract}; with all hands shown and perfect play the bidders take "
                                 "{taken} (they needed {need}): perfect defence would have set them.")
    return translate("Trainer", "{who} played {contract}; with all hands shown and perfect play the bidder takes "
                                "{taken} (the bidder needed {need}): the bidder could "
                                "make it.") if could else \
        translate("Trainer", "{who} played {contract}; with all hands shown and perfect play the bidder takes "
                             "{taken} (the bidder needed {need}): perfect defence would have set the "
                             "bidder.")

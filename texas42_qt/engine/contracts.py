"""What a contract is played with: which contracts an auction's winner may name, and each
contract's trick table under the rules."""

from __future__ import annotations

from .actions import Bid, Contract
from .house_rules import FollowMeDoubles
from .rules import Rules, Variant
from .tables import DoublesMode, TrickTable, doubles_trump_table, no_trump_table, sevens_table, suit_trump_table
from .text import QT_TRANSLATE_NOOP, tx

_SUIT_CONTRACTS = tuple(Contract(s) for s in range(7))


def contracts_for_bid(rules: Rules, bid: Bid, forced: bool = False) -> list[Contract]:
    """What the winner of an auction at `bid` may name (`forced`: the bid was forced)."""
    if rules.variant is Variant.MOON:
        out = list(_SUIT_CONTRACTS)
        if rules.doubles_trump:
            out.append(Contract.DOUBLES)
        if rules.follow_me:
            out.append(Contract.FOLLOW_ME)
        return out
    out = [*_SUIT_CONTRACTS, Contract.DOUBLES, Contract.FOLLOW_ME]
    if bid.special is None:
        forced_ok = forced and rules.forced_specials
        if rules.nello is not None and (bid.value >= 42 * rules.nello.min_marks or forced_ok):
            out.append(Contract.NELLO)
        if rules.sevens is not None and (bid.value >= 42 * rules.sevens.min_marks or forced_ok):
            out.append(Contract.SEVENS)
    return out


def contract_table(rules: Rules, contract: Contract) -> TrickTable:
    """The trick table of a contract under these rules (doubles high or low etc.)."""
    if contract.is_suit:
        return suit_trump_table(int(contract))
    if contract is Contract.DOUBLES:
        return doubles_trump_table()
    if contract is Contract.FOLLOW_ME:
        high = rules.variant is Variant.MOON or rules.follow_me_doubles is FollowMeDoubles.HIGH
        return no_trump_table(DoublesMode.HIGH if high else DoublesMode.LOW)
    if contract is Contract.NELLO:
        if rules.nello is None:
            raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "Nello is not played under these rules")))
        return no_trump_table(DoublesMode(rules.nello.doubles))
    return sevens_table()

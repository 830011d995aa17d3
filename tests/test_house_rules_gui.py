"""The house rules set in the New game dialog, as the table then says them (found by checking
each rule's route from the dialog to the table)."""

from __future__ import annotations

import pytest
from helpers import act, dealt

from texas42_qt.engine import Contract, NameTrump, NelloDoubles, NelloRule, Rules, Variant
from texas42_qt.gui.panel_texts import contract_explanation


@pytest.mark.parametrize("doubles", list(NelloDoubles))
@pytest.mark.parametrize("variant", [Variant.TEXAS_42, Variant.THREE])
def test_nellos_line_says_who_plays_and_how_the_doubles_go(qtbot, variant, doubles):
    """Found by checking Nello in 42 for three: the trump panel said "your partner sits out" at a
    table with no partners (the dialog's help said it right), and none of its lines said where the
    doubles go, the house rule set beside Nello (own suit, high or low)."""
    rules = Rules.make(variant, nello=NelloRule(1, doubles))
    state = dealt(rules, {}, shaker=rules.layout.n_seats - 1)
    act(state, "42", *["pass"] * (rules.layout.n_seats - 1))
    obs = state.observation(0)
    assert NameTrump(Contract.NELLO) in obs.legal
    line = contract_explanation(Contract.NELLO, obs.hand, obs)
    assert ("partner sits out" in line) == (variant is Variant.TEXAS_42)
    assert "both other players" in line or variant is Variant.TEXAS_42
    words = {NelloDoubles.OWN_SUIT: "doubles their own suit", NelloDoubles.HIGH: "doubles high",
             NelloDoubles.LOW: "doubles low"}
    assert line.endswith(words[doubles])

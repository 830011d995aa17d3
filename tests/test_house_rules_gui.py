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


def test_naming_trump_for_a_partners_plunge_says_the_partner_bid(qtbot, window):
    """Found by checking Plunge from the New game dialog: with the partner's Plunge the user names
    trump under "Name trump · you bid Plunge, 4 marks", and the hint recommended a contract "for
    your bid of Plunge" and "most likely to make your bid": the partner bid it."""
    from gui_helpers import setup_for, wait_for_user

    from texas42_qt.engine import SpecialRule

    rules = Rules(plunge=SpecialRule(4))
    state = dealt(rules, {2: "6-6 5-5 4-4 3-3 2-2 6-5 6-4", 0: "1-1 0-0 6-3 5-3 5-4 4-3 6-2"}, shaker=1)
    act(state, "plunge 168", "pass", "pass", "pass")  # North (the partner) bids, everyone passes
    window.controller.load(state, setup_for(rules).seats)
    wait_for_user(qtbot, window)
    assert window.controller.observation().phase.name == "TRUMP" and window.trump_panel.isVisible()
    title = window.trump_panel.title.text()
    assert "your partner bid Plunge" in title and "you bid" not in title
    window.request_hint()
    summary = window.hint_view.summary
    qtbot.waitUntil(lambda: "Recommended" in summary.text() and "…" not in summary.text(), timeout=60_000)
    assert "your partner's bid of Plunge" in summary.text() and "your bid" not in summary.text()

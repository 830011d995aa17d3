"""Laying down (claiming the rest of the tricks): the rule, the engine, records, the AI.

The definition (engine/claim.py, docs/RECORD.md): the claimer may lay down when, in
every deal of the tiles it cannot see that fits its view, it takes every trick left
with all hands open, leading each, the other seats (partner too) playing against it.
The fixed plan (trumps first from the top, then each suit from the top) is the fast
"yes". Hand-built positions pin each part; seeded random endgames check the rule
against the AI solver in every consistent world, both ways.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest
from helpers import act, dealt, tiles

from texas42_qt.ai import solver
from texas42_qt.ai.hints import CLAIM_REASON, play_hint
from texas42_qt.ai.players import EasyPlayer, SearchPlayer
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import (
    CLAIM,
    Claim,
    Contract,
    GameState,
    IllegalActionError,
    Outcome,
    Phase,
    Play,
    Rules,
    claim_is_sure,
    record,
)
from texas42_qt.engine.claim import claim_decision, claimer_view, shown_voids, takes_every_trick
from texas42_qt.engine.claim_search import ClaimDecision, live_tiles, refusal_in, sure_refusal
from texas42_qt.engine.record import RecordError
from texas42_qt.engine.tables import DoublesMode, TrickTable, doubles_trump_table, no_trump_table, suit_trump_table
from texas42_qt.engine.text import Text
from texas42_qt.engine.tiles import tiles_of

HOUSE = Rules.preset("Texas house rules")


def mask(text: str) -> int:
    return sum(1 << t for t in tiles(text))


def leading(rules: Rules, hand: str, trump: str, bid: str = "30") -> GameState:
    """Seat 1 (left of the shaker) bids, the others pass, it names `trump` and is to lead."""
    s = dealt(rules, {1: hand}, shaker=0)
    act(s, bid, *["pass"] * (rules.layout.n_seats - 1), f"trump {trump}")
    assert s.phase is Phase.PLAY and s.to_act == 1
    return s


# ------------------------------------------------------------------ the definition, part by part


def test_top_trumps_draw_the_unseen_ones_and_the_low_trumps_are_then_safe():
    # 6-3 and 6-2 are out: the 6-6 and 6-5 draw them, the 6-1 and 6-0 are then safe
    s = leading(Rules(), "6-6 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    assert s.can_claim() and s.observation(1).can_claim


def test_a_low_trump_led_while_higher_ones_may_be_out_is_not_sure():
    # three sixes are out (6-4 6-3 6-2): the third trump lead, 6-1, could lose to the 6-4
    s = leading(Rules(), "6-6 6-5 6-1 6-0 5-5 4-4 3-3", "6")
    assert not s.can_claim()
    with pytest.raises(IllegalActionError, match=r"^seat 1 cannot lay down: the 6-4 is still out and could beat their 6-1$"):
        s.apply(CLAIM)


def test_the_example_of_the_brief():
    s = leading(Rules(), "6-5 6-4 6-3 6-2 6-1 6-0 5-5", "6")
    assert s.refusal(CLAIM) == "seat 1 cannot lay down: the 6-6 is still out and could beat their 6-5"


def test_a_trump_short_lets_a_side_suit_be_ruffed():
    # four sixes are out and the claimer holds three: a trump may be left to ruff the 5-5
    s = leading(Rules(), "6-6 6-5 6-4 5-5 4-4 3-3 2-2", "6")
    assert s.refusal(CLAIM) == "seat 1 cannot lay down: a trump is still out and could ruff their 5-5"


def test_fewer_trumps_than_are_out_is_sure_with_nothing_else_left():
    table = suit_trump_table(6)
    assert claim_is_sure(table, mask("6-6 6-5"), mask("6-4 6-3 6-2 5-5 1-0"))
    assert not claim_is_sure(table, mask("6-6 6-5 5-5"), mask("6-4 6-3 6-2 5-4 1-0"))


def test_a_suit_led_from_the_top_with_a_higher_tile_unseen_is_not_sure():
    s = leading(Rules(), "6-6 6-5 6-4 6-3 6-2 6-1 5-4", "6")
    assert s.refusal(CLAIM) == "seat 1 cannot lay down: the 5-5 is still out and could beat their 5-4"


def test_later_leads_of_a_suit_are_safe_once_the_unseen_ones_are_drawn():
    table = suit_trump_table(6)
    # the 5-5 and the 5-4 draw the only two unseen fives, so the 5-0 is safe
    assert claim_is_sure(table, mask("5-5 5-4 5-0"), mask("5-3 5-2 1-1 2-0 3-0 4-0"))
    assert not claim_is_sure(table, mask("5-5 5-4 5-0"), mask("5-3 5-2 5-1 2-0 3-0 4-0"))


def test_a_non_trump_lead_follows_its_higher_end():
    # with fives trump the 6-2 leads sixes: the unseen 6-3 beats it, though no deuce does
    table = suit_trump_table(5)
    assert sure_refusal(table, mask("6-2"), mask("6-3 2-1 1-0")) == "the 6-3 is still out and could beat your 6-2"
    assert claim_is_sure(table, mask("6-3"), mask("6-2 3-3 1-0"))  # the 3-3 must follow treys, not sixes


def test_follow_me_doubles_high_and_low():
    hand = "6-6 6-5 6-4 5-5 5-4 4-4 3-3"
    assert leading(Rules(), hand, "follow-me").can_claim()
    low = leading(Rules(follow_me_doubles="low"), hand, "follow-me")
    assert low.refusal(CLAIM) == "seat 1 cannot lay down: the 6-3 is still out and could beat their 6-6"


def test_doubles_as_trump():
    s = leading(Rules(), "6-6 5-5 4-4 3-3 6-5 6-4 6-3", "doubles")
    assert s.can_claim()  # 2-2 1-1 0-0 are drawn by three doubles, the sixes top the rest
    s = leading(Rules(), "6-6 5-5 4-4 3-3 5-4 6-4 6-3", "doubles")
    assert s.refusal(CLAIM) == "seat 1 cannot lay down: the 6-5 is still out and could beat their 6-4"
    assert claim_is_sure(doubles_trump_table(), mask("3-3"), mask("2-2 6-0 5-0"))


# The exact rule beyond the plan: follow-me, seat 1 leads 6-6 5-5 3-3 1-1 0-0 (each wins)
# and keeps 4-4 2-1. Seat 0 showed it has no blank; the deuces out are the 4-2 and 2-0.
_FOLLOW_ME_PLAYS = {
    # the 4-2 is the only four out: the 4-4 draws it, then the 2-1 tops the 2-0
    "sure": (
        {0: "1-0 4-2 4-3 5-1 5-2 6-2 6-4", 1: "6-6 5-5 3-3 1-1 0-0 4-4 2-1",
         2: "2-0 3-0 4-0 5-4 6-0 6-1 6-3", 3: "2-2 3-1 3-2 4-1 5-0 5-3 6-5"},
        ("6-6", "6-0", "6-5", "6-2", "5-5", "5-4", "5-0", "5-2", "3-3", "3-0", "3-2", "4-3",
         "1-1", "6-1", "4-1", "1-0", "0-0", "4-0", "2-2", "6-4"),
    ),
    # the 4-3 is out too: a seat holding both plays the 4-3 on the 4-4 and keeps the 4-2
    "not sure": (
        {0: "3-0 3-2 4-2 4-3 5-2 6-0 6-4", 1: "6-6 5-5 3-3 1-1 0-0 4-4 2-1",
         2: "1-0 2-0 4-0 5-0 5-4 6-2 6-3", 3: "2-2 3-1 4-1 5-1 5-3 6-1 6-5"},
        ("6-6", "6-2", "6-1", "6-0", "5-5", "5-4", "5-3", "5-2", "3-3", "6-3", "3-1", "3-0",
         "1-1", "1-0", "4-1", "3-2", "0-0", "4-0", "2-2", "6-4"),
    ),
}


def _follow_me_endgame(case: str) -> GameState:
    hands, plays = _FOLLOW_ME_PLAYS[case]
    s = dealt(Rules(end_early=False), hands, shaker=0)
    act(s, "30", "pass", "pass", "pass", "trump follow-me", *plays)
    assert s.to_act == 1 and s.hands[1] == mask("4-4 2-1") and s.tricks_won[1] == 5
    return s


def _plan_says(s: GameState) -> Text | None:
    """The fixed plan's answer alone, from seat 1's view."""
    assert s.table is not None
    unseen, barred = claimer_view(s.rules, s.table, 1, s.hands[1], s.tricks)
    return sure_refusal(s.table, s.hands[1], live_tiles(unseen, dict(enumerate(barred))))


def test_a_lead_that_draws_a_threat_through_another_suit():
    """The plan leads each suit on its own and refuses; the exact rule sees that the
    4-4 forces out the 4-2 (a four as well as a deuce), whoever holds it."""
    s = _follow_me_endgame("sure")
    assert _plan_says(s) == "the 4-2 is still out and could beat your 2-1"
    assert s.can_claim() and s.observation(1).can_claim
    table = s.table
    assert table is not None
    decision = claim_decision(table, s.hands[1], *claimer_view(s.rules, table, 1, s.hands[1], s.tricks))
    assert decision.sure and decision.how == "proof"
    played = s.clone()
    act(played, "4-4")
    while played.trick_tiles:
        played.apply(played.legal_actions()[0])
    act(played, "2-1")
    while played.phase is Phase.PLAY:
        played.apply(played.legal_actions()[0])
    s.apply(CLAIM)
    r, p = s.result, played.result
    assert r is not None and p is not None and r.claimed == (1, 2)
    assert r.result is Outcome.MADE and r.points == (0, 42) and r.trick_winners == (1,) * 7 and r.awarded == (0, 1)
    assert (r.points, r.trick_winners, r.result, r.awarded) == (p.points, p.trick_winners, p.result, p.awarded)
    assert record.loads(record.dumps(s)).state == s


def test_a_threat_shielded_by_a_lower_tile_of_its_suit_is_refused():
    s = _follow_me_endgame("not sure")
    assert not s.can_claim() and not s.observation(1).can_claim
    assert s.refusal(CLAIM) == "seat 1 cannot lay down: the 4-2 is still out and could beat their 2-1"
    table = s.table
    assert table is not None
    decision = claim_decision(table, s.hands[1], *claimer_view(s.rules, table, 1, s.hands[1], s.tricks))
    assert decision.how == "counterexample" and decision.world is not None
    # the deal found: one seat holds both the 4-2 and the 4-3
    assert any(h & mask("4-2 4-3") == mask("4-2 4-3") for h in decision.world)


def test_the_exact_rule_on_views_built_by_hand():
    table = suit_trump_table(6)
    none = (0, 0, 0)
    # two trumps out, one claimer trump: a seat holding both keeps one to ruff
    assert not takes_every_trick(table, mask("6-6 5-5"), mask("6-4 6-3 1-0 2-0 3-0 4-0"), none)
    only_two = (table.trump_mask, 0, 0)  # still: one of two seats may hold both
    assert not takes_every_trick(table, mask("6-6 5-5"), mask("6-4 6-3 1-0 2-0 3-0 4-0"), only_two)
    # when the voids put the two trumps with two different seats, the 6-6 draws
    # both and the 5-5 is safe; the plan, counting trumps, refuses
    apart = (table.trump_mask, mask("6-4 1-0"), mask("6-3 2-0"))
    assert takes_every_trick(table, mask("6-6 5-5"), mask("6-4 6-3 1-0 2-0 3-0 4-0"), apart)
    assert not claim_is_sure(table, mask("6-6 5-5"), mask("6-4 6-3 1-0 2-0 3-0 4-0"))
    # the plan's "yes" needs no search
    hand = mask("6-6 6-5 6-4 6-1 6-0 5-5 4-4")
    assert claim_decision(table, hand, (1 << 28) - 1 & ~hand, none) == ClaimDecision(True, "plan", 0)
    # a tile out of play (Moon): the 6-3 may lie out, or be held and beat the 6-2
    assert not takes_every_trick(table, mask("6-2"), mask("6-3 5-0 4-0"), (0, 0))
    assert takes_every_trick(table, mask("6-2"), mask("6-3 5-0 4-0"), (mask("6-3"), mask("6-3")))
    with pytest.raises(ValueError):
        takes_every_trick(table, mask("6-2"), mask("6-3"), (0, 0))  # two seats' tiles in one
    # the reason for a refusal names a tile held in the deal that beats the claim: the
    # plan's (the 6-5 over the 6-1) when the 6-5 is held there, else the best try's
    hand, unseen = mask("6-1 5-5"), mask("6-5 6-4 5-0 4-0 3-0")
    held = (mask("6-5 6-4"), mask("5-0 4-0"))
    assert refusal_in(table, hand, unseen, (0, 0), held) == "the 6-5 is still out and could beat your 6-1"
    laid_away = (mask("6-4 4-0"), mask("5-0 3-0"))  # the 6-5 lies out of play
    assert refusal_in(table, hand, unseen, (0, 0), laid_away) == "the 6-4 is still out and could beat your 6-1"
    assert refusal_in(table, mask("6-6 5-5"), unseen, (0, 0), held) == "a trump is still out and could ruff your 5-5"
    with pytest.raises(ValueError):
        takes_every_trick(table, mask("6-2"), mask("6-3 5-0"), (mask("6-3"), mask("6-3")))  # nobody may hold the 6-3


def _wins_open(table: TrickTable, hand: int, others: tuple[int, ...]) -> bool:
    """Brute force on whole tiles: the claimer leads, the others answer with every
    legal tile; can it win every trick?"""
    if not hand:
        return True
    for lead in tiles_of(hand):
        suit = table.lead_suit[lead]
        answers = [tiles_of(table.legal(h, suit)) for h in others]
        if any(table.power[suit][t] > table.power[suit][lead] for a in answers for t in a):
            continue
        if all(
            _wins_open(table, hand & ~(1 << lead), tuple(h & ~(1 << t) for h, t in zip(others, play)))
            for play in itertools.product(*answers)
        ):
            return True
    return False


def _deals(unseen: list[int], barred: tuple[int, ...], size: int, dead: int) -> Iterator[tuple[int, ...]]:
    """Every deal of `unseen` to the other seats (`size` tiles each, none barred) and
    `dead` tiles out of play."""
    room = [size] * len(barred) + [dead]
    hands = [0] * len(room)

    def place(i: int) -> Iterator[tuple[int, ...]]:
        if i == len(unseen):
            yield tuple(hands[:-1])
            return
        t = unseen[i]
        for j in range(len(room)):
            if room[j] and (j == len(barred) or not barred[j] >> t & 1):
                room[j] -= 1
                hands[j] |= 1 << t
                yield from place(i + 1)
                hands[j] &= ~(1 << t)
                room[j] += 1

    yield from place(0)


def test_the_search_agrees_with_brute_force_on_random_views():
    """Views made up at random (hands, unseen tiles, voids, a tile out of play), small
    enough to try every deal tile by tile: the class search gives the same answer.
    Full proofs are rare, so every one met is checked, and a share of the others."""
    rng = random.Random(42)
    tables = [suit_trump_table(6), suit_trump_table(3), doubles_trump_table(),
              no_trump_table(DoublesMode.HIGH), no_trump_table(DoublesMode.LOW)]
    want = {"proof": 20, "counterexample": 60, "plan": 20}
    checked: Counter[str] = Counter()
    while any(checked[k] < n for k, n in want.items()):
        table = rng.choice(tables)
        n_other = rng.choice((2, 3))
        size = rng.randint(1, 2 if n_other == 3 else 3)
        dead = rng.randint(0, 1) if n_other == 2 else 0
        pool = list(range(28))
        rng.shuffle(pool)
        # strong hands, so that a claim is often close
        pool.sort(key=lambda t: -max(table.power[s][t] for s in range(8)) + rng.randint(0, 12))
        hand = sum(1 << t for t in pool[:size])
        rest = pool[size:]
        rng.shuffle(rest)
        unseen = rest[: n_other * size + dead]
        suits = [s for s in range(8) if table.members[s]]
        barred = tuple(sum(table.members[rng.choice(suits)] for _ in range(rng.randint(0, 3))) for _ in range(n_other))
        deals = list(_deals(unseen, barred, size, dead))
        if not deals:
            with pytest.raises(ValueError):
                claim_decision(table, hand, sum(1 << t for t in unseen), barred)
            continue
        decision = claim_decision(table, hand, sum(1 << t for t in unseen), barred)
        if checked[decision.how] >= want[decision.how]:
            continue
        sure = all(_wins_open(table, hand, d) for d in deals)
        assert decision.sure == sure, (table.name, hand, unseen, barred, decision)
        if decision.world is not None:
            assert decision.world in deals and not _wins_open(table, hand, decision.world)
        checked[decision.how] += 1


def _moon_voids() -> GameState:
    """Moon, blanks trump (only the 0-0), seat 0 shot the moon and laid away the 6-3.
    Seat 1 leads with 6-2 2-2 and has seen both others fail to follow sixes."""
    s = dealt(
        Rules.preset("Moon"),
        {0: "5-5 5-4 5-2 5-1 4-2 3-1 2-1", 1: "6-2 6-1 4-4 4-3 4-1 2-2 0-0", 2: "6-6 6-5 6-4 5-3 3-3 3-2 1-1"},
        shaker=0,
        widow="6-3",
    )
    act(s, "5", "6", "21", "discard 6-3", "trump 0")
    act(s, "5-4", "4-1", "6-5", "3-2", "3-1", "4-3", "0-0", "6-6", "5-2", "4-4", "6-4", "4-2", "6-1", "1-1", "5-1")
    return s


def test_known_voids_make_an_unseen_tile_dead():
    s = _moon_voids()
    assert s.to_act == 1 and s.hands[1] == mask("6-2 2-2")
    assert s.can_claim() and s.observation(1).can_claim
    # without the voids the laid-away 6-3 could be anywhere, and beat the 6-2
    unseen = s.layout.tiles & ~s.hands[1] & ~sum(1 << t for tr in s.tricks for t in tr.tiles)
    assert sure_refusal(s.table, s.hands[1], unseen) == "the 6-3 is still out and could beat your 6-2"
    barred = shown_voids(s.table, [0, 2], s.tricks)
    assert barred[0] >> tiles("6-3")[0] & 1 and barred[2] >> tiles("6-3")[0] & 1
    assert live_tiles(unseen, barred) >> tiles("6-3")[0] & 1 == 0
    s.apply(CLAIM)
    assert s.result is not None and s.result.result is Outcome.SET and s.result.claimed == (1, 2)
    assert s.tricks_won == [0, 6, 1] and s.result.points == (0, 6, 1) and s.result.awarded == (-21, 6, 1)


def test_moon_a_non_bidder_does_not_know_the_laid_away_tile():
    """Moon, doubles trump; the bidder (seat 1) laid away the 6-6. Seat 0 leads with
    6-5 3-3: to seat 0 the 6-6 may be out and beat the 3-3; to the bidder it is not."""
    s = dealt(
        Rules.preset("Moon"),
        {0: "6-5 6-4 5-1 4-4 3-3 3-1 1-1", 1: "6-6 5-5 4-3 4-2 4-1 3-2 0-0", 2: "6-3 6-2 6-1 5-3 5-2 2-2 2-1"},
        shaker=1,
        widow="5-4",
    )
    act(s, "4", "pass", "5", "discard 6-6", "trump doubles")
    act(s, "4-1", "2-1", "6-4", "5-1", "5-4", "5-2", "3-2", "6-3", "3-1", "2-2", "1-1", "5-5", "0-0", "5-3", "4-4")
    assert s.to_act == 0 and s.hands[0] == mask("6-5 3-3")
    assert s.refusal(CLAIM) == "seat 0 cannot lay down: the 6-6 is still out and could beat their 3-3"
    played = sum(1 << t for tr in s.tricks for t in tr.tiles)
    unseen = s.layout.tiles & ~s.hands[0] & ~played
    assert claim_is_sure(s.table, s.hands[0], unseen & ~mask("6-6"))


def test_moon_bidder_lays_down_at_the_first_lead():
    s = dealt(Rules.preset("Moon"), {1: "6-6 6-5 6-4 6-3 6-2 6-1 5-5"}, shaker=0, widow="1-1")
    act(s, "7", "pass", "pass", "discard 1-1", "trump 6")
    assert s.to_act == 1 and s.can_claim()
    s.apply(CLAIM)
    r = s.result
    assert r is not None and r.result is Outcome.MADE and r.trick_winners == (1,) * 7
    assert r.points == (0, 7, 0) and r.awarded == (0, 7, 0) and s.tricks == []


def test_42_for_three():
    s = leading(Rules.preset("42 for three"), "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-4", "6")
    assert s.can_claim()
    s.apply(CLAIM)
    r = s.result
    assert r is not None and r.points == (0, 44, 0) and r.result is Outcome.MADE and r.awarded == (0, 1, 0)
    assert r.trick_winners == (1,) * 9 and s.tricks_won == [0, 9, 0]


def test_never_in_nello_or_sevens():
    s = leading(HOUSE, "6-6 6-5 6-4 6-3 6-2 6-1 6-0", "nello", bid="42")
    assert s.refusal(CLAIM) == "seat 1 cannot lay down: nobody lays down in Nello: every trick is played"
    s = leading(HOUSE, "6-6 6-5 6-4 6-3 6-2 6-1 6-0", "sevens", bid="42")
    assert not s.can_claim() and not s.observation(1).can_claim
    assert "nobody lays down in Sevens" in str(s.refusal(CLAIM))


def test_the_house_rule_off():
    rules = Rules.make("42", claims=False)
    s = leading(rules, "6-6 6-5 6-4 6-3 6-2 6-1 6-0", "6")
    assert not s.can_claim()
    with pytest.raises(IllegalActionError, match=r"not played in this game \(house rule off\)"):
        s.apply(CLAIM)
    assert rules.to_dict() == {"claims": False} and Rules().to_dict() == {}
    assert Rules.make("moon", claims=False).to_dict() == {"claims": False}
    assert Rules.from_dict("42-three", {"claims": False}).claims is False
    for variant in ("42", "42-three", "moon"):
        assert Rules.make(variant).claims is True


def test_only_the_leader_and_only_in_play():
    s = dealt(Rules(), {1: "6-6 6-5 6-4 6-3 6-2 6-1 6-0"}, shaker=0)
    assert s.refusal(CLAIM) == "seat 1 cannot lay down now: it is the bid phase"
    act(s, "30", "pass", "pass", "pass", "trump 6")
    assert s.can_claim() and CLAIM not in s.legal_actions()
    act(s, "6-6")
    assert not s.can_claim() and not s.observation(2).can_claim and not s.observation(1).can_claim
    assert s.refusal(CLAIM) == "seat 2 cannot lay down now: only the player to lead may, before the trick"


def test_claim_is_a_plain_value():
    assert Claim() == CLAIM and hash(Claim()) == hash(CLAIM) and str(CLAIM) == "lay down"


# ------------------------------------------------------------------ applying a claim


def test_scoring_of_a_claim_at_the_first_lead():
    s = leading(Rules(), "6-6 6-5 6-4 6-3 6-2 6-1 6-0", "6")
    before = s.clone()
    s.apply(CLAIM)
    r = s.result
    assert r is not None and r.result is Outcome.MADE and r.claimed == (1, 7) and s.claimed == (1, 7)
    assert r.points == (0, 42) and r.trick_winners == (1,) * 7 and r.awarded == (0, 1)
    assert s.tricks == [] and s.tricks_won == [0, 7, 0, 0] and s.phase is Phase.SCORED
    obs = s.observation(3)
    assert obs.claimed == (1, 7) and obs.revealed is not None and obs.revealed[1] == before.hands[1]
    s.undo()
    assert s == before and s.can_claim()


def test_a_claim_after_tricks_counts_the_played_and_claimed_tricks():
    s = leading(Rules(end_early=False), "6-6 6-5 6-4 6-3 6-2 5-5 4-4", "6")
    for _ in range(2):  # 6-6 and 6-5 draw trumps; the others play their first legal tile
        act(s, "6-6" if not s.tricks else "6-5")
        while s.trick_tiles:
            s.apply(s.legal_actions()[0])
    assert s.to_act == 1 and len(s.tricks) == 2 and s.can_claim()
    s.apply(CLAIM)
    r = s.result
    assert r is not None and r.claimed == (1, 5) and r.trick_winners == (1,) * 7 and len(s.tricks) == 2
    assert r.points == (0, 42) and s.tricks_won[1] == 7 and r.result is Outcome.MADE


def test_a_mark_bid_claimed_is_made_and_a_defender_claim_sets_it():
    s = leading(Rules(), "6-6 6-5 6-4 6-3 6-2 6-1 6-0", "6", bid="84")
    s.apply(CLAIM)
    assert s.result is not None and s.result.result is Outcome.MADE and s.result.awarded == (0, 2)
    # end_early off: the defenders won a trick, then one of them lays down the rest
    done = 0
    for st in _random_endgames(Rules(end_early=False), 400, seed=3, claimable=True, mark_bid=True):
        seat, left = st.to_act, st.hands[st.to_act].bit_count()
        if st.layout.side(seat) == st.bid_side or st.high is None or st.high.value < 42:
            continue
        st.apply(CLAIM)
        r = st.result
        assert r is not None and r.result is Outcome.SET and r.claimed == (seat, left)
        assert r.trick_winners[-left:] == (seat,) * left and len(r.trick_winners) == 7
        done += 1
    assert done > 0


def test_undo_and_replay_of_a_claim():
    s = _moon_voids()
    s.apply(CLAIM)
    assert record.loads(record.dumps(s)).state == s
    s.undo()
    assert s.phase is Phase.PLAY and s.claimed is None and s.can_claim()
    clone = s.clone()
    clone.apply(CLAIM)
    assert s.claimed is None and clone.claimed == (1, 2)


# ------------------------------------------------------------------ records


def test_record_round_trip_and_format():
    s = leading(Rules(), "6-6 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    s.apply(CLAIM)
    text = record.dumps(s)
    doc = json.loads(text)
    assert doc["hands"][0]["actions"][-1] == {"seat": 1, "claim": True}
    assert "rules" in doc and doc["rules"] == {}
    loaded = record.loads(text).state
    assert loaded == s and record.dumps(loaded) == text
    summary = record.summary(loaded)
    hand = summary["hands"][0]
    assert hand["claimed"] == {"seat": 1, "tricks": 7} and hand["trick_winners"] == [1] * 7
    assert "seat 1 laid down for 7 tricks" in record.describe(summary)
    writer = record.RecordWriter()
    assert json.loads(writer.dumps(s)) == doc


def test_a_false_claim_in_a_record_is_refused():
    s = leading(Rules(), "6-6 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    s.apply(CLAIM)
    doc = json.loads(record.dumps(s))
    deal = doc["hands"][0]["deal"]
    # swap seat 1's 5-5 for the 1-0: the 1-0 is sure to lose to a higher ace
    holder = next(i for i, h in enumerate(deal) if "1-0" in h)
    deal[1] = ["1-0" if t == "5-5" else t for t in deal[1]]
    deal[holder] = ["5-5" if t == "1-0" else t for t in deal[holder]]
    with pytest.raises(RecordError, match=r"^hand 1, action 6: West cannot lay down: "):
        record.loads(json.dumps(doc))
    for bad in (False, "yes", 1, None):
        doc = json.loads(record.dumps(s))
        doc["hands"][0]["actions"][-1]["claim"] = bad
        with pytest.raises(RecordError, match=r"action 6: a claim is written \"claim\": true"):
            record.loads(json.dumps(doc))
    doc = json.loads(record.dumps(s))
    doc["hands"][0]["actions"][-1]["play"] = "6-6"
    with pytest.raises(RecordError, match="exactly one of bid, trump, discard, play, claim"):
        record.loads(json.dumps(doc))
    doc = json.loads(record.dumps(s))
    doc["hands"][0]["actions"].insert(5, {"seat": 1, "play": "6-6"})
    doc["hands"][0]["actions"][-1]["seat"] = 2
    with pytest.raises(RecordError, match=r"^hand 1, action 7: North cannot lay down now: only the player to lead"):
        record.loads(json.dumps(doc))


def test_a_claim_after_the_hand_is_over_is_refused():
    s = leading(Rules(), "6-6 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    s.apply(CLAIM)
    doc = json.loads(record.dumps(s))
    doc["hands"][0]["actions"].append({"seat": 1, "claim": True})
    with pytest.raises(RecordError, match=r"action 7: the hand is already over"):
        record.loads(json.dumps(doc))


def test_the_check_command_reports_a_claimed_hand(tmp_path, capsys):
    from texas42_qt.record_cli import main

    s = _moon_voids()
    s.apply(CLAIM)
    path = tmp_path / "claim.t42"
    record.save(path, s)
    assert main(["check", str(path), "--json"]) == 0
    hand = json.loads(capsys.readouterr().out)["hands"][0]
    assert hand["result"] == "set" and hand["claimed"] == {"seat": 1, "tricks": 2}
    assert hand["trick_winners"][-2:] == [1, 1] and hand["points"] == [0, 6, 1] and hand["awarded"] == [-21, 6, 1]
    assert main(["check", str(path)]) == 0
    assert "West laid down for 2 tricks" in capsys.readouterr().out


# ------------------------------------------------------------------ the AI


def test_every_level_lays_down_when_it_can():
    s = leading(Rules(), "6-6 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    obs = s.observation(1)
    assert obs.can_claim
    assert EasyPlayer().choose(obs) == CLAIM
    assert SearchPlayer("normal").choose(obs) == CLAIM and SearchPlayer("hard").choose(obs) == CLAIM
    hint = play_hint(obs, "normal")
    assert hint.claim and hint.reason == CLAIM_REASON and hint.options
    not_sure = leading(Rules(), "6-6 6-5 6-1 6-0 5-5 4-4 3-3", "6").observation(1)
    assert isinstance(EasyPlayer().choose(not_sure), Play) and not play_hint(not_sure, "normal").claim


def test_games_between_ai_players_with_claims_finish_and_round_trip():
    claims = 0
    for preset in ("Straight 42 (tournament)", "Moon", "42 for three"):
        s = GameState(Rules.preset(preset), seed=99)
        players = [EasyPlayer(seed=i) for i in range(s.n)]
        for _ in range(6):
            s.deal()
            while s.to_act >= 0:
                action = players[s.to_act].choose(s.observation(s.to_act))
                claims += action == CLAIM
                s.apply(action)
            assert record.loads(record.dumps(s)).state == s
            if s.phase is Phase.GAME_OVER:
                break
            s.next_hand()
    assert claims > 0


# ------------------------------------------------------------------ no leak


def test_the_offer_depends_only_on_what_the_seat_sees():
    rng = random.Random(8)
    checked = 0
    for st in _random_endgames(Rules(end_early=False), 150, seed=4) + _random_endgames(Rules.preset("Moon"), 100, seed=5):
        seat = st.to_act
        assert st.observation(seat).can_claim == st.can_claim()
        assert not any(st.observation(s).can_claim for s in range(st.n) if s != seat)
        others = [s for s in range(st.n) if s != seat and st.hands[s]]
        a, b = rng.sample(others, 2)
        ta, tb = rng.choice(tiles_of(st.hands[a])), rng.choice(tiles_of(st.hands[b]))
        swapped = st.clone()
        swapped.hands[a] ^= 1 << ta | 1 << tb
        swapped.hands[b] ^= 1 << ta | 1 << tb
        assert swapped.can_claim() == st.can_claim() and swapped.observation(seat).can_claim == st.can_claim()
        checked += 1
    assert checked > 200


def test_an_observation_with_the_new_fields_pickles():
    import pickle

    obs = _moon_voids().observation(1)
    assert pickle.loads(pickle.dumps(obs)) == obs and obs.can_claim


# ------------------------------------------------------------------ soundness against the solver


def _random_endgames(
    rules: Rules, n: int, seed: int, claimable: bool | None = None, mark_bid: bool = False
) -> list[GameState]:
    """Hands played with random legal tiles until 1-4 tricks are left, at a lead
    (Nello and Sevens left out: nobody lays down there)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        st = GameState(rules, seed=rng.getrandbits(40))
        st.deal()
        while st.phase is Phase.BID:
            legal = st.legal_actions()
            if mark_bid and any(a.value == 42 for a in legal):
                st.apply(next(a for a in legal if a.value == 42))
                continue
            st.apply(legal[0] if rng.random() < 0.6 else rng.choice(legal[:4]))
        while st.phase in (Phase.TRUMP, Phase.WIDOW):
            options = [a for a in st.legal_actions() if getattr(a, "contract", None) not in (Contract.NELLO, Contract.SEVENS)]
            st.apply(rng.choice(options))
        left = rng.randint(1, 4)
        while st.phase is Phase.PLAY and (st.trick_tiles or st.hands[st.to_act].bit_count() != left):
            st.apply(rng.choice(st.legal_actions()))
        if st.phase is Phase.PLAY and (claimable is None or st.can_claim() == claimable):
            out.append(st)
    return out


def _worlds(st: GameState) -> list[tuple[int, ...]]:
    """Every deal of the unseen tiles consistent with the claimer's view (sizes, voids)."""
    sampler = Sampler(st.observation(st.to_act), use_auction=False)
    return [w.hands for w in sampler.worlds(0, random.Random(0), enumerate_below=sampler.count())]


def _takes_all(st: GameState, hands: tuple[int, ...], seats: int) -> bool:
    """The solver: can `seats` take every trick left, all hands open, best play?"""
    stake = st.stake
    assert stake is not None
    pos = solver.stake_position(stake, hands, st.to_act, max_seats=seats)
    pos = replace(pos, weight=solver.NO_COUNT)
    return solver.reaches(pos, st.hands[st.to_act].bit_count())


def exactness(rules: Rules, n: int, seed: int) -> dict[str, int]:
    """Positions tried, claimable ones, of those the ones the fixed plan refuses
    (`beyond_plan`), and disagreements: positions where `can_claim` differs from the
    solver's answer to "does the claimer alone (the partner plays against it) take
    every trick left in every world consistent with its view?" (must be 0)."""
    out = {"tried": 0, "claimable": 0, "beyond_plan": 0, "disagreements": 0, "worlds": 0}
    for st in _random_endgames(rules, n, seed):
        worlds = _worlds(st)
        seat = st.to_act
        out["tried"] += 1
        out["worlds"] += len(worlds)
        sure = all(_takes_all(st, w, 1 << seat) for w in worlds)
        claimable = st.can_claim()
        assert st.observation(seat).can_claim == claimable
        out["claimable"] += claimable
        out["disagreements"] += claimable != sure
        if claimable:
            known_out = 1 << st.discard if st.discard is not None and seat == st.bidder else 0
            assert st.table is not None
            unseen, barred = claimer_view(st.rules, st.table, seat, st.hands[seat], st.tricks, known_out)
            out["beyond_plan"] += sure_refusal(st.table, st.hands[seat], live_tiles(unseen, dict(enumerate(barred)))) is not None
        else:
            assert str(st.refusal(CLAIM)).startswith(f"seat {seat} cannot lay down: ")
    return out


SOUND_RULES = {
    "42": Rules(end_early=False),
    "42-low": Rules(end_early=False, follow_me_doubles="low"),
    "moon": Rules.preset("Moon"),
    "three": Rules.make("42-three", end_early=False),
}


@pytest.mark.parametrize("kind", list(SOUND_RULES))
def test_a_claim_is_allowed_exactly_when_the_solver_proves_it(kind):
    figures = exactness(SOUND_RULES[kind], 120, seed=11)
    assert figures["disagreements"] == 0, figures
    assert figures["claimable"] >= 10, figures


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(SOUND_RULES))
def test_a_claim_is_allowed_exactly_when_the_solver_proves_it_many(kind):
    figures = exactness(SOUND_RULES[kind], 500, seed=12)
    assert figures["disagreements"] == 0, figures


# ------------------------------------------------------------------ a claim against the worst defence


def takes_the_rest(st: GameState, claimer: int, memo: dict[tuple[int, ...], bool]) -> bool:
    """Open hands, played through the engine: can the claimer, to lead, win every
    trick left whatever the others play?"""
    if st.phase is not Phase.PLAY:
        return True
    key = tuple(st.hands)
    if key not in memo:
        memo[key] = any(lead_holds(st, claimer, t, memo) for t in tiles_of(st.hands[claimer]))
    return memo[key]


def lead_holds(st: GameState, claimer: int, tile: int, memo: dict[tuple[int, ...], bool]) -> bool:
    """Whether leading `tile` wins this trick and keeps every later one winnable."""

    def follow(s: GameState) -> bool:
        if s.phase is not Phase.PLAY or not s.trick_tiles:
            return s.tricks[-1].winner == claimer and takes_the_rest(s, claimer, memo)
        return all(follow(_after(s, a)) for a in s.legal_actions())

    return follow(_after(st, Play(tile)))


def _after(st: GameState, action: Play) -> GameState:
    nxt = st.clone()
    nxt.apply(action)
    return nxt


def _played_out_cases() -> list[GameState]:
    return _random_endgames(Rules(end_early=False), 300, seed=21, claimable=True) + _random_endgames(
        Rules.make("42-three", end_early=False), 150, seed=22, claimable=True
    )


def test_a_claim_scores_like_playing_it_out_against_any_defence():
    cases = _played_out_cases()
    assert len(cases) >= 30
    for st in cases:
        claimer, memo = st.to_act, {}
        assert takes_the_rest(st, claimer, memo), "a defence beats the claim"
        played = st.clone()
        while played.phase is Phase.PLAY:
            if played.to_act == claimer and not played.trick_tiles:
                lead = next(t for t in tiles_of(played.hands[claimer]) if lead_holds(played, claimer, t, memo))
                played.apply(Play(lead))
            else:
                played.apply(played.legal_actions()[-1])
        claimed = st.clone()
        claimed.apply(CLAIM)
        a, b = claimed.result, played.result
        assert a is not None and b is not None
        assert (a.points, a.trick_winners, a.result, a.awarded) == (b.points, b.trick_winners, b.result, b.awarded)
        assert claimed.tricks_won == played.tricks_won and claimed.score == played.score
        if st.rules.variant.value == "42":
            assert sum(a.points) == 42


def test_the_partners_tiles_count_against_the_claimer_in_a_plunge():
    """The partner names trump and leads; the bidder's tiles are unseen to it, and a
    claim is the claimer's own: it must win every trick whatever the partner plays."""
    s = dealt(HOUSE, {1: "6-6 4-4 3-3 2-2 2-1 2-0 1-0", 3: "6-5 6-4 6-3 6-2 6-1 6-0 5-4"}, shaker=0)
    act(s, "plunge 168", "pass", "pass", "pass", "trump 6")
    assert s.to_act == 3 and s.refusal(CLAIM) == "seat 3 cannot lay down: the 6-6 is still out and could beat their 6-5"
    s = dealt(HOUSE, {1: "6-6 4-4 3-3 2-2 2-1 2-0 1-0", 3: "5-5 6-5 5-4 5-3 5-2 5-1 5-0"}, shaker=0)
    act(s, "plunge 168", "pass", "pass", "pass", "trump 5")
    assert s.observation(3).can_claim and s.can_claim()
    s.apply(CLAIM)
    r = s.result
    assert r is not None and r.result is Outcome.MADE and r.awarded == (0, 4) and r.trick_winners == (3,) * 7


def test_the_example_of_record_md():
    s = leading(Rules(), "6-6 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    s.apply(CLAIM)
    hand = record.summary(s)["hands"][0]
    assert hand["trick_winners"] == [1] * 7 and hand["points"] == [0, 42] and hand["result"] == "made"
    doc = json.loads(record.dumps(s))
    deal = doc["hands"][0]["deal"]
    holder = next(i for i, h in enumerate(deal) if "6-3" in h)
    deal[1] = ["6-3" if t == "6-6" else t for t in deal[1]]
    deal[holder] = ["6-6" if t == "6-3" else t for t in deal[holder]]
    want = "hand 1, action 6: West cannot lay down: the 6-6 is still out and could beat their 6-5"
    with pytest.raises(RecordError, match=f"^{want}$"):
        record.loads(json.dumps(doc))


def test_a_refused_claim_is_said_of_the_claimer_and_to_the_user_at_the_seat():
    """Found by QA: a record's refusal read "West cannot lay down: ... could beat your 6-5", a sentence
    about West that said "your". Said of the seat, its reason says "their"; said to the user at the
    seat (the session, the Lay down hint), "your"."""
    from texas42_qt.engine.observation import observed_claim_refusal
    from texas42_qt.play.session import for_user

    s = leading(Rules(), "6-3 6-5 6-4 6-1 6-0 5-5 4-4", "6")
    reason = s.refusal(CLAIM)
    assert reason == "seat 1 cannot lay down: the 6-6 is still out and could beat their 6-5"
    assert for_user(reason, 1) == "You cannot lay down: the 6-6 is still out and could beat your 6-5."
    assert observed_claim_refusal(s.observation(1)) == "the 6-6 is still out and could beat your 6-5"
    ruffed = leading(Rules(), "6-6 6-5 6-4 5-5 4-4 3-3 2-2", "6")  # three trumps out, held by the others
    assert for_user(ruffed.refusal(CLAIM), 1).endswith("could ruff your 5-5.")
    assert str(ruffed.refusal(CLAIM)).endswith("could ruff their 5-5")

"""The sampler and a Plunge or Splash: the bidder held the doubles the engine asks for (found by
QA: the hint for naming trump for a partner's Plunge reasoned from deals where it held fewer)."""

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest
from helpers import act, dealt

from texas42_qt.ai import evaluate
from texas42_qt.ai.hints import bid_hint
from texas42_qt.ai.players import HINT_SEED
from texas42_qt.ai.sampler import Sampler
from texas42_qt.engine import DOUBLES_MASK, Bid, Contract, GameState, Observation, Phase, Rules, Special, SpecialRule
from texas42_qt.engine.auction import legal_bids, was_forced

HOUSE = Rules.preset("Texas house rules")


def special_game(seed: int, steps: int) -> GameState:
    """A game of random legal actions that bids a Plunge or Splash whenever one is legal."""
    rng = random.Random(seed)
    g = GameState(HOUSE, seed=seed)
    g.deal()
    for _ in range(steps):
        if g.to_act < 0:
            break
        legal = g.legal_actions()
        g.apply(rng.choice([a for a in legal if isinstance(a, Bid) and a.special] or legal))
    return g


def played_by(obs: Observation) -> list[int]:
    played = [0] * 4
    for trick in obs.tricks:
        for s, t in zip(trick.seats, trick.tiles):
            played[s] |= 1 << t
    for s, t in obs.trick:
        played[s] |= 1 << t
    return played


def bids_were_legal(obs: Observation, hands: tuple[int, ...]) -> bool:
    """Whether every Plunge and Splash of the auction was legal (by the engine's own rule) had the
    seats held these hands, with the tiles they have played since."""
    played = played_by(obs)
    high = None
    for i, (seat, bid) in enumerate(obs.bids):
        if bid.special and bid not in legal_bids(obs.rules, high, hands[seat] | played[seat],
                                                 was_forced(obs.rules, obs.bids, i)):
            return False
        high = high if bid.is_pass else bid
    return True


def brute_force(sampler: Sampler) -> tuple[int, set[tuple[int, ...]]]:
    """Every deal of the hidden tiles fitting the hand sizes and shown voids (found without the
    sampler's counting), and those of them in which every special bid was legal."""
    obs = sampler.obs
    deals = set()
    n = 0
    for slots in itertools.product(*sampler.allowed):
        if [slots.count(k) for k in range(len(sampler.sizes))] != sampler.sizes:
            continue
        n += 1
        hands = [0] * 4
        hands[obs.seat] = obs.hand
        for t, k in zip(sampler.pool, slots):
            if k < len(sampler.others):
                hands[sampler.others[k]] |= 1 << t
        if bids_were_legal(obs, tuple(hands)):
            deals.add(tuple(hands))
    return n, deals


# (seed, steps): late in the hand, with the bidders' doubles still hidden in part:
# two Splash bidders (the observer neither), and one Plunge.
SMALL = [(31, 18), (44, 20)]


@pytest.mark.parametrize("seed, steps", SMALL)
def test_counts_and_enumeration_match_brute_force_filtered_by_the_rule(seed, steps):
    g = special_game(seed, steps)
    assert g.phase is Phase.PLAY
    sampler = Sampler(g.observation(g.to_act), use_auction=False)
    unfiltered, deals = brute_force(sampler)
    assert len(deals) < unfiltered  # the rule rules out deals here
    assert sampler.count() == len(deals)
    enumerated = [w.hands for w in sampler.worlds(5, random.Random(1), enumerate_below=10_000)]
    assert len(enumerated) == len(set(enumerated)) and set(enumerated) == deals
    assert tuple(g.hands) in deals  # the real deal is one of them


def test_draws_are_uniform_among_the_deals_the_rule_allows():
    g = special_game(*SMALL[0])
    sampler = Sampler(g.observation(g.to_act), use_auction=False)
    _, deals = brute_force(sampler)
    per_deal = 30
    seen = Counter(w.hands for w in sampler.sample(per_deal * len(deals), random.Random(2)))
    assert set(seen) == deals
    chi2 = sum((seen[d] - per_deal) ** 2 / per_deal for d in deals)
    df = len(deals) - 1
    assert chi2 < df + 4 * (2 * df) ** 0.5, (chi2, df)  # (a fixed seed: the same draws every run)


@pytest.mark.parametrize("seed", range(24))
def test_every_world_gives_a_plunge_or_splash_bidder_its_doubles(seed):
    for steps in (5, 12, 20):
        g = special_game(seed, steps)
        if g.to_act < 0 or not any(bid.special for _, bid in g.bids):
            continue
        for seat in range(4):
            obs = g.observation(seat)
            sampler = Sampler(obs)
            worlds = sampler.sample(30, random.Random(seed)) + sampler.worlds(5, random.Random(seed), 2_000)
            assert all(bids_were_legal(obs, w.hands) for w in worlds)


def test_no_deal_fitting_the_rule_is_the_impossible_observation_error():
    """West holds four doubles, so North cannot have held four: an observation saying North bid a
    Plunge fits no deal, and says so as any impossible observation does."""
    rules = Rules(plunge=SpecialRule(4))
    g = dealt(rules, {0: "6-6 5-5 4-4 3-3 6-5 6-4 6-3"}, shaker=1)
    obs = replace(g.observation(0), bids=((2, Bid(168, Special.PLUNGE)),))
    sampler = Sampler(obs)
    assert sampler.count() == 0
    with pytest.raises(ValueError, match="no deal of the hidden tiles fits this observation"):
        sampler.worlds(10, random.Random(1), enumerate_below=100)
    with pytest.raises(ValueError, match="no deal of the hidden tiles fits this observation"):
        sampler.sample(10, random.Random(1))


def test_naming_trump_for_a_partners_plunge_weighs_only_deals_where_it_held_four_doubles(monkeypatch):
    """The position of test_house_rules_gui's partner's Plunge: West holds 1-1 and 0-0, North
    bid a Plunge, so North holds four or five of the other five doubles. Weighed over every deal,
    97% of them impossible, follow-me showed about 5% to make; with the doubles in North's hand,
    about 91%."""
    rules = Rules(plunge=SpecialRule(4))
    state = dealt(rules, {2: "6-6 5-5 4-4 3-3 2-2 6-5 6-4", 0: "1-1 0-0 6-3 5-3 5-4 4-3 6-2"}, shaker=1)
    act(state, "plunge 168", "pass", "pass", "pass")
    obs = state.observation(0)
    drawn: list[tuple[int, ...]] = []

    class Recording(Sampler):
        def sample(self, n, rng):
            worlds = super().sample(n, rng)
            drawn.extend(w.hands for w in worlds)
            return worlds

    monkeypatch.setattr(evaluate, "Sampler", Recording)
    hint = bid_hint(obs, "hard", HINT_SEED)
    assert drawn and all((hands[2] & DOUBLES_MASK).bit_count() >= 4 for hands in drawn)
    assert hint.contract is Contract.FOLLOW_ME
    follow_me = next(row for row in hint.contracts if row.contract is Contract.FOLLOW_ME)
    assert follow_me.chances[168].used > 0.8


@pytest.mark.parametrize("namer", ["hint", "computer"])
def test_a_partner_who_passed_before_the_plunge_names_trump_from_deals_the_plunge_allows(monkeypatch, namer):
    """Found by playing: South passed first, North bid a Plunge, and South's trump hint gave sixes
    about 2% to make: it reused the analysis of South's own pass, made before the Plunge showed
    North's doubles, of South's hand as bidder. Over the deals the Plunge allows, follow-me makes
    about 64%. The computer naming trump for the user's Plunge reused its pass the same way."""
    from texas42_qt.ai.players import SearchPlayer

    rules = Rules(plunge=SpecialRule(4))
    namer_hand = "6-3 6-2 6-1 6-0 2-2 5-3 4-3"
    bidder_hand = "6-6 5-5 4-4 3-3 6-5 6-4 5-4"
    state = dealt(rules, {0: namer_hand, 2: bidder_hand}, shaker=3)  # South bids first
    player = SearchPlayer("hard", HINT_SEED)
    if namer == "computer":  # South the computer, its pass remembered; North the bidder
        assert player.choose(state.observation(0)).is_pass
    act(state, "pass", "pass", "plunge 168", "pass")
    obs = state.observation(0)
    assert obs.phase is Phase.TRUMP and obs.bidder == 2
    drawn: list[tuple[int, ...]] = []

    class Recording(Sampler):
        def sample(self, n, rng):
            worlds = super().sample(n, rng)
            drawn.extend(w.hands for w in worlds)
            return worlds

    monkeypatch.setattr(evaluate, "Sampler", Recording)
    named = bid_hint(obs, "hard", HINT_SEED).contract if namer == "hint" else player.choose(obs).contract
    assert drawn and all((hands[2] & DOUBLES_MASK).bit_count() >= 4 for hands in drawn), "North held its doubles"
    assert named is Contract.FOLLOW_ME


@pytest.mark.parametrize("bid, need, namer_hand, bidder_hand", [
    ("plunge 168", 4, "6-3 6-2 6-1 6-0 2-2 5-3 4-3", "6-6 5-5 4-4 3-3 6-5 6-4 5-4"),
    ("splash 84", 3, "6-3 3-3 6-1 6-0 2-2 5-3 4-3", "6-6 5-5 4-4 6-2 6-5 6-4 5-4"),
])
def test_naming_trump_for_a_partners_plunge_or_splash_the_reason_says_what_the_bid_shows(bid, need, namer_hand,
                                                                                          bidder_hand):
    """Found by playing: naming trump for the partner's Plunge, the reason began "1 double: about 25%
    to make Plunge (4 marks) in follow-me", the namer's own hand, when what the contract rests on is
    the partner's doubles, which every deal weighed holds. The chance is the one the table shows."""
    from texas42_qt.ai.hints import _shown_chances
    from texas42_qt.engine.wording import contract_noun

    rules = Rules(plunge=SpecialRule(4), splash=SpecialRule(2))
    state = dealt(rules, {0: namer_hand, 2: bidder_hand}, shaker=3)
    act(state, "pass", "pass", bid, "pass")
    obs = state.observation(0)
    hint = bid_hint(obs, "hard", HINT_SEED)
    assert obs.phase is Phase.TRUMP and hint.contract is not None
    name = "Plunge" if bid.startswith("plunge") else "Splash"
    percent = round(_shown_chances(obs, hint.contracts)[hint.contract] * 100)
    assert str(hint.reason).startswith(f"Your partner's {name} shows at least {need} doubles: about {percent}% to take "
                                       f"every trick in {contract_noun(hint.contract)}."), str(hint.reason)

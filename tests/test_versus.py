"""Why the best tile rather than the user's (`ai.versus`): a better tile's reason in the hand review and
play practice's reveal says what sets the two tiles apart, or plainly that only the odds over the
unseen tiles do (found by a review audit of seeded hands: "save count: ... keep your 5-5 and give the
5-2" beside a 6-6 that kept the 5-5 as well)."""

from __future__ import annotations

from helpers import act, dealt, play_out
from test_reasons import deal, save_count_position

from texas42_qt.ai import hints, reasons, versus
from texas42_qt.ai.reasons import PlayOption
from texas42_qt.engine import GameState, Play, Rules, parse_tile
from texas42_qt.engine.tiles import TILE_NAMES
from texas42_qt.trainer import play_practice, review


def options(chances: dict[str, float]) -> list[PlayOption]:
    """The hint's values, best first: each tile's chance, and points to come that follow it."""
    return [PlayOption(parse_tile(t), p, 30 * p) for t, p in sorted(chances.items(), key=lambda kv: -kv[1])]


SAVE = {"1-0": 0.60, "2-1": 0.50, "0-0": 0.45, "1-1": 0.40, "2-2": 0.35, "3-0": 0.30, "5-5": 0.20}


def test_a_fact_the_users_tile_shares_is_not_why_the_best_beats_it():
    g = save_count_position()  # West's 6-6 takes the trick for the bidders: give no count
    obs, opts = g.observation(0), options(SAVE)
    best, mine = parse_tile("1-0"), parse_tile("2-1")
    fact = reasons.play_fact(obs, best, opts)
    assert fact == "save count: West's 6-6 takes this trick for the bidders, so keep your 5-5 and give the 1-0"
    # the 2-1 kept the 5-5 too: saving count is not what sets the 1-0 apart
    assert versus.versus_fact(obs, best, mine, opts) is None
    assert versus.versus_reason(obs, best, mine, opts) == (
        "no single fact sets the 1-0 apart from your 2-1: the difference is in the odds over the tiles you cannot see, "
        "60% against 50% with yours")
    # the 5-5 gave the count away: there the fact is the difference
    assert versus.versus_reason(obs, best, parse_tile("5-5"), opts) == fact


def test_two_tiles_alike_in_chance_are_told_apart_by_what_each_takes():
    g = save_count_position()
    obs = g.observation(0)
    opts = [PlayOption(parse_tile("1-0"), 0.5, 20.0), PlayOption(parse_tile("2-1"), 0.5, 17.0),
            PlayOption(parse_tile("5-5"), 0.2, 5.0)]
    assert versus.versus_reason(obs, parse_tile("1-0"), parse_tile("2-1"), opts) == (
        "no single fact sets the 1-0 apart from your 2-1: the difference is in what each takes on average over the "
        "tiles you cannot see")


def test_a_safe_lead_is_no_reason_against_another_tile_without_count():
    g = dealt(Rules(), {0: "6-4 4-2 1-1 1-0 0-0 5-1 2-0"}, shaker=3)
    act(g, "30", "pass", "pass", "pass", "trump 0")
    obs = g.observation(0)
    opts = options({"5-1": 0.7, "4-2": 0.6, "6-4": 0.3})
    fact = reasons.play_fact(obs, parse_tile("5-1"), opts)
    assert fact == "the 5-1 puts none of your count at risk"
    assert versus.versus_fact(obs, parse_tile("5-1"), parse_tile("4-2"), opts) is None  # the 4-2 risks none either
    assert versus.versus_fact(obs, parse_tile("5-1"), parse_tile("6-4"), opts) == fact  # the 6-4 is ten count


def test_feeding_count_is_no_reason_against_a_tile_that_feeds_more():
    g = deal(["5-5 5-0 4-4 3-3 2-1 1-0 0-0", "6-3 6-2 5-4 4-3 2-2 1-1 3-0",
              "6-6 6-5 6-4 5-3 5-2 4-2 2-0", "6-1 6-0 5-1 4-1 4-0 3-2 3-1"], shaker=1)
    act(g, "30", "pass", "pass", "pass", "trump 6", "6-6", "6-0")  # the partner's 6-6 wins the trick
    obs = g.observation(0)
    opts = options({"5-0": 0.8, "5-5": 0.7, "1-0": 0.5})
    assert reasons.play_fact(obs, parse_tile("5-0"), opts).startswith("feed count:")
    assert versus.versus_fact(obs, parse_tile("5-0"), parse_tile("5-5"), opts) is None  # the 5-5 fed 10
    assert versus.versus_fact(obs, parse_tile("5-0"), parse_tile("1-0"), opts) is not None  # the 1-0 fed none


def test_a_good_fact_of_the_users_tile_the_best_lacks_leaves_the_odds():
    g = deal(["2-1 2-2 1-1 1-0 0-0 3-0 6-2", "6-6 6-5 6-4 5-3 5-2 3-3 4-4",
              "6-3 4-3 4-2 5-4 3-1 3-2 2-0", "6-1 6-0 5-1 4-1 4-0 5-5 5-0"], shaker=0)
    act(g, "30", "pass", "pass", "pass", "trump 3", "4-4", "4-2", "4-1")
    obs = g.observation(0)  # no fours: the 3-0 trumps West's 4-4, the 2-1 throws off
    opts = options({"2-1": 0.6, "3-0": 0.4})
    assert reasons.play_fact(obs, parse_tile("3-0"), opts).startswith("trump it:")
    assert versus.versus_fact(obs, parse_tile("2-1"), parse_tile("3-0"), opts) is None
    assert versus.versus_reason(obs, parse_tile("2-1"), parse_tile("3-0"), opts).startswith(
        "no single fact sets the 2-1 apart from your 3-0")


def _fixed_hint(monkeypatch, chances: dict[str, float]) -> None:
    """The play hint as a table of these chances, the first the best (the review's and the reveal's numbers)."""
    def fixed(obs, level="hard", seed=0, part=1.0):
        opts = options({t: p for t, p in chances.items() if Play(parse_tile(t)) in obs.legal})
        return hints.PlayHint(opts, opts[0].tile, False, "", worlds=8)

    monkeypatch.setattr(hints, "play_hint", fixed)


def test_the_review_says_why_the_better_tile_beats_yours(monkeypatch):
    g = save_count_position()
    given = len(g.logs[0].actions)  # the auction and the trick so far: only the user's tile is judged
    act(g, "2-1")
    play_out(g)
    _fixed_hint(monkeypatch, SAVE)
    r = review.review_hand(g.rules, g.logs, 0, user=0, level="hard", seed=0, given=given)
    step = next(s for s in r.steps if s.mine and isinstance(s.action, Play))
    assert TILE_NAMES[step.action.tile] == "2-1"
    assert step.better == ("1-0 (60% to set): no single fact sets the 1-0 apart from your 2-1: the difference is in "
                           "the odds over the tiles you cannot see, 60% against 50% with yours")


def test_the_reveal_says_why_the_best_tile_beats_yours(monkeypatch):
    g = save_count_position()
    _fixed_hint(monkeypatch, SAVE)
    spot = play_practice.PlayDeal(0, 0, 7, "any", g)
    reveal = play_practice.evaluate_play(spot, parse_tile("2-1"))
    assert reveal.why == ("no single fact sets the 1-0 apart from your 2-1: the difference is in the odds over the "
                          "tiles you cannot see, 60% against 50% with yours")
    assert play_practice.evaluate_play(spot, parse_tile("5-5")).why.startswith("save count:")
    best = play_practice.evaluate_play(spot, parse_tile("1-0"))
    assert best.why.startswith("save count:")  # the best tile itself: why it is good


def test_count_put_into_a_trick_the_other_side_may_win_is_the_difference():
    """Found by playing: East's trump led, the partner still to play, the review said no fact told the 3-0
    from the 3-2 thrown under it; the 3-2 put five count into a trick East may win (and won)."""
    g = dealt(Rules(), {0: "6-3 6-2 6-1 3-3 3-2 3-0 2-1", 1: "6-4 5-0 4-4 4-3 4-2 4-1 3-1",
                        2: "6-6 5-2 5-1 4-0 1-1 1-0 0-0", 3: "6-5 6-0 5-5 5-4 5-3 2-2 2-0"}, shaker=3)
    act(g, "pass", "pass", "30", "31", "trump 5", "5-3")
    obs = g.observation(0)
    opts = options({"3-0": 0.2651, "3-2": 0.2428, "2-1": 0.2})
    best, mine = parse_tile("3-0"), parse_tile("3-2")
    assert versus.versus_fact(obs, best, mine, opts) is None  # no fact of the 3-0 alone
    assert versus.versus_reason(obs, best, mine, opts) == (
        "the 3-0 keeps count out of a trick the other side may win: your 3-2 puts 5 points in it")
    # not said where the user's tile gave no more count than the best
    assert versus.count_risk(obs, best, parse_tile("2-1")) is None
    g2 = deal(["5-5 5-0 4-4 3-3 2-1 1-0 0-0", "6-3 6-2 5-4 4-3 2-2 1-1 3-0",
               "6-6 6-5 6-4 5-3 5-2 4-2 2-0", "6-1 6-0 5-1 4-1 4-0 3-2 3-1"], shaker=1)
    act(g2, "30", "pass", "pass", "pass", "trump 6", "6-6", "6-0")  # the partner's 6-6 is sure to win
    assert versus.count_risk(g2.observation(0), parse_tile("1-0"), parse_tile("5-5")) is None


def test_trumping_a_trick_the_partner_wins_anyway_is_no_good_of_the_users_tile():
    """Found by the audit: a 1-0 thrown on the partner's sure 6-5 was better than trumping it with the 5-3,
    and the review said no fact told them apart because "trump it" was said of the user's trump."""
    g = deal(["2-1 2-2 1-1 3-0 3-1 4-4 5-1", "6-3 5-5 5-4 4-3 3-3 4-1 3-2",
              "6-6 6-5 6-4 5-3 5-2 4-2 2-0", "6-1 6-0 1-0 0-0 4-0 5-0 6-2"], shaker=0)
    act(g, "30", "pass", "pass", "pass", "trump 0", "6-3", "6-6", "6-1")  # blanks trump; you play last
    obs = g.observation(0)
    opts = options({"2-1": 0.9, "3-0": 0.7})
    assert reasons.play_fact(obs, parse_tile("3-0"), opts).startswith("trump it:")
    fact = reasons.play_fact(obs, parse_tile("2-1"), opts)
    assert "wins this trick without help" in fact
    assert versus.versus_fact(obs, parse_tile("2-1"), parse_tile("3-0"), opts) == fact


def test_pulling_trumps_is_why_not_to_lead_a_tile_only_a_trump_can_beat():
    """Found by the audit: "pull trumps" beside a 5-5 led (only a trump could beat it, and West trumped it)
    gave way to the odds, as if the two were good in unrelated ways."""
    from test_reasons import pulling

    g = pulling()
    obs = g.observation(0)
    opts = options({"6-6": 0.9, "5-5": 0.6})
    assert reasons.play_fact(obs, parse_tile("5-5"), opts).startswith("none of the fives")
    fact = reasons.play_fact(obs, parse_tile("6-6"), opts)
    assert fact.startswith("pull trumps:")
    assert versus.versus_fact(obs, parse_tile("6-6"), parse_tile("5-5"), opts) == fact


def _trumping_the_bidders_double() -> tuple:
    """Found by a review audit (defence, seed 99, trick 1): East, the bidder, leads the 5-5 in deuces; you
    have no fives. Your 2-2 is sure to win the trick; the 3-2 beats every tile played so far."""
    g = deal(["0-0 1-1 2-2 3-2 3-3 4-0 6-1", "2-0 3-0 3-1 5-4 6-0 6-3 6-6",
              "4-1 4-3 4-4 5-0 5-3 6-4 6-5", "1-0 2-1 4-2 5-1 5-2 6-2 5-5"], shaker=2)
    act(g, "30", "pass", "pass", "pass", "trump 2", "5-5")
    return g.observation(0), options({"3-2": 0.96, "2-2": 0.95, "0-0": 0.5})


def test_a_trump_sure_to_win_does_all_that_one_beating_the_tiles_so_far_does():
    """Two wordings of "trump it" are one fact: the review said "trump it: ... the 3-2 beats every tile
    played so far" as why the 3-2 beat the user's 2-2, which was sure to win the trick anyway. What sets
    them apart is the 2-2 kept: the highest trump, sure of a later trick (`versus.keep_winner`)."""
    obs, opts = _trumping_the_bidders_double()
    best, mine = parse_tile("3-2"), parse_tile("2-2")
    assert reasons.play_fact(obs, best, opts).startswith("trump it: you have no fives, and the 3-2 beats every tile")
    assert "the 2-2 wins the trick" in reasons.play_fact(obs, mine, opts)
    assert versus.versus_fact(obs, best, mine, opts) is None
    assert versus.versus_reason(obs, best, mine, opts) == (
        "the 3-2 keeps your 2-2 for a later trick: no one can beat it in trumps now")
    # the other way round, the trump sure to win has the fact the other lacks
    assert versus.versus_fact(obs, mine, best, opts) == reasons.play_fact(obs, mine, opts)


def _giving_a_tile_under_the_bidders_double() -> GameState:
    """Found by a review audit (seed 9, trick 1): West, the bidder, leads the 5-5 in fives and the trick is
    lost; you must follow fives with the 5-3 or the 6-5."""
    g = deal(["1-0 3-0 3-1 3-3 4-1 5-3 6-5", "0-0 2-1 4-0 4-3 5-4 6-3 5-5",
              "3-2 4-2 4-4 6-0 6-1 6-6 5-0", "1-1 2-0 2-2 5-2 6-2 6-4 5-1"], shaker=0)
    act(g, "30", "pass", "pass", "pass", "trump 5", "5-5", "5-0", "5-1")
    return g


LOW = {"5-3": 0.40, "6-5": 0.17, "1-0": 0.3, "3-0": 0.3, "3-1": 0.3, "3-3": 0.3, "4-1": 0.3}
"""The 5-3 and the 6-5 at the first trick, then the rest of your tiles (for the review's later rows)."""


def test_the_users_line_beside_a_better_tile_says_what_it_did_not_advice(monkeypatch):
    """The review's "Yours:" said "the trick is lost to West's 5-5, so give the 6-5" beside "Better: 5-3:
    play low: ... give the 5-3": advice to play the tile the user played. It says what the tile cost."""
    g = _giving_a_tile_under_the_bidders_double()
    obs, opts = g.observation(0), options(LOW)
    best, mine = parse_tile("5-3"), parse_tile("6-5")
    assert reasons.play_fact(obs, mine, opts) == "the trick is lost to West's 5-5, so give the 6-5"
    assert versus.own_fact(obs, best, mine, opts) is None
    given = len(g.logs[0].actions)
    _fixed_hint(monkeypatch, LOW)
    spot = play_practice.PlayDeal(0, 0, 7, "any", g.clone())
    act(g, "6-5")
    play_out(g)
    r = review.review_hand(g.rules, g.logs, 0, user=0, level="hard", seed=0, given=given)
    step = next(s for s in r.steps if s.mine and isinstance(s.action, Play))
    assert step.better.startswith("5-3 (40% to set): play low:")
    said = "the 6-5 gives up about 7 points on average if the hand is played out"
    assert step.mine_why == said
    assert play_practice.evaluate_play(spot, mine).mine_why == said, "the reveal says the same of it"


def test_a_fact_of_what_the_users_tile_did_stays_beside_a_better_tile():
    g = deal(["2-1 2-2 1-1 1-0 0-0 3-0 6-2", "6-6 6-5 6-4 5-3 5-2 3-3 4-4",
              "6-3 4-3 4-2 5-4 3-1 3-2 2-0", "6-1 6-0 5-1 4-1 4-0 5-5 5-0"], shaker=0)
    act(g, "30", "pass", "pass", "pass", "trump 3", "4-4", "4-2", "4-1")
    obs = g.observation(0)  # no fours: the 3-0 trumps West's 4-4
    opts = options({"2-1": 0.6, "3-0": 0.4})
    fact = reasons.play_fact(obs, parse_tile("3-0"), opts)
    assert fact.startswith("trump it:")
    assert versus.own_fact(obs, parse_tile("2-1"), parse_tile("3-0"), opts) == fact
    # nor is a trump's fact kept beside a better trump: two of one kind read as a contradiction
    obs, opts = _trumping_the_bidders_double()
    assert versus.own_fact(obs, parse_tile("3-2"), parse_tile("2-2"), opts) is None


def test_a_trump_led_beside_a_better_lead_is_not_said_as_pull_trumps():
    """"Yours: pull trumps: the 6-3 and the 6-2 are still out; ..." beside a better lead read as advice
    to lead the trump the user led (three rows of a review audit). It says what the tile cost."""
    g = deal(["6-6 6-5 6-4 1-1 2-2 3-3 4-4", "6-3 5-5 5-4 5-3 5-2 5-1 5-0",
              "6-2 4-3 4-2 4-1 4-0 3-2 3-1", "6-1 6-0 3-0 2-1 2-0 1-0 0-0"], shaker=3)
    act(g, "30", "pass", "pass", "pass", "trump 6")
    obs = g.observation(0)
    opts = options({"1-1": 0.6, "6-4": 0.4})
    mine = parse_tile("6-4")
    assert reasons.play_fact(obs, mine, opts).startswith("pull trumps:"), "the premise: the fact it had"
    assert versus.own_fact(obs, parse_tile("1-1"), mine, opts) is None


def kept_trump_position() -> GameState:
    """A review audit's position (seed 30): fives trump, the bidder East leads the 2-1 to the third
    trick; South, with no twos, holds the 6-5, the highest trump left."""
    g = dealt(Rules.preset("Straight 42 (tournament)"), {0: "1-0 4-0 4-4 5-1 6-0 6-1 6-5",
                                                         1: "2-2 3-0 3-2 3-3 5-0 5-2 6-6",
                                                         2: "0-0 2-0 4-1 4-2 4-3 6-2 6-4"}, shaker=2)
    return act(g, "30", "pass", "pass", "pass", "trump 5", "5-5", "5-1", "5-0", "4-3", "1-1", "1-0", "3-2", "4-1",
               "2-1")


def test_a_better_tile_that_keeps_your_later_winner_says_so():
    """Found by a review audit: 8 of 27 better tiles said only "the odds" where the user had spent a tile
    no one could beat later (here the highest trump, on a trick of 1 point: 5.8% to set against 0.8%)."""
    g = kept_trump_position()
    obs = g.observation(0)
    opts = options({"6-1": 0.058, "6-0": 0.058, "4-0": 0.056, "4-4": 0.041, "6-5": 0.008})
    best, mine = parse_tile("6-1"), parse_tile("6-5")
    assert reasons.play_fact(obs, mine, opts).startswith("trump it: ")  # what the user's tile did
    assert versus.versus_reason(obs, best, mine, opts) == (
        "the 6-1 keeps your 6-5 for a later trick: no one can beat it in trumps now")
    # a double no four the others hold beats: only a trump can
    assert versus.versus_reason(obs, best, parse_tile("4-4"), opts) == (
        "the 6-1 keeps your 4-4 for a later trick: none of the fours the others may hold beats it, only a trump can")
    # the 6-0 is no later winner: the odds, as before
    assert versus.versus_reason(obs, best, parse_tile("6-0"), opts).startswith("no single fact sets the 6-1 apart")
    # a better tile that is a later winner itself keeps nothing the user's did not
    assert versus.keep_winner(obs, parse_tile("4-4"), mine) is None
    act(g, "6-5", "2-2", "2-0")  # the 6-5 takes the trick: South leads, where it is not said (when to cash
    lead = g.observation(0)      # a winner is the odds)
    assert lead.leader == 0 and not lead.trick and versus.keep_winner(lead, best, parse_tile("4-4")) is None


def test_a_nello_bidder_is_told_to_get_rid_of_the_tile_that_could_still_take_a_trick():
    """Found by a Nello review audit (seed 4): two tiles left, both staying under, keeping the 5-5 over the
    1-1 said only "the odds" (100% against 89%); the 5-5 beats the 3-3 still out, the 1-1 nothing."""
    g = dealt(Rules.preset("Texas house rules"), {0: "0-0 1-1 2-1 3-0 3-2 4-1 5-5", 1: "2-0 3-1 4-4 5-2 6-1 6-3 6-6",
                                                  2: "1-0 3-3 4-2 4-3 5-1 5-4 6-5"}, shaker=2)
    act(g, "pass", "42", "pass", "pass", "trump nello", "4-1", "4-4", "6-4", "2-2", "0-0", "6-6", "3-1", "5-3", "3-2",
        "4-0", "2-1", "6-1", "5-0", "3-0", "5-2", "2-0", "6-2")
    obs = g.observation(0)
    opts = options({"5-5": 1.0, "1-1": 0.892})
    best, mine = parse_tile("5-5"), parse_tile("1-1")
    assert reasons.play_fact(obs, best, opts) == reasons.play_fact(obs, mine, opts).replace("1-1", "5-5")  # stay under
    assert versus.versus_reason(obs, best, mine, opts) == (
        "get rid of the 5-5 while it can stay under: it beats 1 tile you cannot see, and a lead of such a tile could "
        "make it take a trick later; your 1-1 beats none")
    assert versus.nello_shed(obs, mine, best) is None, "never said of the tile that beats fewer"


def nello_defence_lead() -> GameState:
    """A Nello review audit's position (seed 49): West, forced to bid, named Nello (doubles a suit of their
    own); South took the first trick with the 6-5 and leads."""
    g = dealt(Rules.preset("Texas house rules"), {0: "1-0 1-1 3-2 5-4 5-5 6-5 6-6", 1: "3-0 4-1 4-3 5-2 6-2 6-3 6-4",
                                                  2: "2-0 2-1 2-2 4-2 4-4 5-0 6-0"}, shaker=1)
    return act(g, "pass", "pass", "pass", "30", "trump nello", "6-2", "6-0", "6-5")


def test_a_nello_defenders_lead_that_more_of_the_bidders_tiles_beat_says_so():
    """Found by a Nello review audit: a defender's better lead (the 1-1 beside the 5-5, 96% against 91% to
    set) said only "the odds"; leading low, a tile the bidder may have to beat, is the defence's way."""
    obs = nello_defence_lead().observation(0)
    opts = options({"1-1": 0.96, "1-0": 0.93, "3-2": 0.92, "5-5": 0.91})
    fact = reasons.play_fact(obs, parse_tile("1-1"), opts)
    assert fact == ("lead low: the 1-1 is beaten by 3 tiles the bidder may hold; a bidder who has to play one takes "
                    "the trick and the Nello is set, unless a defender plays higher")  # 2-2, 3-3, 4-4
    assert reasons.play_fact(obs, parse_tile("5-5"), opts) is None  # only the 6-6 beats it, and it is yours
    assert versus.versus_reason(obs, parse_tile("1-1"), parse_tile("5-5"), opts) == fact
    # one the bidder may beat with more tiles is no reason against one it may beat with fewer
    assert versus.versus_fact(obs, parse_tile("1-0"), parse_tile("3-2"), opts) == (
        "lead low: the 1-0 is beaten by 5 tiles the bidder may hold, your 3-2 by only 3; a bidder who has to play one "
        "takes the trick and the Nello is set, unless a defender plays higher")  # with both counts (found by review)
    assert versus.versus_fact(obs, parse_tile("3-2"), parse_tile("1-0"), opts) is None
    # beside a better lead, the user's line says what the lead cost, not advice to lead it (`versus.ADVICE`)
    assert versus.own_fact(obs, parse_tile("1-1"), parse_tile("1-0"), opts) is None


def test_no_later_trick_is_promised_on_the_trick_that_ends_the_hand():
    """Found by a review of the change: last to play, on the trick that set the bid (and so ended the
    hand), the review said "the 5-4 keeps your 4-4 for a later trick"."""
    g = dealt(Rules.preset("Straight 42 (tournament)"), {0: "1-0 2-1 4-4 5-1 5-4 6-0 6-2", 1: "4-0 4-2 4-3 5-0 5-3 6-1 6-6",
                                                         2: "0-0 1-1 3-2 3-3 4-1 6-3 6-4"}, shaker=0)
    act(g, "35", "pass", "38", "pass", "trump follow-me", "3-0", "6-0", "4-3", "3-3", "3-2", "3-1", "1-0", "5-3", "4-2",
        "4-1", "5-5")
    obs = g.observation(0)
    assert not reasons.still_to_play(obs)  # South plays last
    for tile in ("4-4", "5-4"):
        after = g.clone()
        after.apply(Play(parse_tile(tile)))
        assert after.phase.name in ("SCORED", "GAME_OVER"), "either tile ends the hand"
    assert versus.keep_winner(obs, parse_tile("5-4"), parse_tile("4-4")) is None

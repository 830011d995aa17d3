"""My mistakes from the user's own games: the review of a finished hand puts its costly bids and
plays in the deck as the positions themselves, and practice deals those very positions again."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime

import pytest
from gui_helpers import close_clean, make_window, running_work, setup_for, wait_for_user

from texas42_qt.ai import hints, players
from texas42_qt.ai.evaluate import Effort
from texas42_qt.engine import PASS, Bid, GameState, HandLog, Phase, Play, Rules, replay
from texas42_qt.play.play_practice_flow import PlayPracticeFlow
from texas42_qt.play.practice_flow import PracticeFlow
from texas42_qt.trainer import own_game, practice, review
from texas42_qt.trainer import play_practice as pp
from texas42_qt.trainer.mistakes import Deck
from texas42_qt.trainer.positions import state_of

QUICK = Effort(worlds=8, enumerate_below=8, contracts=9, scout_worlds=8, bid_worlds=8)


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(players.LEVELS, "normal", players.Level("Normal", QUICK, 0.0))
    monkeypatch.setitem(players.LEVELS, "hard", players.Level("Hard", QUICK, 0.0))


def bad_choice(obs, played_badly: bool):
    """The user's action: a pass whenever one is allowed, and once the tile the play hint rates worst
    (None: the seat's AI may choose)."""
    if obs.phase is Phase.BID and PASS in obs.legal:
        return PASS
    if obs.phase is Phase.PLAY and not played_badly and sum(isinstance(a, Play) for a in obs.legal) > 1:
        hint = hints.play_hint(obs, "hard", players.HINT_SEED)
        return Play(min(hint.options, key=lambda o: (o.chance, o.expected)).tile)
    return None


def own_hand(seed: int) -> GameState:
    """A hand of a game of the user's (seat 0), played badly on purpose; the others at Easy."""
    g = GameState(Rules(), seed=seed, first_shaker=3)
    g.deal()
    bots = [players.make_player("easy", seed * 4 + s) for s in range(4)]
    played_badly = False
    while g.phase not in (Phase.SCORED, Phase.GAME_OVER):
        obs = g.observation(g.to_act)
        action = bad_choice(obs, played_badly) if g.to_act == 0 else None
        played_badly = played_badly or isinstance(action, Play)
        g.apply(action if action is not None else bots[g.to_act].choose(obs))
    return g


def close_tile_hand() -> tuple[GameState, int, hints.PlayHint]:
    """A hand of the user's game (seat 0, Easy seats): play practice's first position of session 2, where
    the hint's sampled deals cannot tell its 2-2 from the 5-1. The user plays the 5-1, the others the
    rest; returns the hand, the index of the user's 5-1 among its actions, and the hint."""
    d = pp.deal(pp.play_rules(), 2, 0, "any", factory=lambda _level, seed: players.make_player("easy", seed))
    g = d.state
    hint = hints.play_hint(g.observation(0), "hard", players.HINT_SEED)
    assert hint.close is not None
    index = len(g.logs[-1].actions)
    g.apply(Play(hint.close))
    bots = [players.make_player("easy", s) for s in range(4)]
    while g.phase not in (Phase.SCORED, Phase.GAME_OVER):
        g.apply(bots[g.to_act].choose(g.observation(g.to_act)))
    return g, index, hint


def test_the_hints_close_tile_played_in_your_game_is_not_called_worse(quick, qtbot):
    """Found by review: the hint said "The 5-1 may be as good: the hint's sampled deals are too few to
    tell the two apart"; the review of the 5-1 said the 2-2 was better. The row says the hint's note,
    names no better tile, is not marked, and no card goes in; its numbers are the table's (practice's
    reveal quotes the same: test_play_practice)."""
    from texas42_qt.engine.tiles import TILE_NAMES
    from texas42_qt.gui.trainer_views import ReviewDialog

    g, index, hint = close_tile_hand()
    assert (TILE_NAMES[hint.recommended], TILE_NAMES[hint.close]) == ("2-2", "5-1")
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed, given=index)
    row, step = next((n, s) for n, s in enumerate(r.steps) if s.number == index + 1)
    assert step.play_loss.shown == (14.0, 16.0)  # as the hint's table shows
    assert own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed) == []
    assert step.better is None and not step.play_loss.mistake
    assert str(hints.close_text(hint.close)) in hint.reason
    # the row names the tile it may be as good as (found by QA: "The 5-1 may be as good" alone, on the 5-1's row)
    note = review.close_note(hint.recommended, hint.close)
    assert step.close == note and str(note).startswith("The 5-1 may be as good as the 2-2 the hint recommends: ")
    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    dialog.show_review(r, g.rules, ["You", "West", "Partner", "East"])
    assert dialog.table.item(row, 6).text().endswith(str(note)) and "Better" not in dialog.table.item(row, 6).text()
    assert row not in dialog._mistakes and dialog.table.item(row, 2).font().bold()  # the user's, not marked


def test_a_costly_bid_and_play_of_your_game_go_into_the_deck_as_their_positions(quick, tmp_path):
    g = own_hand(1)  # a pass with 84 in aces to bid, and a 6-4 thrown on the opponents' 5-5 trick
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    cards = own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed)
    assert sorted(c.kind for c in cards) == ["bid", "play"]
    deck = Deck(tmp_path / "mistakes.json")
    for card in cards:
        deck.answered(card, card.lost, True, card.points)
    again = Deck(tmp_path / "mistakes.json")
    assert again.notice is None and again.cards == deck.cards and json.loads(deck.path.read_text())["version"] == 2
    steps = {s.number - 1: s for s in r.steps if s.mine}
    for card in again.cards:
        assert card.game is not None and card.spot == "game"
        n = len(card.game.actions)
        log = g.logs[0]
        then = replay(g.rules, [HandLog(log.shaker, log.deal, log.widow, log.actions[:n])], g.seed)
        assert state_of(card.game_rules(), card.game).observation(0) == then.observation(0)  # that very position
        step = steps[n]
        if card.kind == "bid":  # graded as practice grades: the review's number, the deck's and the reveal's agree
            assert step.lost == card.lost > practice.MISTAKE
            reveal = practice.evaluate_decision(own_game.bid_deal(card), card.seen.choice)
            assert reveal.lost == pytest.approx(card.lost) and reveal.best == card.seen.best
        else:
            reveal = pp.evaluate_play(own_game.play_deal(card), card.seen.tile)
            assert reveal.mistake and pp.shown_lost(reveal) == card.lost and reveal.lost_points == pytest.approx(card.points)
            assert reveal.best == card.seen.best == step.play_loss.best


def test_my_mistakes_says_which_trick_a_play_of_your_game_was(quick, qapp):
    """Found by playing: the costly leads of one hand read alike in My mistakes ("Trump: Deuces / You lead /
    From your game, hand 1"); a play's row names its trick too."""
    from texas42_qt.gui.mistakes_rows import row_texts

    g = own_hand(1)
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    cards = own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed)
    play = next(c for c in cards if c.kind == "play")
    trick = sum(isinstance(a, Play) for _s, a in play.game.actions) // 4 + 1
    assert row_texts(play)[1].endswith(f"From your game, hand 1, trick {trick}")
    bid = next(c for c in cards if c.kind == "bid")
    assert row_texts(bid)[1].endswith("From your game, hand 1")


def test_a_card_of_your_game_says_when_its_hand_was_played(quick, qapp, tmp_path):
    """Found by review: every game's cards read "From your game, hand 1, trick 3", and two games could not
    be told apart. A card keeps when its hand was played (to the minute: two games of one evening share
    their date), and its row says it; a card without it (an older deck's) reads as before."""
    from texas42_qt.gui.mistakes_rows import row_texts

    g = own_hand(1)
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    cards = own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed, "2026-03-07T14:05")
    play = next(c for c in cards if c.kind == "play")
    # the month a word (found by QA: "3/7/26 2:05 PM" was read out as figures, and is 7 March or 3 July)
    shown = row_texts(play)[1].split(", played ")[1]
    assert "March" in shown and "2026" in shown and row_texts(play, said=True)[1].endswith(shown)
    later = replace(play, played="2026-03-07T20:30")
    assert row_texts(later)[1] != row_texts(play)[1]  # another game of the same day
    assert row_texts(replace(play, played=None))[1].endswith("From your game, hand 1, trick " +
                                                              row_texts(play)[1].split("trick ")[1].split(",")[0])
    path = tmp_path / "mistakes.json"
    deck = Deck(path)
    for card in cards:
        deck.answered(card, card.lost, True, card.points)
    assert {c.played for c in Deck(path).cards} == {"2026-03-07T14:05"}
    deck.answered(replace(play, played=None), play.lost, True, play.points)  # practice's card has no label
    assert next(c for c in Deck(path).cards if c.key == play.key).played == "2026-03-07T14:05"
    data = json.loads(path.read_text())
    data["cards"][0]["played"] = "teatime"  # only a label: the card stands without it
    del data["cards"][1]["played"]  # as an older deck wrote it
    path.write_text(json.dumps(data))
    again = Deck(path)
    assert again.notice is None and len(again) == len(cards) and [c.played for c in again.cards] == [None, None]


@pytest.mark.parametrize("code, when", [("en", "March 7, 2026 2:05\u202fPM"), ("vi", "7 tháng 3, 2026 14:05"),
                                        ("it", "7 marzo 2026 14:05"), ("sk", "7. marca 2026 14:05"),
                                        ("ceb", "Marso 7, 2026 2:05\u202fPM")])
def test_a_card_of_your_game_says_when_in_the_languages_words(qapp, code, when):
    """Found by QA: the short date ("7/3/26" in Italian, "3/7/26" in Cebuano) is read out as figures,
    and is 7 March or 3 July by where one lives: the language's long date, less its weekday."""
    from texas42_qt.gui import i18n
    from texas42_qt.gui.mistakes_rows import row_texts
    from texas42_qt.trainer.mistakes import BidSeen, Card
    from texas42_qt.trainer.positions import GamePosition

    if code != "en" and not i18n.has_catalogue(code):
        pytest.skip(f"no compiled catalogue for {code} (python tools/i18n.py build)")
    position = GamePosition(1, 0, (0, 0), 0, (0, 0, 0, 0), None, (), 0)
    seen = BidSeen((27, 26, 25, 24, 23, 22, 21), (), (PASS, None), (Bid(30), None))
    card = Card("bid", 1, 0, "game", "hard", {}, 0.2, seen=seen, game=position, played="2026-03-07T14:05")
    try:
        i18n.install(qapp, code)
        whole = " " + when.replace(" ", "\u00a0")  # on one line where the row wraps
        assert row_texts(card)[1].endswith(whole) and row_texts(card, said=True)[1].endswith(whole)
    finally:
        i18n.install(qapp, "en")


def test_practice_deals_a_card_of_your_game_and_a_right_answer_takes_it_out(quick, tmp_path):
    g = own_hand(1)
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    deck = Deck(tmp_path / "mistakes.json")
    for card in own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed):
        deck.answered(card, card.lost, True, card.points)
    bid, play = deck.worst("bid")[0], deck.worst("play")[0]
    flow = PracticeFlow()
    func, args = flow.start("any", "any", 1, None, None, [bid])
    deal = func(*args)
    state, _seats = flow.dealt(deal)
    assert state.observation(0) == state_of(bid.game_rules(), bid.game).observation(0)
    assert "from your game" in str(flow.decision_text())
    flow.decide(bid.seen.best)
    reveal = practice.evaluate_decision(deal, bid.seen.best)
    flow.weighed(reveal)
    card = flow.card(reveal)
    assert card.key == bid.key and card.game == bid.game  # the same card: the right answer takes it out
    deck.answered(card, reveal.lost, reveal.lost > practice.MISTAKE)
    assert deck.count("bid") == 0
    plays = PlayPracticeFlow()
    func, args = plays.start("any", 1, None, None, [play])
    position = func(*args)
    plays.dealt(position)
    assert position.observation() == state_of(play.game_rules(), play.game).observation(0)
    func, args = plays.take(Play(play.seen.tile))
    answer = func(*args)
    card = plays.weighed(answer)
    deck.answered(card, pp.shown_lost(answer), answer.mistake, answer.lost_points)
    assert [(c.key, c.misses) for c in deck.cards] == [(play.key, 2)]  # the same tile again: a second miss


def test_an_old_deck_loads_and_a_damaged_card_of_your_game_is_set_aside(quick, tmp_path):
    path = tmp_path / "mistakes.json"
    old = {"format": "texas42-mistakes", "version": 1, "cards": [
        {"kind": "play", "seed": 31, "index": 0, "spot": "any", "strength": "any", "rules": {}, "lost": 0.4}]}
    path.write_text(json.dumps(old))
    deck = Deck(path)
    assert deck.notice is None and [(c.seed, c.game) for c in deck.cards] == [(31, None)]
    g = own_hand(1)
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    for card in own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed):
        deck.answered(card, card.lost, True, card.points)
    assert len(Deck(path)) == 3
    data = json.loads(path.read_text())
    game = next(c for c in data["cards"] if c.get("game"))["game"]
    game["actions"][0] = {"seat": 1, "bid": 30}  # not seat 1's turn: the position does not rebuild
    path.write_text(json.dumps(data))
    damaged = Deck(path)
    assert len(damaged) == 0 and "damaged" in str(damaged.notice)
    assert not path.exists() and list(tmp_path.glob("mistakes.json.damaged-*"))


def test_a_hand_of_your_game_played_badly_ends_in_my_mistakes_and_is_practised_there(qtbot, quick, tmp_path,
                                                                                   monkeypatch):
    from texas42_qt.gui import statusline

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=False))
        c, played_badly = w.controller, False
        while c.state.phase not in (Phase.SCORED, Phase.GAME_OVER):
            wait_for_user(qtbot, w)
            if c.state.phase in (Phase.SCORED, Phase.GAME_OVER):
                break
            obs = c.observation()
            action = bad_choice(obs, played_badly) or obs.legal[0]
            played_badly = played_badly or isinstance(action, Play) and len(obs.legal) > 1
            w.act(action)
        qtbot.waitUntil(lambda: len(w.deck) > 0 and not w.work.busy("work"), timeout=30_000)
        kinds = sorted(card.kind for card in w.deck.cards)
        # Found by QA: said in passing, the line went at once under the next one, and was not heard.
        # It is news: heard, and kept beside what is said next until the user's next move.
        news = f"Hand 1: {len(w.deck.cards)} costly decisions of yours went into My mistakes."
        assert news in heard and news in w.status.text()
        w.request_hint()  # refused ("Hints are off in this game ..."): said before the news, which stays
        assert w.status.text().startswith("Hints are off") and w.status.text().endswith(news)
        assert {"bid", "play"} <= set(kinds) and all(card.game is not None and card.game.hand == 0 for card in w.deck.cards)
        bid = w.deck.worst("bid")[0]
        monkeypatch.setattr(w, "confirm_leaving_game", lambda *a: True)
        w.practice_menu._practise_cards("bid", [bid])
        qtbot.waitUntil(lambda: w.practice.state == "deciding", timeout=30_000)
        assert c.state.observation(0) == state_of(bid.game_rules(), bid.game).observation(0)
        w.practice.decide(bid.seen.best)
        qtbot.waitUntil(lambda: w.practice.state == "revealed", timeout=30_000)
        assert w.deck.count("bid") == kinds.count("bid") - 1  # answered right: out of the deck
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def play_badly_until(qtbot, w, done) -> None:
    """Play the user's seat of the hand on the table badly (`bad_choice`) until `done()`."""
    c, played_badly = w.controller, False
    while not done():
        wait_for_user(qtbot, w)
        if done():
            break
        obs = c.observation()
        action = bad_choice(obs, played_badly) or obs.legal[0]
        played_badly = played_badly or isinstance(action, Play) and len(obs.legal) > 1
        w.act(action)


def test_a_reviewed_hand_writes_the_deck_once_for_all_its_costly_decisions(qtbot, quick, tmp_path, monkeypatch):
    """Found by a simulated year of play (bench/long_use.py): a full deck takes about 20 ms to write, on the
    GUI thread, and a reviewed hand wrote it once per costly decision, then again to release the hand."""
    from texas42_qt.trainer import mistakes

    writes: list[dict] = []
    write = mistakes.write_atomic
    monkeypatch.setattr(mistakes, "write_atomic", lambda path, text: (writes.append(json.loads(text)), write(path, text)))
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=False))
        play_badly_until(qtbot, w, lambda: w.controller.state.phase in (Phase.SCORED, Phase.GAME_OVER))
        qtbot.waitUntil(lambda: len(w.deck) > 0 and not w.deck.pending and not w.work.busy("work"), timeout=30_000)
        w.deck.writer.flush()  # (the deck is written on a thread of its own)
        assert len(w.deck) >= 2  # a costly bid and a costly play
        # held when scored; then its cards and its release, together
        assert [(len(d["cards"]), len(d["pending"])) for d in writes] == [(0, 1), (len(w.deck), 0)]
    finally:
        close_clean(qtbot, w)


def take_table_as_scored(qtbot, w, take) -> list[bool]:
    """Play the user's first hand badly and call `take()` in the very signal that asks for its review
    (a new game, a lesson, practice); returns whether the review was under way then, once."""
    w.start_game(setup_for(Rules(), seed=1, practice=False))
    taken: list[bool] = []

    def at_once(_result):
        taken.append(w.reviewer._working is not None)
        take()

    w.controller.handScored.connect(at_once)
    play_badly_until(qtbot, w, lambda: bool(taken))
    return taken


def test_a_new_game_at_once_does_not_lose_the_hand_just_scored(qtbot, quick, tmp_path, monkeypatch):
    """The background review runs off the GUI thread; a new game on the table while it runs lets it
    finish: the hand was played, its mistakes still go in (it was dropped before, and they were lost).
    Found by review: the line then said "Hand 1: ..." in the new game, of a hand it never had; it says
    the decisions were of an earlier game."""
    from texas42_qt.gui import statusline

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        renewed = take_table_as_scored(qtbot, w, lambda: w.start_game(setup_for(Rules(), seed=2, practice=False)))
        assert renewed == [True]  # the review was under way when the new game came
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work"), timeout=30_000)
        assert {c.kind for c in w.deck.cards} == {"bid", "play"} and w.deck.pending == []
        assert {c.game.seed for c in w.deck.cards} == {1}
        news = f"{len(w.deck)} costly decisions of yours from an earlier game went into My mistakes."
        assert news in heard and news in w.status.text() and not any(t.startswith("Hand 1:") for t in heard)
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_quitting_while_a_hand_is_looked_over_keeps_it_for_the_next_start(qtbot, quick, tmp_path):
    """Found by QA: quitting right after a hand (its review under way) lost its costly bid for good.
    The deck keeps the hand until its review is done; the next start looks it over."""
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    w.game_mistakes.clock = lambda: datetime(2026, 3, 7, 14, 5, 59)
    quit_during = []
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=False))
        w.controller.handScored.connect(lambda _r: quit_during.append(w.reviewer._working is not None))
        play_badly_until(qtbot, w, lambda: bool(quit_during))
    finally:
        close_clean(qtbot, w)
    assert quit_during == [True]
    deck = Deck(tmp_path / "data" / "mistakes.json")
    assert len(deck) == 0 and [p.index for p in deck.pending] == [0]
    w = make_window(qtbot, tmp_path, mistakes_from_games=True, offer_resume=True)
    w.game_mistakes.clock = lambda: datetime(2026, 3, 9, 9, 0)
    try:
        assert w.reviewer._working is None  # (nothing runs before a game has the table)
        with qtbot.waitSignal(w.files.resumed, timeout=20_000):
            w.resume()
        qtbot.waitUntil(lambda: len(w.deck) > 0 and w.reviewer._working is None, timeout=30_000)
        assert {c.kind for c in w.deck.cards} == {"bid", "play"} and w.deck.pending == []
        assert all(c.game.seed == 1 and c.game.hand == 0 for c in w.deck.cards)
        assert {c.played for c in w.deck.cards} == {"2026-03-07T14:05"}  # when it was played, not looked over
    finally:
        close_clean(qtbot, w)
    assert Deck(tmp_path / "data" / "mistakes.json").pending == []


def test_an_undo_past_the_hand_drops_its_review(qtbot, quick, tmp_path):
    """A hand taken back is not the user's to learn from as it stood: its review stops, and the deck
    lets it go."""
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=True))
        undone = []

        def undo(_result):
            undone.append(w.reviewer._working is not None and len(w.deck.pending) == 1)
            w.undo()

        w.controller.handScored.connect(undo)
        play_badly_until(qtbot, w, lambda: bool(undone))
        assert undone == [True]
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work"), timeout=30_000)
        assert len(w.deck) == 0 and w.deck.pending == []
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_a_lesson_puts_the_review_off_until_your_game_is_back(qtbot, quick, tmp_path):
    """A lesson (or practice) on the table stops the background review at its next decision, the work
    lane being theirs; the hand is looked over once the user's game has the table again, not dropped
    (its mistakes were lost)."""
    from texas42_qt.play.tutorial import all_lessons

    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        taught = take_table_as_scored(qtbot, w, lambda: w.tutorial.start(all_lessons()[0]))
        assert taught == [True] and w.tutorial.active
        qtbot.waitUntil(lambda: not w.work.busy("work"), timeout=30_000)
        assert w.reviewer._working is None and len(w.deck) == 0 and len(w.deck.pending) == 1  # put off
        with qtbot.waitSignal(w.files.resumed, timeout=20_000):
            w.coach_bar.end.click()
        qtbot.waitUntil(lambda: len(w.deck) > 0 and w.reviewer._working is None, timeout=30_000)
        assert {c.kind for c in w.deck.cards} == {"bid", "play"} and w.deck.pending == []
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_practice_puts_the_review_off_at_once(qtbot, quick, tmp_path):
    """Found by review: practice queues its deal on the work lane before the table is reset, so the
    deal waited behind the whole background review ("Dealing a practice hand…"); practice taking the
    table now stops the review at once, and the hand waits in the deck for the user's game."""
    from texas42_qt.trainer.practice import STRENGTHS

    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        stopped = []
        practised = take_table_as_scored(qtbot, w, lambda: (w.practice.start("first", next(iter(STRENGTHS)), 1, 5),
                                                            stopped.append(w.reviewer._working is None)))
        assert practised == [True] and stopped == [True]  # under way, then stopped as practice took the table
        qtbot.waitUntil(lambda: not w.work.busy("work"), timeout=30_000)
        assert len(w.deck) == 0 and len(w.deck.pending) == 1
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_a_hand_reviewed_again_in_a_later_run_puts_nothing_back(qtbot, quick, tmp_path):
    """Found by review: the hand's cards practised away, the same hand reviewed again after a restart
    (R) put them back in the deck and said so: only a hand held since it was scored feeds the deck."""
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=False))
        scored = []
        w.controller.handScored.connect(scored.append)
        play_badly_until(qtbot, w, lambda: bool(scored))
        qtbot.waitUntil(lambda: len(w.deck) > 0 and w.reviewer._working is None, timeout=30_000)
        for card in list(w.deck.cards):  # answered right in practice: out of the deck
            w.deck.answered(card, 0.0, False)
        assert len(w.deck) == 0 and w.deck.pending == []
    finally:
        close_clean(qtbot, w)
    w = make_window(qtbot, tmp_path, mistakes_from_games=True, offer_resume=True)
    try:
        with qtbot.waitSignal(w.files.resumed, timeout=20_000):
            w.resume()
        w.review_hand(0)
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work"), timeout=30_000)
        assert w.reviewer.dialog is not None and w.reviewer._kept, "the review was worked out"
        assert len(w.deck) == 0
    finally:
        close_clean(qtbot, w)


def quit_while_looked_over(qtbot, tmp_path) -> None:
    """Play the user's first hand badly and quit as it is scored, its review under way: the deck
    keeps the hand for the next start. (A practice game: Undo is on.)"""
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=True))
        scored = []
        w.controller.handScored.connect(scored.append)
        play_badly_until(qtbot, w, lambda: bool(scored))
    finally:
        close_clean(qtbot, w)
    assert [p.index for p in Deck(tmp_path / "data" / "mistakes.json").pending] == [0]


def bid_then_badly(bid: int):
    """A policy for the user's seat: `bid` at the first chance (else a pass), then `bad_choice`'s tiles."""
    def choose(obs, played_badly: bool):
        if obs.phase is Phase.BID and Bid(bid) in obs.legal:
            return Bid(bid)
        return bad_choice(obs, played_badly)
    return choose


def test_a_hand_of_an_earlier_run_undone_after_resuming_is_not_put_in_the_deck(qtbot, quick, tmp_path):
    """Found by review: a hand carried over from an earlier run was looked over even if the user, having
    resumed, undid back into it and played it otherwise: the deck showed decisions the user took back.
    The resumed game holds the hand from then on, as a hand of this run: an undo into it drops it."""
    quit_while_looked_over(qtbot, tmp_path)
    w = make_window(qtbot, tmp_path, mistakes_from_games=True, offer_resume=True)
    try:
        with qtbot.waitSignal(w.files.resumed, timeout=20_000):
            w.resume()
        assert w.reviewer._working is not None  # the hand of the earlier run, under way
        while w.controller.can_undo():  # back to the user's bid, at once
            w.undo()
        assert w.controller.state.phase is Phase.BID and w.deck.pending == []
        c, played_badly, choose = w.controller, False, bid_then_badly(30)
        while c.state.phase not in (Phase.SCORED, Phase.GAME_OVER):  # bid 30 this time, then play badly
            wait_for_user(qtbot, w)
            if c.state.phase in (Phase.SCORED, Phase.GAME_OVER):
                break
            obs = c.observation()
            action = choose(obs, played_badly) or obs.legal[0]
            played_badly = played_badly or isinstance(action, Play) and len(obs.legal) > 1
            w.act(action)
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work") and not w.deck.pending,
                        timeout=30_000)
        actions = c.state.logs[0].actions
        assert w.deck.cards, "the hand as played again has costly decisions too"
        for card in w.deck.cards:  # each card's answer is the one the hand stands with, counted once
            taken = actions[len(card.game.actions)][1]
            assert taken == (card.seen.choice[0] if card.kind == "bid" else Play(card.seen.tile)), card
            assert card.misses == 1
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


@pytest.mark.parametrize("seen_before", [True, False])
def test_a_review_the_window_came_to_show_still_feeds_the_deck_once_another_replaces_it(qtbot, quick, tmp_path,
                                                                                       seen_before):
    """Found by review: the user opened the review of the hand just scored while it was worked out in
    the background, then asked for another hand's: the first review stopped for good, and the hand
    waited in the deck until the next start. It goes on once the window no longer waits for it."""
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=False))
        c, scored = w.controller, []
        c.handScored.connect(scored.append)
        play_badly_until(qtbot, w, lambda: bool(scored))
        qtbot.waitUntil(lambda: not w.deck.pending and w.reviewer._working is None, timeout=30_000)
        switched = []

        def review_then_another(_result):
            switched.append(w.reviewer._working is not None)
            w.review_hand(1)  # the background review of hand 2 now shows
            if not seen_before:
                w.reviewer._kept.clear()
            w.review_hand(0)  # and another hand's takes its place

        c.handScored.connect(review_then_another)
        w.next_hand()
        play_badly_until(qtbot, w, lambda: bool(switched))
        assert switched == [True]
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work"), timeout=30_000)
        assert w.deck.pending == [] and 1 in {card.game.hand for card in w.deck.cards}
        assert all(card.misses == 1 for card in w.deck.cards)
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_a_hand_undone_while_the_window_shows_its_review_does_not_feed_the_deck(qtbot, quick, tmp_path):
    """The window shows the background review of the hand just scored (it goes on for the user), and
    the user undoes into the hand: the deck lets the hand go, as for a review not shown."""
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=True))
        undone = []

        def review_then_undo(_result):
            undone.append(w.reviewer._working is not None)
            w.review_hand()
            w.undo()

        w.controller.handScored.connect(review_then_undo)
        play_badly_until(qtbot, w, lambda: bool(undone))
        assert undone == [True]
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work"), timeout=30_000)
        assert w.reviewer._kept, "the review the window waited for was shown"
        assert len(w.deck) == 0 and w.deck.pending == []
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_a_hand_put_off_by_a_lesson_is_dropped_by_an_undo_into_it_once_your_game_is_back(qtbot, quick, tmp_path):
    """Your game comes back from a lesson read again from its save (another game object): the hand put
    off is that game's still, and an undo back into it drops it, as before the lesson."""
    from PySide6.QtCore import QTimer

    from texas42_qt.play.tutorial import all_lessons

    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=True))
        taught = []

        def lesson(_result):  # once the hand's last tile is saved, the review under way
            taught.append(w.reviewer._working is not None)
            QTimer.singleShot(0, lambda: w.tutorial.start(all_lessons()[0]))

        w.controller.handScored.connect(lesson)
        play_badly_until(qtbot, w, lambda: bool(taught))
        qtbot.waitUntil(lambda: w.tutorial.active and not w.work.busy("work"), timeout=30_000)
        assert taught == [True] and len(w.deck.pending) == 1 and len(w.deck) == 0
        w.controller.handScored.disconnect(lesson)
        with qtbot.waitSignal(w.files.resumed, timeout=20_000):
            w.coach_bar.end.click()
        w.undo()  # into the hand, at once
        qtbot.waitUntil(lambda: w.reviewer._working is None and not w.work.busy("work"), timeout=30_000)
        assert len(w.deck) == 0 and w.deck.pending == []
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_a_review_shown_and_done_under_a_lesson_names_the_hand_of_the_game_set_aside(qtbot, quick, tmp_path,
                                                                                     monkeypatch):
    """Found by review: the window showed the background review of the hand just scored, a lesson took
    the table before it was done, and the line said the decisions were "from an earlier game": they are
    of the user's game, set aside until the lesson ends."""
    from PySide6.QtCore import QTimer

    from texas42_qt.gui import statusline
    from texas42_qt.play.tutorial import all_lessons

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=False))
        taught = []

        def lesson(_result):
            taught.append(w.reviewer._working is not None)
            w.review_hand()  # the window shows the review under way: it goes on under the lesson
            QTimer.singleShot(0, lambda: w.tutorial.start(all_lessons()[0]))

        w.controller.handScored.connect(lesson)
        play_badly_until(qtbot, w, lambda: bool(taught))
        qtbot.waitUntil(lambda: w.tutorial.active and w.reviewer._working is None and not w.work.busy("work"),
                        timeout=30_000)
        assert taught == [True] and len(w.deck) > 0 and w.deck.pending == []
        news = [text for text in heard if "My mistakes" in text]
        assert news == [f"Hand 1: {len(w.deck)} costly decisions of yours went into My mistakes."], news
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []



def test_my_mistakes_gives_the_chance_given_up_as_the_hint_and_the_review_show_it(qapp):
    """Found by playing Texas house rules (seed 4204, hand 2): the hint and the review showed the 4-0 at
    40.4% to set and the 5-5 played at 7.7%, and My mistakes said "32% chance" given up, the difference
    of 40% and 8%. The card, play practice's reveal of the position and My mistakes' row give the
    difference of the two chances as the tables show them: 32.7%."""
    from texas42_qt.ai import reasons
    from texas42_qt.engine import Contract, NameTrump, Variant
    from texas42_qt.engine.tiles import mask_of, parse_tile
    from texas42_qt.gui.mistakes_rows import given_up
    from texas42_qt.trainer.mistakes import GAME, Card
    from texas42_qt.trainer.positions import GamePosition

    rules = Rules.from_dict(Variant.TEXAS_42, {"target": 3, "nello": {"min_marks": 1, "doubles": "own_suit"},
                                               "sevens": {"min_marks": 1}, "plunge": {"min_marks": 4},
                                               "splash": {"min_marks": 2}})
    hands = ["0-0 1-0 2-0 4-0 5-2 5-5 6-3", "1-1 3-3 4-2 5-1 6-1 6-5 6-6", "2-1 3-1 3-2 4-1 4-3 4-4 6-2",
             "2-2 3-0 5-0 5-3 5-4 6-0 6-4"]
    deal = tuple(mask_of(parse_tile(t) for t in h.split()) for h in hands)
    plays = [(1, "1-1"), (2, "2-1"), (3, "5-0"), (0, "1-0"), (1, "5-1"), (2, "3-1"), (3, "3-0")]
    actions = ((0, Bid(30)), (1, Bid(31)), (2, PASS), (3, PASS), (1, NameTrump(Contract.ACES)),
               *((s, Play(parse_tile(t))) for s, t in plays))
    pos = GamePosition(4204, 1, (1, 0), 3, deal, None, actions, 0)
    obs = state_of(rules, pos).observation(0)
    play = hints.play_hint(obs, "hard", players.HINT_SEED)
    five_five = parse_tile("5-5")
    places = reasons.chance_places(play.options, play.recommended)
    shown = {o.tile: round(o.chance * 100, places) for o in play.options}
    assert places == 1 and play.recommended == parse_tile("4-0")
    assert (shown[play.recommended], shown[five_five]) == (40.4, 7.7)  # as the hint and the review show them
    loss = review.play_loss(play, five_five)
    assert loss is not None and loss.shown_lost == pytest.approx(0.327)
    card = Card("play", 4204, pos.digest(), GAME, "any", rules.to_dict(), loss.shown_lost, points=loss.points, game=pos)
    assert given_up(card) == "32.7% chance"
    reveal = pp.evaluate_play(own_game.play_deal(card), five_five)  # Practise this one: the same numbers
    assert pp.shown_lost(reveal) == card.lost
    assert "about 7.7% to set the contract; the best tile 40.4%" in str(pp.grade_text(reveal))


def test_an_undo_into_a_hand_takes_the_cards_it_put_in_my_mistakes_back_out(qtbot, quick, tmp_path, monkeypatch):
    """Found by QA: a hand's cards, once in My mistakes, stayed there after the user undid back into
    that hand, though undo let the user play it again: they described decisions taken back. They go
    out with the undo (and it says so, as their going in was said); the hand played again as it was
    puts them back, each counted once."""
    from texas42_qt.gui import statusline

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=True))  # (a practice game: Undo is on)
        scored = []
        w.controller.handScored.connect(scored.append)
        play_badly_until(qtbot, w, lambda: bool(scored))
        qtbot.waitUntil(lambda: len(w.deck) > 0 and w.reviewer._working is None, timeout=30_000)
        fed = list(w.deck.cards)
        assert {c.kind for c in fed} == {"bid", "play"} and all(c.misses == 1 for c in fed)
        last = w.controller.state.logs[0].actions[-1]
        while w.controller.state.phase is Phase.SCORED or w.controller.state.to_act != 0:
            w.undo()  # back into the hand, to the user's last tile
        assert len(w.deck) == 0 and w.deck.pending == []
        taken = f"Hand 1 taken back: {len(fed)} costly decisions of yours left My mistakes."
        qtbot.waitUntil(lambda: taken in heard and taken in w.status.text())  # (shown, once the undo is done)
        assert Deck(tmp_path / "data" / "mistakes.json").cards == []  # (saved so)
        assert last[0] == 0  # (seed 1: the user plays the hand's last tile)
        w.act(last[1])  # the hand played again as it was: its cards are back, once each
        qtbot.waitUntil(lambda: len(w.deck) == len(fed) and not w.work.busy("work"), timeout=30_000)
        assert sorted(c.key for c in w.deck.cards) == sorted(c.key for c in fed)
        assert all(c.misses == 1 for c in w.deck.cards)
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []


def test_a_card_taken_back_leaves_the_deck_as_it_was_before_the_hand(tmp_path):
    """A hand taken back undoes only what it did to the deck: a decision already in it (missed in
    practice before) keeps its card and its misses; a card answered since in practice stays as that
    answer left it."""
    g = own_hand(1)
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    card = own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed)[0]
    deck = Deck(tmp_path / "mistakes.json")
    deck.answered(card, card.lost, True, card.points)
    before = deck.card(card.key)
    deck.answered(card, card.lost, True, card.points)  # the hand's review puts it in again: 2 misses
    put = deck.card(card.key)
    assert put is not None and put.misses == 2
    assert deck.take_back(put, before) and deck.cards == [before]
    assert Deck(tmp_path / "mistakes.json").cards == [before]
    deck.answered(card, card.lost, True, card.points)
    put = deck.card(card.key)
    deck.answered(card, card.lost * 2, True, card.points)  # practised since: missed again
    assert not deck.take_back(put, before) and deck.card(card.key).misses == 3


def fed_deck(path) -> tuple[Deck, GameState]:
    """A deck fed one hand of the user's game (`own_hand(1)`: a costly bid and play), as the window feeds it."""
    from texas42_qt.trainer.mistakes import FedHand, Pending

    g = own_hand(1)
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    deck = Deck(path)
    fed = []
    with deck.together():
        for card in own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed):
            before = deck.card(card.key)
            deck.answered(card, card.lost, True, card.points)
            fed.append((deck.card(card.key), before))
        deck.remember(FedHand(Pending(g.rules, g.seed, tuple(g.logs), 0, 0, ("You",)).digest(), 0, tuple(fed)))
    return deck, g


def test_the_hands_fed_to_the_deck_are_kept_in_its_file(quick, tmp_path):
    """Found by QA: an undo into a hand of an earlier run left its cards in My mistakes, the hands fed
    being known only to the run that fed them. The deck keeps them (the last `FED`), in its one write
    for the hand: read again, an undo into one takes its cards back out, as in the run that fed it."""
    from texas42_qt.trainer.mistakes import FED, FedHand, Pending

    path = tmp_path / "mistakes.json"
    deck, g = fed_deck(path)
    hand = deck.fed[0]
    assert len(hand.cards) == len(deck) == 2 and all(before is None for _card, before in hand.cards)
    again = Deck(path)
    assert again.notice is None and again.fed == deck.fed and again.cards == deck.cards
    data = json.loads(path.read_text())
    assert [len(item["cards"]) for item in data["fed"]] == [2] and data["version"] == 2  # the cards named, not again
    assert again.take_back_hand(again.fed[0]) == 2 and again.cards == [] and again.fed == []
    assert Deck(path).cards == [] and Deck(path).fed == []
    # the digest is the hand's as played: not the names, but any action
    same = Pending(g.rules, g.seed, tuple(replay(g.rules, g.logs, g.seed).logs), 0, 0, ("Someone",))
    assert same.digest() == hand.hand
    log = g.logs[0]
    other = HandLog(log.shaker, log.deal, log.widow, [*log.actions[:-1], (log.actions[-1][0], Play(0))])
    assert Pending(g.rules, g.seed, (other,), 0, 0, ("You",)).digest() != hand.hand
    # a card answered since cannot be taken back: it is not written; the hand still is
    deck, _g = fed_deck(tmp_path / "answered.json")
    deck.answered(deck.cards[0], 0.0, False)
    assert [len(h.cards) for h in Deck(deck.path).fed] == [1]
    # bounded: the last FED hands
    for n in range(FED + 3):
        deck.remember(FedHand(f"hand-{n}", 0, ()))
    assert len(deck.fed) == len(Deck(deck.path).fed) == FED and deck.fed[-1].hand == f"hand-{FED + 2}"


def test_a_deck_without_the_hands_fed_or_with_damaged_ones_loads(quick, tmp_path):
    """An older deck has no "fed": it reads as before. A damaged hand fed (or card of one) is only left
    out: what it did stays in the deck, which is never set aside for it."""
    path = tmp_path / "mistakes.json"
    deck, _g = fed_deck(path)
    data = json.loads(path.read_text())
    del data["fed"]
    path.write_text(json.dumps(data))
    old = Deck(path)
    assert old.notice is None and old.cards == deck.cards and old.fed == []
    good = fed_items(deck)
    for damage, kept in [("nonsense", []), ({"hand": 3}, []), (None, []),
                         ({**good, "hand": 7}, []), ({**good, "index": -1}, []), ({**good, "index": 1.5}, []),
                         ({**good, "cards": {}}, []), ({**good, "cards": [{"card": "0", "key": [], "before": None}]}, []),
                         ({**good, "cards": [{**good["cards"][0], "before": {"kind": "nope"}}]}, []),
                         ({**good, "cards": [{**good["cards"][0], "card": 99}, good["cards"][1]]}, [1]),
                         ({**good, "cards": [{**good["cards"][0], "key": ["bid", 0, 0, "x", "y"]}]}, [0])]:
        data["fed"] = damage if damage == "nonsense" else [damage]
        path.write_text(json.dumps(data))
        loaded = Deck(path)
        assert loaded.notice is None and loaded.cards == deck.cards, damage
        assert [len(h.cards) for h in loaded.fed] == kept, damage


def fed_items(deck: Deck) -> dict:
    from texas42_qt.trainer.mistakes import fed_json

    return fed_json(deck.fed, deck.cards)[0]


def test_an_undo_after_a_restart_takes_the_cards_an_earlier_run_put_in_back_out(qtbot, quick, tmp_path, monkeypatch):
    """Found by QA: the cards a hand put in My mistakes went out with an undo into it only in the run that
    fed them; quit and resumed, the same undo left them in. The deck keeps the hands it was fed: the
    resumed game holds the hand, and an undo into it takes them out and says so, as in that run; the
    hand played again as it was puts them back, once."""
    from texas42_qt.gui import statusline

    heard: list[str] = []
    monkeypatch.setattr(statusline, "announce", lambda widget, text: heard.append(text))
    w = make_window(qtbot, tmp_path, mistakes_from_games=True)
    try:
        w.start_game(setup_for(Rules(), seed=1, practice=True))  # (a practice game: Undo is on)
        play_badly_until(qtbot, w, lambda: w.controller.state.phase in (Phase.SCORED, Phase.GAME_OVER))
        qtbot.waitUntil(lambda: len(w.deck) > 0 and not w.deck.pending and w.reviewer._working is None,
                        timeout=30_000)
        fed = list(w.deck.cards)
        last = w.controller.state.logs[0].actions[-1]
    finally:
        close_clean(qtbot, w)
    assert Deck(tmp_path / "data" / "mistakes.json").cards == fed
    w = make_window(qtbot, tmp_path, mistakes_from_games=True, offer_resume=True)  # the next start
    try:
        assert w.deck.cards == fed and len(w.deck.fed) == 1
        with qtbot.waitSignal(w.files.resumed, timeout=20_000):
            w.resume()
        assert w.controller.state.phase is Phase.SCORED and len(w.deck) == len(fed)  # (resuming takes nothing)
        while w.controller.state.phase is Phase.SCORED or w.controller.state.to_act != 0:
            w.undo()  # back into the hand, to the user's last tile
        assert len(w.deck) == 0 and w.deck.fed == []
        taken = f"Hand 1 taken back: {len(fed)} costly decisions of yours left My mistakes."
        qtbot.waitUntil(lambda: taken in heard and taken in w.status.text())
        assert Deck(tmp_path / "data" / "mistakes.json").cards == []  # (saved so)
        w.act(last[1])  # the hand played again as it was: its cards are back, once each
        qtbot.waitUntil(lambda: len(w.deck) == len(fed) and not w.work.busy("work"), timeout=30_000)
        assert sorted(c.key for c in w.deck.cards) == sorted(c.key for c in fed)
        assert all(c.misses == 1 for c in w.deck.cards)
    finally:
        close_clean(qtbot, w)
    assert running_work(w) == []

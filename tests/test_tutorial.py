"""The tutorial's lessons: every shipped lesson is legal by the engine, and the
runner asks for the lesson's moves, explains wrong ones and finishes."""

from __future__ import annotations

import dataclasses

import pytest

from texas42_qt.engine import PASS, Play
from texas42_qt.engine.tiles import parse_tile
from texas42_qt.play.tutorial import USER, LessonError, LessonRun, all_lessons, check_lesson, lesson_from_json

LESSONS = all_lessons()


def test_lessons_ship_in_the_package():
    assert len(LESSONS) >= 1
    assert len({lesson.id for lesson in LESSONS}) == len(LESSONS), "lesson ids are unique"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_is_legal_and_complete(lesson):
    check_lesson(lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_runner_plays_a_lesson_through(lesson):
    state = lesson.new_game()
    run = LessonRun(lesson)
    steps = 0
    while not run.finished(state):
        steps += 1
        assert steps < 500
        if run.user_to_move(state):
            seat, action = lesson.moves[len(state.actions)]
            wrong = next((a for a in state.legal_actions() if a != action), None)
            if wrong is not None:
                assert run.check(state, wrong), "a move that is not the lesson's is explained"
            assert run.check(state, action) is None
            state.apply(action)
        elif run.waits_for_reading(state):
            run.read(state)
        else:
            state.apply(run.scripted(state))


def test_a_wrong_move_gets_the_cards_explanation():
    lesson = next(lesson for lesson in LESSONS if lesson.id == "tiles-and-suits")
    state = lesson.new_game()
    run = LessonRun(lesson)
    while not run.user_to_move(state) or len(state.actions) < 8:
        if run.user_to_move(state):
            state.apply(PASS)
        elif run.waits_for_reading(state):
            run.read(state)
        else:
            state.apply(run.scripted(state))
    assert state.to_act == USER
    assert "5 points" in run.check(state, Play(parse_tile("4-1")))
    assert run.check(state, Play(parse_tile("5-4"))) is None


def test_a_broken_lesson_is_refused_with_its_reason():
    good = '{"id": "x", "title": "X", "rules": "Straight 42 (tournament)", "shaker": 0, "deal": %s, "moves": %s, "cards": %s}'
    deal = '[["1-0","2-0","4-1","5-3","5-4","6-0","6-6"],["0-0","2-2","4-0","4-2","4-4","5-1","6-1"],' \
           '["1-1","3-0","3-2","5-0","6-2","6-3","6-5"],["2-1","3-1","3-3","4-3","5-2","5-5","6-4"]]'
    with pytest.raises(LessonError, match="not JSON"):
        lesson_from_json("{", "bad.json")
    illegal = lesson_from_json(good % (deal, '[{"seat": 1, "bid": 29}]', '[{"at": 1, "say": "end"}]'))
    with pytest.raises(LessonError, match="illegal"):
        check_lesson(illegal)
    wrong_seat = lesson_from_json(good % (deal, '[{"seat": 2, "bid": 30}]', '[{"at": 1, "say": "end"}]'))
    with pytest.raises(LessonError, match="seat 1 is to act"):
        check_lesson(wrong_seat)
    silent = lesson_from_json(good % (deal, '[{"seat": 1, "bid": 30}, {"seat": 2, "bid": "pass"}, '
                                      '{"seat": 3, "bid": "pass"}, {"seat": 0, "bid": "pass"}]', '[{"at": 4, "say": "end"}]'))
    with pytest.raises(LessonError, match="no card"):
        check_lesson(silent)
    with pytest.raises(LessonError, match="deal"):
        lesson_from_json('{"id": "x", "title": "X", "moves": [], "cards": []}')


def _replayed(lesson):
    state = lesson.new_game()
    for _, action in lesson.moves:
        state.apply(action)
    return state


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_closes_and_explains_its_choices(lesson):
    assert lesson.card_at(len(lesson.moves)).say.endswith("Lesson complete!")
    state = lesson.new_game()
    for i, (seat, action) in enumerate(lesson.moves):
        if seat == USER and len(state.legal_actions()) > 1:
            assert lesson.card_at(i).wrong, f"move {i + 1} has a choice: its card says why another move is worse"
        state.apply(action)
    for card in lesson.cards:
        assert len(card.say.split()) <= 75 and len(card.wrong.split()) <= 75, f"card at {card.at} is too long"


def test_the_first_hand_lesson_is_a_whole_hand_with_hints():
    lesson = next(lesson for lesson in LESSONS if lesson.hints)
    state = _replayed(lesson)
    assert state.result is not None and len(state.tricks) == lesson.rules.layout.tricks
    assert state.result.bidder == USER and state.result.result.value == "made"


def test_the_moon_lesson_takes_the_widow_and_lays_a_tile_away():
    lesson = next(lesson for lesson in LESSONS if lesson.rules.variant.value == "moon")
    assert lesson.widow is not None
    state = _replayed(lesson)
    assert state.bidder == USER and state.widow_taken and state.discard is not None


@pytest.mark.parametrize("lesson", [lesson for lesson in LESSONS if lesson.hints], ids=lambda lesson: lesson.id)
def test_a_lesson_with_hints_asks_for_what_the_hint_recommends(lesson):
    """With hints on, the coach card and the hint (the Hard AI's own analysis for the user's seat,
    with the hints' seed, as the window asks) must not contradict each other: at every user decision
    the lesson's move is the hint's very recommendation, where the keyboard goes after H (found by
    QA: in lesson 8 H put the keyboard on 35, and Enter made a bid the lesson refused); a card that
    turns the hint off does so only where the hint would recommend another move."""
    from texas42_qt.ai.hints import bid_hint, play_hint
    from texas42_qt.ai.players import HINT_SEED
    from texas42_qt.engine import Bid, NameTrump, Phase

    state = lesson.new_game()
    checked = 0
    for at, (seat, action) in enumerate(lesson.moves):
        if seat == USER and len(state.legal_actions()) > 1 and state.phase is not Phase.SCORED:
            obs = state.observation(USER)
            if isinstance(action, Play):
                recommended: object = play_hint(obs, "hard", HINT_SEED).recommended
                agrees = action.tile == recommended
            else:
                assert isinstance(action, Bid | NameTrump)
                hint = bid_hint(obs, "hard", HINT_SEED)
                recommended = (hint.recommended, hint.contract)
                agrees = (hint.contract == action.contract if isinstance(action, NameTrump)
                          else hint.recommended == action and (action.is_pass or hint.contract is _named(lesson)))
            if lesson.card_at(at).no_hint:
                assert not agrees, f"move {at + 1}: the hint agrees with the lesson, so it need not be off"
            else:
                assert agrees, (at, action, recommended)
                checked += 1
        state.apply(action)
    assert checked >= 4


def _named(lesson):
    """The contract the user names in `lesson` (None: someone else does)."""
    from texas42_qt.engine import NameTrump

    return next((a.contract for s, a in lesson.moves if s == USER and isinstance(a, NameTrump)), None)


def _seat_named(lesson, name):
    """The seat a card calls West, East or your partner."""
    if name.lower() == "your partner":
        return 2
    return 1 if name == "West" else lesson.rules.layout.n_seats - 1


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_card_says_a_seat_had_to_play_a_tile_only_when_it_was_forced(lesson):
    """(Found by QA: lesson 1 said "East had to give up the 6-4", but East held the 4-3 too and
    put the 6-4 on his partner's trick by choice. A lesson that calls a choice forced teaches the
    rules wrong.)"""
    import re

    for card in lesson.cards:
        for name in re.findall(r"\b(West|East|[Yy]our partner) had to\b", card.say):
            seat = _seat_named(lesson, name)
            state = lesson.new_game()
            forced = None
            for s, action in lesson.moves[:card.at]:
                if s == seat and isinstance(action, Play):
                    forced = len([a for a in state.legal_actions() if isinstance(a, Play)]) == 1
                state.apply(action)
            assert forced, f"card at {card.at}: {name} had a choice, but the card says he had to"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_cards_name_the_seats_as_the_table_does(lesson):
    """The table's plates say You, Partner, West and East: a card calling a seat North or South
    names someone the learner cannot find (found by QA: "Your partner, North, bids first")."""
    for card in lesson.cards:
        for text in (card.say, card.wrong):
            assert "North" not in text and "South" not in text, f"card at {card.at}: {text}"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_wrong_trump_is_not_told_it_was_no_trump(lesson):
    """Found by QA: in lesson 3 a learner who trumped West's 6-6 with the 4-2 (a trump, only not
    the lowest) was told "Without a trump, West's 6-6 wins this trick": the explanation of a
    wrong move must hold for every wrong move the learner can make there, trumps included."""
    from texas42_qt.engine import contract_table

    state = lesson.new_game()
    run = LessonRun(lesson)
    for seat, action in lesson.moves:
        if seat == USER and isinstance(action, Play) and state.contract is not None:
            trumps = contract_table(state.rules, state.contract).trump_mask
            for wrong in state.legal_actions():
                if isinstance(wrong, Play) and wrong != action and trumps >> wrong.tile & 1:
                    said = str(run.check(state, wrong))
                    assert not said.startswith("Without a trump"), (lesson.id, len(state.actions), said)
        state.apply(action)


def test_a_sure_hand_laid_down_in_a_lesson_is_not_called_a_wrong_tile():
    """Found by QA: D (Lay down) on the sure hand at lesson 6's first lead was answered with the
    card's reason against another tile ("If you lead the 5-5 first, ... could set you"), and the
    closing card then says the hand could have been laid down right there."""
    from texas42_qt.engine import CLAIM

    lesson = next(lesson for lesson in LESSONS if lesson.id == "marks-and-84")
    state = lesson.new_game()
    for _, action in lesson.moves[:5]:
        state.apply(action)
    run = LessonRun(lesson)
    assert state.refusal(CLAIM) is None, "the claim is sure here"
    said = str(run.check(state, CLAIM))
    assert "Laying down is right here too" in said and "5-5" not in said


def _play_to(lesson, at: int):
    """The lesson played by its runner to `at` actions, each card on the way read."""
    state, run = lesson.new_game(), LessonRun(lesson)
    while len(state.actions) < at:
        if run.waits_for_reading(state):
            run.read(state)
        state.apply(lesson.moves[len(state.actions)][1])
    return run, state


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_lesson_left_midway_is_restored_as_it_was(lesson):
    """A lesson left at a card and opened again goes on there: the same deal, moves and card."""
    from texas42_qt.play.tutorial import resume

    at = lesson.cards[len(lesson.cards) // 2].at
    run, state = _play_to(lesson, at)
    kept = run.progress(state)
    assert kept is not None
    restored = resume(lesson, kept)
    assert restored is not None
    again, again_state = restored
    assert again_state.actions == state.actions and again_state.hands == state.hands
    assert again.card(again_state) == run.card(state) is not None
    assert again.waits_for_reading(again_state) == run.waits_for_reading(state)


def test_damaged_or_stale_lesson_progress_starts_the_lesson_again():
    from texas42_qt.play.tutorial import fingerprint, resume

    lesson = LESSONS[5]
    run, state = _play_to(lesson, lesson.cards[3].at)
    kept = run.progress(state)
    assert resume(lesson, kept) is not None, "the premise: the progress itself is good"
    mark = fingerprint(lesson)
    for bad in (None, "x", [], {}, {**kept, "lesson": "0" * 16}, {**kept, "at": len(lesson.moves) + 1},
                {**kept, "at": -1}, {**kept, "at": "3"}, {**kept, "seen": [999]}, {**kept, "seen": "0"},
                {"at": 2, "seen": [], "lesson": mark}):
        restored = resume(lesson, bad)
        if restored is not None:  # (2 actions in, with nothing read, is a position the lesson can be in)
            assert bad == {"at": 2, "seen": [], "lesson": mark}
    changed = dataclasses.replace(lesson, cards=(dataclasses.replace(lesson.cards[0], say="Another text"),
                                                 *lesson.cards[1:]))
    assert resume(changed, kept) is None, "a lesson whose text changed starts again"
    assert LessonRun(lesson).progress(lesson.new_game()) is None, "nothing to keep at the start"


@pytest.mark.parametrize("lesson", [x for x in LESSONS if x.hints], ids=lambda lesson: lesson.id)
def test_a_tile_the_hint_rates_as_high_as_the_lessons_is_not_given_another_tiles_fault(lesson):
    """Found by playing lesson 8 with Hint open: Hint rated the 5-2 as high as the 5-1 the card asks
    for (and the 6-5 as the 5-5), yet the 5-2 was refused with "If you lead the 6-4, West could
    trump it": a tile as good as the lesson's is told so, in words of its own that name it."""
    from texas42_qt.ai.hints import play_hint
    from texas42_qt.ai.players import HINT_SEED
    from texas42_qt.engine.tiles import tile_name

    state, run, checked = lesson.new_game(), LessonRun(lesson), 0
    for seat, action in lesson.moves:
        if seat == USER and isinstance(action, Play) and len(state.legal_actions()) > 1:
            options = play_hint(state.observation(USER), "hard", HINT_SEED).options
            mark = next((o.chance, o.expected) for o in options if o.tile == action.tile)
            for option in options:
                if option.tile != action.tile and (option.chance, option.expected) == mark:
                    said = str(run.check(state, Play(option.tile)))
                    assert tile_name(option.tile) in said, (len(state.actions), tile_name(option.tile), said)
                    checked += 1
        state.apply(action)
    assert checked >= 2


def test_a_zero_count_tile_thrown_off_is_told_it_gives_nothing_away():
    """Found by playing lesson 3: throwing off the 2-1 (worth nothing, as the 2-0 the card asks for)
    was answered "East's 6-4 beats your 4-2, ... and the 3-2 would hand them 5 more points"."""
    lesson = next(x for x in LESSONS if x.id == "follow-and-trump")
    state, run = lesson.new_game(), LessonRun(lesson)
    for _, action in lesson.moves[:16]:
        state.apply(action)
    for tile in ("2-1", "3-1"):
        said = str(run.check(state, Play(parse_tile(tile))))
        assert tile in said and "nothing" in said, said
    assert "4-2" in str(run.check(state, Play(parse_tile("4-2"))))


def test_words_for_a_tile_that_is_no_wrong_move_are_refused():
    lesson = next(x for x in LESSONS if x.id == "first-hand")
    card = lesson.card_at(13)
    for tile in ("5-1", "0-0"):  # the lesson's own move; a tile not in the user's hand
        bad = dataclasses.replace(lesson, cards=tuple(
            dataclasses.replace(c, wrong_tiles=((parse_tile(tile), "x"),)) if c is card else c for c in lesson.cards))
        with pytest.raises(LessonError, match="speaks of the"):
            check_lesson(bad)


def test_a_card_turns_off_only_a_hint_there_is():
    """`no_hint` is for a card over the user's move in a lesson with hints on."""
    lesson = next(x for x in LESSONS if x.id == "first-hand")
    for at in (1, lesson.cards[-1].at):  # a computer seat's move; the closing card
        card = dataclasses.replace(lesson.cards[0], at=at, no_hint="x")
        bad = dataclasses.replace(lesson, cards=tuple(c for c in lesson.cards if c.at != at) + (card,))
        with pytest.raises(LessonError, match="turns off a hint"):
            check_lesson(bad)
    with pytest.raises(LessonError, match="turns off a hint"):
        check_lesson(dataclasses.replace(lesson, hints=False))


def test_a_card_that_turns_the_hint_off_says_why_only_over_its_move():
    lesson = next(x for x in LESSONS if x.id == "first-hand")
    state, run = lesson.new_game(), LessonRun(lesson)
    assert "Hint (H) is off for this bid" in run.hint_off(state)
    for _, action in lesson.moves[:4]:
        state.apply(action)
    assert run.hint_off(state) == "", "on again from naming trump"


def test_the_first_lesson_names_every_suit_and_says_what_a_trick_is():
    """Found by playing as a newcomer: the trump panel's buttons say Aces, Deuces and Treys and later
    cards say "the highest ace", "follow deuces", "no treys", but the lessons only ever said "seven
    suits, blanks to sixes"; and lesson 1 had West "lead the first trick" without saying what a
    trick is. The first lesson names them all, as the rules page does."""
    from texas42_qt.engine.tiles import SUIT_NAMES

    lesson = LESSONS[0]
    assert lesson.id == "tiles-and-suits"
    for name in SUIT_NAMES:
        assert name in lesson.cards[0].say, f"the first card does not name the {name}"
    first = next(c for c in lesson.cards if "trick" in c.say)
    assert "A trick is one tile from each player" in first.say, "the first card to say trick says what it is"


def test_no_lesson_speaks_of_pulling_trumps_before_the_lesson_that_teaches_it():
    """Found by playing as a newcomer: lesson 3 said West "led his 6-6 before pulling trumps",
    two lessons before "Bidding and pulling trumps" says what that is."""
    teaching = next(n for n, lesson in enumerate(LESSONS) if "pulling trumps" in lesson.title)
    for lesson in LESSONS[:teaching]:
        for card in lesson.cards:
            for text in (card.say, card.wrong):
                assert "pull" not in text.lower(), f"{lesson.id}, card at {card.at}: {text}"


@pytest.mark.parametrize("lesson", [x for x in LESSONS if x.rules.layout.partnerships], ids=lambda lesson: lesson.id)
def test_a_card_that_points_at_the_score_board_says_what_it_scored(lesson):
    """Found by playing as a newcomer: lesson 2's last card pointed at the score board, where a
    stroke and a 1 had just appeared beside Us, and said nothing of marks; the board's title says
    "marks to 7", and marks were first explained four lessons later."""
    for card in lesson.cards:
        if "score" in card.point:
            assert "mark" in card.say, f"card at {card.at}: {card.say}"


def test_the_first_lesson_says_what_the_shake_badge_on_your_plate_means():
    """Found by playing as a newcomer: from lesson 1's first card a SHAKE badge sits on the learner's
    plate (`table_items.shake_badge`), and nothing said what it was until lesson 7. It is said by the
    card of the learner's first move, the bid, where it also tells why the learner bids last."""
    lesson = LESSONS[0]
    first_move = next(c for c in lesson.cards if c.wrong)
    said = " ".join(c.say for c in lesson.cards if c.at <= first_move.at)
    assert lesson.shaker == USER and "SHAKE" in said and "bid last" in said

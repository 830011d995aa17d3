"""The tutorial's lessons, without Qt.

A lesson is data (`data/lessons/NN-name.json`, so it can be translated and new
ones added without touching the GUI): a fixed deal, every action of the hand in
order (the user's seat 0 and the scripted computer seats alike, written as a
record writes actions), and coach cards. A card is shown once `at` actions have
been taken: if the next action is the user's, the card asks for it and a wrong
move is explained (never applied) until the user makes the lesson's move;
otherwise the card has a Next button and the computer seat moves after it.
Every lesson is replayed through the engine by `check_lesson`, so a lesson whose
script breaks the rules, or ends with a trick half played, cannot ship.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from ..engine import Action, Claim, Discard, GameState, IllegalActionError, Phase, Play, Rules, RulesError
from ..engine.record import action_from_json, action_to_json
from ..engine.text import QT_TRANSLATE_NOOP, tx
from ..engine.tiles import parse_tile, tile_name

USER = 0
"""The user's seat in every lesson."""
LESSON_SEED = 4242
"""Lessons deal their own tiles; the seed only fixes what a finished hand would deal next."""
POINTS = ("hand", "trick", "score", "contract", "panel")
"""What a card may point at besides a tile ("tile:5-5") or a seat's plate ("seat:2")."""


class LessonError(ValueError):
    """A lesson file that cannot be used, with the reason."""


@dataclass(frozen=True)
class Card:
    at: int
    say: str
    point: tuple[str, ...] = ()
    wrong: str = ""
    """Said when the user's move is not the lesson's (for a card that asks for a move)."""
    wrong_tiles: tuple[tuple[int, str], ...] = ()
    """Said instead of `wrong` for these tiles, as (tile, text): a tile that would do as well as the
    lesson's, or whose fault `wrong` does not name (found by QA: in lesson 8, where Hint rates the 5-2
    as high as the 5-1, the 5-2 was refused with a reason about the 6-4)."""
    no_hint: str = ""
    """Why Hint (H) is off for this card's move in a lesson with hints on: a move the lesson asks for
    that the hint would not recommend (found by QA: in lesson 8 the hint bid 35 where the lesson
    keeps to 30, and Enter on the hint's bid was refused). Empty: the hint is on."""


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    summary: str
    rules: Rules
    shaker: int
    deal: tuple[tuple[int, ...], ...]
    widow: int | None
    moves: tuple[tuple[int, Action], ...]
    cards: tuple[Card, ...]
    hints: bool = False
    """Hints are offered during this lesson (the first full hand)."""

    def card_at(self, position: int) -> Card | None:
        return next((c for c in self.cards if c.at == position), None)

    def new_game(self) -> GameState:
        """The lesson's game, dealt and ready for its first move."""
        state = GameState(self.rules, seed=LESSON_SEED, first_shaker=self.shaker)
        state.deal([list(h) for h in self.deal], self.widow)
        return state


def position(state: GameState) -> int:
    """How many of this hand's actions have been taken (the lesson's script index)."""
    return len(state.actions)


@dataclass
class LessonRun:
    """One lesson being played: which card shows, whether a move is the lesson's."""

    lesson: Lesson
    seen: set[int] = field(default_factory=set)
    """Positions whose Next-button card the user has read."""

    def card(self, state: GameState) -> Card | None:
        """The card to show now (None: no card at this point, or already read)."""
        at = position(state)
        card = self.lesson.card_at(at)
        return None if card is None or (at in self.seen and not self.user_to_move(state)) else card

    def user_to_move(self, state: GameState) -> bool:
        at = position(state)
        return at < len(self.lesson.moves) and self.lesson.moves[at][0] == USER

    def expects(self, state: GameState, action: Action) -> bool:
        """`action` is the lesson's move for the user now."""
        return self.user_to_move(state) and self.lesson.moves[position(state)][1] == action

    def read(self, state: GameState) -> None:
        """The user pressed Next on the card shown now."""
        self.seen.add(position(state))

    def waits_for_reading(self, state: GameState) -> bool:
        """A Next-button card is showing: the computer seats wait for the user to read it."""
        return self.card(state) is not None and not self.user_to_move(state)

    def hint_off(self, state: GameState) -> str:
        """Why Hint (H) is off for the user's move now ("": on, if the lesson has hints)."""
        card = self.lesson.card_at(position(state)) if self.user_to_move(state) else None
        return card.no_hint if card is not None else ""

    def check(self, state: GameState, action: Action) -> str | None:
        """None if `action` is the lesson's move for the user now, else what to say."""
        at = position(state)
        if not self.user_to_move(state):
            return tx(QT_TRANSLATE_NOOP("session", "Wait for the other players: it is not your move yet."))
        if self.lesson.moves[at][1] == action:
            return None
        if isinstance(action, Claim):
            # A sure hand laid down is not a mistake: the card's reason against another tile
            # would not fit it (found by QA: D on a sure hand in lesson 6 was told to "lead the 6-6")
            return tx(QT_TRANSLATE_NOOP("session", "Laying down is right here too: every tile you hold is sure to win. "
                                                   "This lesson plays the tricks out to show why: read the card again."))
        card = self.lesson.card_at(at)
        tile = action.tile if isinstance(action, Play | Discard) else None
        said = next((text for t, text in card.wrong_tiles if t == tile), None) if card is not None else None
        if said:
            return said  # the lesson's own words: the GUI translates them under "lessons"
        if card is not None and card.wrong:
            return card.wrong
        return tx(QT_TRANSLATE_NOOP("session", "That is not this lesson's move: read the card again."))

    def scripted(self, state: GameState) -> Action:
        """The computer seat's move now, from the script."""
        at = position(state)
        if at >= len(self.lesson.moves):
            # Past the script the lesson holds the game on its closing card, so this move is
            # never played; the seat is still asked (the session prepares its job at once).
            return state.legal_actions()[0]
        seat, action = self.lesson.moves[at]
        if seat != state.to_act:
            raise LessonError(f"lesson {self.lesson.id}: move {at + 1} is seat {seat}'s, but seat {state.to_act} is to act")
        return action

    def finished(self, state: GameState) -> bool:
        """Every scripted move taken and the last card read (or the hand is over)."""
        at = position(state)
        if state.phase in (Phase.SCORED, Phase.GAME_OVER):
            return self.lesson.card_at(at) is None or at in self.seen
        return at >= len(self.lesson.moves) and (self.lesson.card_at(at) is None or at in self.seen)

    def progress(self, state: GameState) -> dict[str, Any] | None:
        """Where the user is in the lesson, to go on from there another time (None: at its start,
        nothing to keep). The lesson's fingerprint goes with it: changed, the lesson starts again."""
        at = position(state)
        seen = sorted(s for s in self.seen if s <= at)
        if at == 0 and not seen:
            return None
        return {"at": at, "seen": seen, "lesson": fingerprint(self.lesson)}


def fingerprint(lesson: Lesson) -> str:
    """A short digest of what a lesson's state is made of (its rules, deal, moves and cards):
    progress kept under another digest belongs to an older text of the lesson."""
    parts = [lesson.rules.variant.value, lesson.rules.to_dict(), lesson.shaker, lesson.deal, lesson.widow,
             [action_to_json(seat, action) for seat, action in lesson.moves], [[c.at, c.say] for c in lesson.cards]]
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:16]


def resume(lesson: Lesson, progress: Any) -> tuple[LessonRun, GameState] | None:
    """The lesson as the user left it: its scripted moves replayed up to where they were, and the
    cards they had read. None when `progress` is not this lesson's (damaged, or the lesson changed
    since): the lesson then starts from its first card."""
    if not isinstance(progress, dict) or progress.get("lesson") != fingerprint(lesson):
        return None
    at, seen = progress.get("at"), progress.get("seen")
    if not isinstance(at, int) or not 0 <= at <= len(lesson.moves) or not isinstance(seen, list):
        return None
    if not all(isinstance(s, int) and 0 <= s <= at and lesson.card_at(s) is not None for s in seen):
        return None
    state = lesson.new_game()
    try:
        for _, action in lesson.moves[:at]:
            state.apply(action)
    except IllegalActionError:
        return None
    return LessonRun(lesson, set(seen)), state


# ------------------------------------------------------------------ loading


def lesson_from_json(text: str, name: str = "lesson") -> Lesson:
    """A lesson from its JSON text; LessonError says what is wrong."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise LessonError(f"{name}: not JSON ({e})") from None
    if not isinstance(data, dict):
        raise LessonError(f"{name}: a lesson is a JSON object")
    try:
        return _lesson(data)
    except (KeyError, TypeError, ValueError, RulesError) as e:
        if isinstance(e, LessonError):
            raise
        raise LessonError(f"{name}: {e}") from None


def _lesson(data: dict[str, Any]) -> Lesson:
    rules = _rules(data.get("rules", {}))
    deal = tuple(tuple(parse_tile(t) for t in hand) for hand in data["deal"])
    widow = parse_tile(data["widow"]) if data.get("widow") else None
    moves = tuple(action_from_json(m, rules.layout.n_seats) for m in data["moves"])
    cards = tuple(_card(c) for c in data["cards"])
    return Lesson(str(data["id"]), str(data["title"]), str(data.get("summary", "")), rules, int(data.get("shaker", 3)),
                  deal, widow, moves, cards, bool(data.get("hints", False)))


def _rules(value: Any) -> Rules:
    if isinstance(value, str):
        return Rules.preset(value)
    if not isinstance(value, dict):
        raise LessonError("\"rules\" is a preset name or an object of house rules")
    values = dict(value)
    variant = values.pop("variant", "42")
    return Rules.from_dict(variant, values)


def _card(data: dict[str, Any]) -> Card:
    point = data.get("point", [])
    point = [point] if isinstance(point, str) else list(point)
    tiles = data.get("wrong_tiles", {})
    if not isinstance(tiles, dict):
        raise LessonError("\"wrong_tiles\" is an object of tile: text")
    wrong_tiles = tuple((parse_tile(tile), str(text)) for tile, text in tiles.items())
    return Card(int(data["at"]), str(data["say"]), tuple(str(p) for p in point), str(data.get("wrong", "")), wrong_tiles,
                str(data.get("no_hint", "")))


def check_lesson(lesson: Lesson) -> None:
    """Replay the script through the engine and check the cards; LessonError if anything is off."""
    state = lesson.new_game()
    for i, (seat, action) in enumerate(lesson.moves):
        _check_wrong_tiles(lesson, state, i)
        if state.to_act != seat:
            raise LessonError(f"lesson {lesson.id}: move {i + 1} is for seat {seat}, but seat {state.to_act} is to act")
        try:
            state.apply(action)
        except IllegalActionError as e:
            raise LessonError(f"lesson {lesson.id}: move {i + 1} is illegal: {e}") from None
    for i, (seat, _) in enumerate(lesson.moves):
        if seat == USER and lesson.card_at(i) is None:
            raise LessonError(f"lesson {lesson.id}: the user's move {i + 1} has no card saying what to do")
    for card in lesson.cards:
        if card.no_hint and (not lesson.hints or card.at >= len(lesson.moves) or lesson.moves[card.at][0] != USER):
            raise LessonError(f"lesson {lesson.id}: the card at {card.at} turns off a hint there is none of")
    for card in lesson.cards:
        if not 0 <= card.at <= len(lesson.moves):
            raise LessonError(f"lesson {lesson.id}: a card is at {card.at}, past the {len(lesson.moves)} moves")
        for target in card.point:
            _check_point(lesson, target)
    if lesson.card_at(len(lesson.moves)) is None:
        raise LessonError(f"lesson {lesson.id}: no closing card after the last move")
    if state.trick_tiles:  # (found by QA: lesson 1 ended with three tiles of a trick it never spoke of)
        raise LessonError(f"lesson {lesson.id}: it ends in the middle of a trick")


def _check_wrong_tiles(lesson: Lesson, state: GameState, at: int) -> None:
    """A card's words for a tile are for a tile the user may play there instead of the lesson's."""
    card = lesson.card_at(at)
    if card is None or not card.wrong_tiles:
        return
    if lesson.moves[at][0] != USER:
        raise LessonError(f"lesson {lesson.id}: the card at {at} asks for no move, so no tile is wrong there")
    others = {a.tile for a in state.legal_actions() if isinstance(a, Play | Discard) and a != lesson.moves[at][1]}
    for tile, _ in card.wrong_tiles:
        if tile not in others:
            raise LessonError(f"lesson {lesson.id}: the card at {at} speaks of the {tile_name(tile)}, not a wrong move there")


def _check_point(lesson: Lesson, target: str) -> None:
    kind, _, value = target.partition(":")
    if kind == "tile":
        parse_tile(value)
    elif kind == "seat":
        if not value.isdigit() or not 0 <= int(value) < lesson.rules.layout.n_seats:
            raise LessonError(f"lesson {lesson.id}: no seat {value!r} to point at")
    elif target not in POINTS:
        raise LessonError(f"lesson {lesson.id}: cannot point at {target!r}")


def all_lessons() -> list[Lesson]:
    """Every lesson shipped in the package, in file-name order."""
    folder = resources.files("texas42_qt").joinpath("data/lessons")
    out = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            out.append(lesson_from_json(entry.read_text(encoding="utf-8"), entry.name))
    return out

"""The game session: one game's flow, without Qt.

A `GameSession` owns the `GameState` and a player per seat. Human and computer
seats are both player objects (`HumanPlayer`, `ComputerPlayer`); the session
never asks which kind a seat is beyond `is_human`. It applies actions, keeps the
undo points, the ticket that tells a stale decision from a current one, the
pacing of computer decisions and the holds of animating views, and tells its
listeners each thing that happened as an `Event`. It never waits and never
computes a decision itself: `advance()` says what the game needs next (a
decision to compute, the user, or nothing), and whoever drives the session (the
Qt controller, a test) runs the work and `offer()`s the decision back.

Views read `snapshot()`, which holds only what the user may see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ..ai import hints
from ..ai.players import HINT_SEED, Player, choose_kept, make_player, seat_seed
from ..ai.players import LEVELS as AI_LEVELS
from ..ai.widow_hint import WidowHint, widow_hint
from ..engine import (
    Action,
    Bid,
    Claim,
    Contract,
    Discard,
    GameState,
    HandResult,
    NameTrump,
    Observation,
    Phase,
    Play,
    Rules,
    Trick,
)
from ..engine.claim_search import to_claimer
from ..engine.levels import LEVELS, LevelName
from ..engine.refusals import Refusal, RefusalCode
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import TILE_NAMES

assert set(LEVELS) == {"easy", *AI_LEVELS}, "the levels a record names are those the AI plays"

PlayerFactory = Callable[[str, int, str], Player]
PREVIEW_PART = 0.25
"""A hint first shows the analysis on this share of its worlds, then on all of them."""


@dataclass(frozen=True)
class SeatConfig:
    name: str
    level: LevelName | None = None
    """AI level, or None for the human."""
    contract: Contract | None = None
    """The contract this computer seat names if it wins the auction (a practice deal watched
    from the user's decision: the user's choice, found by QA played in another)."""

    @property
    def is_human(self) -> bool:
        return self.level is None


class HumanPlayer:
    """The user's seat. Its decisions arrive through `GameSession.act`."""

    is_human = True

    def __init__(self, name: str):
        self.name = name

    def job(self, obs: Observation, remote: bool) -> tuple[Callable[..., Action], tuple[Any, ...]]:
        raise RuntimeError("the user's decisions come from the window")


class ComputerPlayer:
    """An AI seat. `job` is the work that decides: in another process it is rebuilt
    there from (level, seed, name), so it must not be a bound method."""

    is_human = False

    def __init__(self, config: SeatConfig, seed: int, factory: PlayerFactory):
        self.name = config.name
        self.level = config.level or "hard"
        self.contract = config.contract
        self.seed = seed
        self._factory = factory
        self._player: Player | None = None

    @property
    def player(self) -> Player:
        if self._player is None:
            self._player = self._factory(self.level, self.seed, self.name)
        return self._player

    def job(self, obs: Observation, remote: bool) -> tuple[Callable[..., Action], tuple[Any, ...]]:
        if self.contract is not None and obs.phase is Phase.TRUMP and NameTrump(self.contract) in obs.legal:
            return given_move, (NameTrump(self.contract),)
        if remote:
            return choose_kept, (self.level, self.seed, self.name, obs)
        return self.player.choose, (obs,)


class ScriptedPlayer:
    """A computer seat whose moves come from a script (a tutorial lesson): `script(state)`
    gives the move for the position. The job carries the move itself, so it is as cheap
    in another process as here."""

    is_human = False

    def __init__(self, name: str, script: Callable[[], Action]):
        self.name = name
        self._script = script

    def job(self, obs: Observation, remote: bool) -> tuple[Callable[..., Action], tuple[Any, ...]]:
        return given_move, (self._script(),)


def given_move(action: Action) -> Action:
    """The job of a scripted seat: the move is already known."""
    return action


Hint = hints.BidHint | hints.PlayHint | WidowHint
"""A hint for the user's decision: a bid or trump hint, a play hint, or the tile to lay away."""


@dataclass(frozen=True)
class HintPlan:
    """A hint for the user's decision: what can be shown at once, then the work that
    refines it (each job's result is a hint too), all for the position of `ticket`."""

    now: list[Hint]
    jobs: list[tuple[Callable[..., Any], tuple[Any, ...]]]
    ticket: tuple[int, int, int]


SeatPlayer = HumanPlayer | ComputerPlayer | ScriptedPlayer
Ticket = tuple[int, int, int]


EventValue = Bid | Contract | Trick | HandResult | int | None
EventKind = Literal["dealt", "bid", "contract", "widow", "claim", "tile", "trick", "scored", "game_over", "turn",
                    "reset", "applied"]


@dataclass(frozen=True)
class Event:
    """Something that happened; `seat` and `value` as the kind says: a bid (its Bid), a
    contract named (its Contract), a tile played (the tile), a trick won (by `seat`, the
    Trick), a hand scored (its HandResult), the game over (`seat`: the winning side)."""

    kind: EventKind
    seat: int = -1
    value: EventValue = None


@dataclass(frozen=True)
class Step:
    """What the game needs next, from `advance()`.
    kind: "idle" (nobody acts: not started, or over), "human" (the user's turn),
    "compute" (start `job` for `seat`; offer its result with `ticket`),
    "computing" (a decision is already being computed), "held" (a view animates),
    "wait" (a decision is ready; apply it after `wait` seconds of pacing)."""

    kind: Literal["idle", "human", "compute", "computing", "held", "wait"]
    seat: int = -1
    ticket: Ticket | None = None
    job: tuple[Callable[..., Any], tuple[Any, ...]] | None = None
    wait: float = 0.0


@dataclass(frozen=True)
class Snapshot:
    """What the window may show: the viewer's observation and public facts."""

    obs: Observation
    names: tuple[str, ...]
    seats: tuple[SeatConfig, ...]
    view_seat: int
    human: int
    rules: Rules
    results: tuple[HandResult, ...]
    score: tuple[int, ...]
    winner: int | None
    can_undo: bool
    practice: bool
    started: bool

    @property
    def my_turn(self) -> bool:
        return self.human >= 0 and self.obs.to_act == self.human

    def prompt(self) -> str:
        """The line over the table: whose turn it is, or what the user does now ("" or a Text)."""
        obs = self.obs
        if not self.started or obs.phase in (Phase.SCORED, Phase.GAME_OVER):
            return ""
        if self.my_turn:
            if obs.phase is Phase.WIDOW:
                # Short: the pill must stay clear of the side hands on a 1024-wide table.
                if obs.widow is not None:
                    return tx(QT_TRANSLATE_NOOP("session", "The {tile} came from the widow: lay a tile away"),
                              tile=TILE_NAMES[obs.widow])
                return tx(QT_TRANSLATE_NOOP("session", "You took the widow: lay a tile away"))
            if obs.phase is Phase.PLAY:
                return tx(QT_TRANSLATE_NOOP("session", "Your lead")) if not obs.trick else tx(
                    QT_TRANSLATE_NOOP("session", "Your play"))
            return ""  # the bid and trump panels ask
        if obs.to_act < 0:
            return ""
        who = seat_name(self.names, obs.to_act)
        if obs.phase is Phase.BID:
            return tx(QT_TRANSLATE_NOOP("session", "{seat} to bid…"), seat=who)
        if obs.phase is Phase.TRUMP:
            return tx(QT_TRANSLATE_NOOP("session", "{seat} to name trump…"), seat=who)
        if obs.phase is Phase.WIDOW:
            return tx(QT_TRANSLATE_NOOP("session", "{seat} to take the widow…"), seat=who)
        return tx(QT_TRANSLATE_NOOP("session", "{seat} to play…"), seat=who)

    def role_of(self, result: HandResult) -> Literal["bidder", "partner", "defender"] | None:
        """The user's part in a scored hand for the statistics: bidder, partner,
        defender (None: no user, or nobody bid)."""
        if self.human < 0 or result.bidder is None or result.bid is None:
            return None
        if result.bidder == self.human:
            return "bidder"
        layout = self.rules.layout
        return "partner" if layout.side(result.bidder) == layout.side(self.human) else "defender"

    def level_played(self) -> str:
        """The AI level the user played against, or "mixed"."""
        levels = {s.level for s in self.seats if not s.is_human}
        level = levels.pop() if len(levels) == 1 else "mixed"
        return level or "mixed"


def seat_name(names: tuple[str, ...] | list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else tx(QT_TRANSLATE_NOOP("session", "Seat {seat}"), seat=seat)


class GameSession:
    """One game at a time: start, load, act, decisions offered back, undo, next hand."""

    def __init__(self, factory: PlayerFactory | None = None, remote: bool = False):
        self.factory: PlayerFactory = factory or (lambda level, seed, name: make_player(level, seed, name))
        self.remote = remote
        """Computer decisions run in another process (jobs are rebuilt there)."""
        self.state = GameState(Rules())
        self.seats: list[SeatConfig] = []
        self.players: list[SeatPlayer] = []
        self.human = -1
        self.undo_allowed = True
        self.pace = 0.0
        """Least seconds between two computer actions, so a person can follow the game."""
        self.started = False
        self._listeners: list[Callable[[Event], None]] = []
        self._generation = 0
        self._undo_points: list[int] = []
        self._holds = 0
        self._computing: Ticket | None = None
        self._ready: tuple[Ticket, Action, float] | None = None
        self._last_turn: tuple[Any, ...] | None = None

    def listen(self, listener: Callable[[Event], None]) -> None:
        self._listeners.append(listener)

    def _emit(self, kind: EventKind, seat: int = -1, value: EventValue = None) -> None:
        event = Event(kind, seat, value)
        for listener in list(self._listeners):
            listener(event)

    # ------------------------------------------------------------ set up

    def start(self, rules: Rules, seats: list[SeatConfig], seed: int | None = None, undo: bool = True) -> None:
        self.install(GameState(rules, seed=seed), seats, undo)

    def install(self, state: GameState, seats: list[SeatConfig], undo: bool = True,
                script: Callable[[GameState], Action] | None = None) -> None:
        """Play `state` (new, or replayed from a record) with these seats; with a
        `script`, the computer seats play its moves instead of thinking."""
        if len(seats) != state.n:
            raise ValueError(tx(QT_TRANSLATE_NOOP("session", "{variant} needs {n} seats, got {got}"),
                                variant=state.rules.variant.label, n=state.n, got=len(seats)))
        humans = [i for i, s in enumerate(seats) if s.is_human]
        if len(humans) > 1:
            raise ValueError(tx(QT_TRANSLATE_NOOP("session", "one human seat at most")))
        self.forget()
        self.state = state
        self.seats = list(seats)
        self.human = humans[0] if humans else -1
        self.players = [self._player(state, i, s, script) for i, s in enumerate(seats)]
        self.undo_allowed = undo
        # A game resumed or opened keeps the user's decisions to take back (found by QA: after a
        # restart Undo was greyed out, though the game allowed it and the last move was the user's).
        self._undo_points = user_decisions(state, self.human) if undo else []
        self._holds = 0
        self.started = True
        self._emit("reset")

    def _player(self, state: GameState, seat: int, config: SeatConfig,
                script: Callable[[GameState], Action] | None) -> SeatPlayer:
        if config.is_human:
            return HumanPlayer(config.name)
        if script is not None:
            return ScriptedPlayer(config.name, lambda: script(self.state))
        return ComputerPlayer(config, seat_seed(state.seed, seat), self.factory)

    def forget(self) -> None:
        """Drop any decision in flight or waiting: it is stale from now on."""
        self._generation += 1
        self._computing = None
        self._ready = None
        self._last_turn = None

    # ------------------------------------------------------------ queries

    @property
    def view_seat(self) -> int:
        """The seat whose view the window shows: the human's, else seat 0."""
        return max(self.human, 0)

    def observation(self) -> Observation:
        return self.state.observation(self.view_seat)

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def can_undo(self) -> bool:
        return self.undo_allowed and bool(self._undo_points)

    def undo_from_here(self) -> None:
        """Undo takes back nothing done before this position: a practice position, whose earlier
        moves (the user's seat's too) were played for the user, not by them."""
        self._undo_points.clear()

    def ticket(self) -> Ticket:
        return (self._generation, self.state.hand_index, action_count(self.state))

    @property
    def computing(self) -> bool:
        return self._computing is not None

    def snapshot(self) -> Snapshot:
        s = self.state
        return Snapshot(self.observation(), tuple(self.names()), tuple(self.seats), self.view_seat, self.human, s.rules,
                        tuple(s.results), tuple(s.score), s.winner, self.can_undo(), self.undo_allowed, self.started)

    # ------------------------------------------------------------ the user's actions

    def act(self, action: Action) -> str | None:
        """The user's action. Returns None if applied, else why not, said to the user (a Text)."""
        state = self.state
        if self.human < 0 or state.to_act != self.human or not self.started:
            return NOT_YOUR_TURN
        reason = state.refusal(action)
        if reason is not None:
            return for_user(reason, self.human)
        self._undo_points.append(action_count(state))
        self._apply(action)
        return None

    def next_hand(self) -> bool:
        """After a scored hand, start the next one (False if the hand is not over)."""
        if self.state.phase is not Phase.SCORED:
            return False
        self.state.next_hand()
        return True

    def undo(self) -> str | None:
        """Take back the user's last action and everything after it; None if done, else why not (a Text)."""
        if not self.can_undo():
            if not self.undo_allowed:
                return tx(QT_TRANSLATE_NOOP("session", "Undo is off in this game."))
            return tx(QT_TRANSLATE_NOOP("session", "Nothing to undo."))
        target = self._undo_points.pop()
        self.forget()
        while action_count(self.state) > target:
            self.state.undo()
        self._holds = 0
        self._emit("reset")
        self._emit("applied")
        return None

    def hint_plan(self) -> HintPlan | None:
        """The hint for the user's decision now (None: it is not the user's turn)."""
        state = self.state
        if self.human < 0 or state.to_act != self.human or not self.started:
            return None
        obs = state.observation(self.human)
        now: list[Hint] = []
        if obs.phase in (Phase.BID, Phase.TRUMP):
            quick = hints.instant_bid_hint(obs)  # the offline model's table at once (4-player Texas 42)
            if quick is not None:
                now.append(quick)
        func = {Phase.PLAY: hints.play_hint, Phase.WIDOW: widow_hint}.get(obs.phase, hints.bid_hint)
        # The Hard AI's own analysis for this seat, on a share of its worlds first (the
        # same worlds' first ones), then on all of them: it refines instead of timing out.
        seed = HINT_SEED
        jobs = [(func, (obs, "hard", seed, PREVIEW_PART)), (func, (obs, "hard", seed))]
        return HintPlan(now, jobs, self.ticket())

    # ------------------------------------------------------------ computer decisions

    def offer(self, ticket: Ticket, action: Action, now: float) -> bool:
        """A computed decision for the position of `ticket` (False: stale, dropped)."""
        if ticket == self._computing:
            self._computing = None
        if ticket != self.ticket():
            return False
        self._ready = (ticket, action, now)
        return True

    def fallback(self, ticket: Ticket, now: float) -> bool:
        """The decision failed: never leave the game stuck, take the first legal action."""
        return self.offer(ticket, self.state.legal_actions()[0], now)

    def computing_lost(self, ticket: Ticket) -> None:
        """The worker gave no answer for `ticket` (stale or abandoned)."""
        if ticket == self._computing:
            self._computing = None

    def advance(self, now: float) -> Step:
        """Move the game on as far as it goes without the user or a computation, and
        say what it needs next."""
        while True:
            if not self.started:
                return Step("idle")
            state = self.state
            if state.phase is Phase.DEAL:
                state.deal()
                self._last_turn = None
                self._emit("applied")
                self._emit("dealt")
                continue
            seat = state.to_act
            if seat < 0:
                self._announce(-1)
                return Step("idle")
            if self.players[seat].is_human:
                self._announce(seat)
                return Step("human", seat)
            ticket = self.ticket()
            if self._ready is not None and self._ready[0] == ticket:
                if self._holds:
                    return Step("held", seat)
                wait = self._ready[2] + self.pace - now
                if wait > 0:
                    return Step("wait", seat, ticket, wait=wait)
                action = self._ready[1]
                self._ready = None
                self._apply(action)
                continue
            if self._computing is not None:
                return Step("computing", seat, self._computing)
            self._announce(seat)
            self._computing = ticket
            return Step("compute", seat, ticket, self.players[seat].job(state.observation(seat), self.remote))

    def _announce(self, seat: int) -> None:
        key = (*self.ticket(), seat)
        if key != self._last_turn:
            self._last_turn = key
            self._emit("turn", seat)

    # ------------------------------------------------------------ views that animate

    def hold(self) -> None:
        """A view animates: apply no computed action until `release()`."""
        self._holds += 1

    def release(self) -> None:
        if self._holds > 0:
            self._holds -= 1

    @property
    def held(self) -> bool:
        return self._holds > 0

    # ------------------------------------------------------------ applying

    def _apply(self, action: Action) -> None:
        state = self.state
        seat = state.to_act
        tricks_before = len(state.tricks)
        state.apply(action)
        if isinstance(action, Bid):
            self._emit("bid", seat, action)
        elif isinstance(action, NameTrump):
            self._emit("contract", seat, action.contract)
        elif isinstance(action, Discard):
            self._emit("widow", seat)
        elif isinstance(action, Claim):
            self._emit("claim", seat)
        elif isinstance(action, Play):
            self._emit("tile", seat, action.tile)
            if len(state.tricks) > tricks_before:
                trick = state.tricks[-1]
                self._emit("trick", trick.winner, trick)
        if state.phase in (Phase.SCORED, Phase.GAME_OVER) and state.result is not None:
            self._emit("scored", value=state.result)
            if state.phase is Phase.GAME_OVER and state.winner is not None:
                self._emit("game_over", state.winner)
        self._emit("applied")


def user_decisions(state: GameState, seat: int) -> list[int]:
    """Where each of `seat`'s actions so far was taken, as `action_count` before it."""
    points, done = [], 0
    for log in state.logs:
        for who, _ in log.actions:
            if who == seat:
                points.append(done)
            done += 1
    return points


def action_count(state: GameState) -> int:
    """Actions taken in the whole game so far (a position to undo back to)."""
    return sum(len(log.actions) for log in state.logs)


NOT_YOUR_TURN = tx(QT_TRANSLATE_NOOP("session", "It is not your turn."))

C = RefusalCode
USER_FORMS: dict[RefusalCode, tuple[str, str]] = {
    # The engine's refusals of the seat to act (`GameState.refusal`), said to the user at that seat.
    C.NO_SEAT_ACTS: QT_TRANSLATE_NOOP("session", "No seat may act: the hand is in the {phase} phase."),
    C.CANNOT_BID_NOW: QT_TRANSLATE_NOOP("session", "You cannot bid now: it is the {phase} phase."),
    C.CANNOT_NAME_TRUMP_NOW: QT_TRANSLATE_NOOP("session", "You cannot name trump now: it is the {phase} phase."),
    C.CANNOT_DISCARD_NOW: QT_TRANSLATE_NOOP("session", "You cannot discard now: it is the {phase} phase."),
    C.CANNOT_PLAY_NOW: QT_TRANSLATE_NOOP("session", "You cannot play a tile now: it is the {phase} phase."),
    C.CANNOT_CLAIM_NOW: QT_TRANSLATE_NOOP("session", "You cannot lay down now: it is the {phase} phase."),
    C.DOES_NOT_HOLD: QT_TRANSLATE_NOOP("session", "You do not hold {tile}."),
    C.MUST_PLAY_SEVEN: QT_TRANSLATE_NOOP("session", "You must play the tile closest to 7 (you hold {held})."),
    C.MUST_FOLLOW: QT_TRANSLATE_NOOP("session", "You must follow {suit} (you hold {held})."),
    C.MAY_NOT_PASS: QT_TRANSLATE_NOOP(
        "session", "You may not pass: everyone else passed, so the last bidder must bid {minimum}."),
    C.FORCED_MINIMUM: QT_TRANSLATE_NOOP("session", "You are forced to bid the minimum, {minimum}."),
    C.TOO_FEW_DOUBLES_FOR_PLUNGE: QT_TRANSLATE_NOOP("session", "A Plunge needs at least {need} doubles; you hold {have}."),
    C.TOO_FEW_DOUBLES_FOR_SPLASH: QT_TRANSLATE_NOOP("session", "A Splash needs at least {need} doubles; you hold {have}."),
    C.CLAIM_MID_TRICK: QT_TRANSLATE_NOOP(
        "session", "You cannot lay down now: only the player to lead may, before the trick."),
    C.CANNOT_CLAIM: QT_TRANSLATE_NOOP("session", "You cannot lay down: {reason}."),
    C.MOON_BID_RANGE: QT_TRANSLATE_NOOP(
        "session", "A Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}."),
    C.MUST_BEAT: QT_TRANSLATE_NOOP("session", "Bid {value} must beat the high bid of {high}."),
    C.BELOW_MINIMUM: QT_TRANSLATE_NOOP("session", "Bid {value} is below the minimum bid of {minimum}."),
    C.NOT_A_BID: QT_TRANSLATE_NOOP(
        "session", "Bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42."),
    C.NO_84: QT_TRANSLATE_NOOP("session", "Mark bids above 42 are not allowed (house rule: no 84)."),
    C.ABOVE_MAX_MARKS: QT_TRANSLATE_NOOP("session", "The highest bid is %n marks ({points})."),
    C.ONE_MARK_MORE: QT_TRANSLATE_NOOP("session", "After a mark bid the next bid must be exactly one mark more ({points})."),
    C.FIRST_MARK_BID: QT_TRANSLATE_NOOP("session", "The first mark bid of an auction is 1 or 2 marks (42 or 84)."),
    C.SPECIAL_NOT_PLAYED: QT_TRANSLATE_NOOP("session", "{name} is not played in this game (house rule off)."),
    C.PLUNGE_LEVEL: QT_TRANSLATE_NOOP("session", "A Plunge here is a bid of %n mark(s) ({points})."),
    C.SPLASH_LEVEL: QT_TRANSLATE_NOOP("session", "A Splash here is a bid of %n mark(s) ({points})."),
    C.NOT_IN_MOON: QT_TRANSLATE_NOOP("session", "{contract} cannot be named in this game of Moon."),
    C.NAMED_ON_PLUNGE: QT_TRANSLATE_NOOP("session", "{name} cannot be named on a plunge."),
    C.NAMED_ON_SPLASH: QT_TRANSLATE_NOOP("session", "{name} cannot be named on a splash."),
    C.SPECIAL_NEEDS_MARKS: QT_TRANSLATE_NOOP("session", "{name} needs a bid of at least %n mark(s) ({points})."),
    C.CONTRACT_NOT_ALLOWED: QT_TRANSLATE_NOOP("session", "{contract} is not allowed here."),
}
"""A refusal's code -> the template that says it to the user (capitalised, a full stop, "you" for
the seat to act)."""

def for_user(reason: Refusal, seat: int) -> Text:
    """The engine's refusal, said to the person at `seat`: "You must follow sixes (you hold 6-1)."
    (its user form, `USER_FORMS`, found by the refusal's code)."""
    form = USER_FORMS.get(reason.code)
    if form is not None and reason.seat in (None, seat):
        args = {k: v for k, v in reason.args.items() if k != "seat"}
        if reason.code is RefusalCode.CANNOT_CLAIM:  # "could beat your 6-5", not "their"
            args["reason"] = to_claimer(args["reason"])
        return tx(form, reason.n, **args)
    #: A message from the game engine said to the user; {reason} starts in lower case.
    return tx(QT_TRANSLATE_NOOP("session", "{reason}."), reason=reason)

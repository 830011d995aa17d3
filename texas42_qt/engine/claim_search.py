"""The exact lay-down rule's search: every deal of the unseen tiles, classes of tiles that
play alike, and a counterexample when one deal beats every plan (see `claim`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING

from .tables import TRUMP_SUIT, TrickTable
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import TILE_NAMES, tiles_of

if TYPE_CHECKING:
    pass


@dataclass(frozen=True)
class ClaimDecision:
    """How `claim_decision` answered: `sure` is the rule's answer; `how` is "plan"
    (the fixed plan below proves it at once), "counterexample" (a deal where the
    claimer loses a trick was found; `world` holds it: the other seats' hands) or
    "proof" (every class of deals solved); `worlds` counts the deals solved."""

    sure: bool
    how: str
    worlds: int
    world: tuple[int, ...] | None = None


def sure_refusal(table: TrickTable, hand: int, unseen: int) -> Text | None:
    """The fixed plan's refusal: the tile that may lose a trick, in words (None when
    the plan holds against any holding of `unseen`)."""
    failure = _plan_failure(table, hand, unseen)
    return None if failure is None else _failure_text(failure)


RUFF_YOURS = QT_TRANSLATE_NOOP("engine", "a trump is still out and could ruff your {tile}")
BEAT_YOURS = QT_TRANSLATE_NOOP("engine", "the {rival} is still out and could beat your {tile}")
# The same said of the claimer, not to them ("West cannot lay down: ... their 6-5"; found by QA: a
# record's refusal said "West cannot lay down: the 6-6 is still out and could beat your 6-5")
RUFF_THEIRS = QT_TRANSLATE_NOOP("engine", "a trump is still out and could ruff their {tile}")
BEAT_THEIRS = QT_TRANSLATE_NOOP("engine", "the {rival} is still out and could beat their {tile}")
OF_CLAIMER = {RUFF_YOURS: RUFF_THEIRS, BEAT_YOURS: BEAT_THEIRS}


def of_claimer(reason: Text) -> Text:
    """A claim's refusal as said to the claimer ("could beat your 6-5"), said of them ("their 6-5")."""
    key = OF_CLAIMER.get((reason.context, reason.source))
    return reason if key is None else tx(key, **reason.args)


def to_claimer(reason: Text) -> Text:
    """`of_claimer` undone: the refusal said to the claimer again."""
    key = next((yours for yours, theirs in OF_CLAIMER.items() if theirs == (reason.context, reason.source)), None)
    return reason if key is None else tx(key, **reason.args)


def _failure_text(failure: tuple[int, int]) -> Text:
    """(rival, tile) in words, to the claimer: the rival may beat the tile; rival -1: a trump may ruff it."""
    rival, tile = failure
    if rival < 0:
        return tx(RUFF_YOURS, tile=TILE_NAMES[tile])
    return tx(BEAT_YOURS, rival=TILE_NAMES[rival], tile=TILE_NAMES[tile])


def _plan_failure(table: TrickTable, hand: int, unseen: int) -> tuple[int, int] | None:
    """Where the fixed plan fails: (an unseen tile, a claimer tile it may beat), or
    (-1, a claimer tile an unseen trump may ruff); None when it holds."""
    trumps = hand & table.trump_mask
    out_trumps = unseen & table.trump_mask
    failure = _suit_failure(table, TRUMP_SUIT, trumps, out_trumps)
    if failure is not None:
        return failure
    rest = hand & ~trumps
    if rest and out_trumps.bit_count() > trumps.bit_count():
        return (-1, _top(table, rest))
    for suit in range(6, -1, -1):  # the order does not matter; the high suits are named first
        mine = sum(1 << t for t in tiles_of(rest) if table.lead_suit[t] == suit)
        failure = _suit_failure(table, suit, mine, unseen & table.members[suit])
        if failure is not None:
            return failure
    return None


def _suit_failure(table: TrickTable, suit: int, mine: int, out: int) -> tuple[int, int] | None:
    """Leading `mine` in `suit` from the top: as many leads as `out` has tiles must
    each outrank every tile of `out` (each lead draws at least one of them)."""
    if not mine or not out:
        return None
    power = table.power[suit]
    leads = sorted(tiles_of(mine), key=lambda t: -power[t])[: out.bit_count()]
    rival = _top(table, out, suit)
    beaten = next((t for t in leads if power[t] < power[rival]), None)
    return None if beaten is None else (rival, beaten)


def _top(table: TrickTable, mask: int, suit: int | None = None) -> int:
    """The strongest tile of a mask in `suit` (or each tile in the suit it leads)."""

    def strength(t: int) -> int:
        return table.power[table.lead_suit[t] if suit is None else suit][t]

    return max(tiles_of(mask), key=lambda t: (strength(t), t))


def live_tiles(unseen: int, barred: dict[int, int]) -> int:
    """The unseen tiles some seat may still hold (the others lie out of play)."""
    possible = 0
    for mask in barred.values():
        possible |= ~mask
    return unseen & possible


# ------------------------------------------------------------------ the exact rule
#
# The claimer leads every trick (it wins them all, or the claim fails), so an
# unseen tile matters only through how it meets each of the claimer's tiles L led
# in its suit S: whether it follows S (then its holder must play one of S) and
# whether it beats L there (a higher tile of S, or a trump when its holder has no
# S). A tile's *signature* packs both, two bits per claimer tile; tiles with one
# signature that the same seats may hold are interchangeable. So the deals to
# solve are the ways to share each class's count among the seats, and a position
# is a multiset of signatures per seat.


def _plan_order(table: TrickTable, hand: int) -> list[int]:
    """The claimer's tiles as the fixed plan leads them: trumps, then the suits
    from sixes down, each from the top."""

    def key(t: int) -> tuple[int, int]:
        suit = table.lead_suit[t]
        return (-1 if suit == TRUMP_SUIT else suit - 8, table.power[suit][t])

    return sorted(tiles_of(hand), key=key, reverse=True)


def _signature(table: TrickTable, leads: Sequence[int], tile: int) -> int:
    """Bit 2i: `tile` follows the suit claimer tile i leads; bit 2i+1: it beats it."""
    sig = 0
    for i, lead in enumerate(leads):
        suit = table.lead_suit[lead]
        if table.members[suit] >> tile & 1:
            sig |= 1 << 2 * i
        if table.power[suit][tile] > table.power[suit][lead]:
            sig |= 2 << 2 * i
    return sig


_BEATS = int("10" * 9, 2)  # the "beats" bits of nine claimer tiles

Hands = tuple[tuple[int, ...], ...]  # per other seat, the sorted signatures of its tiles


class _Search:
    """Open-hand play in signature space: can the claimer win every trick?"""

    def __init__(self) -> None:
        self.memo: dict[tuple[int, Hands], bool] = {}

    def wins(self, left: int, hands: Hands) -> bool:
        """`left`: the claimer's tiles still held, as a mask of their indices."""
        if not left:
            return True
        key = (left, hands)
        known = self.memo.get(key)
        if known is None:
            known = self.memo[key] = self._wins(left, hands)
        return known

    def _wins(self, left: int, hands: Hands) -> bool:
        follows = 0  # the "follows" bits of the tiles left
        for i in range(left.bit_length()):
            if left >> i & 1:
                follows |= 1 << 2 * i
        beaten = follows << 1
        if not any(s & beaten for held in hands for s in held):
            return True  # nothing out beats anything the claimer holds
        for held in hands:
            for s in held:
                # a tile beating every tile left whose suit it follows, and following
                # one: nothing forces it out before it beats one of them
                f, b = s & follows, s >> 1 & follows
                if f and not f & ~b:
                    return False
        i = 0
        while left >> i:
            if left >> i & 1 and self._lead_wins(left, hands, i):
                return True
            i += 1
        return False

    def _lead_wins(self, left: int, hands: Hands, i: int) -> bool:
        follows, beats = 1 << 2 * i, 2 << 2 * i
        keep = ~(3 << 2 * i)
        moves = []
        for held in hands:
            options = [s for s in held if s & follows] or list(held)
            if any(s & beats for s in options):
                return False
            # plays whose tiles look the same for the tricks left are the same play
            after: dict[int, tuple[int, ...]] = {}
            for s in options:
                if s & keep not in after:
                    rest = list(held)
                    rest.remove(s)
                    after[s & keep] = tuple(sorted(x & keep for x in rest))
            moves.append(list(after.values()))
        rest_left = left & ~(1 << i)
        return all(self.wins(rest_left, tuple(sorted(combo))) for combo in product(*moves))


@dataclass
class _Class:
    sig: int
    slots: int  # mask of the places its tiles may lie: each other seat, then out of play
    tiles: list[int]


@lru_cache(maxsize=8192)
def decide(table: TrickTable, hand: int, unseen: int, barred: tuple[int, ...]) -> ClaimDecision:
    n_other, size = len(barred), hand.bit_count()
    dead = unseen.bit_count() - n_other * size
    if dead < 0:
        raise ValueError("the other seats hold more tiles than the claimer cannot see")
    # where each unseen tile may lie: bit j for the j-th other seat, bit n_other out of play
    slots_of_all = (1 << n_other) - 1 | (1 << n_other if dead else 0)
    slots_of = {t: slots_of_all & ~sum(1 << j for j, b in enumerate(barred) if b >> t & 1) for t in tiles_of(unseen)}
    room = [size] * n_other + ([dead] if dead else [])
    for subset in range(1 << len(room)):  # Hall's condition: some deal fits the view
        if sum(1 for s in slots_of.values() if not s & ~subset) > sum(room[j] for j in range(len(room)) if subset >> j & 1):
            raise ValueError("no deal of the unseen tiles fits the hand sizes and the voids shown")
    if sure_refusal(table, hand, live_tiles(unseen, dict(enumerate(barred)))) is None:
        return ClaimDecision(True, "plan", 0)
    leads = _plan_order(table, hand)
    by_key: dict[tuple[int, int], _Class] = {}
    for t, slots in slots_of.items():
        sig = _signature(table, leads, t)
        by_key.setdefault((sig, slots), _Class(sig, slots, [])).tiles.append(t)
    # The first deal tried gives the first seat the threats (the tiles beating most
    # of the claimer's), then the tiles following the suits the top threat follows
    # (they shield it from being drawn), then tiles following none of the claimer's
    # suits (a void to ruff from): a deal beating the claim, if any, usually comes first.
    top = max(by_key.values(), key=lambda c: ((c.sig & _BEATS).bit_count(), c.sig))
    shield = top.sig & ~_BEATS

    def order(c: _Class) -> tuple[int, int, int, int, int]:
        beats = (c.sig & _BEATS).bit_count()
        return (-beats, -(c.sig & shield).bit_count(), c.sig.bit_count(), c.sig, c.slots)

    classes = sorted(by_key.values(), key=order)
    world = _find_counterexample(classes, n_other, size, dead, len(leads))
    if world.found is not None:
        return ClaimDecision(False, "counterexample", world.solved, world.found)
    return ClaimDecision(True, "proof", world.solved)


_EVERY = 1 << 30  # a discrepancy budget never used up: every deal


class _Enumeration:
    """Every way to share the classes' tiles among the seats (and the out-of-play
    place), up to swapping two seats that showed the same voids; each deal is
    solved until one beats the claim."""

    def __init__(self, classes: list[_Class], n_other: int, size: int, dead: int, n_leads: int, barred_groups: list[int]):
        self.classes = classes
        self.n_other = n_other
        self.n_slots = n_other + (1 if dead else 0)
        self.caps = [size] * n_other + ([dead] if dead else [])
        self.n_leads = n_leads
        self.group = barred_groups  # group[j] == group[j + 1]: seats j, j+1 interchangeable
        self.search = _Search()
        self.solved = 0
        self.found: tuple[int, ...] | None = None
        # Hall's condition: the tiles of classes c.. allowed only within slot set T
        # must fit in T's room, for every T
        n_sets = 1 << self.n_slots
        self.within = [[0] * n_sets for _ in range(len(classes) + 1)]
        for c in range(len(classes) - 1, -1, -1):
            for subset in range(n_sets):
                own = len(classes[c].tiles) if classes[c].slots & ~subset == 0 else 0
                self.within[c][subset] = self.within[c + 1][subset] + own

    def fits(self, c: int, room: list[int]) -> bool:
        for subset in range(1 << self.n_slots):
            have = sum(room[j] for j in range(self.n_slots) if subset >> j & 1)
            if self.within[c][subset] > have:
                return False
        return True

    def run(self) -> None:
        """Deals nearest the first one first (limited discrepancy search: at most
        one, then two classes placed otherwise than first), then all of them."""
        for budget in (0, 1, 2, _EVERY):
            if self._place(0, list(self.caps), [[0] * len(self.classes) for _ in range(self.n_slots)], budget):
                return

    def _place(self, c: int, room: list[int], counts: list[list[int]], budget: int) -> bool:
        """Place classes c..; True once a deal beats the claim (then stop)."""
        if c == len(self.classes):
            return self._solve(counts)
        cls = self.classes[c]
        tried = 0
        for share in self._shares(len(cls.tiles), cls.slots, room):
            if not self._canonical(c, counts, share):
                continue
            for j, k in enumerate(share):
                room[j] -= k
                counts[j][c] = k
            if self.fits(c + 1, room):
                if self._place(c + 1, room, counts, budget - (tried > 0)):
                    return True
                tried += 1
            for j, k in enumerate(share):
                room[j] += k
                counts[j][c] = 0
            if tried > budget:
                break
        return False

    def _shares(self, n: int, slots: int, room: list[int]) -> list[list[int]]:
        """Every split of n tiles among the allowed slots, the first slots fullest first."""
        out: list[list[int]] = []
        share = [0] * self.n_slots

        def split(j: int, left: int) -> None:
            if j == self.n_slots:
                if not left:
                    out.append(share[:])
                return
            top = min(left, room[j]) if slots >> j & 1 else 0
            for k in range(top, -1, -1):
                share[j] = k
                split(j + 1, left - k)
            share[j] = 0

        split(0, n)
        return out

    def _canonical(self, c: int, counts: list[list[int]], share: list[int]) -> bool:
        """Seats that showed the same voids are interchangeable: keep only the
        deals whose count vectors (class by class) do not increase from one such
        seat to the next."""
        for j in range(self.n_other - 1):
            if self.group[j] == self.group[j + 1] and counts[j][:c] == counts[j + 1][:c] and share[j] < share[j + 1]:
                return False
        return True

    def _solve(self, counts: list[list[int]]) -> bool:
        self.solved += 1
        sigs = [c.sig for c in self.classes]
        hands = tuple(sorted(tuple(sorted(s for s, k in zip(sigs, counts[j]) for _ in range(k))) for j in range(self.n_other)))
        if self.search.wins((1 << self.n_leads) - 1, hands):
            return False
        world = []
        used = [0] * len(self.classes)
        for j in range(self.n_other):
            mask = 0
            for c, k in enumerate(counts[j]):
                for t in self.classes[c].tiles[used[c] : used[c] + k]:
                    mask |= 1 << t
                used[c] += k
            world.append(mask)
        self.found = tuple(world)
        return True


def _find_counterexample(classes: list[_Class], n_other: int, size: int, dead: int, n_leads: int) -> _Enumeration:
    # seats that may hold the same classes are interchangeable
    allowed = [tuple(c.slots >> j & 1 for c in classes) for j in range(n_other)]
    groups = [allowed.index(a) for a in allowed]
    enumeration = _Enumeration(classes, n_other, size, dead, n_leads, groups)
    enumeration.run()
    return enumeration


def refusal_in(table: TrickTable, hand: int, unseen: int, barred: tuple[int, ...], world: tuple[int, ...]) -> Text:
    """Why the claim fails in `world` (the other seats' hands, a deal where the claimer
    loses a trick). The plan's reason when its tile is held there; otherwise the
    claimer's best try there (the lead order putting off its first lost trick
    longest, the others bringing it soonest) ends with a tile beaten: name it."""
    held = 0
    for h in world:
        held |= h
    failure = _plan_failure(table, hand, live_tiles(unseen, dict(enumerate(barred))))
    if failure is not None and (held >> failure[0] & 1 if failure[0] >= 0 else held & table.trump_mask):
        return _failure_text(failure)
    leads = _plan_order(table, hand)
    lead, rival = _best_try(table, leads, world)
    if table.lead_suit[lead] != TRUMP_SUIT and table.trump_mask >> rival & 1:
        return _failure_text((-1, lead))
    return _failure_text((rival, lead))


def _best_try(table: TrickTable, leads: list[int], world: tuple[int, ...]) -> tuple[int, int]:
    """(the claimer tile lost, the tile beating it) at the end of the best try."""
    memo: dict[tuple[int, Hands], tuple[int, int, int, int]] = {}
    never = len(leads) + 1

    def best(left: int, hands: Hands) -> tuple[int, int, int, int]:
        """(tricks won before one is lost, the lead index then, the beating tile's
        signature then, the claimer's tiles left then)."""
        if not left:
            return (never, -1, 0, 0)
        key = (left, hands)
        if key in memo:
            return memo[key]
        result = (-1, -1, 0, 0)
        for i in range(len(leads)):
            if not left >> i & 1:
                continue
            follows, beats, keep = 1 << 2 * i, 2 << 2 * i, ~(3 << 2 * i)
            moves: list[list[tuple[int, ...]]] = []
            rival = 0
            for held in hands:
                options = [s for s in held if s & follows] or list(held)
                rival = next((s for s in options if s & beats), 0)
                if rival:
                    break
                after: dict[int, tuple[int, ...]] = {}
                for s in options:
                    if s & keep not in after:
                        rest = list(held)
                        rest.remove(s)
                        after[s & keep] = tuple(sorted(x & keep for x in rest))
                moves.append(list(after.values()))
            if rival:
                value = (0, i, rival, left)
            else:
                worst = (never, -1, 0, 0)
                for combo in product(*moves):
                    v = best(left & ~(1 << i), tuple(sorted(combo)))
                    if v[0] < worst[0]:
                        worst = v
                        if worst[0] + 1 <= result[0]:
                            break  # this lead cannot do better than one already found
                value = (worst[0] + 1, *worst[1:])
            if value[0] > result[0]:
                result = value
        memo[key] = result
        return result

    start = tuple(sorted(tuple(sorted(_signature(table, leads, t) for t in tiles_of(h))) for h in world))
    depth, i, rival_sig, left = best((1 << len(leads)) - 1, start)
    assert depth < never, "the claim does not fail in this deal"
    keep = sum(3 << 2 * j for j in range(len(leads)) if left >> j & 1)
    lead = leads[i]
    held = 0
    for h in world:
        held |= h
    rivals = [t for t in tiles_of(held) if _signature(table, leads, t) & keep == rival_sig]
    return lead, max(rivals, key=lambda t: table.power[table.lead_suit[lead]][t])

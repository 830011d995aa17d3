"""The words the table shows and speaks: a plate's line, the corner boards' lines, and what a
screen reader hears for a plate and for the trick in the middle."""

from __future__ import annotations

from ..engine import Contract, Observation, Phase, Rules, Variant
from ..engine.stake import scores_marks
from ..engine.tiles import TILE_NAMES
from ..engine.wording import contract_noun
from .controller import SeatConfig
from .i18n import render, translate, whole
from .levels import level_label
from .models import NO_COUNT, auction_bid_text, bid_text, bidder_tricks, contract_text, seat_label, spoken_tile, variant_name
from .table_items import PlateItem, laid_away

Lines = list[tuple[str, str, int | None]]
"""A board's lines: (label, value, marks to draw as a tally or None)."""


def plate_line(obs: Observation, seat: int, seats: list[SeatConfig]) -> str:
    """A plate's second line: the seat's bid during the auction, else who it is ("Hard AI")."""
    last_bid = {s: i for i, (s, _) in enumerate(obs.bids)}
    if seat in last_bid and obs.phase in (Phase.BID, Phase.TRUMP, Phase.WIDOW):
        index = last_bid[seat]
        return translate("Table", "passed") if obs.bids[index][1].is_pass else translate("Table", "bid {bid}").format(
            bid=auction_bid_text(obs.rules, list(obs.bids), index))
    if obs.sitting_out == seat:
        return translate("Table", "sits out (Nello)")
    if seat < len(seats) and not seats[seat].is_human:
        return translate("Table", "{level} AI").format(level=level_label(seats[seat].level or ""))
    return ""


def seat_role(rules: Rules, view: int, seat: int) -> str:
    """Who a seat is to the user: you, your partner or an opponent."""
    layout = rules.layout
    if seat == view:
        return translate("Table", "you")
    if layout.partnerships and layout.side(seat) == layout.side(view):
        return translate("Table", "your partner")
    return translate("Table", "opponent")


def plate_speech(plate: PlateItem, role: str, tricks: int, phase: Phase, shown: list[int] | None = None) -> str:
    """A plate as a screen reader says it: "West, opponent, Normal AI, bid 30, shaker, 2 tricks, to play";
    `shown`: the seat's tiles face up on the table once the hand is over (found by QA: a screen
    reader heard nothing of them)."""
    line = translate("Table", "thinking…") if plate.thinking else plate.line
    parts = [plate.name, "" if plate.name.casefold() in role.casefold() else role, line]  # not "Partner, your partner"
    parts += [translate("Table", "bidder") if plate.bidder else "", translate("Table", "shaker") if plate.shaker else ""]
    parts.append(translate("Table", "%n trick(s)", None, tricks) if tricks else "")
    parts.append(turn_speech(phase) if plate.turn else "")
    speech = ", ".join(p for p in parts if p)
    if shown:
        tiles = ", ".join(spoken_tile(t, counts=NO_COUNT) for t in shown)
        speech = translate("Table", "{plate}; holds {tiles}").format(plate=speech, tiles=tiles)
    return speech


def turn_speech(phase: Phase) -> str:
    """What the seat to act is to do (found in the accessibility tree: "You, to play" while bidding)."""
    if phase is Phase.BID:
        return translate("Table", "to bid")
    if phase is Phase.TRUMP:
        return translate("Table", "to name trump")
    if phase is Phase.WIDOW:
        return translate("Table", "to lay a tile away")
    return translate("Table", "to play")


def score_board(obs: Observation, sides: list[str]) -> tuple[str, Lines]:
    marks = scores_marks(obs.rules)
    lines: Lines = [(name, whole(score), score if marks else None) for name, score in zip(sides, obs.score)]
    title = translate("Table", "Score · marks to {target}") if marks else translate("Table", "Score · points to {target}")
    return title.format(target=obs.rules.target), lines


def info_board(obs: Observation, names: list[str], sides: list[str], with_points: bool = True) -> tuple[str, Lines, str]:
    """The hand's board: the bid (or the auction so far), the contract, the tile laid away, the points
    (not when `with_points` is off: the hand's end panel says them); and its line for a screen reader, each
    label apart from its value ("Bid: West 31; Trump: sixes": found in the AT-SPI tree, "Bid West: 31,
    Trump Sixes" ran each label into its value)."""
    rules = obs.rules
    info: Lines = []
    said: list[str] = []  # each line's value as it is spoken
    if obs.bidder is not None and obs.bid is not None:
        made = [i for i, (seat, bid) in enumerate(obs.bids) if seat == obs.bidder and bid == obs.bid]
        bid = auction_bid_text(rules, list(obs.bids), made[-1]) if made else bid_text(obs.bid, rules)
        who = seat_label(names, obs.bidder)
        info.append((translate("Table", "Bid"), translate("Table", "{who}: {bid}").format(who=who, bid=bid), None))
        said.append(translate("Table", "{who} {bid}").format(who=who, bid=bid))
    elif obs.bids:
        high = max((b for _, b in obs.bids), key=lambda b: b.value)
        info.append((translate("Table", "Bidding"), translate("Table", "no bid yet, only passes") if high.is_pass else
                     translate("Table", "high bid {bid}").format(bid=bid_text(high, rules)), None))
        said.append(info[-1][1])
    if obs.contract is not None:
        trump = obs.contract.is_suit or obs.contract is Contract.DOUBLES
        info.append((translate("Table", "Trump") if trump else translate("Table", "Playing"), contract_text(obs.contract), None))
        said.append(render(contract_noun(obs.contract)))
    if laid_away(obs):
        info.append((translate("Table", "Laid away"), TILE_NAMES[obs.discard] if obs.discard is not None
                     else translate("Table", "face down"), None))
        said.append(info[-1][1] if obs.discard is None else spoken_tile(obs.discard, counts=NO_COUNT))
    if with_points and obs.bidder is not None and obs.phase in (Phase.PLAY, Phase.SCORED, Phase.GAME_OVER):
        decided = bidder_tricks(rules, names, obs.bidder, obs.contract, obs.tricks_won)  # a Nello or a Sevens
        if rules.variant is Variant.MOON:  # Moon counts tricks; 42, with partners or three alone, points
            points = " · ".join(f"{seat_label(names, s)} {t}" for s, t in enumerate(obs.tricks_won))
        elif decided is not None:  # the bidders' tricks decide it, not the points
            points = decided
        else:
            points = " · ".join(f"{n} {p}" for n, p in zip(sides, obs.points))
        info.append((translate("Table", "This hand"), points, None))
        said.append(points)
    title = translate("Table", "{game} · hand {number}").format(game=variant_name(rules.variant), number=obs.hand_index + 1)
    return title, info, board_line(title, [(label, value) for (label, _, _), value in zip(info, said)])


def board_line(title: str, lines: list[tuple[str, str]]) -> str:
    """A board of labelled values as a screen reader says it: "Texas 42 · hand 1: Bid: West 31; Trump: sixes"."""
    spoken = "; ".join(translate("Table", "{label}: {value}").format(label=label, value=value) for label, value in lines)
    return translate("Table", "{title}: {lines}").format(title=title, lines=spoken) if spoken else title


def trick_speech(names: list[str], trick: list[tuple[int, int]], rules: Rules) -> str:
    """The tiles in the middle of the table, for a screen reader: "On the table: West six-four,
    Partner double four" (the plays were announced one by one; this is what review mode reads)."""
    plays = [translate("Table", "{seat} {tile}").format(seat=seat_label(names, seat),
                                                        tile=spoken_tile(tile, counts=rules.layout.count))
             for seat, tile in trick]
    return translate("Table", "On the table: {plays}").format(plays=", ".join(plays)) if plays else ""

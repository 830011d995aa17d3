"""Moon's widow hint: the tile the Hard player lays away (`players.discard_options`), with
each tile it weighed, the trump that tile leaves the best chance in, and that chance."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Contract, Observation
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import TILE_NAMES
from ..engine.wording import contract_noun
from .players import discard_options, level_of


@dataclass(frozen=True)
class WidowChoice:
    tile: int
    contract: Contract
    """The trump it leaves the best chance in (the trump named, when the widow comes after it)."""
    chance: float
    """That chance of making the bid, as the bid hints show it (`playable_chance`)."""


@dataclass(frozen=True)
class WidowHint:
    tile: int
    reason: Text
    options: tuple[WidowChoice, ...] = ()
    """Every tile the bidder may lay away, best first."""
    worlds: int = 0


def widow_hint(obs: Observation, level: str = "hard", seed: int = 0) -> WidowHint:
    """The tile the level lays away, and why in the options' own numbers."""
    assert obs.bid is not None
    options = discard_options(obs, level_of(level), seed)
    best = options[0]
    chance = best.key[0]  # `contract_key` ranks by `playable_chance` first
    #: {tile} is a tile ("5-3"); {bid} a Moon bid ("5 tricks"); {contract} a trump ("deuces").
    text = tx(QT_TRANSLATE_NOOP("hints", "Lay away the {tile}: it leaves about {percent}% to make {bid} in {contract}, "
                                         "and no other tile leaves more."),
              tile=TILE_NAMES[best.tile], contract=contract_noun(best.contract), bid=obs.bid.text,
              percent=round(chance * 100))
    choices = tuple(WidowChoice(o.tile, o.contract, o.key[0]) for o in options)
    return WidowHint(best.tile, text, choices, best.outlook.n)


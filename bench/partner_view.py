"""What the partner's tiles are worth to the bidding side of a forced 30.

    .venv/bin/python bench/partner_view.py --level expert --deals 300 --seed 27 --shows all --from-trick 0

Plays the forced-30 deals of `texas42-arena --forced-30` (the same deals for the same seed)
with four seats of the level, the bidder and its partner each seeing the other's tiles of a
kind (`--shows`: all, doubles, trumps or count) from the trick `--from-trick` on (0: from
the opening lead), the defenders seeing only their own. Reports the share of bids made and
of the deals makeable with open hands that were lost, to set beside `open_hands.py`'s
(nobody sees more, or the bidding side sees every hand): how much of what the hidden tiles
cost the bidding side a way of showing the partner's tiles could win back at most.

The players are not changed: their sampler is told the tiles, as it is told a void (the
partner holds none of the kind but those, the others none of those). Seeded: the same
command prints the same figures on any machine.
"""

from __future__ import annotations

import argparse
import sys

from machine import describe
from open_hands import forced_deal_arguments, forced_table, made_line

from texas42_qt.ai import arena, sampler
from texas42_qt.ai.pool import process_pool
from texas42_qt.engine import GameState, Observation, Outcome, contract_table, same_side
from texas42_qt.engine.tiles import ALL_TILES_MASK, DOUBLES_MASK, TILE_COUNT, mask_of

COUNT_MASK = mask_of(t for t, points in enumerate(TILE_COUNT) if points)
KINDS = ("all", "doubles", "trumps", "count")

_shown: dict[int, tuple[int, int]] = {}
"""Per seat whose tiles the seat to play is shown: (the kind's mask, the tiles of it it holds)."""
_voids = sampler.Sampler._forbidden


def _forbidden_shown(self: sampler.Sampler) -> dict[int, int]:
    out = _voids(self)
    for seat, (kind, held) in _shown.items():
        out[seat] = out.get(seat, 0) | (kind & ~held)
        for other in self.others:
            if other != seat:
                out[other] = out.get(other, 0) | held
    return out


def kind_mask(kind: str, game: GameState, obs: Observation) -> int:
    assert obs.contract is not None
    trumps = contract_table(game.rules, obs.contract).trump_mask
    return {"all": ALL_TILES_MASK, "doubles": DOUBLES_MASK, "trumps": trumps, "count": COUNT_MASK}[kind]


def partner_of(game: GameState, seat: int) -> int:
    return next(s for s in range(game.n) if s != seat and same_side(game.rules, s, seat))


def play_deal(job: tuple[int, str, str, int]) -> tuple[bool, bool]:
    """(makeable with open hands, made) for one deal, the bidding side shown each other's tiles."""
    seed, level, kind, from_trick = job
    sampler.Sampler._forbidden = _forbidden_shown  # type: ignore[method-assign]
    game, seats = forced_table(seed, level)
    makeable = arena._open_made(game)
    while game.to_act >= 0:
        seat = game.to_act
        obs = game.observation(seat)
        assert obs.bidder is not None
        _shown.clear()
        if same_side(game.rules, seat, obs.bidder) and len(obs.tricks) >= from_trick:
            partner = partner_of(game, seat)
            mask = kind_mask(kind, game, obs)
            _shown[partner] = (mask, game.hands[partner] & mask)
        game.apply(seats[seat].choose(obs))
    _shown.clear()
    assert game.result is not None
    return makeable, game.result.result is Outcome.MADE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    forced_deal_arguments(parser, "expert")
    parser.add_argument("--shows", default="all", choices=KINDS, help="which of the partner's tiles are shown")
    parser.add_argument("--from-trick", type=int, default=0, help="shown from this trick on (0: the opening lead)")
    args = parser.parse_args(argv)
    print(describe())
    jobs = [(arena.game_seed(args.seed, i), args.level, args.shows, args.from_trick) for i in range(args.deals)]
    with process_pool(args.jobs) as pool:
        results = list(pool.map(play_deal, jobs, chunksize=4))
    print(f"{args.level}, the bidding side shown the partner's {args.shows} from trick {args.from_trick}: "
          f"{made_line(results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

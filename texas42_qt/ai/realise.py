"""How often a margin with open hands is made in real play.

A world solved with every hand open says by how many points the bidders make (or
miss) their bid from here with perfect play. At the table nobody sees every hand:
a bid made by a point with open hands is made far less often than one made by
fifteen, and one missed by a point is often made after a defender's slip. This
table says how often, by the open-hands margin and the tricks left, measured on
forced-30 hands of four Hard seats (`bench/realise_fit.py`). A player that weighs
its options by it prefers the play that leaves room for the guesses still to come.
"""

from __future__ import annotations

import math

from ..engine import Rules, Variant

CLIP = 15
"""Margins beyond this many points are as safe (or as lost) as this."""

CURVES: dict[int, tuple[float, float, float, float]] = {
    7: (-0.41, 0.40, 0.134, 0.151),
    6: (-0.60, 1.08, 0.132, 0.145),
    5: (-1.09, 2.09, 0.132, 0.171),
    4: (-2.51, 4.07, 0.106, 0.071),
}
"""Per tricks left: the logit's intercept, its jump at a margin of 0, and its slope
in the margin above 0 and below it, fitted on 376 forced-30 hands of four Hard seats
(`bench/realise_fit.py` prints them). With fewer tricks left the margin's sign alone
decides (over 94% of the bids made with open hands were made, under 1% of the others)."""


def applies(rules: Rules, points: bool) -> bool:
    """Only where the table was measured: four seats, seven tricks, a contract of points."""
    layout = rules.layout
    return rules.variant is not Variant.MOON and layout.n_seats == 4 and layout.tricks == 7 and points


def made_chance(tricks_left: int, margin: int) -> float:
    """How often the bidders make their bid in real play, `margin` points over it with open hands."""
    if tricks_left < min(CURVES):
        return float(margin >= 0)
    return curve_chance(CURVES[min(tricks_left, max(CURVES))], margin)


def curve_chance(curve: tuple[float, float, float, float], margin: int) -> float:
    """What one curve of `CURVES` (or one being fitted) says of a margin."""
    intercept, jump, above, below = curve
    m = max(-CLIP, min(CLIP, margin))
    z = intercept + (jump + above * m if m >= 0 else below * m)
    return 1.0 / (1.0 + math.exp(-z))

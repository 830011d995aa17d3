"""Claim speed: how long the exact lay-down rule takes to decide, at every lead.

    .venv/bin/python bench/claim_bench.py [--positions 300] [--seed 1]

For each variant (42, Moon, 42 for three) and each count of tricks left (the
opening lead included), `--positions` seeded random lead positions: a deal, a
bid, the trump the leader holds most of (to make claims likelier), random legal
plays up to a lead with that many tricks left. Each position's decision
(`GameState.can_claim`, its cache cleared first) is timed; printed per variant
and trick count: mean, p99 and max in milliseconds, how many positions are
claimable, and how each was decided: the fixed plan ("plan"), a deal found that
beats the claim ("counter", with the most deals solved before finding it), or a
full proof over every class of deals ("proof").
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from machine import describe

from texas42_qt.engine import Contract, GameState, NameTrump, Phase, Rules
from texas42_qt.engine.claim import claim_decision, claimer_view
from texas42_qt.engine.claim_search import decide

VARIANTS = {
    "42": Rules(end_early=False),
    "Moon": Rules.preset("Moon"),
    "42 for three": Rules.make("42-three", end_early=False),
}


def _trump_for(st: GameState, options: list[NameTrump]) -> NameTrump:
    """The trump contract the seat holds most of (Nello and Sevens left out)."""
    hand = st.hands[st.to_act]

    def held(action: NameTrump) -> int:
        from texas42_qt.engine.contracts import contract_table

        table = contract_table(st.rules, action.contract)
        return (hand & table.trump_mask).bit_count() if table.trump_mask else 0

    usable = [a for a in options if a.contract not in (Contract.NELLO, Contract.SEVENS)]
    return max(usable, key=held)


def position(rules: Rules, left: int, rng: random.Random) -> GameState | None:
    """A random lead position with `left` tricks left (None if the hand ended first)."""
    st = GameState(rules, seed=rng.getrandbits(40))
    st.deal()
    while st.phase is Phase.BID:
        legal = st.legal_actions()
        st.apply(legal[0] if rng.random() < 0.6 else rng.choice(legal[:4]))
    while st.phase in (Phase.TRUMP, Phase.WIDOW):
        legal = st.legal_actions()
        if st.phase is Phase.TRUMP:
            st.apply(_trump_for(st, [a for a in legal if isinstance(a, NameTrump)]))
        else:
            st.apply(rng.choice(legal))
    while st.phase is Phase.PLAY and (st.trick_tiles or st.hands[st.to_act].bit_count() != left):
        st.apply(rng.choice(st.legal_actions()))
    return st if st.phase is Phase.PLAY else None


def how_decided(st: GameState) -> tuple[str, int]:
    seat = st.to_act
    assert st.table is not None
    known_out = 1 << st.discard if st.discard is not None and seat == st.bidder else 0
    unseen, barred = claimer_view(st.rules, st.table, seat, st.hands[seat], st.tricks, known_out)
    decision = claim_decision(st.table, st.hands[seat], unseen, barred)
    return decision.how, decision.worlds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=300, help="per variant and trick count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"machine: {describe()}")
    print(f"{'variant':13s} {'left':>4s} {'n':>5s} {'claim':>5s} {'mean ms':>8s} {'p99 ms':>7s} {'max ms':>7s}"
          "   decided by (most deals solved)")
    all_times: list[float] = []
    all_how: Counter[str] = Counter()
    for name, rules in VARIANTS.items():
        rng = random.Random(args.seed)
        for left in range(rules.layout.hand_size, 0, -1):
            times: list[float] = []
            how: Counter[str] = Counter()
            most: Counter[str] = Counter()
            claimable = 0
            while len(times) < args.positions:
                st = position(rules, left, rng)
                if st is None:
                    continue
                decide.cache_clear()
                start = time.perf_counter()
                claimable += st.can_claim()
                times.append(time.perf_counter() - start)
                kind, worlds = how_decided(st)
                how[kind] += 1
                most[kind] = max(most[kind], worlds)
            times.sort()
            all_times += times
            all_how += how
            mean = sum(times) / len(times)
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            ways = ", ".join(f"{k} {how[k]} ({most[k]})" for k in ("plan", "counterexample", "proof") if how[k])
            print(f"{name:13s} {left:4d} {len(times):5d} {claimable:5d} {mean * 1e3:8.2f} {p99 * 1e3:7.2f} "
                  f"{times[-1] * 1e3:7.2f}   {ways}")
    all_times.sort()
    mean = sum(all_times) / len(all_times)
    p99 = all_times[int(len(all_times) * 0.99)]
    print(f"all: {len(all_times)} positions, mean {mean * 1e3:.2f} ms, p99 {p99 * 1e3:.2f} ms, "
          f"max {all_times[-1] * 1e3:.2f} ms; full proofs {all_how['proof']}, "
          f"counterexamples {all_how['counterexample']}, plan {all_how['plan']}")


if __name__ == "__main__":
    main()

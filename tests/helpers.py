"""Builders for rules tests: deal chosen tiles, then drive a hand by short strings."""

from __future__ import annotations

from collections.abc import Callable

from texas42_qt.engine import (
    PASS,
    Bid,
    Contract,
    Discard,
    GameState,
    NameTrump,
    Phase,
    Play,
    Rules,
    parse_tile,
    tiles_of,
)


def tiles(text: str) -> list[int]:
    """"6-6 6-5 4-1" -> tile ids."""
    return [parse_tile(t) for t in text.split()]


def dealt(rules: Rules, hands: dict[int, str], shaker: int = 0, widow: str | None = None) -> GameState:
    """A game on its first hand with the given seats holding the given tiles;
    the other tiles go to the other seats in a fixed order."""
    state = GameState(rules, seed=7, first_shaker=shaker)
    layout = rules.layout
    fixed = {s: tiles(h) for s, h in hands.items()}
    used = {t for ts in fixed.values() for t in ts}
    w = parse_tile(widow) if widow else None
    if w is not None:
        used.add(w)
    rest = [t for t in tiles_of(layout.tiles) if t not in used]
    out = []
    for s in range(layout.n_seats):
        h = list(fixed.get(s, []))
        while len(h) < layout.hand_size:
            h.append(rest.pop())
        out.append(h)
    if layout.widow and w is None:
        w = rest.pop()
    assert not rest, "the fixed tiles do not fit the deal"
    state.deal(out, w)
    return state


def act(state: GameState, *steps: str) -> GameState:
    """Apply actions written as "pass", "30", "84", "plunge 168", "trump 6",
    "trump doubles", "discard 3-2", or a tile "6-4" to play."""
    for step in steps:
        state.apply(parse_step(step))
    return state


def parse_step(step: str):
    words = step.split()
    if words[0] == "pass":
        return PASS
    if words[0] in ("plunge", "splash"):
        return Bid(int(words[1]), words[0])
    if words[0] == "trump":
        return NameTrump(Contract.from_code(words[1]))
    if words[0] == "discard":
        return Discard(parse_tile(words[1]))
    if words[0].isdigit():
        return Bid(int(words[0]))
    return Play(parse_tile(words[0]))


def play_out(state: GameState) -> GameState:
    """Finish the hand with the first legal action each time."""
    while state.phase not in (Phase.SCORED, Phase.GAME_OVER):
        state.apply(state.legal_actions()[0])
    return state


def easy_game(seed: int, hands: int, dealt: bool) -> GameState:
    """A game of four Easy seats (`seed`) after `hands` hands, the next dealt or not."""
    game = GameState(Rules(), seed=seed)
    game.deal()
    return play_easy(game, lambda g: g.hand_index >= hands and not (dealt and g.phase is Phase.DEAL))


def play_easy(game: GameState, done: Callable[[GameState], bool]) -> GameState:
    """Play `game` on with four Easy seats (seeded: the same seats for any copy) until `done`."""
    from texas42_qt.ai.players import EasyPlayer

    bots = [EasyPlayer(seed=s) for s in range(4)]
    while not done(game):
        if game.phase is Phase.SCORED:
            game.next_hand()
        elif game.phase is Phase.DEAL:
            game.deal()
        else:
            game.apply(bots[game.to_act].choose(game.observation(game.to_act)))
    return game

"""The animator builds each step on the event loop's next turn, holding the game meanwhile."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from texas42_qt.gui.animator import Animator


class Game:
    """What the animator asks of the controller: hold the game, let it go."""

    def __init__(self) -> None:
        self.held = 0

    def hold(self) -> None:
        self.held += 1

    def release(self) -> None:
        self.held -= 1


def test_a_step_is_built_on_the_next_turn_and_the_game_waits_for_it(qtbot):
    # The step (the deal's 28 tiles, the reveal) built in the event that asked for it, with the
    # game's next move after it, held the GUI up to 60 ms at once; the table paints in between now.
    game = Game()
    animator = Animator(game)  # type: ignore[arg-type]
    built: list[int] = []
    animator.add(lambda: built.append(1))
    assert animator.busy and game.held == 1 and not built
    qtbot.waitUntil(lambda: game.held == 0)
    assert built == [1] and not animator.busy
    animator.speed = 0  # nothing moves: at once
    animator.add(lambda: built.append(2))
    assert built == [1, 2] and game.held == 0


def test_a_cleared_animator_builds_nothing_and_keeps_the_game_held_until_let_go(qtbot):
    game = Game()
    animator = Animator(game)  # type: ignore[arg-type]
    built: list[int] = []
    animator.add(lambda: built.append(1))
    animator.clear(release=False)
    QApplication.processEvents()
    assert not built and game.held == 1 and not animator.busy
    animator.let_go()
    assert game.held == 0


def test_a_step_waits_for_a_timer_not_for_the_posted_calls(qtbot):
    # Built from a posted call, a step ran in the same pass as the calls posted around it (the
    # game's move before it, the scene's repaint after it): up to 55 ms with no input between.
    from PySide6.QtCore import QCoreApplication

    game = Game()
    animator = Animator(game)  # type: ignore[arg-type]
    built: list[int] = []
    animator.add(lambda: built.append(1))
    QCoreApplication.sendPostedEvents()
    assert not built, "the step was built in the pass over posted calls"
    qtbot.waitUntil(lambda: built == [1])

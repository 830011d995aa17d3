"""Issue 26: random input for a few hundred steps (keys, clicks, menu commands, legal moves;
seeded) raises nothing, and the game keeps going. The same driver runs 10,000 steps in
bench/monkey_bench.py."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from gui_helpers import close_clean

BENCH = Path(__file__).resolve().parent.parent / "bench" / "monkey_bench.py"


def _bench():
    spec = importlib.util.spec_from_file_location("monkey_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("seed", [3])
def test_a_few_hundred_random_inputs_raise_nothing(qtbot, tmp_path, seed):
    bench = _bench()
    window = bench.make_window(tmp_path)
    qtbot.addWidget(window)
    report = bench.monkey(window, 200, seed)
    assert report.exceptions == [], report.exceptions[0]
    assert report.kinds["move"] > 40 and report.kinds["key"] > 20 and report.kinds["click"] > 10
    assert report.hands >= 3, "the game went on through the random input"
    close_clean(qtbot, window)


def test_the_dialog_bench_finds_every_dialog_it_opens_in_the_menus(qtbot, tmp_path):
    """Found rehearsing the issue 26 benches: bench/dialog_bench.py called window methods that had
    moved to other modules and stopped at its first dialog; it now opens each by its menu command,
    and a command it cannot find stops it (checked here, so a renamed command fails the suite)."""
    bench = _bench()
    spec = importlib.util.spec_from_file_location("dialog_bench", BENCH.with_name("dialog_bench.py"))
    assert spec is not None and spec.loader is not None
    dialogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dialogs)
    window = bench.make_window(tmp_path)
    qtbot.addWidget(window)
    commands = dialogs.menu_commands(window)
    assert list(commands) == dialogs.DIALOGS and all(action.isEnabled() for action in commands.values())
    close_clean(qtbot, window)

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

"""The package's shape (issue 28): no import cycle between its modules, counting imports made
only for type checking, and no module of the engine or the GUI over 500 lines. The layers
themselves are import-linter's contracts (pyproject.toml), which `./dev.sh test` checks."""

from __future__ import annotations

from pathlib import Path

import pytest

import texas42_qt

ROOT = Path(texas42_qt.__file__).parent
LONGEST = 500


def cycles(adjacent: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, round and round (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in adjacent.get(v, set()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(adjacent):
        if v not in index:
            visit(v)
    return out


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_round_a_cycle():
    grimp = pytest.importorskip("grimp")  # (installed with the dev tools, beside import-linter)
    graph = grimp.build_graph("texas42_qt", cache_dir=None)
    adjacent = {m: set(graph.find_modules_directly_imported_by(m)) & graph.modules for m in graph.modules}
    assert cycles(adjacent) == []


def test_no_module_of_the_engine_or_the_gui_is_over_500_lines():
    long = {str(p.relative_to(ROOT)): n for p in [*ROOT.glob("engine/*.py"), *ROOT.glob("gui/*.py")]
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LONGEST}
    assert long == {}  # (the solver and its C twin, in ai/, are not held to it)

"""Build hook for the one compiled part: the native solver core.

Everything else is in pyproject.toml. `texas42_qt.ai._solver` (C) makes the AI
fast, but it is optional: when there is no working C compiler the install
still succeeds with a warning, and `texas42_qt.ai.solver` falls back on its
pure-Python twin, which returns the same values, only slower.
"""

from __future__ import annotations

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

SOLVER = Extension("texas42_qt.ai._solver", sources=["texas42_qt/ai/_solver.c"], optional=True)


class OptionalBuildExt(build_ext):
    """build_ext that compiles with -O2 (/O2) and never fails the install."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler at all, or a broken tool chain
            _warn(exc)

    def build_extension(self, ext: Extension) -> None:
        if self.compiler.compiler_type == "msvc":
            ext.extra_compile_args = ["/O2"]
        else:
            ext.extra_compile_args = ["-O2"]
        try:
            super().build_extension(ext)
        except Exception as exc:
            _warn(exc)


class BuildPyWithTranslations(build_py):
    """build_py that first compiles the translations (resources/translations/*.ts) into
    texas42_qt/data/translations/*.qm, so that every wheel, and so every install, has them.
    PySide6-Essentials (which ships lrelease) is a build requirement in pyproject.toml, so
    pip's isolated build environment has it; a build that cannot compile them fails, since
    an install without them is an English-only app whose `texas42 --smoke` fails."""

    def run(self) -> None:
        import subprocess
        from pathlib import Path

        tool = Path(__file__).resolve().parent / "tools" / "i18n.py"
        if subprocess.run([sys.executable, str(tool), "build"], check=False).returncode != 0:
            raise SystemExit("the translations (resources/translations/*.ts) could not be compiled: see above")
        super().run()


def _warn(exc: BaseException) -> None:
    print(
        f"WARNING: the native solver core (texas42_qt.ai._solver) was not built ({exc}); "
        "the AI uses the pure-Python solver instead, which gives the same results, only slower.",
        file=sys.stderr,
    )


setup(ext_modules=[SOLVER], cmdclass={"build_ext": OptionalBuildExt, "build_py": BuildPyWithTranslations})

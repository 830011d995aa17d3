"""Packaging: the icons made from their SVG source, the shipped copies, the smoke
test, and the GitHub workflow checked by two workflow linters."""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_shipped_icon_is_the_source_icon():
    assert (ROOT / "texas42_qt" / "data" / "icon.svg").read_bytes() == (ROOT / "resources" / "icon.svg").read_bytes()


def test_icons_are_made_from_the_svg(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(tmp_path)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    png = (tmp_path / "texas42-256.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (256, 256)
    ico = (tmp_path / "texas42.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    width, height, *_, size, offset = struct.unpack("<BBBBHHII", ico[6:22])
    assert (width, height) == (16, 16) and ico[offset:offset + 4] == b"\x89PNG" and offset + size <= len(ico)
    icns = (tmp_path / "texas42.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"icp4" and icns[16:20] == b"\x89PNG"


def test_smoke_plays_one_hand_from_the_installed_package():
    out = subprocess.run([sys.executable, "-m", "texas42_qt.app", "--smoke"], capture_output=True, text=True,
                         timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "smoke test: ok" in out.stdout and "solver backend:" in out.stdout and "hand 1:" in out.stdout


@pytest.mark.parametrize("tool", ["check-jsonschema", "zizmor"])
def test_github_workflow_passes_the_linters(tool):
    exe = shutil.which(tool) or str(Path(sys.executable).parent / tool)
    if not Path(exe).exists():
        pytest.skip(f"{tool} is not installed (pip install -e '.[dev]')")
    workflow = ROOT / ".github" / "workflows" / "build.yml"
    args = ["--builtin-schema", "vendor.github-workflows"] if tool == "check-jsonschema" else ["--offline"]
    out = subprocess.run([exe, *args, str(workflow)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr

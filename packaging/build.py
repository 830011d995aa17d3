"""Build the Texas 42 bundle for the system this runs on, and its archive.

    python packaging/build.py [--smoke]

Makes the icons from resources/icon.svg, runs PyInstaller on packaging/texas42.spec
(a one-folder bundle), then packs it: Linux a .tar.gz with the .desktop file, the
AppStream metadata, the icons and install.sh; Windows a .zip of the folder; macOS a
.zip of "Texas 42.app". Prints where the archive is and its sizes. `--smoke` then
runs `texas42 --smoke` from the bundle (four AI seats play one hand offscreen).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACK = ROOT / "packaging"
DIST = PACK / "dist"
BUILD = PACK / "build"


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def run(cmd: list[str]) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


def build() -> Path:
    run([sys.executable, str(PACK / "make_icons.py"), str(BUILD / "icons")])
    run([sys.executable, "-m", "PyInstaller", str(PACK / "texas42.spec"), "--noconfirm", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller")])
    return DIST / "texas42"


def arch() -> str:
    return {"x86_64": "x86_64", "amd64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}.get(
        platform.machine().lower(), platform.machine().lower())


def pack_linux(bundle: Path) -> Path:
    name = f"texas42-{version()}-linux-{arch()}"
    stage = DIST / name
    shutil.rmtree(stage, ignore_errors=True)
    (stage / "share" / "icons").mkdir(parents=True)
    shutil.copytree(bundle, stage / "texas42", symlinks=True)
    linux = PACK / "linux"
    shutil.copy(linux / "texas42.desktop", stage / "share")
    meta = (linux / "io.github.texas42.Texas42.metainfo.xml").read_text()
    meta = meta.replace("@VERSION@", version()).replace("@DATE@", datetime.date.today().isoformat())
    (stage / "share" / "io.github.texas42.Texas42.metainfo.xml").write_text(meta)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        shutil.copy(BUILD / "icons" / f"texas42-{size}.png", stage / "share" / "icons")
    shutil.copy(linux / "install.sh", stage / "install.sh")
    (stage / "README.txt").write_text(
        "Texas 42\n\nRun it in place:  ./texas42/texas42\n"
        "Or install it for your user (menu entry, icons, `texas42` command):  ./install.sh\n"
        "Remove it again:  ./install.sh --uninstall\n")
    archive = DIST / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(stage, arcname=name)
    return archive


def pack_windows(bundle: Path) -> Path:
    base = DIST / f"Texas42-{version()}-windows-{arch()}"
    return Path(shutil.make_archive(str(base), "zip", DIST, bundle.name))


def pack_macos() -> Path:
    app = DIST / "Texas 42.app"
    archive = DIST / f"Texas42-{version()}-macos-{arch()}.zip"
    archive.unlink(missing_ok=True)
    if shutil.which("ditto"):  # keeps the bundle's symlinks and attributes
        run(["ditto", "-c", "-k", "--keepParent", str(app), str(archive)])
    else:
        shutil.make_archive(str(archive.with_suffix("")), "zip", DIST, app.name)
    return archive


def smoke(bundle: Path) -> None:
    exe = bundle / ("Texas42.exe" if sys.platform == "win32" else "texas42")
    if sys.platform == "darwin":
        exe = DIST / "Texas 42.app" / "Contents" / "MacOS" / "texas42"
    out = subprocess.run([str(exe), "--smoke"], capture_output=True, text=True, timeout=600)
    print(out.stdout, end="")
    if out.returncode != 0:
        print(out.stderr[-3000:], file=sys.stderr)
        raise SystemExit(f"the smoke test of the bundle failed (exit {out.returncode})")
    if sys.platform != "win32" and "native (C)" not in out.stdout:
        raise SystemExit("the bundle does not use the native solver core")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--smoke", action="store_true", help="run `texas42 --smoke` from the built bundle")
    args = parser.parse_args()
    bundle = build()
    if sys.platform.startswith("linux"):
        archive = pack_linux(bundle)
    elif sys.platform == "win32":
        archive = pack_windows(bundle)
    else:
        archive = pack_macos()
    print(f"bundle:  {bundle} ({folder_size(bundle) / 2**20:.1f} MB unpacked)")
    print(f"archive: {archive} ({archive.stat().st_size / 2**20:.1f} MB)")
    if args.smoke:
        smoke(bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())

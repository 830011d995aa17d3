"""Build the Texas 42 bundle for the system this runs on, its archive and its installer.

    python packaging/build.py [--smoke] [--installer]

Makes the icons from resources/icon.svg and resources/record-icon.svg, runs PyInstaller
on packaging/texas42.spec (a one-folder bundle), then packs it: Linux a .tar.gz with the
.desktop file, the AppStream metadata, the .t42 MIME type, the icons and install.sh;
Windows a .zip of the folder; macOS a .zip of "Texas 42.app". Prints where the archive
is and its sizes in MiB (and on Linux the glibc the bundle needs). `--smoke` then runs
`texas42 --smoke` from the bundle (four AI seats play one hand offscreen) and its
`texas42-record check` on a record.
`--installer` also builds the installer: Linux the .deb (packaging/linux/make_deb.py),
Windows the NSIS installer (packaging/windows/texas42.nsi, needs makensis), macOS the
disk image (hdiutil).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import re
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
# The record checker's command: a console executable of its own in every bundle (packaging/texas42.spec)
RECORD_COMMAND = "texas42-record"


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def run(cmd: list[str], cwd: Path = ROOT) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=cwd)


# What an installed package must hold for the bundle to be whole (checked before PyInstaller runs).
INSTALLED_CHECK = """
import importlib.util, json, pathlib, texas42_qt
from texas42_qt.gui import i18n
print(json.dumps({"path": str(pathlib.Path(texas42_qt.__file__).resolve().parent),
                  "missing": [c for c in i18n.LANGUAGES if not i18n.has_catalogue(c)],
                  "native": importlib.util.find_spec("texas42_qt.ai._solver") is not None}))
"""


def installed_package() -> Path:
    """The texas42_qt that PyInstaller will bundle: the one installed in this Python (`pip install .`),
    never the source tree, whose catalogues and solver core are built only by an install. Refuses a
    package without its five catalogues, or (outside Windows, where a compiler may be missing) without
    the native solver core, so a bundle is never quietly English-only or slow."""
    import json

    BUILD.mkdir(parents=True, exist_ok=True)
    out = subprocess.run([sys.executable, "-c", INSTALLED_CHECK], capture_output=True, text=True, cwd=BUILD)
    if out.returncode != 0:
        raise SystemExit(f"texas42_qt is not installed in {sys.executable}: run `pip install .` first\n{out.stderr}")
    found = json.loads(out.stdout)
    path = Path(found["path"])
    if path == ROOT / "texas42_qt":
        raise SystemExit(f"texas42_qt comes from the source tree ({path}), an editable install: install it with "
                         "`pip install .` in a fresh virtual environment (./dev.sh bundle does)")
    if found["missing"]:
        raise SystemExit(f"the installed texas42_qt ({path}) has no catalogue for: {' '.join(found['missing'])}")
    if not found["native"] and sys.platform != "win32":
        raise SystemExit(f"the installed texas42_qt ({path}) has no native solver core (texas42_qt.ai._solver)")
    print(f"package: {path} (five catalogues{', native solver core' if found['native'] else ''})")
    return path


def build() -> Path:
    installed_package()
    run([sys.executable, str(PACK / "make_icons.py"), str(BUILD / "icons")])
    # from the build folder, so that the source tree is not on PyInstaller's path: it bundles the installed package
    run([sys.executable, "-m", "PyInstaller", str(PACK / "texas42.spec"), "--noconfirm", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller")], cwd=BUILD)
    return DIST / "texas42"


def arch() -> str:
    return {"x86_64": "x86_64", "amd64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}.get(
        platform.machine().lower(), platform.machine().lower())


def glibc_floor(bundle: Path) -> str:
    """The newest GLIBC_x.y symbol version that any ELF file of the bundle needs (objdump -T)."""
    found: set[tuple[int, ...]] = set()
    for path in bundle.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
        found.update(tuple(int(x) for x in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", out))
    return ".".join(map(str, max(found))) if found else "unknown"


def pack_linux(bundle: Path, glibc: str) -> Path:
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
    shutil.copy(linux / "texas42-mime.xml", stage / "share")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        shutil.copy(BUILD / "icons" / f"texas42-{size}.png", stage / "share" / "icons")
        shutil.copy(BUILD / "icons" / f"texas42-record-{size}.png", stage / "share" / "icons")
    shutil.copy(ROOT / "resources" / "icon.svg", stage / "share" / "icons" / "texas42.svg")
    shutil.copy(linux / "install.sh", stage / "install.sh")
    shutil.copy(ROOT / "docs" / "RECORD.md", stage / "RECORD.md")
    shutil.copy(ROOT / "CHANGELOG.md", stage / "CHANGELOG.md")
    (stage / "README.txt").write_text(
        f"Texas 42 {version()}\n\nRun it in place:  ./texas42/texas42\n"
        "Or install it for your user (menu entry, icons, .t42 records, `texas42` command):  ./install.sh\n"
        "Remove it again:  ./install.sh --uninstall\n"
        "Check a game record:  ./texas42/texas42-record check FILE.t42  (texas42-record once installed)\n\n"
        f"Needs glibc {glibc} or newer, and the usual desktop libraries (libxcb1, libgl1, libegl1,\n"
        "libxkbcommon0, libfontconfig1, libglib2.0-0, libdbus-1-3).\n"
        "The game record format (.t42) is described in RECORD.md.\n")
    archive = DIST / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(stage, arcname=name)
    return archive


def pack_windows(bundle: Path) -> Path:
    base = DIST / f"Texas42-{version()}-windows-{arch()}"
    return Path(shutil.make_archive(str(base), "zip", DIST, bundle.name))


def installer_linux(bundle: Path) -> Path:
    run([sys.executable, str(PACK / "linux" / "make_deb.py"), str(bundle), "--icons", str(BUILD / "icons"),
         "--out", str(DIST)])
    return DIST / f"texas42_{version()}_{subprocess.check_output(['dpkg', '--print-architecture'], text=True).strip()}.deb"


def installer_windows(bundle: Path) -> Path:
    makensis = shutil.which("makensis") or next(
        (str(p) for p in (Path(os.environ.get(v, "")) / "NSIS" / "makensis.exe"
                          for v in ("ProgramFiles(x86)", "ProgramFiles")) if p.is_file()), None)
    if makensis is None:
        raise SystemExit("makensis (NSIS 3) is needed for the Windows installer")
    out = DIST / f"Texas42-{version()}-windows-{arch()}-setup.exe"
    run([makensis, "-V2", "-WX", f"-DVERSION={version()}", f"-DPAYLOAD={bundle}", f"-DICONS={BUILD / 'icons'}",
         f"-DOUTFILE={out}", str(PACK / "windows" / "texas42.nsi")])
    return out


def installer_macos() -> Path:
    """A compressed disk image with the app and a link to /Applications to drag it onto."""
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    run(["ditto", str(DIST / "Texas 42.app"), str(stage / "Texas 42.app")])
    (stage / "Applications").symlink_to("/Applications")
    out = DIST / f"Texas42-{version()}-macos-{arch()}.dmg"
    out.unlink(missing_ok=True)
    run(["hdiutil", "create", "-volname", "Texas 42", "-srcfolder", str(stage), "-fs", "HFS+", "-format", "UDZO",
         "-imagekey", "zlib-level=9", "-ov", str(out)])
    return out


def pack_macos() -> Path:
    app = DIST / "Texas 42.app"
    archive = DIST / f"Texas42-{version()}-macos-{arch()}.zip"
    archive.unlink(missing_ok=True)
    if shutil.which("ditto"):  # keeps the bundle's symlinks and attributes
        run(["ditto", "-c", "-k", "--keepParent", str(app), str(archive)])
    else:
        shutil.make_archive(str(archive.with_suffix("")), "zip", DIST, app.name)
    return archive


def bundle_exe(bundle: Path) -> Path:
    if sys.platform == "darwin":
        return DIST / "Texas 42.app" / "Contents" / "MacOS" / "texas42"
    # on Windows the console twin of Texas42.exe, which prints what --smoke says
    return bundle / ("Texas42-cli.exe" if sys.platform == "win32" else "texas42")


def bundle_record_command(bundle: Path) -> Path:
    """`texas42-record`, the other command of `pip install .` (Help > Game record format tells the user to run it),
    where each bundle has it: beside the app's program, or in the macOS app's Contents/MacOS."""
    if sys.platform == "darwin":
        return DIST / "Texas 42.app" / "Contents" / "MacOS" / RECORD_COMMAND
    return bundle / (f"{RECORD_COMMAND}.exe" if sys.platform == "win32" else RECORD_COMMAND)


def smoke(exe: Path) -> None:
    """`texas42 --smoke RECORD`: it opens a record as a double-click would, then four AI
    seats play one hand. A non-zero exit or anything on stderr fails it. (A windowed
    Windows exe may have no stdout to print on: there, its exit status alone says.)"""
    record = ROOT / "tests" / "records" / "moon.t42"
    out = subprocess.run([str(exe), "--smoke", str(record)], capture_output=True, text=True, timeout=600)
    print(out.stdout, end="")
    if out.returncode != 0:
        print(out.stderr[-3000:], file=sys.stderr)
        raise SystemExit(f"the smoke test of {exe} failed (exit {out.returncode})")
    if out.stderr.strip():
        raise SystemExit(f"the smoke test of {exe} printed on stderr:\n{out.stderr[-3000:]}")
    if sys.platform == "win32" and not out.stdout and exe.name == "Texas42.exe":
        print(f"{exe} --smoke: exit 0 (the record opened and a hand was played; no stdout from the windowed exe)")
        return
    if f"record: {record.name} opened" not in out.stdout:
        raise SystemExit(f"{exe} did not open the record")
    if sys.platform != "win32" and "native (C)" not in out.stdout:
        raise SystemExit(f"{exe} does not use the native solver core")


def smoke_record_command(command: Path) -> None:
    """`texas42-record check RECORD` from the bundle prints what the installed package's own prints."""
    record = ROOT / "tests" / "records" / "moon.t42"
    out = subprocess.run([str(command), "check", str(record)], capture_output=True, text=True, timeout=120)
    BUILD.mkdir(parents=True, exist_ok=True)  # (an installed copy's check may come before any build here)
    want = subprocess.run([sys.executable, "-m", "texas42_qt.record_cli", "check", str(record)], capture_output=True,
                          text=True, timeout=120, cwd=BUILD)
    if out.returncode != 0 or out.stderr or out.stdout != want.stdout:
        raise SystemExit(f"{command} check {record.name} (exit {out.returncode}) printed:\n{out.stdout}{out.stderr}\n"
                         f"not what texas42-record prints:\n{want.stdout}")
    print(f"{command.name} check {record.name}: {out.stdout.strip().splitlines()[-1]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--smoke", action="store_true", help="run `texas42 --smoke` from the built bundle")
    parser.add_argument("--installer", action="store_true", help="also build the .deb, the NSIS installer or the .dmg")
    parser.add_argument("--smoke-exe", type=Path, metavar="EXE",
                        help="build nothing: smoke-test an installed copy (the workflows' installer checks)")
    parser.add_argument("--smoke-record", type=Path, metavar="COMMAND",
                        help="build nothing: check a record with an installed copy's texas42-record")
    args = parser.parse_args()
    if args.smoke_exe or args.smoke_record:
        if args.smoke_exe:
            smoke(args.smoke_exe)
        if args.smoke_record:
            smoke_record_command(args.smoke_record)
        return 0
    bundle = build()
    glibc = ""
    if sys.platform.startswith("linux"):
        glibc = glibc_floor(bundle)
        archive = pack_linux(bundle, glibc)
    elif sys.platform == "win32":
        archive = pack_windows(bundle)
    else:
        archive = pack_macos()
    print(f"bundle:  {bundle} ({folder_size(bundle) / 2**20:.1f} MiB unpacked)")
    print(f"archive: {archive} ({archive.stat().st_size / 2**20:.1f} MiB)")
    if glibc:
        print(f"glibc:   {glibc} or newer (the newest GLIBC_ symbol version the bundle's files need)")
    if args.smoke:
        smoke(bundle_exe(bundle))
        smoke_record_command(bundle_record_command(bundle))
    if args.installer:
        if sys.platform.startswith("linux"):
            installer = installer_linux(bundle)
        elif sys.platform == "win32":
            installer = installer_windows(bundle)
        else:
            installer = installer_macos()
        print(f"installer: {installer} ({installer.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Build the Debian package of Texas 42 from the PyInstaller bundle, with dpkg-deb.

    python packaging/linux/make_deb.py [BUNDLE] [--icons DIR] [--out DIR]
    (defaults: packaging/dist/texas42, packaging/build/icons, packaging/dist)

The bundle goes to /opt/texas42 with /usr/bin/texas42 and /usr/bin/texas42-record links; the menu entry, the
AppStream metadata, the icons (the app's and the .t42 record's), the shared-mime-info
package for *.t42, the copyright file, the changelog and lintian overrides go under
/usr/share. `Depends:` names the package of each library that the bundle's ELF files need
(NEEDED) and do not find in the bundle itself, libc6 at least at the bundle's glibc
floor (the newest GLIBC_ symbol version they use). postinst and
postrm refresh the desktop, MIME and icon caches. Prints the package's path and size.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import gzip
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
PACKAGE = "texas42"
PREFIX = Path("opt") / PACKAGE
RECORD_COMMAND = "texas42-record"  # the bundle's console program that checks records (packaging/texas42.spec)
# The project has no mailing address yet: a placeholder until it has (TEXAS42_DEB_MAINTAINER overrides it).
MAINTAINER = os.environ.get("TEXAS42_DEB_MAINTAINER", "Texas 42 developers <texas42@users.noreply.github.com>")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MIME_ICON = "application-x-texas42-record"
# Not libraries but needed to draw text; any font does, this one is on every desktop.
RECOMMENDS = "fonts-dejavu-core | fonts-freefont-ttf, xdg-utils"

DESCRIPTION = """\
Texas dominoes game with computer players and a bidding trainer
 Texas 42 for four players in two partnerships, with the house rules players
 argue about (minimum bid, mark bids, forced bid or reshake, Nello, Sevens,
 Plunge, Splash, follow-me doubles, marks or 250 points), plus Moon and 42 for
 three. You sit at one seat; computer players fill the others, partner
 included. Hints teach bidding, and the bidding practice grades each decision.
 .
 The package carries its own Python and Qt under /opt/texas42."""

POSTINST = """\
#!/bin/sh
# Refresh the desktop, MIME and icon caches. dpkg triggers of desktop-file-utils,
# shared-mime-info and the icon cache do the same when those are installed; this is
# for systems where a tool is there without its trigger.
set -e
if [ "$1" = "configure" ]; then
  if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q /usr/share/applications || true; fi
  if command -v update-mime-database >/dev/null 2>&1; then update-mime-database /usr/share/mime || true; fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f /usr/share/icons/hicolor/index.theme ]; then
    gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
  fi
fi
exit 0
"""

POSTRM = """\
#!/bin/sh
# The caches forget Texas 42 once its files are gone (see postinst).
set -e
case "$1" in
  remove|purge)
    if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q /usr/share/applications || true; fi
    if command -v update-mime-database >/dev/null 2>&1; then update-mime-database /usr/share/mime || true; fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f /usr/share/icons/hicolor/index.theme ]; then
      gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
    fi
    ;;
esac
exit 0
"""

# A self-contained PyInstaller bundle in /opt breaks rules made for packages that Debian
# builds from source; each override below is that, and nothing else.
LINTIAN_OVERRIDES = """\
# Texas 42 is a package from outside Debian: a self-contained bundle (its own Python, Qt
# and their libraries, built by PyInstaller) under /opt, linked from /usr/bin.
texas42: dir-or-file-in-opt [opt/texas42/*]
texas42: embedded-library * [opt/texas42/*]
texas42: shared-library-lacks-prerequisites [opt/texas42/*]
texas42: library-not-linked-against-libc [opt/texas42/*]
texas42: custom-library-search-path * [opt/texas42/*]
# PyInstaller's launchers (they unpack nothing: they start the bundled Python)
texas42: hardening-no-pie [opt/texas42/texas42]
texas42: hardening-no-pie [opt/texas42/texas42-record]
# The command is /usr/bin/texas42 (a link to the bundle), not in /usr/games
texas42: package-section-games-but-contains-no-game
"""

MANPAGE = """\
.TH TEXAS42 1 "" "Texas 42 @VERSION@" "User Commands"
.SH NAME
texas42 \\- the Texas 42 dominoes game
.SH SYNOPSIS
.B texas42
[\\fB\\-\\-new\\fR] [\\fIFILE.t42\\fR]
.br
.B texas42 \\-\\-smoke
[\\fIFILE.t42\\fR]
.br
.B texas42 \\-\\-version
.SH DESCRIPTION
Texas 42 for four players in two partnerships, Moon and 42 for three, against computer
players, with hints, lessons, bidding practice, hand review and statistics.
.SH OPTIONS
.TP
.I FILE.t42
Open a saved game record (the format is in /usr/share/doc/texas42/RECORD.md.gz).
.TP
.B \\-\\-new
Start a new game without offering to resume the saved one.
.TP
.B \\-\\-smoke
Check the installation: open FILE.t42 when given, then four computer players play one hand
offscreen; exit status 0 when all went well.
.TP
.B \\-\\-version
Print the version.
.SH FILES
.TP
.I ~/.local/share/Texas42/Texas 42/
The saved game and the statistics.
.SH SEE ALSO
.BR texas42-record (1)
"""

RECORD_MANPAGE = """\
.TH TEXAS42-RECORD 1 "" "Texas 42 @VERSION@" "User Commands"
.SH NAME
texas42-record \\- check a Texas 42 game record
.SH SYNOPSIS
.B texas42-record check
[\\fB\\-\\-json\\fR] \\fIFILE.t42\\fR
.SH DESCRIPTION
Replays a game record (.t42) through the rules and prints the outcome of each hand and the score;
an invalid record is refused with one line on standard error naming the hand, the action and
the reason. The format and the output are described in /usr/share/doc/texas42/RECORD.md.gz
(also Help > Game record format in the app).
.SH OPTIONS
.TP
.B \\-\\-json
Print the outcome as one JSON object.
.SH EXIT STATUS
0 for a valid record (finished or not), 1 for an invalid one, 2 for bad usage.
.SH SEE ALSO
.BR texas42 (1)
"""

COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Texas 42

Files: *
Copyright: 2026 Texas 42 developers
License: MIT

Files: opt/texas42/_internal/*.so*
Copyright: the authors of each system library copied into the bundle
Comment: libraries of Debian packages (libxcb, ICU, FreeType, GLib, ...) that PyInstaller
 copies beside Qt. The Debian copyright file of each one's package ships unchanged in
 /opt/texas42/_internal/texas42_qt/data/licences/bundled/PACKAGE.copyright; the app lists
 them in Help > Licences.
License: other
 Each library keeps its own licence, as its copyright file in that folder says.

Files: opt/texas42/texas42 opt/texas42/texas42-record
Copyright: PyInstaller Development Team
Comment: the launchers are PyInstaller's bootloader.
License: GPL-2.0-or-later with Bootloader exception
 The bootloader's licence lets it be distributed with programs under any licence; the
 text is /opt/texas42/_internal/texas42_qt/data/licences/bundled/PyInstaller.txt.

Files: opt/texas42/_internal/PySide6/* opt/texas42/_internal/shiboken6/* opt/texas42/_internal/libQt6*
Copyright: The Qt Company Ltd. and other contributors
Comment: Qt 6, PySide6 and shiboken6, used under the LGPL-3.0 (the wheels are offered
 under LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only). The texts ship in
 /opt/texas42/_internal/texas42_qt/data/licences/ and the app shows them (Help > Licences).
License: LGPL-3.0-only
 On Debian systems, the complete text of the GNU Lesser General Public License
 version 3 can be found in "/usr/share/common-licenses/LGPL-3".

Files: opt/texas42/_internal/base_library.zip opt/texas42/_internal/lib-dynload/* opt/texas42/_internal/libpython*
Copyright: 2001-2024 Python Software Foundation
Comment: the Python interpreter and standard library; the full licence text, with the
 notices of the libraries Python includes, is
 /opt/texas42/_internal/texas42_qt/data/licences/Python.txt (also in Help > Licences).
License: PSF-2.0
 See /opt/texas42/_internal/texas42_qt/data/licences/Python.txt.

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of
 this software and associated documentation files (the "Software"), to deal in
 the Software without restriction, including without limitation the rights to
 use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of
 the Software, and to permit persons to whom the Software is furnished to do so,
 subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all
 copies or substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS
 FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
 COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
 IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
 CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def run(cmd: list[str], **kw: object) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout  # type: ignore[call-overload,no-any-return]


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if is_elf(p))


def glibc_floor(folder: Path) -> str:
    """The newest GLIBC_x.y symbol version any ELF file of the bundle needs: the oldest glibc it runs on."""
    found: set[tuple[int, ...]] = set()
    for path in elf_files(folder):
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
        found.update(tuple(int(x) for x in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", out))
    return ".".join(map(str, max(found))) if found else "unknown"


def system_libraries(folder: Path) -> list[str]:
    """The sonames the bundle's ELF files need (NEEDED) that the bundle does not ship."""
    shipped = {p.name for p in folder.rglob("*.so*")}
    needed: set[str] = set()
    for path in elf_files(folder):
        needed.update(re.findall(r"^\s*NEEDED\s+(\S+)", run(["objdump", "-p", str(path)]), re.M))
    return sorted(needed - shipped)


def depends(folder: Path) -> str:
    """The package of each system library the bundle needs, found as the loader would find the
    library (ldconfig's cache) and asked of dpkg; libc6 at least at the bundle's glibc floor."""
    multiarch = run(["dpkg-architecture", "-qDEB_HOST_MULTIARCH"]).strip()  # x86_64-linux-gnu
    cache: dict[str, str] = {}
    for line in run(["ldconfig", "-p"]).splitlines():
        m = re.match(r"\s*(\S+) \(.*\) => (\S+)", line)
        if m and f"/{multiarch}/" in m.group(2):
            cache.setdefault(m.group(1), m.group(2))
    packages: set[str] = set()
    for soname in system_libraries(folder):
        if soname not in cache:
            raise SystemExit(f"{soname}, which the bundle needs, is not installed here: cannot tell its package")
        path = Path(cache[soname])
        # /lib is /usr/lib on a merged-/usr system; dpkg knows the path its package shipped
        candidates = [path, path.resolve()]
        candidates += [Path(str(c).removeprefix("/usr")) if str(c).startswith("/usr/") else Path("/usr" + str(c))
                       for c in list(candidates)]
        owners = [subprocess.run(["dpkg", "-S", str(c)], capture_output=True, text=True).stdout for c in candidates]
        owner = next((o.split(":")[0].split(",")[0].strip() for o in owners if o), "")
        if not owner:
            raise SystemExit(f"no package owns {path} ({soname})")
        packages.add(owner)
    floor = glibc_floor(folder)
    return ", ".join(f"{p} (>= {floor})" if p == "libc6" and floor != "unknown" else p for p in sorted(packages))


def debian_changelog(ver: str) -> bytes:
    date = email.utils.format_datetime(datetime.datetime.now(datetime.UTC).replace(microsecond=0))
    text = (f"{PACKAGE} ({ver}) unstable; urgency=medium\n\n"
            f"  * Release {ver}: see /usr/share/doc/{PACKAGE}/CHANGELOG.md.gz.\n\n"
            f" -- {MAINTAINER}  {date}\n")
    return gzip_bytes(text.encode())


def gzip_bytes(data: bytes) -> bytes:
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0) as f:
        f.write(data)
    return buf.getvalue()


def write(path: Path, data: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        path.write_text(data)
    else:
        path.write_bytes(data)
    path.chmod(mode)


def normalize_modes(folder: Path) -> None:
    """Folders 755; programs 755; every other file, shared libraries included, 644."""
    for path in folder.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif path.stat().st_mode & 0o111 and ".so" not in path.name:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def build_deb(bundle: Path, icons: Path, out: Path) -> Path:
    ver = version()
    arch = run(["dpkg", "--print-architecture"]).strip()
    stage = Path(tempfile.mkdtemp(prefix="texas42-deb-"))
    try:
        app = stage / PREFIX
        shutil.copytree(bundle, app, symlinks=True)
        normalize_modes(app)
        (stage / "usr" / "bin").mkdir(parents=True)
        (stage / "usr" / "bin" / PACKAGE).symlink_to(f"/{PREFIX}/{PACKAGE}")
        # the record checker (Help > Game record format names it): the bundle's console program of that name
        (stage / "usr" / "bin" / RECORD_COMMAND).symlink_to(f"/{PREFIX}/{RECORD_COMMAND}")
        share = stage / "usr" / "share"
        write(share / "applications" / "texas42.desktop", (LINUX / "texas42.desktop").read_text())
        meta = (LINUX / "io.github.texas42.Texas42.metainfo.xml").read_text()
        meta = meta.replace("@VERSION@", ver).replace("@DATE@", datetime.date.today().isoformat())
        write(share / "metainfo" / "io.github.texas42.Texas42.metainfo.xml", meta)
        write(share / "mime" / "packages" / "texas42.xml", (LINUX / "texas42-mime.xml").read_text())
        for size in ICON_SIZES:
            theme = share / "icons" / "hicolor" / f"{size}x{size}"
            write(theme / "apps" / "texas42.png", (icons / f"texas42-{size}.png").read_bytes())
            write(theme / "mimetypes" / f"{MIME_ICON}.png", (icons / f"texas42-record-{size}.png").read_bytes())
        write(share / "icons" / "hicolor" / "scalable" / "apps" / "texas42.svg", (ROOT / "resources" / "icon.svg").read_bytes())
        doc = share / "doc" / PACKAGE
        write(doc / "copyright", COPYRIGHT)
        write(doc / "changelog.gz", debian_changelog(ver))
        write(doc / "CHANGELOG.md.gz", gzip_bytes((ROOT / "CHANGELOG.md").read_bytes()))
        write(doc / "RECORD.md.gz", gzip_bytes((ROOT / "docs" / "RECORD.md").read_bytes()))
        write(share / "lintian" / "overrides" / PACKAGE, LINTIAN_OVERRIDES)
        write(share / "man" / "man1" / "texas42.1.gz", gzip_bytes(MANPAGE.replace("@VERSION@", ver).encode()))
        write(share / "man" / "man1" / f"{RECORD_COMMAND}.1.gz",
              gzip_bytes(RECORD_MANPAGE.replace("@VERSION@", ver).encode()))

        deps = depends(app)
        size_kib = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
        control = (f"Package: {PACKAGE}\nVersion: {ver}\nArchitecture: {arch}\nMaintainer: {MAINTAINER}\n"
                   f"Installed-Size: {size_kib}\nDepends: {deps}\nRecommends: {RECOMMENDS}\n"
                   f"Section: games\nPriority: optional\n"
                   f"Description: {DESCRIPTION}\n")
        write(stage / "DEBIAN" / "control", control)
        write(stage / "DEBIAN" / "postinst", POSTINST, 0o755)
        write(stage / "DEBIAN" / "postrm", POSTRM, 0o755)
        sums = []
        for path in sorted(stage.rglob("*")):
            if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.relative_to(stage).parts:
                sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(stage)}\n")
        write(stage / "DEBIAN" / "md5sums", "".join(sums))
        stage.chmod(0o755)
        out.mkdir(parents=True, exist_ok=True)
        deb = out / f"{PACKAGE}_{ver}_{arch}.deb"
        # the files' times: the last commit's (the same tree gives the same package), else now
        when = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"], capture_output=True, text=True).stdout
        env = {**os.environ, "SOURCE_DATE_EPOCH": when.strip() or str(int(datetime.datetime.now().timestamp()))}
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(deb)],
                       check=True, stdout=subprocess.DEVNULL, env=env)
        print(f"Depends: {deps}")
        return deb
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "packaging" / "dist" / "texas42")
    parser.add_argument("--icons", type=Path, default=ROOT / "packaging" / "build" / "icons")
    parser.add_argument("--out", type=Path, default=ROOT / "packaging" / "dist")
    args = parser.parse_args()
    deb = build_deb(args.bundle, args.icons, args.out)
    print(f"deb: {deb} ({deb.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

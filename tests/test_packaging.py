"""Packaging: the icons made from their SVG sources, the shipped copies (icon, record
format), the version, the smoke test (with a record, nothing on stderr), the record format
in the Help menu, and the GitHub workflows checked by two workflow linters."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_shipped_icon_is_the_source_icon():
    assert (ROOT / "texas42_qt" / "data" / "icon.svg").read_bytes() == (ROOT / "resources" / "icon.svg").read_bytes()


def test_the_shipped_record_format_is_docs_record_md():
    """docs/RECORD.md is the one in the repo; texas42_qt/data/RECORD.md the copy that ships (Help menu)."""
    assert (ROOT / "texas42_qt" / "data" / "RECORD.md").read_bytes() == (ROOT / "docs" / "RECORD.md").read_bytes()


def test_the_version_is_the_same_everywhere():
    from texas42_qt import __version__

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert __version__ == version
    assert f"## {version}" in (ROOT / "CHANGELOG.md").read_text()


def test_help_shows_the_record_format(qtbot):
    from texas42_qt.gui.docview import RecordFormatDialog

    dialog = RecordFormatDialog()
    qtbot.addWidget(dialog)
    assert "texas42-record" in dialog.markdown
    assert "game record" in dialog.browser.toPlainText()


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
    record = (tmp_path / "texas42-record-48.png").read_bytes()
    assert record[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", record[16:24]) == (48, 48)
    assert (tmp_path / "texas42-record.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (tmp_path / "texas42-record.icns").read_bytes()[:4] == b"icns"


def test_smoke_opens_a_record_and_plays_one_hand_quietly():
    """What the installers' checks run through the .t42 association: nothing on stderr,
    even in the C locale (a frozen app's Python does not coerce it; the app does)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_CTYPE")}
    out = subprocess.run([sys.executable, "-m", "texas42_qt.app", "--smoke", str(ROOT / "tests" / "records" / "moon.t42")],
                         capture_output=True, text=True, timeout=300, cwd=ROOT, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "smoke test: ok" in out.stdout and "solver backend:" in out.stdout and "hand 1:" in out.stdout
    assert "record: moon.t42 opened" in out.stdout
    assert "one copy per user: lock and local socket held" in out.stdout  # the real start's path, QtNetwork too
    assert out.stderr == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's locale warning and the app's answer to it are Linux's")
@pytest.mark.parametrize("lang", ["C", "xx_XX.UTF-8"])
def test_a_start_in_the_c_locale_or_one_not_installed_says_nothing_about_it(lang):
    """A frozen app's Python does not coerce the C locale to C.UTF-8 (PYTHONCOERCECLOCALE=0 stands for it here):
    the app does, so that Qt does not warn on stderr. Found by QA: with LANG naming a locale the system does not
    have (LANG=it_IT.UTF-8 where only C.UTF-8 is installed), the bundle printed Qt's four lines about it."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_CTYPE", "LANGUAGE")}
    env.update(LANG=lang, PYTHONCOERCECLOCALE="0", QT_QPA_PLATFORM="offscreen")
    start = ("from texas42_qt import app; app._utf8_locale(); "
             "from PySide6.QtCore import QCoreApplication; QCoreApplication([]); print('started')")
    out = subprocess.run([sys.executable, "-c", start], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert (out.returncode, out.stdout, out.stderr) == (0, "started\n", "")

@pytest.mark.parametrize("name", ["texas42-record", "/usr/bin/texas42-record", "texas42-record.exe", "Texas42-Record.EXE"])
def test_the_bundle_program_started_as_texas42_record_checks_records(name):
    """The bundle's programs are one script; the console program named `texas42-record` (packaging/texas42.spec),
    or a link of that name, is the record checker that `pip install .` installs and Help > Game record format names."""
    record = str(ROOT / "tests" / "records" / "moon.t42")
    entry = str(ROOT / "packaging" / "texas42_main.py")
    run = (f"import importlib.util, sys; spec = importlib.util.spec_from_file_location('entry', {entry!r}); "
           f"entry = importlib.util.module_from_spec(spec); spec.loader.exec_module(entry); "
           f"sys.argv = [{name!r}, 'check', {record!r}]; sys.exit(entry.main())")
    out = subprocess.run([sys.executable, "-c", run], capture_output=True, text=True, timeout=120, cwd=ROOT)
    want = subprocess.run([sys.executable, "-m", "texas42_qt.record_cli", "check", record], capture_output=True,
                          text=True, timeout=120, cwd=ROOT)
    assert (out.returncode, out.stderr) == (0, "") and out.stdout == want.stdout and "winner" in out.stdout


def test_smoke_fails_on_a_record_it_cannot_open(tmp_path):
    bad = tmp_path / "bad.t42"
    bad.write_text("not a record")
    out = subprocess.run([sys.executable, "-m", "texas42_qt.app", "--smoke", str(bad)], capture_output=True, text=True,
                         timeout=300, cwd=ROOT)
    assert out.returncode == 1 and "record: bad.t42 NOT opened" in out.stdout and out.stderr == ""


WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def test_the_workflows_are_there():
    assert [w.name for w in WORKFLOWS] == ["build.yml", "release.yml"]


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=[w.name for w in WORKFLOWS])
@pytest.mark.parametrize("tool", ["check-jsonschema", "zizmor"])
def test_github_workflow_passes_the_linters(tool, workflow):
    exe = shutil.which(tool) or str(Path(sys.executable).parent / tool)
    if not Path(exe).exists():
        pytest.skip(f"{tool} is not installed (pip install -e '.[dev]')")
    args = ["--builtin-schema", "vendor.github-workflows"] if tool == "check-jsonschema" else ["--offline"]
    out = subprocess.run([exe, *args, str(workflow)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def tarball_layout(tmp_path: Path) -> tuple[Path, Path]:
    """The unpacked tar.gz with a stand-in bundle, whose program writes its arguments to a file."""
    folder = tmp_path / "texas42-0.0-linux-x86_64"
    share = folder / "share"
    (folder / "texas42").mkdir(parents=True)
    (share / "icons").mkdir(parents=True)
    app = folder / "texas42" / "texas42"
    opened = tmp_path / "opened-with"
    app.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{opened}"\n')
    app.chmod(0o755)
    checker = folder / "texas42" / "texas42-record"  # a program of its own, as packaging/texas42.spec builds it
    checker.write_text("#!/bin/sh\necho checked\n")
    checker.chmod(0o755)
    linux = ROOT / "packaging" / "linux"
    shutil.copy(linux / "install.sh", folder / "install.sh")
    shutil.copy(linux / "texas42.desktop", share)
    shutil.copy(linux / "texas42-mime.xml", share)
    shutil.copy(linux / "io.github.texas42.Texas42.metainfo.xml", share)
    shutil.copy(ROOT / "resources" / "icon.svg", share / "icons" / "texas42.svg")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        for name in ("texas42", "texas42-record"):
            (share / "icons" / f"{name}-{size}.png").write_bytes(b"\x89PNG stand-in")
    return folder, opened


def test_install_sh_installs_the_record_type_and_uninstalls_without_a_trace(tmp_path):
    """install.sh from a tar.gz layout (a stand-in for the bundle): the menu entry, the .t42
    MIME type and icons land in the user's share folder, the PATH hint is given, and
    --uninstall leaves the home exactly as it was (packaging/ci/tarball.sh does the same with
    the real bundle)."""
    folder, opened = tarball_layout(tmp_path)
    home = tmp_path / "home"
    (home / ".local" / "share").mkdir(parents=True)
    before = sorted(p.relative_to(home) for p in home.rglob("*"))
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(home / ".local" / "share")}
    out = subprocess.run(["sh", str(folder / "install.sh")], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "is not on your PATH" in out.stdout
    data = home / ".local" / "share"
    assert (home / ".local" / "bin" / "texas42").resolve() == (data / "texas42" / "texas42").resolve()
    assert (home / ".local" / "bin" / "texas42-record").resolve() == (data / "texas42" / "texas42-record").resolve()
    assert (data / "mime" / "packages" / "texas42.xml").is_file()
    assert (data / "icons" / "hicolor" / "48x48" / "mimetypes" / "application-x-texas42-record.png").is_file()
    desktop = (data / "applications" / "texas42.desktop").read_text()
    assert f"\nExec={data}/texas42/texas42 %f\n" in desktop and "MimeType=application/x-texas42-record;" in desktop
    if shutil.which("update-desktop-database"):
        assert "application/x-texas42-record=texas42.desktop" in (data / "applications" / "mimeinfo.cache").read_text()
    if shutil.which("xdg-open") and shutil.which("mimetype") and shutil.which("update-mime-database"):
        # xdg-open in its generic mode (openbox, i3) runs the Exec= line as it is: a quoted
        # program name fails there ("Permission denied"), so the record must reach the program
        record = tmp_path / "game.t42"
        shutil.copy(ROOT / "tests" / "records" / "moon.t42", record)
        opened_env = {**env, "DISPLAY": ":4242", "XDG_DATA_DIRS": f"{data}:/usr/share"}
        out = subprocess.run(["xdg-open", str(record)], capture_output=True, text=True, env=opened_env, timeout=60)
        assert out.returncode == 0, out.stdout + out.stderr
        assert opened.read_text() == f"{record}\n"
    out = subprocess.run(["sh", str(folder / "install.sh"), "--uninstall"], capture_output=True, text=True, env=env,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert sorted(p.relative_to(home) for p in home.rglob("*")) == before


def test_the_desktop_entry_appstream_and_mime_type_speak_every_language():
    """Issue 14: the menu entry's comment, the AppStream summary and the record type's name in each language."""
    from texas42_qt.gui.i18n import LANGUAGES

    linux = ROOT / "packaging" / "linux"
    desktop = (linux / "texas42.desktop").read_text(encoding="utf-8")
    metainfo = (linux / "io.github.texas42.Texas42.metainfo.xml").read_text(encoding="utf-8")
    mime = (linux / "texas42-mime.xml").read_text(encoding="utf-8")
    for code in LANGUAGES:
        if code == "en":
            continue
        assert f"\nComment[{code}]=" in desktop and f"\nGenericName[{code}]=" in desktop, code
        assert f'<summary xml:lang="{code}">' in metainfo, code
        assert f'<comment xml:lang="{code}">' in mime, code


# GitHub's hosted runner labels in service (issue 25): macos-13 was retired on 2025-12-04 and
# ubuntu-22.04 is deprecated (gone 2027-04-17); a job on a retired label never gets a machine,
# and the release waits for every job. actionlint is not installable here (its PyPI wrapper
# downloads the binary), so this is the label check it would make.
CURRENT_RUNNERS = {"ubuntu-24.04", "windows-latest", "windows-2025", "windows-2022", "macos-14", "macos-15",
                   "macos-15-intel", "macos-latest"}


def runner_labels(workflow: Path) -> set[str]:
    import re

    text = workflow.read_text()
    labels = set(re.findall(r"^\s*runs-on:\s*([\w.-]+)\s*$", text, re.M))
    labels |= set(re.findall(r"^\s*-?\s*os:\s*([\w.-]+)\s*$", text, re.M))
    return labels


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=[w.name for w in WORKFLOWS])
def test_the_workflows_run_on_runners_in_service(workflow):
    labels = runner_labels(workflow)
    assert labels and labels <= CURRENT_RUNNERS, labels - CURRENT_RUNNERS


def test_the_linux_release_is_built_by_the_command_ci_runs():
    """The workflow's Linux job runs ./dev.sh package (what .ci/run runs here, on Debian 12), and the
    other systems build from a plain, non-editable install."""
    build = (ROOT / ".github" / "workflows" / "build.yml").read_text()
    assert "container: debian:12" in build and "run: ./dev.sh package" in build
    assert 'python -m pip install . "pyinstaller>=6.10"' in build and "pip install -e" not in build
    assert "./dev.sh package" in (ROOT / ".ci" / "run").read_text()


def test_the_package_build_compiles_the_translations():
    """The wheel compiles the catalogues in pip's isolated build environment: lrelease comes with
    PySide6-Essentials, a build requirement; the sdist carries the sources and the tool."""
    build = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    assert any(r.startswith("PySide6-Essentials") for r in build)
    manifest = (ROOT / "MANIFEST.in").read_text()
    assert "include tools/i18n.py" in manifest and "recursive-include resources/translations *.ts" in manifest


def test_the_shipped_licence_is_the_repository_licence():
    assert (ROOT / "texas42_qt" / "data" / "licences" / "Texas42-MIT.txt").read_bytes() == (ROOT / "LICENSE").read_bytes()


def test_help_licences_shows_every_notice_that_ships(qtbot):
    """Issue 25: Qt/PySide6/shiboken6 (LGPL-3.0, with the GPL-3.0 it builds on) and Python ship
    their licence texts as package data, so a pip install and every bundle carry them."""
    from texas42_qt.gui.licences import LicencesDialog

    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert rows[0] == "Texas 42 (MIT)"
    assert any("PySide6" in r and "LGPL-3.0" in r for r in rows) and any("Python" in r for r in rows)
    assert "Permission is hereby granted" in dialog.text.toPlainText()
    dialog.list.setCurrentRow(1)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()


def test_the_deb_copyright_names_the_bundled_licences():
    spec = (ROOT / "packaging" / "linux" / "make_deb.py").read_text()
    for needed in ("License: LGPL-3.0-only", "License: PSF-2.0", "licences/bundled/PACKAGE.copyright",
                   "Files: opt/texas42/texas42"):
        assert needed in spec


def test_the_bundle_is_never_built_from_the_source_tree():
    """PyInstaller bundles an installed package (`pip install .`: catalogues and solver core built
    by the package build), so packaging/build.py refuses the source tree before it runs."""
    import texas42_qt

    if Path(texas42_qt.__file__).resolve().parent != ROOT / "texas42_qt":
        pytest.skip("this environment has a real install, which build.py would bundle")
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode != 0 and "comes from the source tree" in out.stderr
    assert "PyInstaller" not in out.stdout


def test_the_windows_installer_checks_before_it_replaces_files():
    """Issue 25: the installer section proves the folder writable and the installed copy not running
    before its first File (packaging/ci/nsis.sh compiles the script); the console twin ships."""
    nsi = (ROOT / "packaging" / "windows" / "texas42.nsi").read_text()
    section = nsi[nsi.index('Section "${APP}" SecApp'):]
    first_file = section.index("File ")
    assert section.index("Call Writable") < first_file and section.index("Call RefuseWhileRunning") < first_file
    assert 'File "${PAYLOAD}/${CLI_EXE}"' in section and "MUI_PAGE_CUSTOMFUNCTION_LEAVE DirectoryLeave" in nsi
    uninstall = nsi[nsi.index('Section "Uninstall"'):]
    assert uninstall.index("Call un.RefuseWhileRunning") < uninstall.index("Delete ")
    spec = (ROOT / "packaging" / "texas42.spec").read_text()
    assert 'name="Texas42-cli", console=True' in spec


def test_every_bundle_has_the_texas42_record_program():
    """Help > Game record format tells the user to run `texas42-record check FILE`: the spec builds it as a
    console program sharing the one collection on every system (a windowed program cannot print on Windows),
    the windowed app's program last (the collection takes the last one's console setting: a console .app is
    LSBackgroundOnly) and named the .app's executable; the Windows installer installs it, can put its folder
    on the user's PATH, and takes both away again (packaging/ci/nsis.sh compiles the script)."""
    import re

    spec = (ROOT / "packaging" / "texas42.spec").read_text()
    assert 'RECORD_NAME = "texas42-record"' in spec
    record_exe = spec[spec.index("consoles = [EXE("):]
    assert re.match(r"consoles = \[EXE\(pyz, a\.scripts, \[\], exclude_binaries=True, name=RECORD_NAME, console=True,",
                    record_exe)
    assert "coll = COLLECT(*consoles, exe, a.binaries" in spec and spec.count("COLLECT(") == 1
    assert '"CFBundleExecutable": EXE_NAME,' in spec and '"LSBackgroundOnly": False,' in spec
    main = (ROOT / "packaging" / "texas42_main.py").read_text()
    assert 'RECORD_COMMAND = "texas42-record"' in main  # the name the entry point answers to
    build = (ROOT / "packaging" / "build.py").read_text()
    assert "symlink_to(\"texas42\")" not in build and "smoke_record_command(bundle_record_command(bundle))" in build

    nsi = (ROOT / "packaging" / "windows" / "texas42.nsi").read_text()
    assert '!define RECORD_EXE "texas42-record.exe"' in nsi
    section = nsi[nsi.index('Section "${APP}" SecApp'):nsi.index("SectionEnd", nsi.index('Section "${APP}" SecApp'))]
    assert 'File "${PAYLOAD}/${EXE}"' in section and 'File "${PAYLOAD}/${RECORD_EXE}"' in section
    path_section = nsi[nsi.index("SecPath\n"):]
    assert path_section.index("Call AddToPath") < path_section.index("SectionEnd")
    uninstall = nsi[nsi.index('Section "Uninstall"'):]
    assert 'Delete "$INSTDIR\\${RECORD_EXE}"' in uninstall
    assert uninstall.index("Call un.RemoveFromPath") < uninstall.index('DeleteRegKey HKCU "${APP_KEY}"')
    add = nsi[nsi.index("Function AddToPath"):nsi.index("FunctionEnd", nsi.index("Function AddToPath"))]
    # never a PATH it could not read whole: too long (or missing but present) is left as it was
    assert add.index("Call PathTooLong") < add.index("WriteRegExpandStr")
    assert "${NSIS_MAX_STRLEN}" in add and 'WriteRegStr HKCU "${APP_KEY}" "Path" "1"' in add
    nsis_sh = (ROOT / "packaging" / "ci" / "nsis.sh").read_text()
    assert '"$work/payload/texas42-record.exe"' in nsis_sh


def test_help_says_where_this_installs_texas42_record_is(qtbot, tmp_path, monkeypatch):
    """A bundle's record checker is beside the app's program: Help > Game record format names its full
    path (an install folder of the user's choice, an app outside /Applications); without one, no line."""
    from texas42_qt.gui.docview import RecordFormatDialog, record_command_here

    app = tmp_path / "Texas 42" / "texas42"
    app.parent.mkdir()
    app.write_text("")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app))
    monkeypatch.setattr(sys, "platform", "linux")
    assert record_command_here() is None
    dialog = RecordFormatDialog()
    qtbot.addWidget(dialog)
    assert dialog.command.isHidden()
    checker = app.with_name("texas42-record")
    checker.write_text("")
    assert record_command_here() == checker
    dialog = RecordFormatDialog()
    qtbot.addWidget(dialog)
    assert not dialog.command.isHidden() and dialog.command.text() == f"On this computer, texas42-record is {checker}"
    monkeypatch.setattr(sys, "platform", "win32")  # there it is texas42-record.exe
    assert record_command_here() is None
    checker.with_suffix(".exe").write_text("")
    assert record_command_here() == checker.with_suffix(".exe")


def test_the_keyboard_reaches_and_copies_where_texas42_record_is(qtbot, monkeypatch):
    """Found by playing by keyboard: the line naming the command's path could be selected by the mouse
    only; Tab went from the page to Close and back, so a screen reader never came to it, nor could the
    path be copied. Shift+Tab from the page reaches it, and the keyboard selects and copies it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from texas42_qt.gui import docview

    where = Path("/opt/Texas 42/bin/texas42-record")
    monkeypatch.setattr(docview, "record_command_here", lambda: where)
    dialog = docview.RecordFormatDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.browser.hasFocus)  # (the page has the keyboard first, as before)
    qtbot.keyClick(dialog.browser, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is dialog.command
    qtbot.keyClick(dialog.command, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog.command, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().text() == f"On this computer, texas42-record is {where}"
    QApplication.clipboard().clear()


def test_help_names_the_texas42_record_that_pip_installed_with_the_app(qtbot, tmp_path, monkeypatch):
    """Found by QA: a venv's `texas42` started by its full path (the venv not on the PATH) had no line
    at all in Help > Game record format, though pip had put texas42-record beside it; a PATH's
    texas42-record of another install would have been named instead. The line names the one that pip
    recorded with this package, by the PATH's name when that is the same file (a pipx link)."""
    from importlib import metadata

    from texas42_qt.gui import docview
    from texas42_qt.gui.docview import RecordFormatDialog, record_command_here

    venv = tmp_path / "venv"
    site = venv / "lib" / "site-packages"
    info = site / "texas42_qt-0.2.0.dist-info"
    info.mkdir(parents=True)
    (info / "RECORD").write_text("../../bin/texas42,,\n../../bin/texas42-record,,\ntexas42_qt/__init__.py,,\n")
    checker = venv / "bin" / "texas42-record"
    checker.parent.mkdir()
    monkeypatch.setattr(docview.metadata, "distribution", lambda name: metadata.PathDistribution(info))
    other = tmp_path / "other" / "texas42-record"  # another install's, on the PATH
    other.parent.mkdir()
    for command in (other, checker):
        command.write_text("#!/bin/sh\n")
        command.chmod(0o755)
    monkeypatch.setenv("PATH", str(other.parent))
    assert record_command_here() == checker
    dialog = RecordFormatDialog()
    qtbot.addWidget(dialog)
    assert not dialog.command.isHidden() and dialog.command.text() == f"On this computer, texas42-record is {checker}"
    link = tmp_path / "local-bin" / "texas42-record"  # pipx: a link on the PATH to the venv's script
    link.parent.mkdir()
    link.symlink_to(checker)
    monkeypatch.setenv("PATH", f"{link.parent}{os.pathsep}{other.parent}")
    assert record_command_here() == link
    checker.unlink()  # recorded but gone: the PATH's, as before
    monkeypatch.setenv("PATH", str(other.parent))
    assert record_command_here() == other


def test_install_sh_quotes_an_exec_path_that_needs_it(tmp_path):
    """A share folder with a space: the Exec= program is quoted, as the desktop entry spec says."""
    folder, _ = tarball_layout(tmp_path)
    home = tmp_path / "my home"
    data = home / ".local" / "share"
    data.mkdir(parents=True)
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(data)}
    out = subprocess.run(["sh", str(folder / "install.sh")], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    desktop = (data / "applications" / "texas42.desktop").read_text()
    assert f'\nExec="{data}/texas42/texas42" %f\n' in desktop


def test_dev_sh_run_installs_every_library_the_xcb_plugin_links():
    """Issue 25: on a fresh Debian 12 desktop Qt could not open a window (no libxcb-cursor0 and
    others). Each library Qt's xcb plugin links, outside PySide6, is one ./dev.sh run installs."""
    import re

    import PySide6

    if not (shutil.which("objdump") and shutil.which("dpkg") and shutil.which("ldconfig")):
        pytest.skip("needs objdump, dpkg and ldconfig (Debian or Ubuntu)")
    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = [qt / "plugins" / "platforms" / "libqxcb.so", *sorted((qt / "lib").glob("libQt6XcbQpa.so*"))[:1]]
    needed: set[str] = set()
    for elf in plugin:
        dump = subprocess.run(["objdump", "-p", str(elf)], capture_output=True, text=True, check=True).stdout
        needed |= set(re.findall(r"NEEDED\s+(\S+)", dump))
    system = {so for so in needed if not so.startswith(("libQt6", "libc.so", "libm.so", "libstdc++", "libgcc_s"))}
    where = dict(re.findall(r"^\s*(\S+) \(.*\) => (\S+)$", subprocess.run(["ldconfig", "-p"], capture_output=True,
                                                                            text=True).stdout, re.M))
    dev = (ROOT / "dev.sh").read_text()
    listed = set(" ".join(re.findall(r'^(?:APT_PACKAGES|XCB_APT_PACKAGES)="([^"]*)"', dev, re.M | re.S)).split())
    missing = []
    for so in sorted(system):
        path = Path(where[so]).resolve() if so in where else None
        if path is None:
            missing.append(f"{so} (not installed here)")
            continue
        owner = subprocess.run(["dpkg", "-S", str(path)], capture_output=True, text=True).stdout \
            or subprocess.run(["dpkg", "-S", str(path).removeprefix("/usr")], capture_output=True, text=True).stdout
        package = owner.split(":")[0]
        if package not in listed:
            missing.append(f"{so} ({package})")
    assert not missing, missing


def test_a_desktop_that_cannot_load_the_x11_plugin_is_told_what_to_install(monkeypatch, capsys):
    """Found by QA: on a desktop without libxcb-cursor0 a pip-installed texas42 died in Qt
    (a core dump, exit 134) with no word a player could act on."""
    from texas42_qt import app
    from texas42_qt.gui import display

    def missing(path: str) -> None:
        raise OSError("libxcb-cursor.so.0: cannot open shared object file: No such file or directory")

    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(display.ctypes, "CDLL", missing)
    assert app.main([]) == 2
    err = capsys.readouterr().err
    assert "cannot open its window" in err and "sudo apt install libxcb-cursor0" in err
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # another platform is not the X11 plugin's business
    assert display.xcb_problem() == ""


def test_a_start_with_no_display_says_so(monkeypatch, capsys):
    """Found starting texas42 from a terminal with no display: Qt aborted (exit 134) and blamed a
    missing libxcb-cursor0 that was installed."""
    import sys

    from texas42_qt import app
    from texas42_qt.gui import display

    if not sys.platform.startswith("linux"):
        pytest.skip("DISPLAY and WAYLAND_DISPLAY are Linux's")
    monkeypatch.setattr(display, "xcb_problem", lambda platform=None: "")  # the plugin's libraries are there
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    assert app.main([]) == 2
    assert "there is no display here" in capsys.readouterr().err
    monkeypatch.setenv("DISPLAY", ":0")
    assert display.no_display_text() == ""
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv("DISPLAY")
    assert display.no_display_text() == ""


def test_a_display_that_does_not_answer_is_named(monkeypatch, capsys, tmp_path):
    """Found by QA: with DISPLAY naming no X server (a stale DISPLAY after SSH) Qt aborted (exit 134)
    and blamed libxcb-cursor0, and `--smoke` still said the window was fine."""
    import ctypes
    import sys

    from texas42_qt import app
    from texas42_qt.gui import display

    if not sys.platform.startswith("linux"):
        pytest.skip("X11 is Linux's here")
    try:
        ctypes.CDLL("libxcb.so.1")
    except OSError:
        pytest.skip("no libxcb to ask with")
    monkeypatch.setattr(display, "xcb_problem", lambda platform=None: "")  # the plugin's libraries are there
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", f"unix:{tmp_path / 'nobody-here'}")  # no server listens on that socket
    assert app.main([]) == 2
    assert "does not answer" in capsys.readouterr().err
    assert display.unreachable_display_text("offscreen") == ""  # not X11's business
    # and a Wayland socket that is not there (found by QA: a stale WAYLAND_DISPLAY aborted in Qt)
    monkeypatch.delenv("DISPLAY")
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")
    monkeypatch.setenv("WAYLAND_DISPLAY", str(tmp_path / "wayland-9"))
    assert app.main([]) == 2
    assert "does not answer" in capsys.readouterr().err
    (tmp_path / "wayland-9").touch()  # (where a compositor's socket would be)
    assert display.unreachable_display_text() == ""
    monkeypatch.delenv("QT_QPA_PLATFORM")  # outside a Wayland session Qt takes X11, which is not there
    monkeypatch.delenv("XDG_SESSION_TYPE", raising=False)
    assert "DISPLAY is not set" in display.unreachable_display_text()


@pytest.mark.parametrize("error, package", [
    ("libxcb-cursor.so.0: cannot open shared object file", "libxcb-cursor0"),
    ("libxkbcommon-x11.so.0: cannot open shared object file", "libxkbcommon-x11-0"),
    ("libxcb-icccm.so.4: cannot open shared object file", "libxcb-icccm4"),
    ("undefined symbol: xcb_foo", ""),
])
def test_the_package_named_for_a_missing_library(error, package):
    from texas42_qt.gui.display import package_of

    assert package_of(error) == package

#!/usr/bin/env bash
# One entry point for developers and CI, on a fresh Debian/Ubuntu machine or a Mac:
#   ./dev.sh run    set everything up, then start the app
#   ./dev.sh test   set everything up, then lint, type-check, check the import contracts
#                   (lint-imports, pyproject.toml) and run the whole test suite (pytest)
#   ./dev.sh bundle build the app bundle for this system (PyInstaller) from a plain `pip install .`
#                   in a fresh venv (packaging/build/venv), as the workflow does, and print where
#                   its archive is; `./dev.sh bundle --smoke` also runs it once,
#                   `--installer` also builds the installer (.deb on Linux)
#   ./dev.sh package  the workflow's Linux job (CI runs it after the tests): that plain install
#                   and its own `texas42 --smoke`, the bundle built from it, its smoke test and its
#                   .deb, then the packaging checks: the C core with gcc, clang and MinGW-w64, the
#                   NSIS script compiled, install.sh in and out, and the .deb linted, installed,
#                   smoke-tested, its .t42 association opened, removed and proved gone
# Setting up = the system libraries Qt needs (apt, when root or with sudo), a
# virtual environment in .venv, and the project with its test tools installed into it.
set -euo pipefail
cd "$(dirname "$0")"

APT_PACKAGES="python3-venv libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core"
# ./dev.sh run: what Qt's xcb platform plugin links (objdump -p of libqxcb.so and libQt6XcbQpa.so);
# a fresh Debian 12 desktop lacks libxcb-cursor0, libxcb-icccm4 and libxcb-keysyms1, and without
# them Qt cannot open a window ("could not load the Qt platform plugin xcb")
XCB_APT_PACKAGES="libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
  libxkbcommon-x11-0"
# ./dev.sh package: the tools that build and check the installers
# (and every system library the bundle links, so that make_deb.py can name their packages)
PACKAGE_APT_PACKAGES="libxcb1 libdrm2 libwayland-client0 libwayland-cursor0 binutils dpkg-dev lintian nsis clang gcc-mingw-w64-x86-64-win32 xdg-utils libfile-mimeinfo-perl
  shared-mime-info desktop-file-utils appstream gtk-update-icon-cache hicolor-icon-theme"
# ./dev.sh test: a virtual X screen, an accessibility bus and pyatspi, for the screen-reader test
# (with the xcb libraries above: the app runs on that X screen)
TEST_APT_PACKAGES="xvfb xauth dbus at-spi2-core python3-pyatspi"

# apt_install PKG...: install those not installed yet (as root, or with sudo).
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 0
  local missing=""
  for p in "$@"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "please install:$missing" >&2; return 0; }
    sudo="sudo"
  fi
  echo "installing system packages:$missing"
  $sudo apt-get update -qq
  # (waiting for another apt or dpkg to finish rather than failing at once)
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends $missing >/dev/null
}

install_system_packages() {
  apt_install $APT_PACKAGES
}

# The native solver core (C) needs a compiler and the Python headers; without
# them the install still works and the AI uses the slower pure-Python solver.
install_build_tools() {
  local py=$1 need=""
  command -v cc >/dev/null 2>&1 || need="gcc"
  "$py" -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    || need="$need $(basename "$py")-dev"
  [ -z "$need" ] || apt_install $need
}

find_python() {
  for py in python3.13 python3.12 python3.11 python3; do
    # stderr hushed: a pyenv shim exists for every version pyenv knows and says so when it has none
    if command -v "$py" >/dev/null 2>&1 && "$py" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  echo "Python 3.11 or newer is needed" >&2; exit 1
}

native_ok() {
  ! command -v cc >/dev/null 2>&1 || .venv/bin/python -c 'import texas42_qt.ai._solver' >/dev/null 2>&1
}

setup_venv() {
  local py; py=$(find_python)
  install_build_tools "$py"
  [ -x .venv/bin/python ] || "$py" -m venv .venv
  # Reinstall only when the project's dependencies or its compiled part changed
  # (an edit to the C solver core rebuilds it), or when a compiler is there but
  # the native core is not.
  local stamp=.venv/.texas42-installed want
  want=$(cat pyproject.toml setup.py texas42_qt/ai/_solver.c | sha256sum | cut -d' ' -f1)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! native_ok; then
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -e '.[dev]'
    echo "$want" > "$stamp"
  fi
}

# The bundle is built as the workflow (.github/workflows/build.yml) builds it: the project
# installed by a plain `pip install .` (not editable: the package build itself compiles the
# catalogues and the solver core) in a fresh virtual environment, then PyInstaller bundles that
# installed package. BUNDLE_VENV is that environment.
BUNDLE_VENV=packaging/build/venv
setup_bundle_venv() {
  local py; py=$(find_python)
  install_build_tools "$py"
  rm -rf "$BUNDLE_VENV"
  "$py" -m venv "$BUNDLE_VENV"
  "$BUNDLE_VENV/bin/python" -m pip install -q --upgrade pip
  "$BUNDLE_VENV/bin/python" -m pip install -q . 'pyinstaller>=6.10'
}

# The compiled translations (.qm) from resources/translations/*.ts, into the package.
build_translations() {
  .venv/bin/python tools/i18n.py build >/dev/null || echo "warning: the translations were not compiled; the app is English only" >&2
}

cmd=${1:-}
shift || true
case "$cmd" in
  run)
    install_system_packages
    apt_install $XCB_APT_PACKAGES
    setup_venv
    build_translations
    exec .venv/bin/texas42 "$@"
    ;;
  test)
    install_system_packages
    apt_install $TEST_APT_PACKAGES $XCB_APT_PACKAGES
    setup_venv
    build_translations
    .venv/bin/ruff check .
    .venv/bin/mypy
    .venv/bin/lint-imports
    # One test process a core (pytest-xdist): the suite is GUI-bound in one thread, so two
    # workers on a 2-core machine take about two thirds of the time. `-n 0` runs in one.
    QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest -n auto "$@"
    ;;
  bundle)
    install_system_packages
    apt_install binutils  # PyInstaller strips the Linux bundle's libraries
    setup_bundle_venv
    exec "$BUNDLE_VENV/bin/python" packaging/build.py "$@"
    ;;
  package)
    install_system_packages
    apt_install $PACKAGE_APT_PACKAGES
    setup_venv
    # the workflow's Linux job, step by step: a plain install in a fresh environment, the
    # README's "with Python" route checked (that install's own `texas42 --smoke`), then the
    # bundle built from that install, smoke-tested, and its .deb
    setup_bundle_venv
    packaging/ci/installed_smoke.sh "$BUNDLE_VENV"
    "$BUNDLE_VENV/bin/python" packaging/build.py --smoke --installer
    packaging/ci/c_core.sh
    packaging/ci/nsis.sh
    packaging/ci/tarball.sh
    exec packaging/ci/deb.sh
    ;;
  *)
    echo "usage: ./dev.sh run | ./dev.sh test [pytest args] | ./dev.sh bundle [--smoke] [--installer] | ./dev.sh package" >&2
    exit 2
    ;;
esac

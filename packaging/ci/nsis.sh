#!/usr/bin/env bash
# Compile the Windows installer script (packaging/windows/texas42.nsi) with makensis on
# this machine, against a stand-in payload shaped like the PyInstaller bundle (Texas42.exe
# and _internal/), to prove the script builds. The real installer is built on Windows from
# the real bundle (packaging/build.py --installer, .github/workflows/build.yml).
#     packaging/ci/nsis.sh [PYTHON]      (default .venv/bin/python; it renders the icons)
set -euo pipefail
cd "$(dirname "$0")/../.."
py=${1:-.venv/bin/python}
command -v makensis >/dev/null 2>&1 || { echo "nsis: makensis is missing (./dev.sh package installs it)" >&2; exit 1; }
version=$("$py" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
icons=$PWD/packaging/build/icons
[ -f "$icons/texas42-record.ico" ] || "$py" packaging/make_icons.py "$icons" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/payload/_internal/texas42_qt/data"
printf 'MZ stand-in for the PyInstaller executable\n' > "$work/payload/Texas42.exe"
printf 'MZ stand-in for the console executable\n' > "$work/payload/Texas42-cli.exe"
printf 'MZ stand-in for the record checker\n' > "$work/payload/texas42-record.exe"
printf 'stand-in\n' > "$work/payload/_internal/python311.dll"
printf 'stand-in\n' > "$work/payload/_internal/texas42_qt/data/icon.svg"
out="$work/Texas42-$version-windows-x86_64-setup.exe"
makensis -V2 -WX -DVERSION="$version" -DPAYLOAD="$work/payload" -DICONS="$icons" -DOUTFILE="$out" \
  packaging/windows/texas42.nsi
size=$(stat -c %s "$out")
echo "nsis: packaging/windows/texas42.nsi compiled ($(makensis -VERSION), warnings are errors): $(basename "$out"), $size bytes with the stand-in payload"

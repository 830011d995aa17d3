#!/usr/bin/env bash
# The Linux tar.gz as a user of another distribution meets it: unpack, ./install.sh into a
# fresh home, run the installed `texas42 --smoke` and `texas42-record check` on a .t42 record, check the menu entry,
# the MIME type (the record's type and default application, from the user's own caches)
# and the icons, then ./install.sh --uninstall and prove the home is as it was.
#     packaging/ci/tarball.sh [ARCHIVE]     (default: the newest packaging/dist/texas42-*-linux-*.tar.gz)
set -euo pipefail
cd "$(dirname "$0")/../.."
archive=${1:-$(ls -t packaging/dist/texas42-*-linux-*.tar.gz | head -1)}
record=$PWD/tests/records/moon.t42
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "tarball: FAILED: $*" >&2; exit 1; }

tar xzf "$archive" -C "$work"
home=$work/home
mkdir -p "$home/.local/share" "$home/.config"
before=$(cd "$home" && find . | sort)
folder=$(ls -d "$work"/texas42-*/)
# the record checker, a console program of its own in the bundle (packaging/texas42.spec), run in place as README.txt says
in_place=${folder%/}/texas42/texas42-record
[ -f "$in_place" ] && [ ! -L "$in_place" ] && [ -x "$in_place" ] || fail "the bundle has no program texas42/texas42-record"
checked=$("$in_place" check "$record" 2>"$work/stderr") || fail "./texas42/texas42-record check: $(cat "$work/stderr")"
[ -s "$work/stderr" ] && fail "./texas42/texas42-record check printed on stderr: $(cat "$work/stderr")"
echo "$checked" | grep -q "^score.*winner" || fail "./texas42/texas42-record check printed: $checked"
# (the font cache the smoke test makes goes outside the home: it is not the installer's)
export HOME=$home XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME=$work/cache \
  XDG_DATA_DIRS=$home/.local/share:/usr/share
out=$(PATH=/usr/bin:/bin "$folder/install.sh")
echo "$out" | grep -q "is not on your PATH" || fail "install.sh did not say that ~/.local/bin is not on PATH"
PATH=$home/.local/bin:$PATH "$folder/install.sh" | grep -q "Run 'texas42'" || fail "install.sh (again, ~/.local/bin on PATH) did not say to run texas42"

data=$home/.local/share
[ -x "$home/.local/bin/texas42" ] || fail "no ~/.local/bin/texas42"
[ "$(readlink "$home/.local/bin/texas42-record")" = "$home/.local/share/texas42/texas42-record" ] \
  || fail "~/.local/bin/texas42-record is not the link to the installed texas42-record"
[ -f "$data/mime/packages/texas42.xml" ] || fail "no MIME package"
[ -f "$data/icons/hicolor/48x48/mimetypes/application-x-texas42-record.png" ] || fail "no record icon"
type=$(xdg-mime query filetype "$record")
[ "$type" = application/x-texas42-record ] || fail "a .t42 file is $type"
app=$(xdg-mime query default application/x-texas42-record)
[ "$app" = texas42.desktop ] || fail "the default application of .t42 files is '$app'"
exec_line=$(sed -n 's/^Exec=//p' "$data/applications/$app")
program=$data/texas42/texas42
[ "$exec_line" = "$program %f" ] || fail "Exec= is '$exec_line', not '$program %f'"
# xdg-open as a desktop without GNOME or KDE runs it (openbox, i3: xdg-utils' generic mode, which
# runs the Exec= line itself, when there is a display, here a name only): the installed program, swapped for a moment for a stand-in that
# notes what it was given, must be started with the record
mv "$program" "$program.real"
printf '#!/bin/sh\nprintf "%%s\\n" "$@" > "%s"\n' "$work/opened-with" > "$program"
chmod +x "$program"
(unset XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION GNOME_DESKTOP_SESSION_ID WAYLAND_DISPLAY
 DISPLAY=:4242 xdg-open "$record" > "$work/xdg-open.txt" 2>&1) || { cat "$work/xdg-open.txt" >&2; mv "$program.real" "$program"; fail "xdg-open $record"; }
mv "$program.real" "$program"
[ "$(cat "$work/opened-with" 2>/dev/null)" = "$record" ] || fail "xdg-open did not start $program with the record"
echo "tarball: xdg-open (generic mode, as under openbox) started $program $record"
smoke=$("$program" --smoke "$record" 2>"$work/stderr")
[ -s "$work/stderr" ] && fail "--smoke printed on stderr: $(cat "$work/stderr")"
echo "$smoke" | grep -q "record: moon.t42 opened" || fail "the record was not opened: $smoke"
checked=$("$home/.local/bin/texas42-record" check "$record" 2>"$work/stderr") || fail "texas42-record check: $(cat "$work/stderr")"
[ -s "$work/stderr" ] && fail "texas42-record check printed on stderr: $(cat "$work/stderr")"
echo "$checked" | grep -q "^score.*winner" || fail "texas42-record check printed: $checked"
echo "tarball: ~/.local/bin/texas42-record check $(basename "$record"): $(echo "$checked" | tail -1)"
echo "tarball: install.sh put $(find "$home" -type f | wc -l) files in a fresh home; a .t42 file is $type," \
     "opened by $app ($program --smoke: $(echo "$smoke" | head -1 | sed 's/.*: //'))"

"$folder/install.sh" --uninstall >/dev/null
after=$(cd "$home" && find . | sort)
if [ "$before" != "$after" ]; then
  diff <(echo "$before") <(echo "$after") >&2 || true
  fail "install.sh --uninstall left files or folders"
fi
echo "tarball: install.sh --uninstall left the home as it was (no file, cache entry or folder left)"

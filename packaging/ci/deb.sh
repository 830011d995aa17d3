#!/usr/bin/env bash
# The .deb as a Debian or Ubuntu user meets it (as root, on this machine): lintian, the
# desktop file and AppStream metadata validated, `apt-get install ./FILE.deb`, the
# installed `texas42 --smoke` (nothing on stderr) and `texas42-record check`, the .t42 association (xdg-mime gives the
# record's type and its default application, and that application's Exec= line opens the
# record), then `apt-get purge` and the proof that nothing is left: no file of the package,
# no /opt/texas42 or /usr/bin/texas42, and neither the desktop, MIME nor icon cache mentions it.
#     packaging/ci/deb.sh [--no-lintian] [FILE.deb]   (default: the newest packaging/dist/texas42_*.deb)
set -euo pipefail
cd "$(dirname "$0")/../.."
lint=1
if [ "${1:-}" = --no-lintian ]; then lint=0; shift; fi
deb=$(realpath "${1:-$(ls -t packaging/dist/texas42_*.deb | head -1)}")
record=$PWD/tests/records/moon.t42
work=$(mktemp -d)
fail() { echo "deb: FAILED: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "run it as root: it installs and removes the package"
if dpkg -s texas42 >/dev/null 2>&1; then
  fail "texas42 is installed already; this check installs and purges it, so it will not run here"
fi
cleanup() {
  dpkg -s texas42 >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq texas42 >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

size=$(stat -c %s "$deb")
installed_kib=$(dpkg-deb -f "$deb" Installed-Size)
echo "deb: $(basename "$deb"): $(awk "BEGIN {printf \"%.1f\", $size / 1048576}") MiB" \
     "($size bytes; installed $(awk "BEGIN {printf \"%.1f\", $installed_kib / 1024}") MiB)"
echo "deb: Depends: $(dpkg-deb -f "$deb" Depends)"

# lint: no error or warning (the overrides shipped in the package say why each one is there)
if [ "$lint" = 1 ]; then
  lintian --fail-on error,warning --tag-display-limit 0 "$deb" > "$work/lintian.txt" 2>&1 || {
    cat "$work/lintian.txt" >&2; fail "lintian"; }
  rules=$(dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/lintian/overrides/texas42 | grep -c '^texas42:')
  echo "deb: lintian $(lintian --version | awk '{print $2}'): 0 errors, 0 warnings ($rules override rules, each" \
       "for the self-contained bundle in /opt: /usr/share/lintian/overrides/texas42)"
fi
dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/texas42.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/io.github.texas42.Texas42.metainfo.xml" \
  > "$work/appstream.txt" || { cat "$work/appstream.txt" >&2; fail "appstreamcli validate"; }
echo "deb: desktop-file-validate and appstreamcli validate: ok"

DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" > "$work/apt.txt" 2>&1 || {
  cat "$work/apt.txt" >&2; fail "apt-get install"; }
dpkg -L texas42 > "$work/files.txt"
[ "$(readlink /usr/bin/texas42)" = /opt/texas42/texas42 ] || fail "/usr/bin/texas42 is not the link to /opt/texas42/texas42"
echo "deb: apt-get install ./$(basename "$deb"): $(wc -l < "$work/files.txt") paths; texas42 --version: $(texas42 --version)"
# the record checker that Help > Game record format names, on the PATH as with `pip install .`
[ "$(readlink /usr/bin/texas42-record)" = /opt/texas42/texas42-record ] || fail "no /usr/bin/texas42-record link"
# a console program of its own in the bundle (packaging/texas42.spec), not a link to the app's
[ -f /opt/texas42/texas42-record ] && [ ! -L /opt/texas42/texas42-record ] && [ -x /opt/texas42/texas42-record ] \
  || fail "/opt/texas42/texas42-record is not a program of its own"
(cd "$work" && texas42-record check "$record" > "$work/record.txt" 2> "$work/record.err") || {
  cat "$work/record.txt" "$work/record.err" >&2; fail "texas42-record check"; }
[ -s "$work/record.err" ] && fail "texas42-record check printed on stderr: $(cat "$work/record.err")"
grep -q "^score.*winner" "$work/record.txt" || fail "texas42-record check printed: $(cat "$work/record.txt")"
dpkg-deb -c "$deb" > "$work/contents.txt"
grep -q '/usr/share/man/man1/texas42-record\.1\.gz$' "$work/contents.txt" || fail "no manual page for texas42-record"
echo "deb: texas42-record check $(basename "$record"): $(tail -1 "$work/record.txt")"

# the .t42 association, as a desktop resolves it
type=$(xdg-mime query filetype "$record")
[ "$type" = application/x-texas42-record ] || fail "a .t42 file is '$type'"
app=$(xdg-mime query default application/x-texas42-record)
[ "$app" = texas42.desktop ] || fail "the default application of .t42 files is '$app'"
grep -q '^application/x-texas42-record:application-x-texas42-record$' /usr/share/mime/icons \
  || fail "the MIME database has no icon for .t42 files"
exec_line=$(sed -n 's/^Exec=//p' "/usr/share/applications/$app")
[ "$exec_line" = "texas42 %f" ] || fail "unexpected Exec= line: $exec_line"
program=$(command -v "${exec_line%% *}")
(cd "$work" && "$program" --smoke "$record" > "$work/smoke.txt" 2> "$work/smoke.err") || {
  cat "$work/smoke.txt" "$work/smoke.err" >&2; fail "$program --smoke $record"; }
[ -s "$work/smoke.err" ] && fail "--smoke printed on stderr: $(cat "$work/smoke.err")"
grep -q "record: moon.t42 opened" "$work/smoke.txt" || fail "the record was not opened: $(cat "$work/smoke.txt")"
sed 's/^/deb:   /' "$work/smoke.txt"
echo "deb: a .t42 file is $type, its icon application-x-texas42-record, opened by $app ($program %f)"

DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq texas42 > "$work/apt.txt" 2>&1 || {
  cat "$work/apt.txt" >&2; fail "apt-get purge"; }
dpkg -s texas42 >/dev/null 2>&1 && fail "texas42 is still installed"
left=0
while IFS= read -r path; do
  if [ -L "$path" ] || { [ -e "$path" ] && [ ! -d "$path" ]; }; then
    echo "left: $path" >&2; left=$((left + 1))
  elif [ -d "$path" ] && [ -z "$(ls -A "$path")" ] && ! dpkg -S "$path" >/dev/null 2>&1; then
    echo "left (empty, no package owns it): $path" >&2; left=$((left + 1))
  fi  # a folder shared with other packages (/usr/share/icons/hicolor/48x48/apps, ...) stays
done < "$work/files.txt"
[ "$left" = 0 ] || fail "$left paths of the package are left"
for path in /opt/texas42 /usr/bin/texas42 /usr/bin/texas42-record /usr/share/doc/texas42 /usr/share/applications/texas42.desktop \
            /usr/share/mime/packages/texas42.xml /usr/share/mime/application/x-texas42-record.xml; do
  [ -e "$path" ] || [ -L "$path" ] && fail "$path is left"
done
grep -rl texas42 /usr/share/mime /usr/share/applications/mimeinfo.cache 2>/dev/null && fail "the MIME or desktop cache mentions texas42"
if [ -f /usr/share/icons/hicolor/icon-theme.cache ] && grep -aq texas42 /usr/share/icons/hicolor/icon-theme.cache; then
  fail "the icon cache mentions texas42"
fi
[ "$(xdg-mime query filetype "$record")" != application/x-texas42-record ] || fail "xdg-mime still knows the .t42 type"
echo "deb: apt-get purge texas42: none of its $(wc -l < "$work/files.txt") paths left; the desktop, MIME and icon caches do not mention it"

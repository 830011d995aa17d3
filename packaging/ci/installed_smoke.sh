#!/usr/bin/env bash
# The README's "with Python" route and the workflow's first step, checked: the project
# installed by a plain `pip install .` (not editable) into VENV holds the five compiled
# catalogues and the native solver core, and that install's own `texas42 --smoke` opens a
# record and plays a hand (run from outside the source tree, so the installed copy is used).
#     packaging/ci/installed_smoke.sh VENV
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=$(realpath "$1")
record=$PWD/tests/records/moon.t42
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "installed: FAILED: $*" >&2; exit 1; }

where=$(cd "$work" && "$venv/bin/python" -c 'import pathlib, texas42_qt; print(pathlib.Path(texas42_qt.__file__).parent)')
case "$where" in "$PWD/texas42_qt") fail "texas42_qt comes from the source tree ($where), not from an install" ;; esac
qm=$(cd "$where/data/translations" 2>/dev/null && ls ./*.qm 2>/dev/null | sed 's|^\./texas42_||; s|\.qm$||' | sort | tr "\n" " " || true)
[ "$qm" = "ceb en it sk vi " ] || fail "the installed package's catalogues are '${qm}', not ceb en it sk vi ($where)"
(cd "$work" && QT_QPA_PLATFORM=offscreen "$venv/bin/texas42" --smoke "$record" > smoke.txt 2> smoke.err) || {
  cat "$work/smoke.txt" "$work/smoke.err" >&2; fail "texas42 --smoke"; }
[ -s "$work/smoke.err" ] && fail "texas42 --smoke printed on stderr: $(cat "$work/smoke.err")"
grep -q "^translations: en vi it sk ceb$" "$work/smoke.txt" || fail "not every language: $(cat "$work/smoke.txt")"
grep -q "native (C)" "$work/smoke.txt" || fail "not the native solver core: $(cat "$work/smoke.txt")"
sed 's/^/installed:   /' "$work/smoke.txt"
echo "installed: pip install . put texas42_qt in $where with the catalogues ${qm% } and the native solver core; its texas42 --smoke passed"

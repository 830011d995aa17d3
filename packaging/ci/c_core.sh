#!/usr/bin/env bash
# The native solver core (texas42_qt/ai/_solver.c) compiled as strict C99 with every
# compiler the release builds meet, so the first Windows and macOS builds do not fail on
# portability: gcc and clang (Linux, macOS), clang again with the GNU macros undefined
# (the code path MSVC takes, without __builtin_ctz), and the MinGW-w64 cross compiler
# for Windows x64 (against the CPython headers with a Windows pyconfig.h, since the
# headers' own pyconfig.h describes this Linux build of Python).
#     packaging/ci/c_core.sh [PYTHON]      (default .venv/bin/python)
set -euo pipefail
cd "$(dirname "$0")/../.."
py=${1:-.venv/bin/python}
src=texas42_qt/ai/_solver.c
inc=$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
flags=(-std=c99 -Wall -Wextra -Werror -pedantic-errors -O2 -c)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

compile() {  # compile LABEL COMPILER ARGS...
  local label=$1 cc=$2; shift 2
  command -v "$cc" >/dev/null 2>&1 || { echo "c core: $cc is missing (./dev.sh package installs it)" >&2; exit 1; }
  "$cc" "${flags[@]}" "$@" "$src" -o "$out/$label.o"
  echo "c core: $label ($("$cc" --version | head -1)): no warnings"
}

compile gcc gcc -fPIC -I"$inc"
compile clang clang -fPIC -I"$inc"
compile clang-no-gnu clang -fPIC -U__GNUC__ -U__clang__ -Wno-builtin-macro-redefined -I"$inc"

# Windows x64: the public headers with the settings of CPython's PC/pyconfig.h that they read.
mkdir -p "$out/win"
cp -R "$inc/." "$out/win/"
cat > "$out/win/pyconfig.h" <<'H'
#ifndef Py_CONFIG_H
#define Py_CONFIG_H
#define MS_WIN32
#define MS_WIN64
#define MS_WINDOWS
#define NT_THREADS
#define WITH_THREAD
#define Py_ENABLE_SHARED 1
#define HAVE_DECLSPEC_DLL
#define PLATFORM "win32"
#define SIZEOF_SHORT 2
#define SIZEOF_INT 4
#define SIZEOF_LONG 4
#define SIZEOF_LONG_LONG 8
#define SIZEOF_DOUBLE 8
#define SIZEOF_FLOAT 4
#define SIZEOF_VOID_P 8
#define SIZEOF_SIZE_T 8
#define SIZEOF_TIME_T 8
#define SIZEOF_WCHAR_T 2
#define SIZEOF__BOOL 1
#define SIZEOF_OFF_T 4
#define SIZEOF_FPOS_T 8
#define SIZEOF_HKEY 8
#define ALIGNOF_SIZE_T 8
#define ALIGNOF_MAX_ALIGN_T 8
#define LONG_BIT 32
#define WORD_BIT 32
#define HAVE_LARGEFILE_SUPPORT
#define HAVE_SSIZE_T 1
#define HAVE_WCHAR_H 1
#define HAVE_STDDEF_H 1
#define HAVE_ERRNO_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_PROCESS_H 1
#define HAVE_COPYSIGN 1
#define HAVE_ROUND 1
#define HAVE_HYPOT 1
#define HAVE_CLOCK 1
#define HAVE_DYNAMIC_LOADING
#define DONT_HAVE_SIG_ALARM
#define DONT_HAVE_SIG_PAUSE
#endif
H
compile mingw-w64 x86_64-w64-mingw32-gcc -I"$out/win"

#!/bin/sh
# Install Texas 42 for the current user (no root needed): the app folder under
# ~/.local/share/texas42, the `texas42` and `texas42-record` commands in ~/.local/bin, the menu entry, the
# AppStream metadata, the icons and the .t42 game record type (shared-mime-info), so
# that double-clicking a record opens it. Run it from the unpacked folder.
# `./install.sh --uninstall` removes all of it again: the files, what the desktop and
# MIME caches say about them, and the folders it leaves empty.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app=$data/texas42
bin=$HOME/.local/bin
mime_type=application-x-texas42-record
sizes="16 24 32 48 64 128 256 512"

# refresh: rebuild the desktop and MIME caches of the share folder (those tools are on most
# desktops; without them the desktop reads the files themselves); a cache that no longer
# describes any file is removed instead
refresh() {
  if [ -n "$(find "$data/applications" -name '*.desktop' -print -quit 2>/dev/null)" ]; then
    if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$data/applications" || true; fi
  else
    rm -f "$data/applications/mimeinfo.cache"
  fi
  if [ -n "$(ls -A "$data/mime/packages" 2>/dev/null)" ]; then
    if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" || true; fi
  elif [ -d "$data/mime" ]; then
    rm -rf "$data/mime"  # only the generated database was left
  fi
  if [ -d "$data/icons/hicolor" ]; then touch "$data/icons/hicolor"; fi  # icon themes reload a changed folder
}

# rmdir_empty DIR...: remove each folder (and its parents up to $data or $HOME) while empty
rmdir_empty() {
  for d in "$@"; do
    while [ -d "$d" ] && [ "$d" != "$data" ] && [ "$d" != "$HOME" ] && rmdir "$d" 2>/dev/null; do
      d=$(dirname "$d")
    done
  done
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$app"
  for command in texas42 texas42-record; do
    if [ -L "$bin/$command" ]; then rm -f "$bin/$command"; fi
  done
  rm -f "$data/applications/texas42.desktop" \
        "$data/metainfo/io.github.texas42.Texas42.metainfo.xml" \
        "$data/mime/packages/texas42.xml"
  for size in $sizes; do
    rm -f "$data/icons/hicolor/${size}x${size}/apps/texas42.png" \
          "$data/icons/hicolor/${size}x${size}/mimetypes/$mime_type.png"
    rmdir_empty "$data/icons/hicolor/${size}x${size}/apps" "$data/icons/hicolor/${size}x${size}/mimetypes"
  done
  rm -f "$data/icons/hicolor/scalable/apps/texas42.svg"
  rmdir_empty "$data/icons/hicolor/scalable/apps"
  refresh  # the caches forget Texas 42, or go when nothing else is in them
  rmdir_empty "$data/applications" "$data/metainfo" "$data/icons/hicolor"
  rmdir "$bin" 2>/dev/null || true
  echo "Texas 42 removed."
  exit 0
fi

rm -rf "$app"
mkdir -p "$app" "$bin" "$data/applications" "$data/metainfo" "$data/mime/packages" "$data/icons/hicolor/scalable/apps"
cp -R "$here/texas42/." "$app/"
ln -sf "$app/texas42" "$bin/texas42"
# the record checker (Help > Game record format names it), when the bundle has it
if [ -e "$app/texas42-record" ]; then ln -sf "$app/texas42-record" "$bin/texas42-record"; fi
# Exec= names the program by its full path (~/.local/bin is often not on a desktop session's PATH),
# unquoted when the path has no character that needs quoting: xdg-open without GNOME or KDE
# (openbox, i3: xdg-utils' generic mode) runs a quoted program name as it stands, quotes and all,
# and fails with "Permission denied". A path with spaces or the like is quoted as the spec says.
case "$app" in
  *[!A-Za-z0-9_./+-]*) program="\"$(printf '%s' "$app/texas42" | sed 's/[\\"`$]/\\\\&/g')\"" ;;
  *) program="$app/texas42" ;;
esac
EXEC_LINE="Exec=$program %f" awk '/^Exec=texas42 /{print ENVIRON["EXEC_LINE"]; next} {print}' \
  "$here/share/texas42.desktop" > "$data/applications/texas42.desktop"
cp "$here/share/io.github.texas42.Texas42.metainfo.xml" "$data/metainfo/"
cp "$here/share/texas42-mime.xml" "$data/mime/packages/texas42.xml"
for size in $sizes; do
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps" "$data/icons/hicolor/${size}x${size}/mimetypes"
  cp "$here/share/icons/texas42-$size.png" "$data/icons/hicolor/${size}x${size}/apps/texas42.png"
  cp "$here/share/icons/texas42-record-$size.png" "$data/icons/hicolor/${size}x${size}/mimetypes/$mime_type.png"
done
cp "$here/share/icons/texas42.svg" "$data/icons/hicolor/scalable/apps/texas42.svg"
refresh
echo "Texas 42 installed in $app."
case ":$PATH:" in
  *":$bin:"*) echo "Run 'texas42', or find Texas 42 in your applications menu." ;;
  *) echo "Find Texas 42 in your applications menu, or run '$bin/texas42'."
     echo "($bin is not on your PATH: add it, e.g. in ~/.profile, to run plain 'texas42'.)" ;;
esac

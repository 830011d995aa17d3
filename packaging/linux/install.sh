#!/bin/sh
# Install Texas 42 for the current user (no root needed): the app folder under
# ~/.local/share/texas42, a `texas42` command in ~/.local/bin, the menu entry,
# the AppStream metadata and the icons. Run it from the unpacked folder.
# `./install.sh --uninstall` removes all of it again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app=$data/texas42
bin=$HOME/.local/bin
if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$app" "$bin/texas42" "$data/applications/texas42.desktop" \
         "$data/metainfo/io.github.texas42.Texas42.metainfo.xml"
  for d in "$data"/icons/hicolor/*/apps; do rm -f "$d/texas42.png"; done
  echo "Texas 42 removed."
  exit 0
fi
rm -rf "$app"
mkdir -p "$app" "$bin" "$data/applications" "$data/metainfo"
cp -R "$here/texas42/." "$app/"
ln -sf "$app/texas42" "$bin/texas42"
sed "s|^Exec=texas42|Exec=$app/texas42|" "$here/share/texas42.desktop" > "$data/applications/texas42.desktop"
cp "$here/share/io.github.texas42.Texas42.metainfo.xml" "$data/metainfo/"
for png in "$here"/share/icons/texas42-*.png; do
  size=$(basename "$png" .png | sed 's/texas42-//')
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$data/icons/hicolor/${size}x${size}/apps/texas42.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "Texas 42 installed: run 'texas42' or find it in your applications menu."

#!/usr/bin/env bash
# Install Troyes Desktop for the current user: copies this folder to ~/.local/opt/TroyesDesktop and adds a
# desktop entry and an icon, so the game appears in the applications menu, and the save files' type
# (application/x-troyes-desktop-save: *.troyes.json and any file of that format) with its icon, so a file
# manager opens a save in the game by double-click. No root needed.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DEST=${XDG_DATA_HOME:-$HOME/.local/share}
OPT=$HOME/.local/opt/TroyesDesktop
mkdir -p "$OPT" "$DEST/applications" "$DEST/icons/hicolor/256x256/apps" "$DEST/icons/hicolor/256x256/mimetypes" \
         "$DEST/mime/packages" "$HOME/.local/bin"
if [ "$HERE" != "$OPT" ]; then
    rm -rf "$OPT"
    cp -a "$HERE" "$OPT"
fi
cp "$HERE/troyes-desktop.png" "$DEST/icons/hicolor/256x256/apps/troyes-desktop.png"
cp "$HERE/troyes-desktop.png" "$DEST/icons/hicolor/256x256/mimetypes/application-x-troyes-desktop-save.png"
cp "$HERE/troyes-desktop-mime.xml" "$DEST/mime/packages/troyes-desktop.xml"
sed "s|@EXEC@|$OPT/TroyesDesktop|" "$HERE/troyes-desktop.desktop" > "$DEST/applications/troyes-desktop.desktop"
ln -sf "$OPT/TroyesDesktop" "$HOME/.local/bin/troyes-desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$DEST/applications" || true
command -v update-mime-database >/dev/null && update-mime-database "$DEST/mime" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DEST/icons/hicolor" || true
echo "Troyes Desktop is installed: find it in your applications menu, or run ~/.local/bin/troyes-desktop"

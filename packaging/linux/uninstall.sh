#!/usr/bin/env bash
# Remove what install.sh added. Saved games and settings stay where they are.
set -euo pipefail
DEST=${XDG_DATA_HOME:-$HOME/.local/share}
rm -f "$DEST/applications/troyes-desktop.desktop" "$DEST/icons/hicolor/256x256/apps/troyes-desktop.png" \
      "$DEST/icons/hicolor/256x256/mimetypes/application-x-troyes-desktop-save.png" \
      "$DEST/mime/packages/troyes-desktop.xml" "$HOME/.local/bin/troyes-desktop"
rm -rf "$HOME/.local/opt/TroyesDesktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$DEST/applications" || true
command -v update-mime-database >/dev/null && update-mime-database "$DEST/mime" || true
echo "Troyes Desktop is removed (your saved games and settings are kept)."

#!/usr/bin/env bash
# Install Troyes Desktop for the current user: copies this folder to ~/.local/opt/TroyesDesktop and adds a
# desktop entry and an icon, so the game appears in the applications menu, and the save files' type
# (application/x-troyes-desktop-save: *.troyes.json and any file of that format) with its icon, so a file
# manager opens a save in the game by double-click. No root needed.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DEST=${XDG_DATA_HOME:-$HOME/.local/share}
OPT=$HOME/.local/opt/TroyesDesktop
case "$OPT" in
    *$'\n'*|*$'\r'*) echo "Cannot install: the home folder's path holds a line break." >&2; exit 1 ;;
esac

# The launcher's path as one quoted argument of the desktop entry's Exec key (Desktop Entry Specification,
# "The Exec key"): inside the quotes \ " ` $ are escaped with a backslash and % is doubled; then, the key
# being a string, every backslash is escaped once more. Any other character (| & ; spaces...) is literal.
exec_argument() {
    local s=$1 out= c i
    for ((i = 0; i < ${#s}; i++)); do
        c=${s:i:1}
        case $c in
            '\') out+='\\\\' ;;
            '"' | '`' | '$') out+='\\'"$c" ;;
            '%') out+='%%' ;;
            *) out+=$c ;;
        esac
    done
    printf '"%s"' "$out"
}
mkdir -p "$OPT" "$DEST/applications" "$DEST/icons/hicolor/256x256/apps" "$DEST/icons/hicolor/256x256/mimetypes" \
         "$DEST/mime/packages" "$HOME/.local/bin"
if [ "$HERE" != "$OPT" ]; then
    rm -rf "$OPT"
    cp -a "$HERE" "$OPT"
fi
cp "$HERE/troyes-desktop.png" "$DEST/icons/hicolor/256x256/apps/troyes-desktop.png"
cp "$HERE/troyes-desktop.png" "$DEST/icons/hicolor/256x256/mimetypes/application-x-troyes-desktop-save.png"
cp "$HERE/troyes-desktop-mime.xml" "$DEST/mime/packages/troyes-desktop.xml"
EXEC=$(exec_argument "$OPT/TroyesDesktop")
MARK='"@EXEC@"'
while IFS= read -r line || [ -n "$line" ]; do           # no sed: | and & in the path stay themselves
    if [[ $line == *"$MARK"* ]]; then
        line=${line%%"$MARK"*}$EXEC${line#*"$MARK"}
    fi
    printf '%s\n' "$line"
done < "$HERE/troyes-desktop.desktop" > "$DEST/applications/troyes-desktop.desktop"
ln -sf "$OPT/TroyesDesktop" "$HOME/.local/bin/troyes-desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$DEST/applications" || true
command -v update-mime-database >/dev/null && update-mime-database "$DEST/mime" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DEST/icons/hicolor" || true
echo "Troyes Desktop is installed: find it in your applications menu, or run ~/.local/bin/troyes-desktop"

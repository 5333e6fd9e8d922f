#!/usr/bin/env bash
# Build the stand-alone application with PyInstaller in a fresh virtual environment.
#
#   bash packaging/build.sh            # onedir build: dist/TroyesDesktop/ and dist/TroyesDesktop-VERSION-linux.tar.gz
#   TROYES_ONEFILE=1 bash packaging/build.sh   # also a one-file portable executable
#
# The archive holds TroyesDesktop/ with install.sh and uninstall.sh, which add and remove a desktop entry and icon
# for the current user (no root needed).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
VERSION=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
VENV=${TROYES_BUILD_VENV:-$ROOT/build/venv}

bash scripts/install-system-deps.sh
rm -rf "$VENV" build/pyinstaller dist/TroyesDesktop
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet . pyinstaller
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --workpath build/pyinstaller --distpath dist packaging/troyes_desktop.spec

# The Linux archive: the onedir app, its icon, and the per-user install / uninstall scripts.
cp packaging/linux/install.sh packaging/linux/uninstall.sh packaging/linux/troyes-desktop.desktop \
   packaging/linux/troyes-desktop-mime.xml dist/TroyesDesktop/
cp packaging/icons/troyes-desktop-256.png dist/TroyesDesktop/troyes-desktop.png
chmod +x dist/TroyesDesktop/install.sh dist/TroyesDesktop/uninstall.sh
ARCHIVE="dist/TroyesDesktop-$VERSION-linux-$(uname -m).tar.gz"
tar -C dist -czf "$ARCHIVE" TroyesDesktop

if [ "${TROYES_ONEFILE:-0}" = "1" ]; then
    TROYES_ONEFILE=1 "$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
        --workpath build/pyinstaller-onefile --distpath dist packaging/troyes_desktop.spec
fi

echo "onedir:  dist/TroyesDesktop ($(du -sh dist/TroyesDesktop | cut -f1))"
echo "archive: $ARCHIVE ($(du -sh "$ARCHIVE" | cut -f1))"

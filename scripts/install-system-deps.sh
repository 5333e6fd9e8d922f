#!/usr/bin/env bash
# Installs what a fresh Debian (or Ubuntu) machine lacks to create the project's virtual environment and to
# run Qt 6 (PySide6 from PyPI) on screen or offscreen: Python's venv module and the shared libraries Qt links to.
# Idempotent and quick: it only asks apt-get for packages that are missing, and does nothing on systems
# without dpkg/apt-get (other distributions, macOS, Windows), where those libraries come from elsewhere.
set -euo pipefail

# Libraries PySide6-Essentials' QtCore/QtGui/QtWidgets and its offscreen and xcb platform plugins load.
packages=(
    libglib2.0-0 libdbus-1-3 libfontconfig1 libfreetype6 libpng16-16 libzstd1
    libegl1 libgl1 libopengl0 libxkbcommon0
    libx11-6 libx11-xcb1 libxcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
    libxcb-xfixes0 libxcb-xkb1 libxcb-render0 libxcb-util1
)

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    if [ "$status" != "installed" ]; then
        missing+=("$package")
    fi
done

# `python3 -m venv` needs ensurepip, which Debian ships separately (python3-venv).
python=${PYTHON:-python3}
if command -v "$python" >/dev/null 2>&1 && ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
    minor=$("$python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    missing+=("python${minor}-venv")
fi

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=(sudo)
    else
        echo "install-system-deps: please install, as root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
fi

echo "install-system-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

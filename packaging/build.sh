#!/usr/bin/env bash
# Build a native one-folder app in dist/cardtable/ with PyInstaller, and on
# Linux install the desktop entry and icon for the current user (--install).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
.venv/bin/python -m pip install -q "pyinstaller>=6"
.venv/bin/python -m PyInstaller --noconfirm --clean --distpath dist --workpath build packaging/cardtable.spec
echo "built: dist/cardtable/cardtable"
if [ "${1:-}" = "--install" ]; then
  apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
  icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/scalable/apps"
  mkdir -p "$apps" "$icons" "$HOME/.local/bin"
  ln -sf "$PWD/dist/cardtable/cardtable" "$HOME/.local/bin/cardtable"
  cp assets/cardtable.svg "$icons/cardtable.svg"
  cp packaging/linux/cardtable.desktop "$apps/cardtable.desktop"
  echo "installed: ~/.local/bin/cardtable and the desktop entry"
fi

#!/usr/bin/env bash
# Builds cardtable as a native program (packaging/README.md says more):
#   packaging/build.sh            the one-folder bundle in dist/cardtable/ (PyInstaller),
#                                 checked: under 120 MB and `cardtable --self-test` passes
#   packaging/build.sh --deb      also dist/cardtable_<version>_<arch>.deb, built offline with
#                                 dpkg-deb, its desktop entry and metainfo validated
#   packaging/build.sh --install  also, on Linux, for the current user: ~/.local/bin/cardtable,
#                                 the desktop entry, the icons and the record file type
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

APP_ID=io.github.cardtable.CardTable
MAX_MB=120
mode=${1:-}
case "$mode" in ""|--deb|--install) ;; *) echo "usage: $0 [--deb|--install]" >&2; exit 2 ;; esac

# --- the bundle -------------------------------------------------------------------
.venv/bin/python -m pip install -q "pyinstaller>=6.10,<7"
mkdir -p build
if ! .venv/bin/python -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
    packaging/cardtable.spec >build/pyinstaller.log 2>&1; then
  tail -30 build/pyinstaller.log >&2
  exit 1
fi
size_mb=$(( $(du -sb dist/cardtable | cut -f1) / 1000000 ))
echo "built: dist/cardtable/ (${size_mb} MB; $(grep -o 'left out.*' build/pyinstaller.log | cut -c1-60)...)"
if [ "$size_mb" -ge "$MAX_MB" ]; then
  echo "the bundle is ${size_mb} MB, the limit is ${MAX_MB} MB: see PRUNE in packaging/cardtable.spec" >&2
  exit 1
fi
QT_QPA_PLATFORM=offscreen dist/cardtable/cardtable --self-test

# --- desktop integration: entry, metainfo, record type, icons under a share/ folder --
install_desktop_files() {
  local share=$1
  install -Dm644 packaging/linux/$APP_ID.desktop "$share/applications/$APP_ID.desktop"
  install -Dm644 packaging/linux/$APP_ID.metainfo.xml "$share/metainfo/$APP_ID.metainfo.xml"
  install -Dm644 packaging/linux/$APP_ID.xml "$share/mime/packages/$APP_ID.xml"
  .venv/bin/python packaging/icons.py hicolor "$share" "$APP_ID"
}

if [ "$mode" = "--deb" ]; then
  if ! command -v desktop-file-validate >/dev/null || ! command -v appstreamcli >/dev/null; then
    echo "build: installing the validators (desktop-file-utils, appstream)" >&2
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      desktop-file-utils appstream >/dev/null
  fi
  desktop-file-validate packaging/linux/$APP_ID.desktop
  appstreamcli validate --no-net packaging/linux/$APP_ID.metainfo.xml >/dev/null
  version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
  arch=$(dpkg --print-architecture)
  root=build/deb
  rm -rf "$root"
  mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/doc/cardtable"
  cp -a dist/cardtable "$root/opt/cardtable"
  ln -s /opt/cardtable/cardtable "$root/usr/bin/cardtable"
  install_desktop_files "$root/usr/share"
  cat >"$root/usr/share/doc/cardtable/copyright" <<'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: cardtable

Files: *
Copyright: The cardtable authors
License: MIT
 The bundle in /opt/cardtable also holds Python (PSF-2.0), PySide6 and Qt
 (LGPL-3.0), PyYAML (MIT) and platformdirs (MIT).
EOF
  # Qt's own libraries ride in the bundle; what it leaves to the system (libc,
  # OpenGL/EGL, xcb, fontconfig) and the font the card art names are depended on;
  # a Japanese font is recommended (without one the table stays in English).
  # The menus, icon cache and MIME database are refreshed by dpkg's triggers
  # (desktop-file-utils, hicolor-icon-theme, shared-mime-info): no maintainer scripts.
  cat >"$root/DEBIAN/control" <<EOF
Package: cardtable
Version: $version
Architecture: $arch
Maintainer: The cardtable authors <cardtable@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: libc6 (>= 2.28), libegl1, libgl1, libxcb1, libfontconfig1, fonts-dejavu-core
Recommends: libwayland-client0, libwayland-cursor0, shared-mime-info, desktop-file-utils, fonts-ipafont-gothic | fonts-noto-cjk
Section: games
Priority: optional
Homepage: https://github.com/cardtable/cardtable
Description: card table for patience and card games against computer opponents
 A desktop card table: a two-deck patience (Rouge et Noir) and four card
 games against computer opponents (Le Rouge et Le Noir, Red Secret, En blanc
 et noir, French Tarot). Every variant is a small YAML ruleset; every match
 is saved, can be resumed and replayed.
EOF
  deb=dist/cardtable_${version}_${arch}.deb
  dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
  echo "built: $deb ($(( $(stat -c %s "$deb") / 1000000 )) MB)"
fi

if [ "$mode" = "--install" ]; then
  data=${XDG_DATA_HOME:-$HOME/.local/share}
  mkdir -p "$HOME/.local/bin"
  ln -sf "$PWD/dist/cardtable/cardtable" "$HOME/.local/bin/cardtable"
  install_desktop_files "$data"
  command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
  command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
  echo "installed: ~/.local/bin/cardtable, the desktop entry, the icons and the record file type"
fi

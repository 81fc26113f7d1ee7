#!/usr/bin/env bash
# Sets up everything cardtable needs on a Debian-like machine, idempotently:
# the system libraries Qt loads and a Japanese font (when missing, with apt-get when we may),
# a local virtual environment in .venv, and the package with its test extra.
# Sourced by run.sh and test.sh; safe to run again (it only does what is missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PY=${PYTHON:-python3}
QT_LIBS="libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0
  libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxrender1 libxi6 libsm6 libice6"

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in $QT_LIBS; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  "$PY" -c "import venv, ensurepip" 2>/dev/null || missing+=("python3-venv")
  # a Japanese font, for the table in Japanese (without one it stays in English)
  if ! { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=ja family 2>/dev/null)" ]; }; then
    dpkg-query -W -f='${Status}' fonts-ipafont-gothic 2>/dev/null | grep -q "install ok installed" \
      || missing+=("fonts-ipafont-gothic")
  fi
fi
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "setup: installing system packages: ${missing[*]}" >&2
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Installed again when the project's build changes, or a source setup.py
# compiles (so the compiled solver is rebuilt; a stale one is never run:
# cardtable/engine/rouge_et_noir_patience/native.py).
stamp=.venv/.installed-$(cat pyproject.toml setup.py cardtable/engine/rouge_et_noir_patience/{rules,columns,relaxation,solver}.py \
  | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  echo "setup: creating .venv and installing cardtable with its test tools" >&2
  "$PY" -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q -e '.[test]'
  rm -f .venv/.installed-*
  touch "$stamp"
fi

#!/usr/bin/env bash
# Set everything up (first time only) and run the whole test suite, headless.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"

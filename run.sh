#!/usr/bin/env bash
# Set everything up (first time only) and open the card table.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup.sh
exec .venv/bin/cardtable "$@"

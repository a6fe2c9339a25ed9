#!/usr/bin/env bash
# Finds Chromium for the end-to-end tests; installs Debian's package when we can. Never downloads a browser of its own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', but no executable is there." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the end-to-end tests and was not found at /usr/bin/chromium." >&2
echo "Install it with 'sudo apt-get install chromium' (Debian/Ubuntu), or set CHROMIUM_PATH to its executable." >&2
exit 1

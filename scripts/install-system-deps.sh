#!/usr/bin/env bash
# Installs what the platform needs from the machine's package manager (Debian/Ubuntu):
# Chromium for the browser journeys and nats-server for the event bus. Safe to re-run.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || missing+=(nats-server)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system dependencies present (chromium, nats-server)"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Please install: ${missing[*]} (apt-get is not available here)" >&2
  exit 1
fi

sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
echo "installing ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null

#!/usr/bin/env bash
# Installs what the platform needs from the machine's package manager (Debian/Ubuntu):
# nats-server for the event bus, Chromium for the browser journeys and Prometheus for the test
# that scrapes the running shop. Safe to re-run.
#
#   bash scripts/install-system-deps.sh                # all three, as needed (npm run setup:system)
#   bash scripts/install-system-deps.sh nats-server    # only this one (npm start, npm test)
set -euo pipefail

wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(chromium nats-server prometheus)

missing=()
for package in "${wanted[@]}"; do
  case "$package" in
    chromium) command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core) ;;
    nats-server) command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || missing+=(nats-server) ;;
    prometheus) command -v prometheus >/dev/null 2>&1 || [ -x /usr/bin/prometheus ] || missing+=(prometheus) ;;
    *) echo "unknown system dependency: $package (expected chromium, nats-server or prometheus)" >&2; exit 2 ;;
  esac
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "system dependencies present (${wanted[*]})"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Please install: ${missing[*]} (apt-get is not available here)" >&2
  exit 1
fi

sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
echo "installing ${missing[*]} with apt-get"
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

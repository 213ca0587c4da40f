#!/usr/bin/env bash
# Installs Debian's postgresql and redis-server packages when they are missing (the sign-in store
# tests start real PostgreSQL and Redis servers from them; nothing is downloaded from elsewhere).
# Debian keeps initdb and postgres in /usr/lib/postgresql/<version>/bin, off the PATH.
set -euo pipefail
missing=()
if ! command -v initdb >/dev/null 2>&1 && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=(postgresql)
fi
if ! command -v redis-server >/dev/null 2>&1; then missing+=(redis-server); fi
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's ${missing[*]} for the sign-in store tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
redis-server --version

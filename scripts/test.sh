#!/usr/bin/env bash
# Installs what the tests need, then runs every check and suite:
# Biome, typecheck, Vitest (packages, server, web; the database suites on SQLite and on
# PostgreSQL), Playwright (Debian Chromium).
# Ends with one line "N passed, N failed" summing all suites.
set -uo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 NO_COLOR=1 FORCE_COLOR=0
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
# better-sqlite3 compiles from source against the system's Node headers.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

# Debian's Chromium (Playwright), PostgreSQL (the suites' second database, started by the
# tests themselves as a throwaway cluster in a temp folder) and ffmpeg (the media library's
# clips).
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || packages+=(postgresql)
{ command -v ffmpeg && command -v ffprobe; } >/dev/null || packages+=(ffmpeg)
if [ ${#packages[@]} -gt 0 ]; then
  echo "== installing Debian ${packages[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null || {
    echo "could not install ${packages[*]}"; exit 1; }
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "10" ]; then
  corepack enable || { echo "corepack enable failed"; exit 1; }
fi

echo "== install"
pnpm install --frozen-lockfile || exit 1

rm -rf e2e/test-results e2e/test-results-postgres
failed_steps=()
step() {
  local name=$1; shift
  echo "== $name"
  "$@" || failed_steps+=("$name")
}

step lint pnpm lint
step build pnpm build
step typecheck pnpm typecheck
step unit+integration pnpm test
if [[ ! " ${failed_steps[*]} " =~ " build " ]]; then
  step e2e pnpm test:e2e
  step "e2e (postgres)" pnpm test:e2e:postgres
fi

node scripts/summarize-tests.mjs "${failed_steps[@]}"

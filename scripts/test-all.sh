#!/usr/bin/env bash
# Everything, in the order that fails fastest: lint, types, unit + integration, build, end-to-end, reliability.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n=== %s ===\n' "$1"; }
step "lint";        npm run lint --silent
step "typecheck";   npx next typegen >/dev/null && npx tsc --noEmit
step "unit + integration (vitest)"; npx vitest run
step "production build"; npx next build
step "end to end (Playwright, Chromium)"; node scripts/e2e.mjs
step "reliability (bad input, load, faults, races, two instances, headers, database outage)"; npx tsx tests/reliability/run.ts

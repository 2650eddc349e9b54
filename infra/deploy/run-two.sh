#!/usr/bin/env sh
# nginx + two API processes on PostgreSQL, on 127.0.0.1 (see run-two.ts for the options):
#   infra/deploy/run-two.sh --check
#   infra/deploy/run-two.sh -- npx playwright test -c e2e/tests-deploy/playwright.config.ts
cd "$(dirname "$0")/../.." && exec npx tsx infra/deploy/run-two.ts "$@"

#!/usr/bin/env bash
# `npm run bench:work-orders`: the work order list bench (scripts/bench/server-work-orders.ts) on
# BENCH_DATABASE_URL, or on a throwaway PostgreSQL cluster started here as CI does
# (.ci/pg-cluster.sh) and stopped after.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${BENCH_DATABASE_URL:-}" ]; then
  source .ci/pg-cluster.sh
  trap pg_cluster_stop EXIT
  pg_cluster_start
  export BENCH_DATABASE_URL="$PG_ADMIN_URL"
fi
npx tsx scripts/bench/server-work-orders.ts "$@"

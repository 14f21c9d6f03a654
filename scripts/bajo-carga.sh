#!/usr/bin/env bash
# The suite on a busy machine (docs/pruebas-bajo-carga.md): one busy loop per core for the whole run,
# then `npm run test:unit` three times in a row and the browser suite once. Stops at the first failure.
# Usage: bash scripts/bajo-carga.sh [log file]   (about an hour on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."
registro="${1:-/tmp/bajo-carga.log}"
: >"$registro"
nucleos="$(nproc)"
bucles=()
for _ in $(seq 1 "$nucleos"); do
  node -e 'for (;;) {}' &
  bucles+=("$!")
done
trap 'kill "${bucles[@]}" 2>/dev/null || true' EXIT
echo "== ${nucleos} bucles ocupados: ${bucles[*]}" | tee -a "$registro"
paso() {
  local inicio=$SECONDS
  echo "== $* ($(date -u +%H:%M:%S))" | tee -a "$registro"
  "$@" >>"$registro" 2>&1
  echo "== bien: $* en $((SECONDS - inicio)) s" | tee -a "$registro"
}
for vuelta in 1 2 3; do paso npm run test:unit; done
paso npm run test:e2e
echo "== todo pasó bajo carga" | tee -a "$registro"

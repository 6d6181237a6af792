#!/usr/bin/env bash
# The warm package build (issue 38, item 2): `collor build` of a package whose sources did not
# change since its last dump reuses the symbol graphs it dumped. Times one cold build (the
# record of the last dump removed) and five warm ones, prints one line, and fails when the
# warm median is over 1 s. Usage: scripts/bench-warm-package.sh [PACKAGE] (Examples/TeamRoster).
set -euo pipefail
cd "$(dirname "$0")/.."
collor="${COLLOR:-$(swift build --show-bin-path)/collor}"
package="${1:-Examples/TeamRoster}"
output="$(mktemp -d)/site"
trap 'rm -rf "$(dirname "$output")"' EXIT

seconds() {
    local start end
    start=$(date +%s.%N)
    # Timed whatever the build decides: TeamRoster's strict build fails with the plain `collor`,
    # which has no galleries for its gallery block, after the same dump and rendering.
    "$collor" build --package-path "$package" --output "$output" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

rm -f "$package/.build/collor/package-dump.json"
cold=$(seconds)
warm=()
for _ in 1 2 3 4 5; do warm+=("$(seconds)"); done
median=$(printf '%s\n' "${warm[@]}" | sort -n | sed -n 3p)
if [ "$(echo "$median <= 1" | bc)" = 1 ]; then verdict=PASS; else verdict=MISS; fi
printf 'warm package build (%s): cold %.2f s, warm median %.2f s of 5, %.0fx faster; target warm <= 1 s: %s\n' \
    "$package" "$cold" "$median" "$(echo "$cold / $median" | bc -l)" "$verdict"
[ "$verdict" = PASS ]

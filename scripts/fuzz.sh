#!/usr/bin/env bash
# Builds the libFuzzer targets (Tests/Fuzz/, declared by Package.swift when COLLOR_FUZZ is set)
# with -sanitize=fuzzer,address into their own scratch path, replays each target's kept
# regressions, then fuzzes each for SECONDS (default 60) from a seed corpus made of the test
# fixtures. Prints the executions each made; fails on a crash, keeping the input under
# Tests/Fuzz/Regressions/<target>/new/.
#
# A short run (under 300 s, as `make test` runs it) seeds from the small inputs only: under ASan
# a 12 KB repeated unit took up to 26 s and a large page several, so with them FuzzSwiftCode
# spent its 45 s on its seeds (47 executions) and FuzzMarkdown nearly so (350). A long run
# (`scripts/fuzz.sh 600`, before a release) seeds from everything.
#
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail

seconds="${1:-60}"
long=$((seconds >= 300))
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scratch="$root/.build-fuzz"
targets=(FuzzPageRenderer FuzzSymbolGraph FuzzMarkdown FuzzSwiftCode)
export COLLOR_FUZZ=1
# Swift's runtime keeps some allocations for the life of the process: not leaks worth failing on.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"

build_start=$(date +%s)
for target in "${targets[@]}"; do
    swift build --scratch-path "$scratch" --product "$target" \
        -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -v "Cannot export local symbol" || true
    test -x "$scratch/debug/$target" || { echo "fuzz.sh: $target did not build" >&2; exit 1; }
done
echo "fuzz.sh: built ${#targets[@]} targets in $(($(date +%s) - build_start)) s"

# Seeds: the fixtures each target reads.
seed_markdown() {
    # The guides, up to 77 KB, in a long run; the fixtures' pages, up to 8 KB, always.
    if [ "$long" = 1 ]; then find Site -name '*.md' -exec cp {} "$1" \; ; fi
    find Tests/CollorSiteTests/__Fixtures__/Site Tests/CollorMarkdownTests/__Fixtures__/Dialect \
        -name '*.md' -size -8k -exec cp {} "$1" \;
    # A first byte with bit 3 set asks FuzzMarkdown to highlight Swift.
    seed_chains "$1" $'(a)\n\n```swift\nlet x = ' $'```\n'
}
# The chains that nest in swift-syntax's parser without a bracket, 10 units each: short enough
# for a secondary thread's stack, so that the fuzzer's copies of a part make them deep.
chains=("try? " "await try " "repeat each " "A -> " ".a" "?.a" "()" "if a {} else " "consume ")
seed_chains() {
    local index=0 unit
    for unit in "${chains[@]}"; do
        index=$((index + 1))
        { printf '%s' "$2"; printf "$unit%.0s" $(seq 10); printf 'a\n%s' "$3"; } >"$1/chain$index"
    done
}
seed_swift() {
    # The Swift files of the project and its samples, under 4 KB, and the chains.
    find Sources/CollorDiff Examples/Galleries -name '*.swift' -size -4k -exec cp {} "$1" \;
    seed_chains "$1" "let x = " ""
    # Units that FuzzSwiftCode repeats to 4 KB (a first byte below 9 asks for it): each chain's
    # unit and a `#`, 1 to 10 s each under ASan: a long run's seeds.
    [ "$long" = 1 ] || return 0
    local index=0 unit
    for unit in "${chains[@]}" "#"; do
        index=$((index + 1))
        printf '\x01%s' "$unit" >"$1/repeated$index"
    done
}
seed_symbolgraph() {
    cp Tests/CollorSiteTests/__Fixtures__/symbolgraphs/*.json "$1"
}
seed_page() {
    # Any bytes make a model; these give models of every size and many hostile texts.
    find Examples/Galleries/Data -type f -size -8k -exec cp {} "$1" \; 2>/dev/null || true
    cp Tests/CollorSiteTests/__Fixtures__/Site/guide/*.md "$1"
    printf '\x04\x03\x01\x05a\x10\x20\x02\x02\x02\x03\x30\x30\x01\x00\x04\xfe\xfd\x03' >"$1/small"
}

# Files the targets write for their input (FuzzSymbolGraph's graph file) stay in the scratch path.
export TMPDIR="$scratch/tmp"
mkdir -p "$TMPDIR"

failed=0
summary=""
for target in "${targets[@]}"; do
    binary="$scratch/debug/$target"
    regressions="$root/Tests/Fuzz/Regressions/$target"
    corpus="$scratch/corpus/$target"
    seeds="$scratch/seeds/$target"
    mkdir -p "$regressions/new" "$corpus" "$seeds"
    rm -f "$seeds"/*
    case "$target" in
        FuzzMarkdown) seed_markdown "$seeds" ;;
        FuzzSymbolGraph) seed_symbolgraph "$seeds" ;;
        FuzzPageRenderer) seed_page "$seeds" ;;
        FuzzSwiftCode) seed_swift "$seeds" ;;
    esac

    # Inputs that once crashed and were fixed must stay fixed.
    kept=$(find "$regressions" -maxdepth 1 -type f ! -name '.*' | sort)
    if [ -n "$kept" ]; then
        # shellcheck disable=SC2086
        if ! "$binary" -runs=1 $kept >"$scratch/$target.replay.log" 2>&1; then
            echo "fuzz.sh: $target: a kept regression crashes again (see $scratch/$target.replay.log)"
            failed=1
        fi
    fi

    log="$scratch/$target.log"
    # The markdown and Swift targets get the tokens of the constructs that nest, and a time
    # limit per input that work growing faster than an input's length would pass. Pages reach
    # 64 KB, a Swift block's cap (MarkdownLimits.swiftBlockBytes), where a chain takes up to
    # 49 s under ASan (0.75 s per KB, linear). FuzzSwiftCode's inputs stay at 16 KB (up to
    # 12 s) and it repeats a unit to 4 KB (`#` repeated, the slowest, about 10 s) when asked:
    # its limit of 40 s is 4 times that, and a run of 8,000 `#` took over 300 s before the fix,
    # and `func f` repeated to 12 KB on one line over 120 s. A line's work may grow with the
    # square of its tokens, so both targets keep lines to 64, an eighth of a page's limit
    # (`func a( b b … )` on every line: 21-24 s for 16 KB, 81 s for a 64 KB page).
    dictionary=()
    timeout=30
    case "$target" in
        FuzzMarkdown) max_len=65536; timeout=120; dictionary=(-dict="$root/Tests/Fuzz/Dictionaries/markdown.dict") ;;
        FuzzSwiftCode) max_len=16384; timeout=40; dictionary=(-dict="$root/Tests/Fuzz/Dictionaries/swift.dict") ;;
        FuzzPageRenderer) max_len=1024 ;;
        *) max_len=0 ;;
    esac
    status=0
    "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout" \
        "${dictionary[@]}" \
        -rss_limit_mb=3072 \
        -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$regressions/new/" \
        >"$log" 2>&1 || status=$?
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || true)
    if [ -z "$runs" ]; then
        runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' || echo "?")
    fi
    if [ "$status" -ne 0 ]; then
        failed=1
        echo "fuzz.sh: $target FAILED after $runs executions; input kept in $regressions/new/"
        grep -E "ERROR|Fatal error|SUMMARY|Test unit written" "$log" | head -5 || true
    fi
    rate="?"
    [[ "$runs" =~ ^[0-9]+$ ]] && rate=$((runs / seconds))
    summary+="$target: $runs executions in ${seconds} s, $rate per second (exit $status)"$'\n'
done

printf '%s' "$summary"
exit "$failed"

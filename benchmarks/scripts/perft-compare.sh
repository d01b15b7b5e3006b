#!/usr/bin/env bash
# Runs the same perft trees on Stockfish ("go perft", bulk-counted) and on Augur's CLI (bulk, and
# --full with make/unmake at every leaf) and prints a markdown table with Augur's speed relative
# to Stockfish's.
#
# Usage: benchmarks/scripts/perft-compare.sh      (from anywhere; build first:
#        ./mvnw -B -ntp -q install -DskipTests)
# Environment: STOCKFISH (engine binary, see stockfish-perft.sh), AUGUR_JAR (default
#   chess-cli/target/augur.jar in this repository), JAVA (default java), JAVA_OPTS.
#
# Each Augur run is a fresh JVM, so its time includes JIT warm-up; the JMH PerftBenchmark gives
# the warmed-up figure. Stockfish is timed from "go perft" to its answer (start-up excluded).
# Trees: start position depth 6 (119,060,324 nodes), Kiwipete depth 5 (193,690,690 nodes).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
AUGUR_JAR="${AUGUR_JAR:-$repo/chess-cli/target/augur.jar}"
JAVA="${JAVA:-java}"
KIWIPETE='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'

if [[ ! -f "$AUGUR_JAR" ]]; then
  echo "no Augur CLI at $AUGUR_JAR; build it: ./mvnw -B -ntp -q install -DskipTests" >&2
  exit 2
fi

# field NAME: the value after "NAME " on the first matching line of stdin ("time 1.2 s" -> 1.2).
field() { awk -v name="$1" '$1 == name { print $2; exit }'; }

echo "Running Stockfish..." >&2
stockfish_out="$("$here/stockfish-perft.sh")"
engine="$(sed -n 's/^engine //p' <<<"$stockfish_out")"
# block NAME: Stockfish's output lines for one position.
block() { awk -v name="$1" '/^position /{ on = ($2 == name) } on' <<<"$stockfish_out"; }

declare -A sf_nodes sf_time sf_nps
for name in startpos kiwipete; do
  sf_nodes[$name]="$(block "$name" | field nodes)"
  sf_time[$name]="$(block "$name" | field time)"
  sf_nps[$name]="$(block "$name" | field nps)"
done

# augur NAME DEPTH [CLI OPTIONS...]: prints "nodes time nps" of one CLI run.
augur() {
  local out
  # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
  out="$("$JAVA" ${JAVA_OPTS:-} -jar "$AUGUR_JAR" perft --depth "$2" "${@:3}")"
  echo "$(field nodes <<<"$out") $(field time <<<"$out") $(field nps <<<"$out")"
}

rows=()
mismatch=0
# row POSITION DEPTH ENGINE NODES TIME NPS
row() {
  local name=$1 nodes=$4 ratio
  ratio=$(awk -v a="$6" -v b="${sf_nps[$name]}" 'BEGIN { printf "%.2f", a / b }')
  if [[ "$nodes" != "${sf_nodes[$name]}" ]]; then
    mismatch=1
    nodes="$nodes (Stockfish: ${sf_nodes[$name]})"
  fi
  rows+=("| $name | $2 | $3 | $nodes | $5 | $(awk -v n="$6" 'BEGIN { printf "%.1f", n / 1e6 }') | $ratio |")
}

for spec in "startpos 6" "kiwipete 5"; do
  read -r name depth <<<"$spec"
  fen_args=()
  [[ "$name" == kiwipete ]] && fen_args=(--fen "$KIWIPETE")
  row "$name" "$depth" "$engine (bulk)" "${sf_nodes[$name]}" "${sf_time[$name]}" "${sf_nps[$name]}"
  echo "Running Augur $name depth $depth bulk..." >&2
  read -r nodes time nps <<<"$(augur "$name" "$depth" "${fen_args[@]}")"
  row "$name" "$depth" "Augur (bulk)" "$nodes" "$time" "$nps"
  echo "Running Augur $name depth $depth full..." >&2
  read -r nodes time nps <<<"$(augur "$name" "$depth" "${fen_args[@]}" --full)"
  row "$name" "$depth" "Augur (full)" "$nodes" "$time" "$nps"
done

echo "| position | depth | engine | nodes | time (s) | Mnps | nps / Stockfish |"
echo "| --- | ---: | --- | ---: | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
if [[ $mismatch -ne 0 ]]; then
  echo "node counts differ from Stockfish's" >&2
  exit 1
fi

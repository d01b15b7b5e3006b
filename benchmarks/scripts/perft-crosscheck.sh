#!/usr/bin/env bash
# Cross-checks Augur's perft against Stockfish's on positions drawn from a file: a check of the
# move generator on positions that no perft suite in the repository holds.
#
# Usage: benchmarks/scripts/perft-crosscheck.sh FILE COUNT DEPTH [SEED]
#   FILE: one position a line, its first four fields a FEN without clocks (EPD, or the training
#         files of `augur tune extract`); lines starting with '#' are skipped.
#   COUNT positions are drawn at random (SEED, default 1, makes the draw repeatable), each
#   counted to DEPTH by both programs: Augur's CLI, bulk-counted and with make/unmake at every
#   leaf, and Stockfish's "go perft". Positions Augur's strict FEN reader refuses as impossible are
#   listed as skipped.
# Environment: STOCKFISH (engine binary, found as stockfish-uci.sh says), AUGUR_JAR (default
#   chess-cli/target/augur.jar in this repository), JAVA (default java).
# Output: one line per position, then a summary. Exit status 1 if any count differs (the first
#   difference is printed with its FEN), 2 on bad arguments or a missing program.
set -euo pipefail

if [[ $# -lt 3 ]]; then
  sed -n '2,15p' "$0" >&2
  exit 2
fi
FILE="$1"
COUNT="$2"
DEPTH="$3"
SEED="${4:-1}"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
AUGUR_JAR="${AUGUR_JAR:-$repo/chess-cli/target/augur.jar}"
JAVA="${JAVA:-java}"
for need in "$FILE" "$AUGUR_JAR"; do
  [[ -f "$need" ]] || { echo "not found: $need" >&2; exit 2; }
done

# A repeatable stream of pseudo-random bytes for shuf, from the seed.
seeded_bytes() { openssl enc -aes-256-ctr -pass "pass:$1" -nosalt </dev/zero 2>/dev/null; }

# -a: suites in the wild carry stray bytes (Latin-1 names, CR line ends) that make grep call them binary.
mapfile -t fens < <(grep -av '^#' "$FILE" | tr -d '\r' | awk 'NF >= 4 { sub(/;.*/, "", $4); print $1, $2, $3, $4 }' | sort -u \
  | shuf -n "$COUNT" --random-source=<(seeded_bytes "$SEED"))

if [[ ${#fens[@]} -eq 0 ]]; then
  echo "no positions read from $FILE" >&2
  exit 2
fi

STOCKFISH_BIN=""
# shellcheck source=stockfish-uci.sh
source "$here/stockfish-uci.sh"

stockfish_perft() {
  send "position fen $1 0 1"
  send "go perft $DEPTH"
  local line
  line="$(await 'Nodes searched')"
  echo "${line##*: }"
}

# augur_perft FEN [--full]: the leaf count; fails with Augur's message if it refuses the FEN.
augur_perft() {
  local out
  out="$("$JAVA" -jar "$AUGUR_JAR" perft --fen "$1 0 1" --depth "$DEPTH" ${2:-} 2>&1)" || {
    echo "$out"
    return 1
  }
  awk '$1 == "nodes" { print $2 }' <<<"$out"
}

checked=0
skipped=0
leaves=0
for fen in "${fens[@]}"; do
  # Augur's strict reader refuses impossible positions (too many pieces, the side not to move in
  # check, ...) that Stockfish would count anyway; those are reported and skipped.
  if ! bulk="$(augur_perft "$fen")"; then
    skipped=$((skipped + 1))
    echo "skipped (Augur refuses it: $bulk): $fen"
    continue
  fi
  expected="$(stockfish_perft "$fen")"
  full="$(augur_perft "$fen" --full)"
  checked=$((checked + 1))
  echo "$checked $expected $bulk $full $fen"
  if [[ "$bulk" != "$expected" || "$full" != "$expected" ]]; then
    echo "MISMATCH at depth $DEPTH: Stockfish $expected, Augur bulk $bulk, full $full: $fen" >&2
    exit 1
  fi
  leaves=$((leaves + expected))
done
echo "all $checked positions agree at depth $DEPTH ($leaves leaves each way; $skipped refused by Augur's strict reader; seed $SEED, $FILE)"

#!/usr/bin/env bash
# Times Stockfish's own perft ("go perft N", bulk-counted, one thread) on the start position to
# depth 6 and on Kiwipete to depth 5, the same trees as PerftBenchmark, as a yardstick.
#
# Usage: benchmarks/scripts/stockfish-perft.sh [STOCKFISH]
#   STOCKFISH: the engine binary (default: $STOCKFISH, then stockfish on PATH, then
#   /usr/games/stockfish, where Debian's package `stockfish` puts it).
# Output: one block per position: "position", "depth", "nodes", "time" (seconds), "nps".
#
# The clock starts when "go perft" is sent and stops when Stockfish prints "Nodes searched", after
# "isready" has been answered, so start-up and loading the network are not timed. The engine is
# driven as a coprocess over UCI: perft is synchronous, and each command is sent only once the
# answer to the previous one has been read.
set -euo pipefail

STOCKFISH_BIN="${1:-}"
# shellcheck source=stockfish-uci.sh
source "$(dirname "${BASH_SOURCE[0]}")/stockfish-uci.sh"
echo "engine $stockfish_version"

KIWIPETE='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'

# perft NAME POSITION-COMMAND DEPTH
perft() {
  send "$2"
  send isready
  await readyok >/dev/null
  local began ended nodes_line nodes seconds nps
  began=$(date +%s%N)
  send "go perft $3"
  nodes_line="$(await 'Nodes searched')"
  ended=$(date +%s%N)
  nodes="${nodes_line##*: }"
  seconds=$(awk -v ns=$((ended - began)) 'BEGIN { printf "%.3f", ns / 1e9 }')
  nps=$(awk -v n="$nodes" -v ns=$((ended - began)) 'BEGIN { printf "%.0f", n / (ns / 1e9) }')
  printf '\nposition %s\ndepth %s\nnodes %s\ntime %s s\nnps %s\n' "$1" "$3" "$nodes" "$seconds" "$nps"
}

perft startpos 'position startpos' 6
perft kiwipete "position fen $KIWIPETE" 5

send quit
wait "$engine_pid" 2>/dev/null || true

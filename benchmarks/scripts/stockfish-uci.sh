# Sourced, not run: starts Stockfish as a UCI coprocess and gives `send` and `await`, for the
# scripts that drive it (stockfish-perft.sh, perft-crosscheck.sh).
#
# Before sourcing, set STOCKFISH_BIN to a binary or leave it empty: then $STOCKFISH, stockfish on
# PATH, and /usr/games/stockfish (where Debian's package `stockfish` puts it) are tried. Exits 2
# if none is executable. The engine is killed when the sourcing script exits; after the
# handshake, `await uciok` has been read and $stockfish_version holds its name.

if [[ -z "${STOCKFISH_BIN:-}" ]]; then
  STOCKFISH_BIN="${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}"
fi
if [[ ! -x "$STOCKFISH_BIN" ]]; then
  echo "stockfish not found (tried '$STOCKFISH_BIN'); on Debian: apt-get install -y stockfish" >&2
  exit 2
fi

coproc SF { "$STOCKFISH_BIN"; }
# Bash unsets SF_PID when the coprocess ends, so keep a copy for the clean-up.
engine_pid=$SF_PID
trap 'kill "$engine_pid" 2>/dev/null || true' EXIT

send() { printf '%s\n' "$1" >&"${SF[1]}"; }

# Reads engine lines until one starts with $1; prints that line. Fails if the engine closes first.
await() {
  local line
  while IFS= read -r line <&"${SF[0]}"; do
    if [[ "$line" == "$1"* ]]; then
      printf '%s\n' "$line"
      return 0
    fi
  done
  echo "stockfish exited before printing '$1'" >&2
  return 1
}

send uci
stockfish_version="$(await 'id name')"
stockfish_version="${stockfish_version#id name }"
await uciok >/dev/null

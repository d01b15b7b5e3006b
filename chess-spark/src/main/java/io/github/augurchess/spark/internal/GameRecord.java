package io.github.augurchess.spark.internal;

import io.github.augurchess.pgn.PgnException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One game as the data source reads it: where it starts, its tags, its main line and its problems.
 * A {@link ChunkReader} fills one record and reuses it for every game.
 */
public final class GameRecord {
  /** Where the game starts in its file, in bytes of the uncompressed text. */
  public long offset;
  /** Every tag, in file order (a repeated name keeps its last value). */
  public final Map<String, String> tags = new LinkedHashMap<>();
  /** The termination marker, else a valid Result tag, else {@code *}. */
  public String result = "*";
  /** The start position's FEN, or null if it could not be set up. */
  public @Nullable String startFen;
  public boolean chess960;
  /** The main line in UCI and SAN (filled only when moves are replayed). */
  public final List<String> uci = new ArrayList<>();
  public final List<String> san = new ArrayList<>();
  /** The game's problems, with lines counted from the start of its chunk. */
  public final List<PgnException> errors = new ArrayList<>();

  void clear() {
    offset = 0;
    tags.clear();
    result = "*";
    startFen = null;
    chess960 = false;
    uci.clear();
    san.clear();
    errors.clear();
  }
}

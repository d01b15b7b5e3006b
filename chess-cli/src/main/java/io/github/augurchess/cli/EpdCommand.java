package io.github.augurchess.cli;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.SanMode;
import io.github.augurchess.pgn.EpdException;
import io.github.augurchess.pgn.EpdReader;
import io.github.augurchess.pgn.EpdRecord;
import io.github.augurchess.pgn.EpdRecords;
import io.github.augurchess.search.Bench;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code augur epd FILE}: runs a test suite. A position with {@code bm} is solved when the
 * engine plays one of those moves, one with {@code am} when it plays none of those. A position
 * whose {@code c0} comment gives points per move ({@code "f5=10, Be5+=2"}, the STS form) scores
 * the points of the move played; the suite then reports points too. With a move time, the
 * engine first runs the bench's warm-up searches, so that every position is searched by compiled
 * code (timing starts with the suite).
 */
@Command(
    name = "epd",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Runs an EPD test suite (bm/am, or STS-style c0 points) and prints what was solved.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:done", "1:internal error", "2:bad input (file, EPD or option)"})
final class EpdCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Parameters(index = "0", paramLabel = "FILE", description = "The EPD file.")
  Path file;

  @SuppressWarnings("initialization.field.uninitialized")
  @ArgGroup(exclusive = true, multiplicity = "1")
  Limit limit;

  @Option(names = "--threads", paramLabel = "N", description = "Search threads (default 1).")
  int threads = 1;

  @Option(names = "--hash", paramLabel = "MB", description = "Transposition table size in MiB (default 64).")
  int hash = 64;

  @Option(names = "--quiet", description = "Print only the summary and the failures.")
  boolean quiet;

  @Option(names = "--no-warm-up", description = "With --movetime, start timing at once instead of after "
      + "the bench's warm-up searches (a few seconds) that let the JIT compile the engine.")
  boolean noWarmUp;

  /** Exactly one bound per position. */
  static final class Limit {
    @Option(names = "--movetime", paramLabel = "MS", required = true, description = "Milliseconds per position.")
    @Nullable Long moveTime;

    @Option(names = "--nodes", paramLabel = "N", required = true, description = "Nodes per position.")
    @Nullable Long nodes;

    @Option(names = "--depth", paramLabel = "N", required = true, description = "Depth per position.")
    @Nullable Integer depth;
  }

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    EpdRecords suite = FileAccess.read(file, EpdReader::readAll);
    for (EpdException e : suite.errors()) {
      err.println(e.getMessage());
    }
    Integer depth = limit.depth;
    Long nodes = limit.nodes;
    Long moveTime = limit.moveTime;
    SearchLimits limits = depth != null ? SearchLimits.depth(depth)
        : nodes != null ? SearchLimits.nodes(nodes) : SearchLimits.moveTime(moveTime == null ? 0 : moveTime);
    int solved = 0;
    int tested = 0;
    int points = 0;
    int maxPoints = 0;
    List<String> failed = new ArrayList<>();
    long start = System.nanoTime();
    Engine engine = Engine.builder().hashMiB(hash).threads(threads).build();
    try (engine) {
      if (limit.moveTime != null && !noWarmUp) {
        // Until the JIT has compiled the search, the first positions' seconds would go to the
        // compiler; the suite's time starts after this.
        Bench.warmUp(engine);
        start = System.nanoTime();
      }
      for (EpdRecord record : suite.records()) {
        Board board = record.position();
        Map<Move, Integer> pointTable = pointsOf(record, board);
        List<Move> best = record.bestMoves();
        List<Move> avoid = record.avoidMoves();
        if (best.isEmpty() && avoid.isEmpty() && pointTable.isEmpty()) {
          continue;
        }
        engine.newGame();
        SearchResult result = engine.search(board, limits);
        Move played = result.bestMove().orElse(Move.NULL);
        boolean ok = !best.isEmpty() ? best.contains(played) : !avoid.isEmpty() ? !avoid.contains(played)
            : pointTable.getOrDefault(played, 0) == maxOf(pointTable);
        tested++;
        @Nullable String recordId = record.id();
        String id = recordId == null ? "line " + record.lineNumber() : recordId;
        if (ok) {
          solved++;
        } else {
          failed.add(id);
        }
        if (!pointTable.isEmpty()) {
          points += pointTable.getOrDefault(played, 0);
          maxPoints += maxOf(pointTable);
        }
        if (!quiet || !ok) {
          String playedText = played.isNull() ? "(none)" : board.san(played);
          out.println(String.format(Locale.ROOT, "%-28s %-4s %-8s %-12s depth %d score %s",
              id, ok ? "ok" : "FAIL", playedText, expected(record, board), result.depth(), result.score().toUci()));
          out.flush();
        }
      }
    }
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    out.println(String.format(Locale.ROOT, "solved %d / %d (%.1f%%) in %d s", solved, tested,
        tested == 0 ? 0.0 : 100.0 * solved / tested, seconds));
    if (maxPoints > 0) {
      out.println("points " + points + " / " + maxPoints);
    }
    if (!failed.isEmpty()) {
      out.println("failed " + String.join(" ", failed));
    }
    out.flush();
    return 0;
  }

  private static int maxOf(Map<Move, Integer> table) {
    int max = 0;
    for (int v : table.values()) {
      max = Math.max(max, v);
    }
    return max;
  }

  private static String expected(EpdRecord record, Board board) {
    StringBuilder sb = new StringBuilder();
    for (Move m : record.bestMoves()) {
      sb.append(sb.length() == 0 ? "bm " : ",").append(board.san(m));
    }
    for (Move m : record.avoidMoves()) {
      sb.append(sb.length() == 0 ? "am " : ",").append(board.san(m));
    }
    return sb.toString();
  }

  /** The STS points of {@code c0 "f5=10, Be5+=2"}; empty when the comment has none. */
  static Map<Move, Integer> pointsOf(EpdRecord record, Board board) {
    Map<Move, Integer> table = new HashMap<>();
    @Nullable String c0 = record.comment(0);
    if (c0 == null || !c0.contains("=")) {
      return table;
    }
    for (String part : c0.split(",")) {
      String[] kv = part.strip().split("=");
      if (kv.length != 2) {
        return new HashMap<>();
      }
      try {
        Move move = board.parseSan(kv[0].strip(), SanMode.LENIENT);
        table.put(move, Integer.parseInt(kv[1].strip()));
      } catch (RuntimeException e) {
        return new HashMap<>();
      }
    }
    return table;
  }
}

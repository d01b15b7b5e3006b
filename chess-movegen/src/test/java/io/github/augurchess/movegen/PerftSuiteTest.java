package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.github.augurchess.api.Variant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft of every position of the published suites under {@code src/test/resources/perft} (see
 * the {@code SOURCES.md} there) against the counts the files give, by bulk counting
 * ({@link Perft#count}) and, at small depths, by playing every leaf ({@link Perft#countFull}).
 *
 * <p>The default build runs the depths whose expected count is at most a million (see {@link
 * Limits}). With {@code -Pdeep} ({@code augur.deep=true}) every depth of every file runs: about
 * 10^13 leaves, most of a day. A failing depth names the file, line, FEN and depth, and shows
 * {@link Perft#divide}.
 *
 * <p>Apart from the clocks missing from python-chess's 4-field EPDs (read with {@link
 * FenLeniency#MISSING_CLOCKS}) and the Chess960 positions of tricky.perft (read as Chess960), the
 * strict reader accepts every FEN of these files as it is.
 */
class PerftSuiteTest {
  private static final boolean DEEP = Boolean.getBoolean("augur.deep");

  /**
   * Which depths of a file run: those whose expected count is at most {@code maxCount}, checked
   * by bulk counting, and also by {@link Perft#countFull} (every leaf played, an order of
   * magnitude slower) where it is at most {@code fullMaxCount}. With {@code augur.deep} every
   * depth runs and countFull checks every count up to 200,000.
   */
  private record Limits(long maxCount, long fullMaxCount) {
    Limits {
      if (DEEP) {
        maxCount = Long.MAX_VALUE;
        fullMaxCount = 200_000;
      }
    }
  }

  /** Keeps this class near a minute on two cores in the default build. */
  private static final Limits DEFAULT = new Limits(1_000_000, 200_000);

  /** perft-marcel.epd: 6838 positions, whose shallow depths alone are 0.4 G leaves to play. */
  private static final Limits MANY_POSITIONS = new Limits(1_000_000, 20_000);

  /**
   * Files whose positions another file also holds (random.perft = perft-marcel.epd,
   * chess960.perft = ethereal-fischer.epd, ethereal-standard.epd = perftsuite.epd plus two): their
   * shallow depths check the reading of their format without paying twice for the deep ones.
   */
  private static final Limits DUPLICATE = new Limits(5_000, 5_000);

  private static final List<Long> STARTING_POSITION_COUNTS =
      List.of(1L, 20L, 400L, 8_902L, 197_281L, 4_865_609L, 119_060_324L);

  @TestFactory
  Stream<DynamicTest> startingPosition() {
    int maxDepth = DEEP ? 6 : 5;
    return IntStream.rangeClosed(0, maxDepth).mapToObj(depth -> dynamicTest(
        "depth " + depth + ": " + STARTING_POSITION_COUNTS.get(depth),
        () -> assertEquals(STARTING_POSITION_COUNTS.get(depth),
            Perft.count(Board.startingPosition(), depth), "perft of the start position, depth " + depth)));
  }

  /** The Roce / van Kervinck perftsuite (CRLF lines). */
  @TestFactory
  Stream<DynamicNode> perftsuite() {
    return suite(PerftSuiteFile.readEpd("perft/perftsuite.epd"), DEFAULT, entry -> Fen.parse(entry.fen()));
  }

  @TestFactory
  Stream<DynamicNode> etherealStandard() {
    return suite(PerftSuiteFile.readEpd("perft/ethereal-standard.epd"), DUPLICATE,
        entry -> Fen.parse(entry.fen()));
  }

  /** Chess960 with Shredder-FEN castling ({@code HFhf}). */
  @TestFactory
  Stream<DynamicNode> etherealFischer() {
    return suite(PerftSuiteFile.readEpd("perft/ethereal-fischer.epd"), DEFAULT,
        entry -> Fen.parse(entry.fen(), Variant.CHESS960));
  }

  /** The van Kervinck random positions (Whittington's copy). */
  @TestFactory
  Stream<DynamicNode> perftMarcel() {
    return suite(PerftSuiteFile.readEpd("perft/perft-marcel.epd"), MANY_POSITIONS,
        entry -> Fen.parse(entry.fen()));
  }

  /** Positions with an en-passant square, at depth 4 (fields separated by two spaces). */
  @TestFactory
  Stream<DynamicNode> ferdyEnPassant() {
    return suite(PerftSuiteFile.readEpd("perft/ferdy_perft_enpassant_1.epd"), DEFAULT,
        entry -> Fen.parse(entry.fen()));
  }

  @TestFactory
  Stream<DynamicNode> ferdyDoubleChecks() {
    return suite(PerftSuiteFile.readEpd("perft/perft-ferdy-double-checks.epd"), DEFAULT,
        entry -> Fen.parse(entry.fen()));
  }

  @TestFactory
  Stream<DynamicNode> perftStress() {
    return suite(PerftSuiteFile.readEpd("perft/perft-stress.epd"), DEFAULT,
        entry -> Fen.parse(entry.fen()));
  }

  /** The 4-field EPDs of python-chess have no clocks. */
  @TestFactory
  Stream<DynamicNode> pythonChessRandom() {
    return suite(PerftSuiteFile.readPerft("perft/random.perft"), DUPLICATE,
        entry -> Fen.parse(entry.fen(), FenLeniency.MISSING_CLOCKS));
  }

  @TestFactory
  Stream<DynamicNode> pythonChessChess960() {
    return suite(PerftSuiteFile.readPerft("perft/chess960.perft"), DUPLICATE,
        entry -> Fen.parse(entry.fen(), Variant.CHESS960, FenLeniency.MISSING_CLOCKS));
  }

  /**
   * python-chess reads this file as Chess960. The {@code xfen-*} positions are Chess960 in X-FEN
   * (kings off the e-file, {@code KQkq} naming the outermost rooks), which the standard reader
   * rightly refuses, and {@code asymmetrical-and-king-on-h} keeps black's {@code q} right for a
   * king on h8 (the counts need it: its rook a8 may castle once the d8 rook is gone). The other
   * positions are standard chess and are read as such.
   */
  @TestFactory
  Stream<DynamicNode> pythonChessTricky() {
    Set<String> chess960 = Set.of("xfen-00", "xfen-01", "xfen-02", "xfen-03", "xfen-04",
        "asymmetrical-and-king-on-h");
    return suite(PerftSuiteFile.readPerft("perft/tricky.perft"), DEFAULT,
        entry -> Fen.parse(entry.fen(), chess960.contains(entry.id()) ? Variant.CHESS960 : Variant.STANDARD,
            FenLeniency.MISSING_CLOCKS));
  }

  /**
   * Seeded random-walk positions counted by Stockfish (see the file's header); the {@code id} of
   * each says its variant.
   */
  @TestFactory
  Stream<DynamicNode> stockfishRandom() {
    return suite(PerftSuiteFile.readEpd("perft/stockfish-random.epd"), DEFAULT,
        entry -> Fen.parse(entry.fen(),
            entry.id().startsWith("chess960-") ? Variant.CHESS960 : Variant.STANDARD));
  }

  /**
   * One container per position, one test per depth. The FEN is read inside each test, so that a
   * refused FEN fails that position's tests (naming file and line) instead of the whole file.
   */
  private static Stream<DynamicNode> suite(List<PerftSuiteFile.Entry> entries, Limits limits,
      Function<PerftSuiteFile.Entry, Board> reader) {
    return entries.stream()
        .filter(entry -> entry.counts().values().stream().anyMatch(count -> count <= limits.maxCount()))
        .map(entry -> dynamicContainer(entry.origin() + " " + entry.fen(),
            entry.counts().entrySet().stream()
                .filter(depthCount -> depthCount.getValue() <= limits.maxCount())
                .map(depthCount ->
                    depthTest(entry, depthCount.getKey(), depthCount.getValue(), limits, reader))));
  }

  private static DynamicTest depthTest(PerftSuiteFile.Entry entry, int depth, long expected, Limits limits,
      Function<PerftSuiteFile.Entry, Board> reader) {
    return dynamicTest("depth " + depth + ": " + expected, () -> {
      Board board = reader.apply(entry);
      String where = entry.origin() + ", depth " + depth + ", FEN \"" + entry.fen() + "\"";
      long bulk = Perft.count(board, depth);
      assertEquals(expected, bulk, () -> where + ": Perft.count gave " + bulk + divide(board, depth));
      if (expected <= limits.fullMaxCount()) {
        long full = Perft.countFull(board, depth);
        assertEquals(expected, full, () -> where + ": Perft.countFull gave " + full + divide(board, depth));
      }
    });
  }

  /** Perft.divide as {@code move: count} lines sorted by UCI, to compare with another engine. */
  private static String divide(Board board, int depth) {
    if (depth < 1) {
      return "";
    }
    Map<String, Long> counts = Perft.divide(board, depth);
    return counts.entrySet().stream()
        .map(moveCount -> moveCount.getKey() + ": " + moveCount.getValue())
        .sorted(Comparator.naturalOrder())
        .collect(Collectors.joining("\n", "\nPerft.divide(" + depth + ") of " + Fen.write(board) + ":\n",
            "\n" + counts.size() + " moves"));
  }
}

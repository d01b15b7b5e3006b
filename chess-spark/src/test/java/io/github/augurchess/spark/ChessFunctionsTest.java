package io.github.augurchess.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ChessFunctionsTest {
  private static final String START = Fen.STARTING_POSITION;
  private static final String SCHOLARS_MATE = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4";
  private static final String MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 8";

  @BeforeAll
  static void register() {
    ChessFunctions.register(SparkTests.spark(), new EngineOptions(4, 1));
  }

  private static Row sql(String query) {
    return SparkTests.spark().sql(query).first();
  }

  @Test
  void notationAndRulesFunctions() {
    Row row = sql("SELECT size(chess_legal_moves('" + START + "')), chess_san_to_uci('" + START + "', 'Nf3'),"
        + " chess_uci_to_san('" + START + "', 'e2e4'), chess_outcome('" + SCHOLARS_MATE + "').result,"
        + " chess_outcome('" + START + "'), chess_legal_moves('not a fen'), chess_san_to_uci('" + START + "', 'Nf6')");
    assertEquals(20, row.getInt(0));
    assertEquals("g1f3", row.getString(1));
    assertEquals("e4", row.getString(2));
    assertEquals("1-0", row.getString(3));
    assertTrue(row.isNullAt(4));
    assertTrue(row.isNullAt(5));
    assertTrue(row.isNullAt(6));
  }

  @Test
  void evaluationIsTheClassicalEvaluators() {
    Row row = sql("SELECT chess_eval('" + MIDDLEGAME + "')");
    assertEquals(new ClassicalEvaluator().evaluate(Fen.parse(MIDDLEGAME)), row.getInt(0));
  }

  @Test
  void networkEvaluationIsTheShippedNetworks() {
    Row row = sql("SELECT chess_eval_nnue('" + MIDDLEGAME + "'), chess_eval_nnue('not a fen')");
    assertEquals(new NnueEvaluator(Network.defaultNetwork()).evaluate(Fen.parse(MIDDLEGAME)), row.getInt(0));
    assertTrue(row.isNullAt(1));
  }

  @Test
  void searchEqualsTheEnginesOnOneMachine() {
    List<Row> rows = SparkTests.spark().sql("SELECT fen, chess_search(fen, 'nodes=3000') AS s FROM VALUES ('" + START
        + "'), ('" + MIDDLEGAME + "'), ('" + SCHOLARS_MATE + "') AS t(fen) ORDER BY fen").collectAsList();
    try (Engine engine = Engine.builder().hashMiB(4).threads(1).build()) {
      for (Row row : rows) {
        Board board = Fen.parse(row.getString(0));
        engine.newGame();
        SearchResult expected = engine.search(board, SearchLimits.nodes(3000));
        Row s = row.getStruct(1);
        String best = expected.bestMoveOrNull() == null ? null : board.uci(expected.bestMoveOrNull());
        assertEquals(best, s.getString(0), row.getString(0));
        assertEquals(expected.nodes(), s.getLong(4), row.getString(0));
        if (expected.score().isMate()) {
          assertEquals(expected.score().mateMoves(), s.getInt(2));
        } else {
          assertEquals(expected.score().centipawns(), s.getInt(1));
        }
      }
    }
  }

  @Test
  void fensOfEveryGameAreTheLibrarysInOrderWhateverTheSplits() throws IOException {
    Path[] files = {SparkTests.pgn("master/London1851.pgn"), SparkTests.pgn("python-chess/cutechess-fischerrandom.pgn"),
        SparkTests.pgn("master/MATE-POS.pgn"), SparkTests.pgn("nasty/franky-pgn_test.pgn")};
    Dataset<Row> games = SparkTests.spark().read().format("pgn").option(PgnDataSource.MAX_PARTITION_BYTES, 16_384)
        .load(SparkTests.absolute(files));
    assertTrue(games.rdd().getNumPartitions() > 10);
    List<Row> rows = ChessJobs.fens(games).select("file", "fen").orderBy("file", "offset", "ply").collectAsList();
    List<String> actual = new ArrayList<>();
    rows.forEach(r -> actual.add(Path.of(java.net.URI.create(r.getString(0)).getPath()).getFileName() + " " + r.getString(1)));
    List<String> expected = new ArrayList<>();
    for (Path file : files) {
      for (List<String> game : LibraryGames.fens(file)) {
        game.forEach(fen -> expected.add(file.getFileName() + " " + fen));
      }
    }
    // Files are ordered by their full paths; sort both the same way by file name, keeping order within a file.
    assertEquals(sortedByFile(expected), sortedByFile(actual));
  }

  private static List<String> sortedByFile(List<String> lines) {
    List<String> copy = new ArrayList<>(lines);
    copy.sort((a, b) -> a.substring(0, a.indexOf(' ')).compareTo(b.substring(0, b.indexOf(' '))));
    return copy;
  }

  @Test
  void positionsExplodeAsRows() {
    SparkSession spark = SparkTests.spark();
    Row row = spark.sql("SELECT count(*), max(p.ply) FROM (SELECT inline(chess_positions('" + START
        + "', array('e2e4', 'e7e5', 'g1f3'), false)) AS (ply, fen, move_uci, move_san)) p").first();
    assertEquals(4L, row.getLong(0));
    assertEquals(3, row.getInt(1));
    assertNull(spark.sql("SELECT chess_positions(NULL, array('e2e4'), false)").first().get(0));
  }
}

package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every PGN file of the shared test data, read with every move checked: the number of games and
 * exactly the problems expected (kind, game, line and column), and what is known of the games.
 */
class PgnFilesTest {

  /** Games per file, and the problems of the files that have any. */
  private static final Map<String, Integer> GAMES = new LinkedHashMap<>();
  private static final Map<String, List<String>> PROBLEMS = new LinkedHashMap<>();

  static {
    games("pgn/engine/sunfish-3fold.pgn", 713);
    games("pgn/engine/sunfish-3fold_do.pgn", 411);
    games("pgn/engine/sunfish-3fold_dont.pgn", 188);
    games("pgn/engine/sunfish-gaviota-starters.pgn", 2400);
    games("pgn/engine/sunfish-pgns.pgn", 278);
    games("pgn/master/Capablanca.pgn", 597);
    games("pgn/master/Carlsen.pgn", 2851);
    games("pgn/master/London1851.pgn", 251);
    games("pgn/master/MATE-POS.pgn", 67);
    games("pgn/master/Philidor.pgn", 6);
    games("pgn/master/WorldChamp1886.pgn", 20);
    // 6486 games have an Event tag; the tag section of one more starts with the malformed
    // line "[--- king]" and has no Event. "[--- b4 Sokolsky]" precedes a complete tag section.
    games("pgn/master/superbook2.pgn", 6487,
        "MALFORMED_TAG 670:12682:4",
        "MALFORMED_TAG 5940:103849:4");
    games("pgn/master/tatamast22.pgn", 91);
    games("pgn/mliebelt/32games.pgn", 32);
    games("pgn/mliebelt/benko.pgn", 2);
    games("pgn/mliebelt/lichess_mliebelt_2024-01-03.pgn", 8);
    games("pgn/mliebelt/sampleGame.pgn", 1);
    games("pgn/mliebelt/sampleGameThrow.pgn", 1, "MALFORMED_MOVE 1:2:13");
    games("pgn/mliebelt/sampleGames.pgn", 9);
    games("pgn/mliebelt/twic-01-232games.pgn", 232);
    games("pgn/nasty/franky-pgn_test.pgn", 19,
        // FEN tag with castling rights KQkq and no rooks on a1 and a8: read as Kk.
        "REPAIRED_FEN 1:6:54",
        // 5. Bc4 with a white pawn on c4.
        "ILLEGAL_MOVE 1:9:47",
        "RESERVED_TEXT 2:27:21",
        // (Bb3?) as an alternative to 7. Bc4 from f1.
        "ILLEGAL_MOVE 2:29:50");
    games("pgn/nasty/franky-pgn_test2-lan-moves.pgn", 2);
    for (int i = 1; i <= 15; i++) {
      String name = String.format("pgn/notnil/notnil-%04d.pgn", i);
      int games = i == 6 || i == 7 || i == 14 ? 5 : i == 13 ? 3 : 1;
      if (i >= 8 && i <= 10) {
        games(name, games, "MISSING_RESULT 1:2:1");
      } else {
        games(name, games);
      }
    }
    games("pgn/python-chess/anastasian-lewis.pgn", 1);
    games("pgn/python-chess/antichess-programfox.pgn", 2,
        "UNSUPPORTED_VARIANT 1:1:10", "UNSUPPORTED_VARIANT 2:5:10");
    games("pgn/python-chess/chessbase-empty-line.pgn", 1);
    games("pgn/python-chess/cutechess-fischerrandom.pgn", 4);
    games("pgn/python-chess/kasparov-deep-blue-1997.pgn", 6);
    games("pgn/python-chess/knightvuillaume-jannlee-zh-lichess.pgn", 1, "UNSUPPORTED_VARIANT 1:10:10");
    games("pgn/python-chess/molinari-bordais-1979.pgn", 1);
    games("pgn/python-chess/nepomniachtchi-liren-game1.pgn", 1);
    games("pgn/python-chess/saturs-jannlee-zh-lichess.pgn", 1, "UNSUPPORTED_VARIANT 1:10:10");
    games("pgn/python-chess/stockfish-learning.pgn", 1);
    games("pgn/python-chess/uci-moves.pgn", 1);
    games("pgn/python-chess/utf8-bom.pgn", 2);
    games("pgn/tcec/TCEC_Season_1_-_Division_1.pgn", 56);
    games("pgn/tcec/TCEC_Season_1_-_Division_2.pgn", 56);
    games("pgn/tcec/TCEC_Season_1_-_Division_3.pgn", 56);
    games("pgn/tcec/TCEC_Season_1_-_Elite-Match.pgn", 40);
    games("pgn/tcec/TCEC_Season_6_-_FRC.pgn", 112);
    games("pgn/tcec/TCEC_Season_9_-_Superfinal.pgn", 100);
  }

  private static void games(String file, int games, String... problems) {
    GAMES.put(file, games);
    PROBLEMS.put(file, List.of(problems));
  }

  @Test
  void everyFileIsListedWithItsExpectations() {
    assertEquals(new HashSet<>(TestData.list("pgn", ".pgn")), GAMES.keySet());
  }

  /**
   * Games and problems of each file; and, as an independent check of move reading, every complete
   * game with a PlyCount tag (8,239 of them) has exactly that many moves on its main line.
   */
  @Test
  void everyFileGivesItsGamesAndExactlyItsProblems() throws IOException {
    List<String> failures = new ArrayList<>();
    int plyCounts = 0;
    for (Map.Entry<String, Integer> file : GAMES.entrySet()) {
      PgnGames read = TestData.readPgn(file.getKey());
      List<String> problems = read.errors().stream().map(TestData::describe).collect(Collectors.toList());
      if (read.games().size() != file.getValue() || !problems.equals(PROBLEMS.get(file.getKey()))) {
        failures.add(file.getKey() + ": " + read.games().size() + " games, problems " + problems);
      }
      for (PgnGame game : read.games()) {
        List<String> own = game.errors().stream().map(TestData::describe).collect(Collectors.toList());
        List<String> expected = problems.stream().filter(p -> p.contains(" " + game.index() + ":"))
            .collect(Collectors.toList());
        if (!own.equals(expected)) {
          failures.add(file.getKey() + " game " + game.index() + " lists " + own);
        }
        String plyCount = game.tag("PlyCount");
        if (plyCount != null && game.isComplete()) {
          plyCounts++;
          if (Integer.parseInt(plyCount.trim()) != game.plyCount()) {
            failures.add(file.getKey() + " game " + game.index() + ": PlyCount " + plyCount + ", read " + game.plyCount());
          }
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
    assertEquals(8239, plyCounts);
  }

  @Test
  void superbookGamesAllHaveTheirResultMarkers() throws IOException {
    PgnGames read = TestData.readPgn("pgn/master/superbook2.pgn");
    assertEquals(6486, read.games().stream().filter(g -> g.tag("Event") != null).count());
    for (PgnGame game : read.games()) {
      assertEquals(game.tag("Result"), game.result(), game.toString());
    }
    PgnGame noEvent = read.games().get(669);
    assertEquals("Rossetto H", noEvent.tag("White"));
    assertEquals(101, noEvent.plyCount());
  }

  @Test
  void carlsenGamesEndInTheirResults() throws IOException {
    PgnGames read = TestData.readPgn("pgn/master/Carlsen.pgn");
    assertEquals(2851, read.games().size());
    assertTrue(read.errors().isEmpty());
    for (PgnGame game : read.games()) {
      assertEquals(game.tag("Result"), game.result(), game.toString());
    }
  }

  @Test
  void tcecChess960GamesStartFromTheirFenTags() throws IOException {
    PgnGames read = TestData.readPgn("pgn/tcec/TCEC_Season_6_-_FRC.pgn");
    Set<String> starts = new HashSet<>();
    for (PgnGame game : read.games()) {
      String fen = game.tag("FEN");
      assertNotNull(fen, game.toString());
      assertEquals("fischerandom", game.tag("Variant"));
      assertEquals(Variant.CHESS960, game.variant());
      assertEquals(Fen.parse(fen, Variant.CHESS960).fen(), game.startFen());
      starts.add(game.startFen());
      Board end = game.finalBoard();
      assertEquals(Variant.CHESS960, end.variant());
    }
    assertTrue(starts.size() > 40, "distinct Chess960 start positions: " + starts.size());
  }

  @Test
  void chess960CastlingIsKingTakesRook() throws IOException {
    PgnGame game = TestData.readPgn("pgn/python-chess/cutechess-fischerrandom.pgn").games().get(0);
    // 9... O-O in nbbrknrq/.. with the king on e8 and the kingside rook on g8.
    Board board = game.startPosition();
    boolean castled = false;
    for (Move move : game.mainLine()) {
      if (board.pieceAt(move.from()) != null && board.pieceAt(move.to()) != null
          && board.pieceAt(move.from()).type() == io.github.augurchess.api.PieceType.KING
          && board.pieceAt(move.to()).type() == io.github.augurchess.api.PieceType.ROOK) {
        castled = true;
      }
      board.play(move);
    }
    assertTrue(castled);
  }

  @Test
  void lichessClockCommentsStayOnTheirMoves() throws IOException {
    PgnGame game = TestData.readPgn("pgn/notnil/notnil-0004.pgn").games().get(0);
    GameNode first = game.root().next();
    assertNotNull(first);
    assertEquals(List.of(" [%eval 0.17] [%clk 0:00:30] "), first.comments());
    GameNode second = first.next();
    assertNotNull(second);
    assertEquals(List.of(" [%eval 0.19] [%clk 0:00:30] "), second.comments());
    for (GameNode node = first; node != null; node = node.next()) {
      assertTrue(node.comments().stream().anyMatch(c -> c.contains("[%clk ")), "move " + node.ply());
    }
  }

  @Test
  void engineMatchSummariesAfterTheResultBelongToTheirGame() throws IOException {
    PgnGames read = TestData.readPgn("pgn/tcec/TCEC_Season_1_-_Division_1.pgn");
    PgnGame last = read.games().get(55);
    GameNode node = last.root();
    while (node.next() != null) {
      node = node.next();
    }
    List<String> comments = node.comments();
    assertTrue(comments.get(comments.size() - 2).contains("Game Nr. 56 : Hiarcs 13.2 draws against Ivanhoe"), comments.toString());
    PgnGame first = read.games().get(0);
    assertFalse(first.root().comments().stream().anyMatch(c -> c.contains("Game Nr.")));
  }

  @Test
  void nullMovesOfTheMainLineAreRead() throws IOException {
    PgnGame game = TestData.readPgn("pgn/python-chess/anastasian-lewis.pgn").games().get(0);
    List<Move> moves = game.mainLine();
    assertEquals(84, moves.size());
    assertEquals(Move.NULL, moves.get(81));
    assertEquals("1-0", game.result());
  }

  @Test
  void theIllegalMoveOfSampleGameThrowIsReportedWhereItStands() throws IOException {
    PgnGames read = TestData.readPgn("pgn/mliebelt/sampleGameThrow.pgn");
    PgnException error = read.errors().get(0);
    assertEquals(PgnProblem.MALFORMED_MOVE, error.problem());
    assertEquals("Sf3", error.text());
    assertEquals(2, error.line());
    assertEquals(13, error.column());
    PgnGame game = read.games().get(0);
    assertEquals(2, game.plyCount());
    assertFalse(game.isComplete());
    assertEquals(List.of(" Demonstrates that the pgn parser may throw a syntax error. Sf3 is German and should be Nf3"),
        game.root().comments());
  }

  @Test
  void aByteOrderMarkIsNotPartOfTheFirstTag() throws IOException {
    PgnGames read = TestData.readPgn("pgn/python-chess/utf8-bom.pgn");
    assertEquals("A", read.games().get(0).tag("Event"));
    assertEquals("B", read.games().get(1).tag("Event"));
  }

  @Test
  void longAlgebraicAndUciMovesAreRead() throws IOException {
    PgnGames lan = TestData.readPgn("pgn/nasty/franky-pgn_test2-lan-moves.pgn");
    PgnGame game = lan.games().get(0);
    assertEquals(69, game.plyCount());
    PgnGames uci = TestData.readPgn("pgn/python-chess/uci-moves.pgn");
    assertTrue(uci.errors().isEmpty());
    assertEquals("1/2-1/2", uci.games().get(0).result());
  }
}

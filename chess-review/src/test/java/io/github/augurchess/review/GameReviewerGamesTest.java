package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reviews of whole games: a clean master game, games from a FEN, a Chess960 game. */
class GameReviewerGamesTest {
  /** Carlsen - Nakamura, Lindores Abbey 2020 (from the mliebelt/pgn-parser test games, Apache-2.0). */
  static final String MASTER_GAME = "[Event \"Lindores Abbey Prelim\"]\n[Site \"chess24.com INT\"]\n"
      + "[Date \"2020.05.19\"]\n[Round \"4.5\"]\n[White \"Carlsen,M\"]\n[Black \"Nakamura,Hi\"]\n"
      + "[Result \"1/2-1/2\"]\n\n"
      + "1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3 Be7 5. cxd5 exd5 6. Bf4 c6 7. Qc2 g6 8. e3\n"
      + "Bf5 9. Bd3 Bxd3 10. Qxd3 Nbd7 11. h4 Nb6 12. Ne5 Qc8 13. O-O-O Qe6 14. Kb1 Ne4\n"
      + "15. Qc2 Bb4 16. Nxe4 dxe4 17. h5 g5 18. Bxg5 f6 19. Rh4 fxg5 20. Rxe4 O-O 21.\n"
      + "Ng6 Qf7 22. Nxf8 Rxf8 23. Re5 h6 24. g4 Bd6 25. Rf5 Qe6 26. e4 Re8 27. f3 Bf4\n"
      + "28. Rd3 Nc4 29. Qc3 Nd6 30. d5 Qe7 31. Rf6 Be5 32. Rg6+ Kh7 33. Qc2 c5 34. Re6\n"
      + "Qc7 35. Rxe8 Nxe8 36. d6 Nxd6 37. Rd5 Nf7 38. Rxc5 Qb6 39. a4 a6 40. a5 Qe6 41.\n"
      + "Rd5 Kg7 42. Qc5 Qf6 43. Rd7 Bxb2 44. Rxb7 Bc3 45. Kc2 Be1 46. Qd5 Qxf3 47. Qe5+\n"
      + "Kg8 48. Qe8+ Kg7 49. Qe5+ Kg8 50. Qe8+ Kg7 51. Qe5+ 1/2-1/2\n";

  @Test
  void aCleanMasterGameHasNoBlunder() throws IOException {
    GameReview review = GameReviewerTest.review(MASTER_GAME, 10_000, 1);
    assertEquals(101, review.moves().size());
    for (MoveReview m : review.moves()) {
      assertTrue(m.moveClass() != MoveClass.BLUNDER, m.toString());
    }
    assertTrue(review.white().accuracy() > 80, review.white().toString());
    assertTrue(review.black().accuracy() > 80, review.black().toString());
  }

  @Test
  void aGameFromAFenWithWhiteToMove() throws IOException {
    String pgn = "[Event \"FEN\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1\"]\n[Result \"0-1\"]\n\n"
        + "1. Qd4 Rxd4 2. Ke2 Ke7 0-1\n";
    GameReview review = GameReviewerTest.review(pgn, 5_000, 1);
    assertEquals(MoveClass.BLUNDER, review.moves().get(0).moveClass(), review.moves().get(0).toString());
    assertRoundTrips(review);
  }

  @Test
  void aGameFromAFenWithBlackToMove() throws IOException {
    String pgn = "[Event \"FEN\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/3q4/8/8/3R4/4K3 b - - 0 1\"]\n[Result \"1-0\"]\n\n"
        + "1... Qd4 2. Rxd4 Ke7 1-0\n";
    GameReview review = GameReviewerTest.review(pgn, 5_000, 1);
    MoveReview qd4 = review.moves().get(0);
    assertEquals(Color.BLACK, qd4.mover());
    assertEquals(1, qd4.moveNumber());
    assertEquals(MoveClass.BLUNDER, qd4.moveClass(), qd4.toString());
    assertEquals(1, review.black().blunders());
    String annotated = assertRoundTrips(review);
    assertTrue(annotated.contains("1... Qd4 $4"), annotated);
    assertTrue(review.toHtml().contains("1... Qd4??"), review.toHtml());
  }

  @Test
  void aChess960GameIsReviewedAndRendered() throws IOException {
    // Augur plays itself for 24 plies from a Chess960 start with castling rights on both wings.
    Board board = Fen.parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", Variant.CHESS960);
    PgnGame game = new PgnGame(board);
    game.setTag("Event", "Chess960 self-play");
    GameNode node = game.root();
    try (Engine engine = Engine.builder().hashMiB(8).threads(1).build()) {
      for (int ply = 0; ply < 24 && !board.isGameOver(); ply++) {
        Move move = engine.search(board, SearchLimits.nodes(3_000)).bestMove().orElseThrow();
        node = node.addMove(move);
        board.play(move);
      }
    }
    String text = PgnWriter.toString(game);
    assertTrue(text.contains("[Variant \"Chess960\"]") || text.contains("[Variant \"chess960\"]"), text);
    GameReview review = GameReviewerTest.review(text, 3_000, 2);
    assertEquals(game.mainLine().size(), review.moves().size());
    String annotated = assertRoundTrips(review);
    PgnGame back = PgnReader.ofText(annotated).nextGame();
    assertNotNull(back);
    assertEquals(Variant.CHESS960, back.variant());
    String html = review.toHtml();
    assertTrue(html.contains("<svg class=\"graph\""), html);
  }

  /** Writes the annotated game, reads it back, and checks moves and every [%eval]; returns the text. */
  static String assertRoundTrips(GameReview review) throws IOException {
    String pgn = PgnWriter.toString(review.annotatedGame());
    PgnGame back = PgnReader.ofText(pgn).nextGame();
    assertNotNull(back, pgn);
    assertTrue(back.errors().isEmpty(), back.errors() + "\n" + pgn);
    assertEquals(review.game().mainLine(), back.mainLine(), pgn);
    assertEquals(review.game().startFen(), back.startFen(), pgn);
    List<MoveReview> moves = review.moves();
    GameNode node = back.root();
    int i = 0;
    List<String> problems = new ArrayList<>();
    while ((node = node.next()) != null) {
      MoveReview m = moves.get(i++);
      var parsed = EvalComment.parse(String.join(" ", node.comments()));
      boolean mateOnBoard = m.isCheckmate();
      if (mateOnBoard ? parsed.isPresent() : !parsed.equals(java.util.Optional.of(m.after()))) {
        problems.add(m.san() + ": " + parsed + " vs " + m.after());
      }
      if (m.moveClass().isError()) {
        assertEquals(List.of(m.moveClass().nag()), node.nags(), pgn);
      }
    }
    assertTrue(problems.isEmpty(), problems + "\n" + pgn);
    return pgn;
  }
}

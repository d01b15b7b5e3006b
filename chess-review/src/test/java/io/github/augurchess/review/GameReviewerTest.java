package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import io.github.augurchess.search.EngineSettings;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

class GameReviewerTest {
  static final String HUNG_QUEEN = "[Event \"Hung queen\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
      + "1. e4 e5 2. Nf3 Qg5 3. Nxg5 d6 4. Nf3 Nc6 1-0\n";
  static final String MISSED_MATE = "[Event \"Missed mate\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
      + "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qf3 Bc5 *\n";

  static PgnGame read(String pgn) throws IOException {
    PgnGame game = PgnReader.ofText(pgn).nextGame();
    if (game == null || !game.errors().isEmpty()) {
      throw new IllegalStateException("bad test game: " + pgn);
    }
    return game;
  }

  /** Augur behind the common engine interface: one search thread and a small table. */
  static AugurEngine augur() {
    return AugurEngine.create(EngineSettings.defaults().withHashMiB(8).withThreads(1));
  }

  static GameReview review(String pgn, long nodes, int threads) throws IOException {
    try (GameReviewer reviewer = GameReviewer.withEngines(GameReviewerTest::augur,
        ReviewOptions.of(SearchLimits.nodes(nodes)).withThreads(threads))) {
      return reviewer.review(read(pgn), ReviewListener.NONE);
    }
  }

  @Test
  void aHungQueenIsABlunder() throws IOException {
    GameReview review = review(HUNG_QUEEN, 10_000, 1);
    MoveReview qg5 = review.moves().get(3);
    assertEquals("Qg5", qg5.san());
    assertEquals(MoveClass.BLUNDER, qg5.moveClass(), qg5.toString());
    assertTrue(qg5.judgement().winDrop() > MoveClassifier.BLUNDER, qg5.toString());
    assertFalse(qg5.bestLine().isEmpty());
    assertEquals(1, review.black().blunders());
    assertEquals(0, review.white().blunders() + review.white().mistakes());
    assertTrue(review.white().accuracy() > review.black().accuracy());
  }

  @Test
  void aMissedMateInOneIsABlunder() throws IOException {
    GameReview review = review(MISSED_MATE, 10_000, 1);
    MoveReview qf3 = review.moves().get(6);
    assertEquals("Qf3", qf3.san());
    assertEquals(Score.mateIn(1), qf3.before());
    assertEquals(MoveClass.BLUNDER, qf3.moveClass(), qf3.toString());
    assertEquals("Qxf7#", read(MISSED_MATE).startPosition() == null ? "" : sanOfBest(qf3));
  }

  private static String sanOfBest(MoveReview review) throws IOException {
    var board = read(MISSED_MATE).startPosition();
    List<io.github.augurchess.api.Move> moves = read(MISSED_MATE).mainLine();
    for (int i = 0; i < review.ply(); i++) {
      board.play(moves.get(i));
    }
    return board.san(review.bestLine().get(0));
  }

  @Test
  void aCheckmatingMoveHasNoEvalComment() throws IOException {
    String pgn = "[Event \"Scholar\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
    GameReview review = review(pgn, 2_000, 1);
    MoveReview mate = review.moves().get(6);
    assertTrue(mate.isCheckmate());
    assertEquals(Score.mateIn(1), mate.after());
    assertEquals(MoveClass.GOOD, mate.moveClass());
    assertEquals(MoveClass.BLUNDER, review.moves().get(5).moveClass(), "3... Nf6 allows the mate");
    String text = PgnWriter.toString(review.annotatedGame());
    assertTrue(text.contains("4. Qxf7# 1-0"), text);
    assertTrue(text.contains("3... Nf6 $4 {[%eval #1]"), text);
  }

  @Test
  void oneThreadIsDeterministicAndMoreThreadsGiveTheSameReview() throws IOException {
    GameReview first = review(HUNG_QUEEN, 5_000, 1);
    GameReview second = review(HUNG_QUEEN, 5_000, 1);
    GameReview parallel = review(HUNG_QUEEN, 5_000, 3);
    assertEquals(first.moves(), second.moves());
    assertEquals(first.moves(), parallel.moves());
  }

  @Test
  void evalCommentsReadBackEqualTheScores() throws IOException {
    GameReview review = review(HUNG_QUEEN, 5_000, 1);
    String pgn = PgnWriter.toString(review.annotatedGame());
    PgnGame back = PgnReader.ofText(pgn).nextGame();
    assertTrue(back != null && back.errors().isEmpty(), pgn);
    assertEquals(read(HUNG_QUEEN).mainLine(), back.mainLine());
    List<Score> evals = new ArrayList<>();
    GameNode node = back.root();
    while ((node = node.next()) != null) {
      evals.add(EvalComment.parse(String.join(" ", node.comments())).orElseThrow());
    }
    List<Score> expected = new ArrayList<>();
    for (MoveReview m : review.moves()) {
      expected.add(m.after());
    }
    assertEquals(expected, evals, pgn);
    // Qg5 carries ?? ($4) and a variation with the better move.
    GameNode qg5 = back.root().next().next().next().next();
    assertEquals(List.of(4), qg5.nags(), pgn);
    assertEquals(2, qg5.parent().children().size(), pgn);
    assertTrue(pgn.contains("[Annotator \"Augur review (Augur, 5000 nodes)\"]"), pgn);
  }

  @Test
  void aCancelledReviewThrows() throws IOException {
    PgnGame game = read(HUNG_QUEEN);
    try (GameReviewer reviewer = GameReviewer.withEngines(GameReviewerTest::augur, ReviewOptions.of(SearchLimits.nodes(2_000)))) {
      assertThrows(CancellationException.class, () -> reviewer.review(game, (g, searched, positions) -> {
        if (searched == 3) {
          reviewer.cancel();
        }
      }));
      assertTrue(reviewer.isCancelled());
    }
  }

  @Test
  void progressCountsEveryPosition() throws IOException {
    List<Integer> seen = new ArrayList<>();
    try (GameReviewer reviewer = GameReviewer.withEngines(GameReviewerTest::augur, ReviewOptions.of(SearchLimits.nodes(1_000)))) {
      reviewer.review(read(HUNG_QUEEN), (g, searched, positions) -> {
        assertEquals(9, positions);
        assertEquals("A", g.white());
        seen.add(searched);
      });
    }
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), seen);
  }

  @Test
  void unboundedLimitsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> ReviewOptions.of(SearchLimits.infinite()));
    assertThrows(IllegalArgumentException.class, () -> ReviewOptions.of(SearchLimits.nodes(10)).withThreads(0));
  }
}

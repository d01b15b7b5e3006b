package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.UciEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A review with Stockfish as the external engine, when it is installed. */
class StockfishReviewTest {
  static final Path STOCKFISH = Path.of("/usr/games/stockfish");

  @Test
  void stockfishMarksTheHungQueen() throws Exception {
    assumeTrue(Files.isExecutable(STOCKFISH), "Stockfish is not installed");
    GameReview review;
    try (GameReviewer reviewer = GameReviewer.withEngines(() -> {
      UciEngine engine = UciEngine.start(List.of(STOCKFISH.toString()));
      engine.setOption("Threads", "1");
      engine.setOption("Hash", "16");
      return engine;
    }, ReviewOptions.of(SearchLimits.nodes(20_000)).withThreads(2))) {
      review = reviewer.review(GameReviewerTest.read(GameReviewerTest.HUNG_QUEEN), ReviewListener.NONE);
    }
    assertTrue(review.engine().toLowerCase().contains("stockfish"), review.engine());
    MoveReview qg5 = review.moves().get(3);
    assertEquals("Qg5", qg5.san());
    assertEquals(MoveClass.BLUNDER, qg5.moveClass(), qg5.toString());
    assertTrue(!qg5.bestLine().isEmpty());
    GameReviewerGamesTest.assertRoundTrips(review);
  }
}

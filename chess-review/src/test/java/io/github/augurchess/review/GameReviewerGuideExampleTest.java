package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.client.AugurEngine;
import io.github.augurchess.client.ChessEngine;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Runs the review example of docs/guide/review.md; the examples module checks that the guide shows it. */
class GameReviewerGuideExampleTest {

  @Test
  void theGuidesReviewMarksTheHungQueenAndReportsProgress() throws Exception {
    PgnGame game = GameReviewerTest.read(GameReviewerTest.HUNG_QUEEN);
    List<String> progress = new ArrayList<>();
    String pgn;
    String html;
    GameReview review;
    // GUIDE-BEGIN
    Supplier<ChessEngine> engines = AugurEngine::create; // or () -> UciEngine.start(List.of("/usr/games/stockfish"))
    try (GameReviewer reviewer = GameReviewer.withEngines(engines, ReviewOptions.of(SearchLimits.nodes(20_000)))) {
      review = reviewer.review(game, (g, searched, positions) -> progress.add(searched + "/" + positions));
      pgn = PgnWriter.toString(review.annotatedGame());
      html = review.toHtml();
    }
    // GUIDE-END
    assertEquals("9/9", progress.get(progress.size() - 1), progress.toString());
    assertEquals(MoveClass.BLUNDER, review.moves().get(3).moveClass(), review.moves().get(3).toString());
    assertTrue(pgn.contains("Qg5 $4"), pgn);   // $4 is the NAG written ?? in text
    assertTrue(pgn.contains("[%eval "), pgn);
    assertTrue(html.startsWith("<!DOCTYPE html>") || html.contains("<html"), html.substring(0, 80));
  }
}

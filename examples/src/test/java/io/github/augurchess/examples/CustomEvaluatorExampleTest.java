package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.examples.CustomEvaluatorExample.CentreEvaluator;
import io.github.augurchess.movegen.Board;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CustomEvaluatorExampleTest {
  private static final int DEPTH = 4;

  @Test
  void theStartPositionScoresZeroForEitherSide() {
    Board board = Board.startingPosition();
    assertEquals(0, new CentreEvaluator().evaluate(board));
    board.playUci("e2e4");
    // One white pawn in the centre: black, to move, is 20 behind.
    assertEquals(-20, new CentreEvaluator().evaluate(board));
  }

  @Test
  void theSearchWithTheCustomEvaluatorFindsWhatItShould() {
    List<String> fens = CustomEvaluatorExample.positions();
    Board start = Board.fromFen(fens.get(0));
    String opening = start.san(CustomEvaluatorExample.search(start, DEPTH).bestMove().orElseThrow());
    assertTrue(Set.of("e4", "d4", "Nc3", "Nf3", "e3", "d3", "c4", "f4").contains(opening), opening);

    Board queenEnPrise = Board.fromFen(fens.get(1));
    assertEquals("Bxg5", queenEnPrise.san(CustomEvaluatorExample.search(queenEnPrise, DEPTH).bestMove().orElseThrow()));

    Board mateInOne = Board.fromFen(fens.get(2));
    SearchResult mate = CustomEvaluatorExample.search(mateInOne, DEPTH);
    assertEquals("Rd8#", mateInOne.san(mate.bestMove().orElseThrow()));
    assertEquals(Score.mateIn(1), mate.score());
  }
}

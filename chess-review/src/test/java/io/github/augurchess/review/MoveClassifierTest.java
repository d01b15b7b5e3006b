package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Score;
import org.junit.jupiter.api.Test;

class MoveClassifierTest {
  private final MoveClassifier classifier = MoveClassifier.standard();

  @Test
  void aHungQueenFromEqualIsABlunder() {
    MoveJudgement j = classifier.judge(Score.centipawns(10), Score.centipawns(-890));
    assertEquals(MoveClass.BLUNDER, j.moveClass());
    assertTrue(j.winDrop() > MoveClassifier.BLUNDER, "drop " + j.winDrop());
    assertEquals(4, j.moveClass().nag());
    assertEquals("??", j.moveClass().symbol());
  }

  @Test
  void aMoveThatKeepsTheScoreIsGoodAndFullyAccurate() {
    MoveJudgement j = classifier.judge(Score.centipawns(35), Score.centipawns(35));
    assertEquals(MoveClass.GOOD, j.moveClass());
    assertEquals(100.0, j.accuracy(), 1e-3);
    assertEquals(0.0, j.winDrop());
  }

  @Test
  void aMoveBetterThanTheSearchExpectedLosesNothing() {
    MoveJudgement j = classifier.judge(Score.centipawns(0), Score.centipawns(120));
    assertEquals(0.0, j.winDrop());
    assertEquals(MoveClass.GOOD, j.moveClass());
  }

  @Test
  void theStandardThresholdsNearEqualityFallAtLichessLikeLosses() {
    // From an equal position: 40 cp lost is good, 60 an inaccuracy, 120 a mistake, 180 a blunder.
    assertEquals(MoveClass.GOOD, classifier.judge(Score.centipawns(0), Score.centipawns(-40)).moveClass());
    assertEquals(MoveClass.INACCURACY, classifier.judge(Score.centipawns(0), Score.centipawns(-60)).moveClass());
    assertEquals(MoveClass.MISTAKE, classifier.judge(Score.centipawns(0), Score.centipawns(-120)).moveClass());
    assertEquals(MoveClass.BLUNDER, classifier.judge(Score.centipawns(0), Score.centipawns(-180)).moveClass());
    // Far ahead, the same loss in centipawns matters less.
    assertEquals(MoveClass.GOOD, classifier.judge(Score.centipawns(800), Score.centipawns(620)).moveClass());
  }

  @Test
  void missingAMateForASmallEdgeIsABlunder() {
    assertEquals(MoveClass.BLUNDER, classifier.judge(Score.mateIn(1), Score.centipawns(50)).moveClass());
    assertEquals(MoveClass.MISTAKE, classifier.judge(Score.mateIn(1), Score.centipawns(150)).moveClass());
    assertEquals(MoveClass.GOOD, classifier.judge(Score.mateIn(1), Score.mateIn(3)).moveClass());
  }

  @Test
  void walkingIntoAMateIsABlunder() {
    assertEquals(MoveClass.BLUNDER, classifier.judge(Score.centipawns(0), Score.mateIn(-3)).moveClass());
  }

  @Test
  void aLostPositionStaysLostWhateverIsPlayed() {
    // Already mated in every line: no move can lose more.
    assertEquals(MoveClass.GOOD, classifier.judge(Score.mateIn(-4), Score.mateIn(-2)).moveClass());
  }

  @Test
  void thresholdsSplitTheDrops() {
    assertEquals(MoveClass.GOOD, classifier.classify(0.0999));
    assertEquals(MoveClass.INACCURACY, classifier.classify(0.10));
    assertEquals(MoveClass.MISTAKE, classifier.classify(0.20));
    assertEquals(MoveClass.BLUNDER, classifier.classify(0.30));
    assertEquals(MoveClass.BLUNDER, classifier.classify(1.0));
  }

  @Test
  void classesGrowWithTheLoss() {
    MoveClass previous = MoveClass.GOOD;
    for (int cp = 50; cp >= -1500; cp -= 5) {
      MoveClass c = classifier.judge(Score.centipawns(50), Score.centipawns(cp)).moveClass();
      assertTrue(c.ordinal() >= previous.ordinal(), "at " + cp);
      previous = c;
    }
    assertEquals(MoveClass.BLUNDER, previous);
  }

  @Test
  void whiteViewScoresAreTurnedToTheMover() {
    // Black to move at -0.20 for White (+0.20 for Black) hangs a rook: +4.80 for White after.
    MoveJudgement j = classifier.judge(Color.BLACK, Score.centipawns(-20), Score.centipawns(480));
    assertEquals(Score.centipawns(20), j.before());
    assertEquals(Score.centipawns(-480), j.after());
    assertEquals(MoveClass.BLUNDER, j.moveClass());
  }

  @Test
  void negationSwapsTheSides() {
    assertEquals(Score.centipawns(-33), MoveClassifier.negate(Score.centipawns(33)));
    assertEquals(Score.mateIn(-2), MoveClassifier.negate(Score.mateIn(2)));
    assertEquals(Score.mateIn(1), MoveClassifier.negate(Score.mateIn(0)));
    assertEquals(Score.mateIn(5), MoveClassifier.view(Score.mateIn(5), Color.WHITE));
  }

  @Test
  void rejectsThresholdsOutOfOrder() {
    WinProbability curve = WinProbability.augur();
    assertThrows(IllegalArgumentException.class, () -> new MoveClassifier(curve, 0.2, 0.1, 0.3));
    assertThrows(IllegalArgumentException.class, () -> new MoveClassifier(curve, 0, 0.1, 0.3));
    assertThrows(IllegalArgumentException.class, () -> new MoveClassifier(curve, 0.1, 0.2, 1.5));
  }
}

/**
 * Game review: win probability, move classification and accuracy.
 *
 * <pre>{@code
 * MoveClassifier classifier = MoveClassifier.standard();
 * MoveJudgement j = classifier.judge(Score.centipawns(20), Score.centipawns(-880));
 * j.moveClass();          // BLUNDER, NAG $4, "??"
 * j.winDrop();            // the win probability the move gave away
 * Accuracy.ofPlayer(new double[] {100, 95, j.accuracy()});
 * }</pre>
 */
package io.github.augurchess.review;

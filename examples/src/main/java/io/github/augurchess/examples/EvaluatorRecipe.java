package io.github.augurchess.examples;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.Engine;

/** A custom evaluator: the engine searches, the evaluator scores the positions it reaches. */
public final class EvaluatorRecipe {
  public static void main(String[] args) {
    // Pawns only, in centipawns from the side to move's point of view (at most ±30,000).
    Evaluator pawns = position -> {
      Color us = position.sideToMove();
      return 100 * (Long.bitCount(position.pieces(us, PieceType.PAWN))
          - Long.bitCount(position.pieces(us.opposite(), PieceType.PAWN)));
    };
    // The engine asks for one evaluator per search thread, so an evaluator may keep caches.
    try (Engine engine = Engine.builder().evaluator(() -> pawns).build()) {
      Board board = Board.fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
      System.out.println(board.san(engine.search(board, SearchLimits.depth(4)).bestMove().orElseThrow())); // exd5
    }
  }
}

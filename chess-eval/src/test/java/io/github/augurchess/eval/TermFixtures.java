package io.github.augurchess.eval;

import io.github.augurchess.api.Color;
import io.github.augurchess.movegen.Board;

/** Builds small positions for term tests and reads their traces. */
final class TermFixtures {
  private TermFixtures() {}

  /**
   * A board with white to move and no castling rights from pieces such as {@code "Kg1"} (white
   * king on g1) and {@code "pb7"} (black pawn on b7).
   */
  static Board board(String... pieces) {
    return Board.fromFen(fen('w', pieces));
  }

  static String fen(char side, String... pieces) {
    char[] squares = new char[64];
    for (String piece : pieces) {
      int file = piece.charAt(1) - 'a';
      int rank = piece.charAt(2) - '1';
      squares[rank * 8 + file] = piece.charAt(0);
    }
    StringBuilder fen = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        char c = squares[rank * 8 + file];
        if (c == 0) {
          empty++;
        } else {
          if (empty > 0) {
            fen.append(empty);
            empty = 0;
          }
          fen.append(c);
        }
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    return fen + " " + side + " - - 0 1";
  }

  /** The trace of a position (no pawn hash, so each test sees a fresh computation). */
  static EvalTrace trace(String... pieces) {
    return trace(EvalParameters.defaults(), pieces);
  }

  /** The trace of a position under these weights (no pawn hash). */
  static EvalTrace trace(EvalParameters weights, String... pieces) {
    return new ClassicalEvaluator(weights, 0).trace(board(pieces));
  }

  /** A default weight by name. */
  static int w(String name) {
    return EvalParameters.defaults().value(name);
  }

  static int whiteMg(EvalTrace trace, EvalTerm term) {
    return trace.mg(term, Color.WHITE);
  }

  static int whiteEg(EvalTrace trace, EvalTerm term) {
    return trace.eg(term, Color.WHITE);
  }

  static int blackMg(EvalTrace trace, EvalTerm term) {
    return trace.mg(term, Color.BLACK);
  }

  static int blackEg(EvalTrace trace, EvalTerm term) {
    return trace.eg(term, Color.BLACK);
  }

  /** The king distance between two named squares. */
  static int distance(String a, String b) {
    return Math.max(Math.abs(a.charAt(0) - b.charAt(0)), Math.abs(a.charAt(1) - b.charAt(1)));
  }
}

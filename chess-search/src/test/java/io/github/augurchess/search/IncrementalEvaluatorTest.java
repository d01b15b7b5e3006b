package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.PositionListener;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.movegen.Board;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * An evaluator that keeps its material sum through the board's deltas stays in step with the
 * search's make and unmake (null moves included), across searches and threads.
 */
class IncrementalEvaluatorTest {
  private static final int[] VALUE = {100, 300, 300, 500, 900, 0};

  /** White's material minus black's, kept from the deltas; checked against a count at every call. */
  static final class IncrementalMaterial implements Evaluator, PositionListener {
    private final AtomicLong evaluations;
    private int whiteMinusBlack;

    IncrementalMaterial(AtomicLong evaluations) {
      this.evaluations = evaluations;
    }

    @Override
    public void reset(Position root) {
      whiteMinusBlack = fromScratch(root);
    }

    @Override
    public int evaluate(Position position) {
      int scratch = fromScratch(position);
      if (scratch != whiteMinusBlack) {
        throw new AssertionError("incremental " + whiteMinusBlack + " != " + scratch + " in " + position.fen());
      }
      evaluations.incrementAndGet();
      return position.sideToMove() == Color.WHITE ? whiteMinusBlack : -whiteMinusBlack;
    }

    private static int fromScratch(Position position) {
      int sum = 0;
      for (PieceType type : PieceType.values()) {
        sum += VALUE[type.ordinal()] * (Long.bitCount(position.pieces(Color.WHITE, type))
            - Long.bitCount(position.pieces(Color.BLACK, type)));
      }
      return sum;
    }

    private static int signed(int piece) {
      return piece < 6 ? VALUE[piece] : -VALUE[piece - 6];
    }

    @Override
    public void pieceAdded(int piece, int square) {
      whiteMinusBlack += signed(piece);
    }

    @Override
    public void pieceRemoved(int piece, int square) {
      whiteMinusBlack -= signed(piece);
    }

    @Override
    public void pieceMoved(int piece, int from, int to) {}
  }

  @Test
  void theSumStaysInStepThroughSearches() {
    AtomicLong evaluations = new AtomicLong();
    try (Engine engine = Engine.builder().threads(2).evaluator(() -> new IncrementalMaterial(evaluations)).build()) {
      for (String fen : new String[] {
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
          "rnbqkb1r/pp1p1ppp/2p5/4P3/2B5/8/PPP1NnPP/RNBQK2R w KQkq - 0 6"}) {
        Board board = Board.fromFen(fen);
        assertTrue(engine.search(board, SearchLimits.depth(7)).bestMove().isPresent());
      }
    }
    assertTrue(evaluations.get() > 1000, "evaluated " + evaluations.get());
  }
}

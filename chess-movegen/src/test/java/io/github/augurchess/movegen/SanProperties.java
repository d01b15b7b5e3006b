package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.PieceType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Invariants of SAN, LAN and UCI text over positions from seeded random games ({@link
 * RandomGames}, standard and Chess960): every legal move's SAN reads back, strictly and
 * leniently, to that move and to no other; lenient reading of UCI text and of SAN text agree; LAN
 * reads back leniently.
 *
 * <p>Every failure names the seed, walk, ply, FEN and move; rerun a failure with
 * {@code -Daugur.seed=<seed>}. {@code -Pdeep} visits ten times as many positions.
 */
class SanProperties {
  private static final long SEED = RandomGames.seed();
  private static final int POSITIONS = RandomGames.deep() ? 100_000 : 10_000;

  @BeforeAll
  static void announceSeed() {
    System.out.printf("SanProperties: seed 0x%X (-D%s=... to change), %d positions per property%s%n",
        SEED, RandomGames.SEED_PROPERTY, POSITIONS, RandomGames.deep() ? " (deep)" : "");
  }

  /** Parses, turning any exception into a failure that says where. */
  private static Move parse(Board board, String text, SanMode mode, RandomGames.Walk walk, Move move) {
    try {
      return board.parseSan(text, mode);
    } catch (RuntimeException e) {
      throw new AssertionError(walk.where(move) + ": " + mode + " reading of \"" + text + "\" threw " + e, e);
    }
  }

  private static void expectSame(Move expected, Move actual, String what, RandomGames.Walk walk) {
    if (expected != actual) {
      fail(walk.where(expected) + ": " + what + " gave " + actual);
    }
  }

  /** The board is as it was: same key, same history length. */
  private static void expectUnchanged(Board board, long key, int history, RandomGames.Walk walk) {
    if (board.zobristKey() != key || board.historySize() != history) {
      fail(walk.where() + ": reading or writing notation changed the board to " + board.fen());
    }
  }

  @Test
  void sanOfEveryLegalMoveReadsBackToThatMoveAndNoOther() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      long key = board.zobristKey();
      int history = board.historySize();
      List<Move> moves = board.legalMoves();
      Map<String, Move> bySan = new HashMap<>();
      for (Move move : moves) {
        String san = board.san(move);
        Move earlier = bySan.put(san, move);
        if (earlier != null) {
          fail(walk.where(move) + ": SAN \"" + san + "\" is also written for " + earlier);
        }
        for (SanMode mode : SanMode.values()) {
          expectSame(move, parse(board, san, mode, walk, move), mode + " reading of \"" + san + "\"", walk);
        }
      }
      expectUnchanged(board, key, history, walk);
    });
  }

  @Test
  void sanSuffixSaysCheckOrMate() {
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      int n = board.generateLegal(buffer, 0);
      int[] moves = java.util.Arrays.copyOf(buffer, n);
      for (int packed : moves) {
        Move move = PackedMove.toMove(packed);
        String san = board.san(move);
        board.makeMove(packed);
        boolean check = board.isCheck();
        boolean mate = check && board.countLegalMoves() == 0;
        board.unmakeMove();
        String expectedSuffix = mate ? "#" : check ? "+" : "";
        String suffix = san.endsWith("#") ? "#" : san.endsWith("+") ? "+" : "";
        if (!suffix.equals(expectedSuffix)) {
          fail(walk.where(move) + ": SAN \"" + san + "\" but the move gives " + (mate ? "mate" : check ? "check" : "no check"));
        }
        boolean castling = PackedMove.isCastling(packed);
        if (castling != san.startsWith("O-O")) {
          fail(walk.where(move) + ": SAN \"" + san + "\" for castling=" + castling);
        }
      }
    });
  }

  @Test
  void lenientReadingOfUciTextAndSanTextAgree() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      for (Move move : board.legalMoves()) {
        String uci = board.uci(move);
        String san = board.san(move);
        Move fromUci;
        try {
          fromUci = board.parseUci(uci);
        } catch (RuntimeException e) {
          throw new AssertionError(walk.where(move) + ": parseUci(\"" + uci + "\") threw " + e, e);
        }
        expectSame(move, fromUci, "parseUci(\"" + uci + "\")", walk);
        Move lenientUci = parse(board, uci, SanMode.LENIENT, walk, move);
        Move lenientSan = parse(board, san, SanMode.LENIENT, walk, move);
        if (lenientUci != lenientSan || lenientUci != move) {
          fail(walk.where(move) + ": lenient \"" + uci + "\" gave " + lenientUci + " but lenient \"" + san
              + "\" gave " + lenientSan);
        }
        // The raw coordinates (castling as king takes rook) read leniently in both variants.
        Move raw = parse(board, move.toString(), SanMode.LENIENT, walk, move);
        expectSame(move, raw, "lenient reading of the raw coordinates \"" + move + "\"", walk);
      }
    });
  }

  @Test
  void lanReadsBackLeniently() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      long key = board.zobristKey();
      int history = board.historySize();
      for (Move move : board.legalMoves()) {
        String lan = board.lan(move);
        expectSame(move, parse(board, lan, SanMode.LENIENT, walk, move), "lenient reading of LAN \"" + lan + "\"", walk);
        expectSame(move, parse(board, lan, SanMode.LENIENT_WITH_NULL_MOVES, walk, move),
            "lenient (null moves) reading of LAN \"" + lan + "\"", walk);
      }
      expectUnchanged(board, key, history, walk);
    });
  }

  @Test
  void sanWithoutSuffixOrWithFullOriginReadsBackLeniently() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      for (Move move : board.legalMoves()) {
        String san = board.san(move);
        String bare = san.replaceAll("[+#]$", "");
        expectSame(move, parse(board, bare, SanMode.LENIENT, walk, move), "lenient reading of \"" + bare + "\"", walk);
        expectSame(move, parse(board, san + "!?", SanMode.LENIENT, walk, move),
            "lenient reading of \"" + san + "!?\"", walk);
        if (bare.startsWith("O-O")) {
          String zeros = bare.replace('O', '0');
          expectSame(move, parse(board, zeros, SanMode.LENIENT, walk, move), "lenient reading of \"" + zeros + "\"", walk);
          continue;
        }
        // Piece letter (P for pawns), full origin, optional x, destination, promotion without '='.
        PieceType type = board.pieceAt(move.from()).type();
        PieceType promotion = move.promotion();
        String full = type.sanLetter() + move.from().algebraic() + (bare.contains("x") ? "x" : "")
            + move.to().algebraic() + (promotion == null ? "" : String.valueOf(promotion.sanLetter()));
        expectSame(move, parse(board, full, SanMode.LENIENT, walk, move), "lenient reading of \"" + full + "\"", walk);
      }
    });
  }
}

package io.github.augurchess.movegen;

import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Rank;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions for property tests: seeded random walks over the legal moves from the standard start,
 * from Chess960 starts (fixed ones and ones drawn from the seed, in X-FEN and Shredder-FEN) and
 * from tactical positions. The walks prefer castling, en passant, promotions (three times in four
 * an under-promotion), checks, captures and pawn moves, so that the rare rules happen often.
 *
 * <p>The walks are a pure function of the seed: {@value #SEED_PROPERTY} overrides the default seed
 * (decimal or {@code 0x} hex), and every failure message names the seed, the walk and the ply.
 */
final class RandomGames {
  private RandomGames() {}

  static final String SEED_PROPERTY = "augur.seed";
  static final long DEFAULT_SEED = 0x5EED_A6C0_2025_0001L;

  /** The standard start and positions rich in tactics, castling, en passant and promotion. */
  static final List<String> STANDARD_STARTS = List.of(
      Fen.STARTING_POSITION,
      // Kiwipete: castling both ways, pins, en passant after ...c5 or ...g5 pushes.
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      // En passant that would expose the king along the rank (b5xc6 is illegal).
      "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
      // Promotions and under-promotions on both sides, captures onto the back rank.
      "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

  /** Chess960 positions with unusual king and rook files, in both castling notations. */
  static final List<String> CHESS960_STARTS = List.of(
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "rkrbbqnn/pppppppp/8/8/8/8/PPPPPPPP/RKRBBQNN w KQkq - 0 1",
      // King on g with a rook on h: short castling moves only the rook.
      "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1",
      // King on b with a rook on a: long castling moves the king one square right.
      "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
      "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
      // The castling rook on b1 shields c1 from the queen on a1: O-O-O is illegal.
      "1r1k2r1/8/8/8/8/8/8/qR1K2R1 w GB - 0 1");

  /** The seed of this run: the system property if set, else the fixed default. */
  static long seed() {
    String text = System.getProperty(SEED_PROPERTY);
    return text == null || text.isBlank() ? DEFAULT_SEED : Long.decode(text.trim());
  }

  /** True when the deep suites run ({@code -Pdeep}). */
  static boolean deep() {
    return Boolean.getBoolean("augur.deep");
  }

  /** Receives each visited position; it must leave the board as it found it. */
  @FunctionalInterface
  interface Visitor {
    void visit(Walk walk, Board board);
  }

  /** Where a visited position comes from, for failure messages. */
  static final class Walk {
    private final long seed;
    private final int index;
    private final String start;
    private final Variant variant;
    private final List<String> line = new ArrayList<>();
    private String fen;

    Walk(long seed, int index, String start, Variant variant) {
      this.seed = seed;
      this.index = index;
      this.start = start;
      this.variant = variant;
      this.fen = start;
    }

    int ply() {
      return line.size();
    }

    /** Seed, walk, ply, start, moves so far and FEN of the position being visited. */
    String where() {
      return String.format("seed=0x%X (rerun with -D%s=0x%X) walk=%d ply=%d variant=%s start=\"%s\" line=%s fen=\"%s\"",
          seed, SEED_PROPERTY, seed, index, ply(), variant, start, String.join(" ", line), fen);
    }

    /** As {@link #where()}, with the move under test. */
    String where(Object move) {
      return where() + " move=" + move;
    }
  }

  /** Visits {@code positions} positions (each ply of each walk, start included) from the seed. */
  static void visit(long seed, int positions, Visitor visitor) {
    SplittableRandom walks = new SplittableRandom(seed);
    int visited = 0;
    for (int index = 0; visited < positions; index++) {
      SplittableRandom random = walks.split();
      Variant variant = index % 5 == 1 || index % 5 == 2 ? Variant.CHESS960 : Variant.STANDARD;
      String start = startOf(index, random);
      Walk walk = new Walk(seed, index, start, variant);
      Board board = Fen.parse(start, variant);
      // Mostly middlegame-length walks; some long ones go past the board's initial undo stacks.
      int maxPlies = random.nextInt(10) == 0 ? 300 + random.nextInt(200) : 10 + random.nextInt(100);
      int[] moves = new int[MoveGenerator.MAX_MOVES];
      while (visited < positions) {
        walk.fen = board.fen();
        try {
          visitor.visit(walk, board);
        } catch (RuntimeException e) {
          throw new AssertionError(walk.where() + ": " + e, e);
        }
        visited++;
        int n = board.generateLegal(moves, 0);
        // Stop at the end of the game, well before the 75-move rule makes the FEN clocks invalid.
        if (n == 0 || walk.ply() >= maxPlies || board.halfmoveClock() >= 140) {
          break;
        }
        int move = choose(board, moves, n, random);
        try {
          if (index % 2 == 0) {
            board.makeMove(move);
          } else {
            board.play(PackedMove.toMove(move));   // the value layer, on odd walks
          }
        } catch (RuntimeException e) {
          throw new AssertionError(walk.where(PackedMove.toMove(move)) + ": the walk's own move failed: " + e, e);
        }
        walk.line.add(PackedMove.toMove(move).toString());
      }
    }
  }

  private static String startOf(int index, SplittableRandom random) {
    switch (index % 5) {
      case 0:
        return index % 10 == 0 ? Fen.STARTING_POSITION : pick(STANDARD_STARTS, random);
      case 1:
        return chess960Start(random, index % 10 == 1);
      case 2:
        return pick(CHESS960_STARTS, random);
      case 3:
        return STANDARD_STARTS.get(1);   // Kiwipete
      default:
        return pick(STANDARD_STARTS, random);
    }
  }

  private static <T> T pick(List<T> list, SplittableRandom random) {
    return list.get(random.nextInt(list.size()));
  }

  /** A random Chess960 start: bishops on opposite colours, the king between the rooks. */
  static String chess960Start(SplittableRandom random, boolean shredder) {
    char[] rank = new char[8];
    rank[2 * random.nextInt(4)] = 'b';
    rank[2 * random.nextInt(4) + 1] = 'b';
    placeOnFreeSquare(rank, 'q', random);
    placeOnFreeSquare(rank, 'n', random);
    placeOnFreeSquare(rank, 'n', random);
    char[] rest = {'r', 'k', 'r'};
    int next = 0;
    StringBuilder rookFiles = new StringBuilder();
    for (int file = 0; file < 8; file++) {
      if (rank[file] == 0) {
        rank[file] = rest[next++];
        if (rank[file] == 'r') {
          rookFiles.insert(0, (char) ('a' + file));   // kingside (the later rook) first
        }
      }
    }
    String black = new String(rank);
    String castling = shredder ? rookFiles.toString().toUpperCase() + rookFiles : "KQkq";
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + black.toUpperCase() + " w " + castling + " - 0 1";
  }

  private static void placeOnFreeSquare(char[] rank, char piece, SplittableRandom random) {
    int free = 0;
    for (char c : rank) {
      free += c == 0 ? 1 : 0;
    }
    int target = random.nextInt(free);
    for (int file = 0; file < 8; file++) {
      if (rank[file] == 0 && target-- == 0) {
        rank[file] = piece;
        return;
      }
    }
  }

  /**
   * Picks the next move of a walk, biased toward the rare rules: castling, en passant and double
   * checks whenever possible most of the time, then promotions (any piece), double pawn steps that
   * allow en passant, checks, captures and pawn moves.
   */
  private static int choose(Board board, int[] moves, int n, SplittableRandom random) {
    List<Integer> castling = new ArrayList<>();
    List<Integer> enPassant = new ArrayList<>();
    List<Integer> promotions = new ArrayList<>();
    List<Integer> enPassantSetups = new ArrayList<>();
    List<Integer> doubleChecks = new ArrayList<>();
    List<Integer> checks = new ArrayList<>();
    List<Integer> captures = new ArrayList<>();
    List<Integer> pawnMoves = new ArrayList<>();
    List<Integer> development = new ArrayList<>();
    boolean mayCastle = board.castlingRights().has(board.sideToMove(), CastlingSide.KINGSIDE)
        || board.castlingRights().has(board.sideToMove(), CastlingSide.QUEENSIDE);
    Rank backRank = board.sideToMove() == Color.WHITE ? Rank.R1 : Rank.R8;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      Square from = Square.ofIndex(PackedMove.from(move));
      Square to = Square.ofIndex(PackedMove.to(move));
      boolean pawn = board.pieceAt(from).type() == PieceType.PAWN;
      if (PackedMove.isCastling(move)) {
        castling.add(move);
      } else if (PackedMove.isEnPassant(move)) {
        enPassant.add(move);
      } else if (PackedMove.promotionType(move) != 0) {
        promotions.add(move);
      } else if (board.pieceAt(to) != null) {
        captures.add(move);
      } else if (pawn) {
        pawnMoves.add(move);
        if (Math.abs(to.ordinal() - from.ordinal()) == 16 && besideEnemyPawn(board, to)) {
          enPassantSetups.add(move);
        }
      } else if (mayCastle && from.rank() == backRank && to.rank() != backRank
          && board.pieceAt(from).type() != PieceType.KING && board.pieceAt(from).type() != PieceType.ROOK) {
        development.add(move);   // clears the way for castling
      }
      board.makeMove(move);
      int checkers = Long.bitCount(board.checkers());
      board.unmakeMove();
      if (checkers > 1) {
        doubleChecks.add(move);
      } else if (checkers == 1) {
        checks.add(move);
      }
    }
    double p = random.nextDouble();
    if (!castling.isEmpty() && p < 0.6) {
      return pick(castling, random);
    }
    if (!enPassant.isEmpty() && p < 0.8) {
      return pick(enPassant, random);
    }
    if (!doubleChecks.isEmpty() && p < 0.8) {
      return pick(doubleChecks, random);
    }
    if (!promotions.isEmpty() && p < 0.7) {
      return pick(promotions, random);
    }
    if (!enPassantSetups.isEmpty() && p < 0.5) {
      return pick(enPassantSetups, random);
    }
    if (!development.isEmpty() && p < 0.4) {
      return pick(development, random);
    }
    double kind = random.nextDouble();
    if (kind < 0.15 && !checks.isEmpty()) {
      return pick(checks, random);
    } else if (kind < 0.4 && !captures.isEmpty()) {
      return pick(captures, random);
    } else if (kind < 0.65 && !pawnMoves.isEmpty()) {
      return pick(pawnMoves, random);
    }
    return moves[random.nextInt(n)];
  }

  private static boolean besideEnemyPawn(Board board, Square square) {
    Piece enemyPawn = Piece.of(board.sideToMove().opposite(), PieceType.PAWN);
    int file = square.file().ordinal();
    return (file > 0 && board.pieceAt(Square.ofIndex(square.ordinal() - 1)) == enemyPawn)
        || (file < 7 && board.pieceAt(Square.ofIndex(square.ordinal() + 1)) == enemyPawn);
  }
}

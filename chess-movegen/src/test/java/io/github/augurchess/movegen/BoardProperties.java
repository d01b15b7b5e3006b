package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Invariants of {@link Board} over positions from seeded random games ({@link RandomGames}): make
 * and unmake, incremental keys, FEN round trips, the generator against a slow reference, legality
 * of every move code, perft under mirroring, attacks, SEE, undo and copy.
 *
 * <p>Every failure names the seed, walk, ply, FEN and move; rerun a failure with
 * {@code -Daugur.seed=<seed>}. {@code -Pdeep} visits ten times as many positions.
 */
class BoardProperties {
  private static final long SEED = RandomGames.seed();
  private static final int POSITIONS = RandomGames.deep() ? 100_000 : 10_000;
  private static final int ENCODING_POSITIONS = RandomGames.deep() ? 10_000 : 1_000;
  private static final int MIRROR_PERFT_DEPTH = 3;
  private static final int[] PIECE_VALUES = {100, 325, 325, 500, 975};

  @BeforeAll
  static void announceSeed() {
    // The seed goes to the log even when everything passes, so that any run can be repeated.
    System.out.printf("BoardProperties: seed 0x%X (-D%s=... to change), %d positions per property%s%n",
        SEED, RandomGames.SEED_PROPERTY, POSITIONS, RandomGames.deep() ? " (deep)" : "");
  }

  // ---------------------------------------------------------------- 1. make and unmake

  /**
   * The threshold form answers as the whole exchange does, for every legal move at thresholds on
   * either side of its value and across the range the search's margins use.
   */
  @Test
  void seeAtLeastAgreesWithTheExchange() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int[] thresholds = {-20_000, -1_500, -975, -700, -400, -325, -200, -100, -1, 0, 1, 100, 225, 325, 500, 975, 1_500};
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        int see = board.see(move);
        for (int threshold : thresholds) {
          assertSeeAtLeast(walk, board, move, see, threshold);
        }
        for (int threshold = see - 1; threshold <= see + 1; threshold++) {
          assertSeeAtLeast(walk, board, move, see, threshold);
        }
      }
    });
  }

  private static void assertSeeAtLeast(RandomGames.Walk walk, Board board, int move, int see, int threshold) {
    if (board.seeAtLeast(move, threshold) != (see >= threshold)) {
      fail(walk.where(PackedMove.toMove(move)) + ": seeAtLeast(" + threshold + ") is "
          + board.seeAtLeast(move, threshold) + " but see is " + see);
    }
  }

  @Test
  void losesMaterialAgreesWithTheExchange() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        if (board.losesMaterial(move) != (board.see(move) < 0)) {
          fail(walk.where(PackedMove.toMove(move)) + ": losesMaterial " + board.losesMaterial(move) + " but see " + board.see(move));
        }
      }
    });
  }

  @Test
  void givesCheckAgreesWithMakingTheMove() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        boolean predicted = board.givesCheck(move);
        board.makeMove(move);
        boolean actual = board.isCheck();
        board.unmakeMove();
        if (predicted != actual) {
          fail(walk.where(PackedMove.toMove(move)) + ": givesCheck " + predicted + " but the move " + (actual ? "checks" : "does not check"));
        }
      }
    });
  }

  @Test
  void quietChecksAreTheQuietMovesThatCheck() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int[] checks = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      int n = board.generateQuiets(moves, 0);
      List<Integer> expected = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        board.makeMove(moves[i]);
        if (board.isCheck()) {
          expected.add(moves[i]);
        }
        board.unmakeMove();
      }
      int c = board.generateQuietChecks(checks, 0);
      List<Integer> actual = new ArrayList<>();
      for (int i = 0; i < c; i++) {
        actual.add(checks[i]);
      }
      if (!actual.equals(expected)) {
        fail(walk.where() + ": quiet checks " + actual + ", expected " + expected);
      }
    });
  }

  @Test
  void makeUnmakeRestoresEverything() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      BoardSnapshot before = BoardSnapshot.of(board);
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        int move = moves[i];
        board.makeMove(move);
        board.unmakeMove();
        BoardSnapshot after = BoardSnapshot.of(board);
        if (!after.equals(before)) {
          fail(walk.where(PackedMove.toMove(move)) + ": makeMove + unmakeMove changed" + before.differences(after));
        }
      }
      if (!board.isCheck()) {
        board.makeNullMove();
        board.unmakeNullMove();
        BoardSnapshot after = BoardSnapshot.of(board);
        if (!after.equals(before)) {
          fail(walk.where(Move.NULL) + ": makeNullMove + unmakeNullMove changed" + before.differences(after));
        }
      }
    });
  }

  // ---------------------------------------------------------------- 2. keys

  @Test
  void incrementalKeyEqualsFromScratch() {
    Board start = Board.startingPosition();
    assertEquals(0x463b96181691fc9cL, PolyglotKeys.key(start), "the test's own Polyglot table reads wrong");
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      assertKeysFromScratch(walk, board, "(the position itself)");
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        Move move = PackedMove.toMove(moves[i]);
        board.makeMove(moves[i]);
        assertKeysFromScratch(walk, board, move);
        board.unmakeMove();
      }
      if (!board.isCheck()) {
        board.makeNullMove();
        assertKeysFromScratch(walk, board, Move.NULL);
        board.unmakeNullMove();
      }
    });
  }

  private static void assertKeysFromScratch(RandomGames.Walk walk, Board board, Object move) {
    Board scratch;
    try {
      scratch = Fen.parse(board.fen(), board.variant());
    } catch (FenException e) {
      throw new AssertionError(walk.where(move) + ": the board's own FEN does not read back: " + e.getMessage(), e);
    }
    assertEquals(Long.toHexString(scratch.zobristKey()), Long.toHexString(board.zobristKey()),
        () -> walk.where(move) + ": zobristKey differs from a board parsed from " + board.fen());
    assertEquals(Long.toHexString(scratch.pawnKey()), Long.toHexString(board.pawnKey()),
        () -> walk.where(move) + ": pawnKey differs from a board parsed from " + board.fen());
    assertEquals(Long.toHexString(PolyglotKeys.key(board)), Long.toHexString(board.zobristKey()),
        () -> walk.where(move) + ": zobristKey differs from the Polyglot key of " + board.fen());
    assertEquals(Long.toHexString(PolyglotKeys.pawnKey(board)), Long.toHexString(board.pawnKey()),
        () -> walk.where(move) + ": pawnKey differs from the Polyglot pawn numbers of " + board.fen());
  }

  // ---------------------------------------------------------------- 3. FEN

  @Test
  void fenWriteThenReadIsIdentity() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      String xfen = Fen.write(board);
      Board fromXfen = Fen.parse(xfen, board.variant());
      assertEquals(xfen, fromXfen.fen(), () -> walk.where() + ": X-FEN read back differently");
      assertEquals(board.zobristKey(), fromXfen.zobristKey(), () -> walk.where() + ": key after X-FEN round trip");
      assertEquals(board.pawnKey(), fromXfen.pawnKey(), () -> walk.where() + ": pawn key after X-FEN round trip");
      assertEquals(board.castlingRights(), fromXfen.castlingRights(), () -> walk.where() + ": rights after X-FEN");

      String shredder = Fen.writeShredder(board);
      Board fromShredder = Fen.parse(shredder, board.variant());
      assertEquals(shredder, Fen.writeShredder(fromShredder), () -> walk.where() + ": Shredder-FEN read back differently");
      assertEquals(xfen, fromShredder.fen(), () -> walk.where() + ": Shredder-FEN " + shredder + " read as another position");
      assertEquals(board.zobristKey(), fromShredder.zobristKey(), () -> walk.where() + ": key after Shredder round trip");
      assertEquals(board.pawnKey(), fromShredder.pawnKey(), () -> walk.where() + ": pawn key after Shredder round trip");
    });
  }

  // ---------------------------------------------------------------- 4. generator

  @Test
  void generatorEqualsSlowReference() {
    int[] all = new int[MoveGenerator.MAX_MOVES];
    int[] captures = new int[MoveGenerator.MAX_MOVES];
    int[] quiets = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      ReferenceMoveGenerator reference = ReferenceMoveGenerator.of(board);
      List<Move> expected = reference.legalMoves();
      int n = board.generateLegal(all, 0);
      List<Move> generated = movesOf(all, 0, n);
      assertEquals(sorted(expected), sorted(generated), () -> walk.where() + ": legal moves (reference, then generator)");
      assertEquals(n, new HashSet<>(generated).size(), () -> walk.where() + ": generateLegal repeats a move " + generated);

      for (int i = 0; i < n; i++) {
        Move move = PackedMove.toMove(all[i]);
        assertEquals(reference.isCastling(move), PackedMove.isCastling(all[i]), () -> walk.where(move) + ": CASTLING flag");
        assertEquals(reference.isEnPassant(move), PackedMove.isEnPassant(all[i]), () -> walk.where(move) + ": EN_PASSANT flag");
      }

      int captureEnd = board.generateCaptures(captures, 5);
      int quietEnd = board.generateQuiets(quiets, 7);
      List<Move> captureMoves = movesOf(captures, 5, captureEnd);
      List<Move> quietMoves = movesOf(quiets, 7, quietEnd);
      Set<Move> union = new HashSet<>(captureMoves);
      union.addAll(quietMoves);
      assertEquals(n, captureMoves.size() + quietMoves.size(),
          () -> walk.where() + ": captures " + captureMoves + " and quiets " + quietMoves + " do not partition " + generated);
      assertEquals(new HashSet<>(generated), union, () -> walk.where() + ": captures and quiets together");
      for (Move move : captureMoves) {
        assertTrue(reference.isCapture(move) || move.promotion() != null,
            () -> walk.where(move) + ": generateCaptures returned a quiet move");
      }
      for (Move move : quietMoves) {
        assertFalse(reference.isCapture(move) || move.promotion() != null,
            () -> walk.where(move) + ": generateQuiets returned a capture or promotion");
      }

      assertEquals(n, board.countLegalMoves(), () -> walk.where() + ": countLegalMoves");
      assertEquals(generated, board.legalMoves(), () -> walk.where() + ": legalMoves() against generateLegal");

      // Evasions: every legal move when in check, none otherwise.
      int evasionEnd = board.generateEvasions(quiets, 3);
      List<Move> evasions = movesOf(quiets, 3, evasionEnd);
      assertEquals(board.isCheck() ? generated : List.of(), evasions, () -> walk.where() + ": generateEvasions");
    });
  }

  /** The board's make applies each move as the rules say (placement, rights, en passant, clocks). */
  @Test
  void makeMoveFollowsTheRulesOfTheReference() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      ReferenceMoveGenerator reference = ReferenceMoveGenerator.of(board);
      assertEquals(reference.visibleEnPassantSquare(), board.enPassantSquare(),
          () -> walk.where() + ": en-passant square (shown only if a pawn of the side to move attacks it)");
      int n = board.generateLegal(moves, 0);
      for (int i = 0; i < n; i++) {
        Move move = PackedMove.toMove(moves[i]);
        ReferenceMoveGenerator expected = reference.after(move);
        board.makeMove(moves[i]);
        for (Square square : Square.values()) {
          Piece piece = expected.pieceAt(square.ordinal());
          assertEquals(piece, board.pieceAt(square), () -> walk.where(move) + ": piece on " + square + " afterwards");
        }
        assertEquals(expected.sideToMove(), board.sideToMove(), () -> walk.where(move) + ": side to move");
        assertEquals(expected.castlingRights(), board.castlingRights(), () -> walk.where(move) + ": castling rights");
        assertEquals(expected.visibleEnPassantSquare(), board.enPassantSquare(), () -> walk.where(move) + ": en passant");
        assertEquals(expected.halfmoveClock(), board.halfmoveClock(), () -> walk.where(move) + ": halfmove clock");
        assertEquals(expected.fullmoveNumber(), board.fullmoveNumber(), () -> walk.where(move) + ": fullmove number");
        assertEquals(moves[i], board.historyMove(0), () -> walk.where(move) + ": historyMove(0)");
        board.unmakeMove();
      }
    });
  }

  // ---------------------------------------------------------------- 5. every code

  /**
   * The costliest property: each position checks all 65,536 codes, and the roughly 16,000 whose
   * from-square holds a piece of the side to move each run the generator (about 2 s for the
   * default 1,000 positions on the 2-core build machine).
   */
  @Test
  void isLegalAgreesWithGeneratorForAllEncodings() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, ENCODING_POSITIONS, (walk, board) -> {
      int n = board.generateLegal(moves, 0);
      int[] packedByCode = new int[1 << 16];
      for (int i = 0; i < n; i++) {
        packedByCode[PackedMove.code(moves[i])] = moves[i];
      }
      for (int code = 0; code < 1 << 16; code++) {
        boolean legal = packedByCode[code] != 0;
        if (board.isLegal(code) != legal) {
          fail(walk.where(code + " (" + (Move.isValidCode(code) ? Move.fromCode(code) : "invalid") + ")")
              + ": isLegal(int) says " + !legal);
        }
        if (Move.isValidCode(code) && board.isLegal(Move.fromCode(code)) != legal) {
          fail(walk.where(Move.fromCode(code)) + ": isLegal(Move) says " + !legal);
        }
      }
      for (int i = 0; i < n; i++) {
        int packed = moves[i];
        assertEquals(packed, board.packIfLegal(PackedMove.code(packed)), () -> walk.where(PackedMove.toMove(packed)) + ": packIfLegal");
        assertEquals(packed, board.pack(PackedMove.toMove(packed)), () -> walk.where(PackedMove.toMove(packed)) + ": pack");
      }
      for (int code : new int[] {-1, 1 << 16, (1 << 16) | PackedMove.code(n > 0 ? moves[0] : 1), Integer.MIN_VALUE, Integer.MAX_VALUE}) {
        assertFalse(board.isLegal(code), () -> walk.where(code) + ": isLegal accepts an int beyond 16 bits");
      }
    });
  }

  // ---------------------------------------------------------------- 6. mirror

  @Test
  void perftOfMirrorEqualsPerft() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      Board mirror = board.mirror();
      assertEquals(board.fen(), mirror.mirror().fen(), () -> walk.where() + ": mirror().mirror() (mirror is " + mirror.fen() + ")");
      int n = board.generateLegal(moves, 0);
      Set<Move> flipped = new HashSet<>();
      for (int i = 0; i < n; i++) {
        Move move = PackedMove.toMove(moves[i]);
        flipped.add(Move.of(move.from().flipRank(), move.to().flipRank(), move.promotion()));
      }
      assertEquals(sorted(flipped), sorted(mirror.legalMoves()), () -> walk.where() + ": mirror's legal moves (" + mirror.fen() + ")");
      // Depth 3 on every third position keeps the default build fast; deep runs do all.
      int depth = RandomGames.deep() || walk.ply() % 3 == 0 ? MIRROR_PERFT_DEPTH : 2;
      for (int d = 1; d <= depth; d++) {
        int dd = d;
        assertEquals(Perft.count(board, d), Perft.count(mirror, d),
            () -> walk.where() + ": perft " + dd + " of the mirror " + mirror.fen());
      }
    });
  }

  // ---------------------------------------------------------------- 7. attacks, SEE, undo, copy

  @Test
  void checkersAndAttacksEqualTheReference() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      ReferenceMoveGenerator reference = ReferenceMoveGenerator.of(board);
      for (Color color : Color.values()) {
        long attacked = 0;
        for (Square square : Square.values()) {
          long expected = reference.attackers(square.ordinal(), color);
          attacked |= expected != 0 ? 1L << square.ordinal() : 0;
          assertSameSquares(expected, board.attackersTo(square, color),
              () -> walk.where() + ": attackersTo(" + square + ", " + color + ")");
          assertEquals(expected != 0, board.isAttacked(square, color), () -> walk.where() + ": isAttacked(" + square + ", " + color + ")");
        }
        assertSameSquares(attacked, board.attackedSquares(color), () -> walk.where() + ": attackedSquares(" + color + ")");
        long byTypes = 0;
        for (PieceType type : PieceType.values()) {
          long ofType = board.attackedSquares(color, type);
          for (Square square : Square.values()) {
            long attackers = reference.attackers(square.ordinal(), color) & board.pieces(type);
            assertEquals(attackers != 0, (ofType >>> square.ordinal() & 1) != 0,
                () -> walk.where() + ": attackedSquares(" + color + ", " + type + ") at " + square);
          }
          byTypes |= ofType;
        }
        assertSameSquares(attacked, byTypes, () -> walk.where() + ": the union of attackedSquares by type");
        assertSameSquares(reference.pinned(color), board.pinned(color), () -> walk.where() + ": pinned(" + color + ")");
        assertEquals(Square.ofIndex(reference.kingSquare(color)), board.kingSquare(color), () -> walk.where() + ": kingSquare(" + color + ")");
      }
      Color us = board.sideToMove();
      long checkers = reference.attackers(reference.kingSquare(us), us.opposite());
      assertSameSquares(checkers, board.checkers(), () -> walk.where() + ": checkers()");
      assertEquals(checkers != 0, board.isCheck(), () -> walk.where() + ": isCheck()");
    });
  }

  /**
   * A pawn that takes an undefended piece wins exactly that piece; any pawn capture wins at least
   * the piece less the pawn (the taker can stop after the recapture) and at most the piece.
   */
  @Test
  void seeOfPawnTakingUndefendedPieceIsThePieceValue() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int[] undefended = {0};
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      ReferenceMoveGenerator reference = ReferenceMoveGenerator.of(board);
      Color them = board.sideToMove().opposite();
      int n = board.generateCaptures(moves, 0);
      for (int i = 0; i < n; i++) {
        Move move = PackedMove.toMove(moves[i]);
        if (board.pieceAt(move.from()).type() != PieceType.PAWN || move.promotion() != null || !reference.isCapture(move)) {
          continue;
        }
        int value = reference.isEnPassant(move) ? PIECE_VALUES[0] : PIECE_VALUES[board.pieceAt(move.to()).type().ordinal()];
        int see = board.see(moves[i]);
        if (reference.after(move).attackers(move.to().ordinal(), them) == 0) {
          assertEquals(value, see, () -> walk.where(move) + ": see of a pawn taking an undefended piece");
          undefended[0]++;
        } else {
          assertTrue(see >= value - PIECE_VALUES[0] && see <= value,
              () -> walk.where(move) + ": see " + see + " of a pawn capture outside [" + (value - PIECE_VALUES[0]) + ", " + value + "]");
        }
      }
    });
    assertTrue(undefended[0] > 100, "too few undefended pawn captures to test: " + undefended[0]);
  }

  @Test
  void undoAfterPlayRestores() {
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      String fen = board.fen();
      long key = board.zobristKey();
      int history = board.historySize();
      List<Move> legal = board.legalMoves();
      for (Move move : legal) {
        board.play(move);
        assertEquals(move, board.lastMove(), () -> walk.where(move) + ": lastMove() after play");
        assertEquals(history + 1, board.historySize(), () -> walk.where(move) + ": historySize() after play");
        assertEquals(key, board.historyKey(0), () -> walk.where(move) + ": historyKey(0) after play");
        board.undo();
        assertEquals(fen, board.fen(), () -> walk.where(move) + ": fen after play + undo");
        assertEquals(key, board.zobristKey(), () -> walk.where(move) + ": key after play + undo");
        assertEquals(history, board.historySize(), () -> walk.where(move) + ": historySize after play + undo");
      }
      // A move that is not legal here throws and leaves the board alone.
      Set<Move> legalSet = new HashSet<>(legal);
      SplittableRandom random = new SplittableRandom(key);
      for (int sample = 0; sample < 3; sample++) {
        Move illegal = Move.fromCode(1 + random.nextInt((5 << 12) - 1));
        if (legalSet.contains(illegal)) {
          continue;
        }
        assertThrows(IllegalMoveException.class, () -> board.play(illegal), () -> walk.where(illegal) + ": play of an illegal move");
        assertEquals(fen, board.fen(), () -> walk.where(illegal) + ": fen after a refused move");
        assertEquals(history, board.historySize(), () -> walk.where(illegal) + ": history after a refused move");
      }
      if (board.isCheck()) {
        assertThrows(IllegalMoveException.class, board::playNullMove, () -> walk.where(Move.NULL) + ": null move in check");
        assertThrows(IllegalMoveException.class, () -> board.play(Move.NULL), () -> walk.where(Move.NULL) + ": play(NULL) in check");
      } else {
        Color mover = board.sideToMove();
        board.play(Move.NULL);
        assertEquals(Move.NULL, board.lastMove(), () -> walk.where(Move.NULL) + ": lastMove() after a null move");
        assertEquals(mover.opposite(), board.sideToMove(), () -> walk.where(Move.NULL) + ": side after a null move");
        assertEquals(null, board.enPassantSquare(), () -> walk.where(Move.NULL) + ": en passant after a null move");
        board.undo();
      }
      assertEquals(fen, board.fen(), () -> walk.where(Move.NULL) + ": fen after the null move and undo");
      assertEquals(key, board.zobristKey(), () -> walk.where(Move.NULL) + ": key after the null move and undo");
    });
    assertThrows(IllegalStateException.class, () -> Board.startingPosition().undo(), "undo without history");
  }

  @Test
  void copyIsIndependent() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      BoardSnapshot original = BoardSnapshot.of(board);
      Board copy = board.copy();
      assertEquals(original, BoardSnapshot.of(copy), () -> walk.where() + ": copy differs" + original.differences(BoardSnapshot.of(copy)));
      // Play a few plies on the copy, then take back more than were played: into the shared history.
      SplittableRandom random = new SplittableRandom(board.zobristKey());
      int played = 0;
      for (; played < 4; played++) {
        int n = copy.generateLegal(moves, 0);
        if (n == 0) {
          break;
        }
        copy.makeMove(moves[random.nextInt(n)]);
      }
      int undone = Math.min(board.historySize(), 2) + played;
      for (int i = 0; i < undone; i++) {
        copy.unmakeMove();
      }
      BoardSnapshot afterCopyMoved = BoardSnapshot.of(board);
      assertEquals(original, afterCopyMoved, () -> walk.where() + ": moves on the copy changed the original"
          + original.differences(afterCopyMoved));
      // And the other way round: moves on the original leave a fresh copy alone.
      Board second = board.copy();
      int n = board.generateLegal(moves, 0);
      if (n > 0) {
        board.makeMove(moves[random.nextInt(n)]);
        BoardSnapshot secondAfter = BoardSnapshot.of(second);
        board.unmakeMove();
        assertEquals(original, secondAfter, () -> walk.where() + ": a move on the original changed its copy"
            + original.differences(secondAfter));
      }
    });
  }

  // ---------------------------------------------------------------- the positions themselves

  /** The walks must actually reach the rare rules the properties above are meant to exercise. */
  @Test
  void randomWalksReachCastlingEnPassantPromotionsAndChecks() {
    Map<String, Integer> counts = new LinkedHashMap<>();
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    RandomGames.visit(SEED, POSITIONS, (walk, board) -> {
      if (board.historySize() > 0) {
        int last = board.historyMove(0);
        int promotion = PackedMove.promotionType(last);
        count(counts, "castling played", PackedMove.isCastling(last));
        count(counts, "Chess960 castling played", PackedMove.isCastling(last) && board.variant() == Variant.CHESS960);
        count(counts, "en passant played", PackedMove.isEnPassant(last));
        count(counts, "queen promotion played", promotion == 4);
        count(counts, "under-promotion played", promotion != 0 && promotion != 4);
      }
      int n = board.generateLegal(moves, 0);
      boolean castling = false;
      boolean enPassant = false;
      for (int i = 0; i < n; i++) {
        castling |= PackedMove.isCastling(moves[i]);
        enPassant |= PackedMove.isEnPassant(moves[i]);
      }
      count(counts, "castling legal", castling);
      count(counts, "en passant legal", enPassant);
      count(counts, "en passant square without legal capture", board.enPassantSquare() != null && !enPassant);
      int checkers = Long.bitCount(board.checkers());
      count(counts, "check", checkers > 0);
      count(counts, "double check", checkers > 1);
      count(counts, "checkmate", n == 0 && checkers > 0);
      count(counts, "stalemate", n == 0 && checkers == 0);
    });
    // About a third of what the default seed reaches, so that other seeds pass too.
    Map<String, Integer> minimum = new LinkedHashMap<>();
    minimum.put("castling played", 60);
    minimum.put("Chess960 castling played", 25);
    minimum.put("en passant played", 35);
    minimum.put("queen promotion played", 15);
    minimum.put("under-promotion played", 40);
    minimum.put("castling legal", 100);
    minimum.put("en passant legal", 50);
    minimum.put("en passant square without legal capture", 1);
    minimum.put("check", 300);
    minimum.put("double check", 4);
    minimum.put("checkmate", 4);
    minimum.put("stalemate", 1);
    for (Map.Entry<String, Integer> entry : minimum.entrySet()) {
      int reached = counts.getOrDefault(entry.getKey(), 0);
      assertTrue(reached >= entry.getValue(),
          () -> "seed=0x" + Long.toHexString(SEED) + ": too few positions with " + entry.getKey() + ": " + counts);
    }
  }

  private static void count(Map<String, Integer> counts, String name, boolean happened) {
    counts.merge(name, happened ? 1 : 0, Integer::sum);
  }

  // ---------------------------------------------------------------- helpers

  private static List<Move> movesOf(int[] buffer, int start, int end) {
    List<Move> moves = new ArrayList<>(end - start);
    for (int i = start; i < end; i++) {
      moves.add(PackedMove.toMove(buffer[i]));
    }
    return moves;
  }

  private static List<String> sorted(java.util.Collection<Move> moves) {
    return moves.stream().map(Move::toString).sorted().collect(Collectors.toList());
  }

  /** Compares square sets, naming the squares (reference first) only when they differ. */
  private static void assertSameSquares(long expected, long actual, Supplier<String> message) {
    if (expected != actual) {
      fail(message.get() + ": reference " + squares(expected) + ", board " + squares(actual));
    }
  }

  private static String squares(long bits) {
    Set<String> names = new TreeSet<>();
    for (Square square : Square.values()) {
      if ((bits & square.bit()) != 0) {
        names.add(square.algebraic());
      }
    }
    return names.toString();
  }
}

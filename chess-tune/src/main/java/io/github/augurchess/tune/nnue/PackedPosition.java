package io.github.augurchess.tune.nnue;

import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * One training position in 32 bytes: the placement of the pieces, the side to move, castling rights,
 * the en-passant square, the search score and the game's result.
 *
 * <p>Layout (little-endian), version 1 of the {@code .augurdata} format:
 * <pre>
 *  0  u64  occupancy: bit s set if square s (a1 = 0 ... h8 = 63) holds a piece
 *  8  16 B pieces, 4 bits each in occupancy order (lowest square first; the n-th piece in the low
 *          nibble of byte 8 + n/2 if n is even, else the high nibble): colour * 8 + type, with
 *          colour 0 = White, 1 = Black and type 0 = pawn ... 5 = king; unused nibbles are 0
 * 24  i16  search score in centipawns from White's point of view
 * 26  u8   game result from White's point of view: 0 = Black won, 1 = draw, 2 = White won
 * 27  u8   flags: bit 0 = Black to move; bits 1..4 = castling rights K, Q, k, q (standard chess)
 * 28  u16  full-move number (saturating at 65535)
 * 30  u8   half-move clock (saturating at 255)
 * 31  u8   en-passant target square 0..63, or 255 for none
 * </pre>
 * A position has at most 32 pieces, so the 16 bytes always suffice.
 *
 * @param occupancy the occupied squares
 * @param pieceNibblesLow the pieces of the first 16 occupied squares, 4 bits each
 * @param pieceNibblesHigh the pieces of the next 16 occupied squares
 * @param whiteScore the search score in centipawns from White's point of view
 * @param whiteResult the result from White's point of view (0 loss, 1 draw, 2 win)
 * @param flags side to move (bit 0) and castling rights (bits 1..4)
 * @param fullmoveNumber the full-move number
 * @param halfmoveClock the half-move clock
 * @param enPassant the en-passant square index, or 255
 */
public record PackedPosition(
    long occupancy,
    long pieceNibblesLow,
    long pieceNibblesHigh,
    short whiteScore,
    byte whiteResult,
    byte flags,
    short fullmoveNumber,
    byte halfmoveClock,
    byte enPassant) {

  /** Bytes a position takes. */
  public static final int BYTES = 32;
  /** Result byte: Black won. */
  public static final int BLACK_WIN = 0;
  /** Result byte: draw. */
  public static final int DRAW = 1;
  /** Result byte: White won. */
  public static final int WHITE_WIN = 2;
  private static final int NO_EN_PASSANT = 255;

  /**
   * Packs a standard-chess position.
   *
   * @param position the position
   * @param whiteScore the score from White's view, clamped to the 16-bit range
   * @param whiteResult {@link #BLACK_WIN}, {@link #DRAW} or {@link #WHITE_WIN}
   * @throws IllegalArgumentException for a result out of range or more than 32 pieces
   */
  public static PackedPosition of(Position position, int whiteScore, int whiteResult) {
    if (whiteResult < 0 || whiteResult > 2) {
      throw new IllegalArgumentException("result must be 0, 1 or 2: " + whiteResult);
    }
    long occupancy = position.occupied();
    if (Long.bitCount(occupancy) > 32) {
      throw new IllegalArgumentException("more than 32 pieces: " + position.fen());
    }
    byte[] codeAt = new byte[64];
    for (long bits = occupancy; bits != 0; bits &= bits - 1) {
      int square = Long.numberOfTrailingZeros(bits);
      Piece piece = position.pieceAt(Square.ofIndex(square));
      if (piece == null) {
        throw new IllegalStateException("occupied square without a piece");
      }
      codeAt[square] = (byte) (piece.color().ordinal() * 8 + piece.type().ordinal());
    }
    int flags = position.sideToMove() == Color.BLACK ? 1 : 0;
    if (position.castlingRights().has(Color.WHITE, CastlingSide.KINGSIDE)) {
      flags |= 2;
    }
    if (position.castlingRights().has(Color.WHITE, CastlingSide.QUEENSIDE)) {
      flags |= 4;
    }
    if (position.castlingRights().has(Color.BLACK, CastlingSide.KINGSIDE)) {
      flags |= 8;
    }
    if (position.castlingRights().has(Color.BLACK, CastlingSide.QUEENSIDE)) {
      flags |= 16;
    }
    Square ep = position.enPassantSquare();
    int score = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, whiteScore));
    return new PackedPosition(occupancy, nibbles(occupancy, codeAt, 0), nibbles(occupancy, codeAt, 16), (short) score,
        (byte) whiteResult, (byte) flags, (short) Math.min(65535, position.fullmoveNumber()), (byte) Math.min(255, position.halfmoveClock()),
        (byte) (ep == null ? NO_EN_PASSANT : ep.index()));
  }

  /** Writes the 32 bytes at the buffer's position (which advances). */
  public void write(ByteBuffer out) {
    ByteBuffer le = out.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    le.putLong(occupancy).putLong(pieceNibblesLow).putLong(pieceNibblesHigh).putShort(whiteScore)
        .put(whiteResult).put(flags).putShort(fullmoveNumber).put(halfmoveClock).put(enPassant);
    out.position(le.position());
  }

  /** Writes the 32 bytes into {@code out} at {@code offset}. */
  public void write(byte[] out, int offset) {
    write(ByteBuffer.wrap(out, offset, BYTES));
  }

  /**
   * Reads 32 bytes at {@code offset}.
   *
   * @throws IllegalArgumentException if the record is not a valid one (bad piece code, result, count)
   */
  public static PackedPosition read(byte[] in, int offset) {
    ByteBuffer le = ByteBuffer.wrap(in, offset, BYTES).order(ByteOrder.LITTLE_ENDIAN);
    PackedPosition p = new PackedPosition(le.getLong(), le.getLong(), le.getLong(), le.getShort(), le.get(),
        le.get(), le.getShort(), le.get(), le.get());
    p.validate();
    return p;
  }

  private void validate() {
    if (Long.bitCount(occupancy) > 32) {
      throw new IllegalArgumentException("more than 32 occupied squares");
    }
    if (whiteResult < 0 || whiteResult > 2) {
      throw new IllegalArgumentException("result byte out of range: " + whiteResult);
    }
    for (int n = 0; n < Long.bitCount(occupancy); n++) {
      int code = pieceCode(n);
      if ((code & 7) > 5) {
        throw new IllegalArgumentException("bad piece code " + code + " at piece " + n);
      }
    }
  }

  /** The 4-bit code (colour * 8 + type) of the n-th piece in square order. */
  public int pieceCode(int n) {
    return (int) ((n < 16 ? pieceNibblesLow >>> (4 * n) : pieceNibblesHigh >>> (4 * (n - 16))) & 15);
  }

  /** The side to move. */
  public Color sideToMove() {
    return (flags & 1) != 0 ? Color.BLACK : Color.WHITE;
  }

  /** The score in centipawns from the side to move's point of view. */
  public int sideToMoveScore() {
    return sideToMove() == Color.WHITE ? whiteScore : -whiteScore;
  }

  /** The result for the side to move: 0 loss, 0.5 draw, 1 win. */
  public double sideToMoveResult() {
    double white = whiteResult / 2.0;
    return sideToMove() == Color.WHITE ? white : 1 - white;
  }

  /** Whether a side may still castle; such a position has no mirror image in the same game. */
  public boolean hasCastlingRights() {
    return (flags & 30) != 0;
  }

  /**
   * The position reflected left to right (the a-file becomes the h-file), with the same score and
   * result. Without castling rights the rules of chess are the same on both sides of the board, so
   * the reflected position has the same value; it is how the trainer doubles its data.
   *
   * @throws IllegalStateException if a side may still castle
   */
  public PackedPosition mirrored() {
    if (hasCastlingRights()) {
      throw new IllegalStateException("a position with castling rights has no mirror image: " + fen());
    }
    byte[] codeAt = new byte[64];
    long mirroredOccupancy = 0;
    int n = 0;
    for (long bits = occupancy; bits != 0; bits &= bits - 1, n++) {
      int square = Long.numberOfTrailingZeros(bits) ^ 7;
      mirroredOccupancy |= 1L << square;
      codeAt[square] = (byte) pieceCode(n);
    }
    int ep = enPassant & 0xff;
    return new PackedPosition(mirroredOccupancy, nibbles(mirroredOccupancy, codeAt, 0),
        nibbles(mirroredOccupancy, codeAt, 16), whiteScore, whiteResult, flags, fullmoveNumber, halfmoveClock,
        (byte) (ep == NO_EN_PASSANT ? NO_EN_PASSANT : ep ^ 7));
  }

  /**
   * The 4-bit codes of the occupied squares {@code first} to {@code first + 15}, in square order,
   * packed into one word (the first in the low nibble).
   */
  private static long nibbles(long occupancy, byte[] codeAt, int first) {
    long word = 0;
    int n = 0;
    for (long bits = occupancy; bits != 0; bits &= bits - 1, n++) {
      if (n >= first && n < first + 16) {
        word |= (long) codeAt[Long.numberOfTrailingZeros(bits)] << (4 * (n - first));
      }
    }
    return word;
  }

  /** The position as FEN. */
  public String fen() {
    char[] board = new char[64];
    int n = 0;
    for (long bits = occupancy; bits != 0; bits &= bits - 1, n++) {
      int code = pieceCode(n);
      board[Long.numberOfTrailingZeros(bits)] = Piece.of(Color.values()[code >> 3], io.github.augurchess.api.PieceType
          .ofIndex(code & 7)).fenChar();
    }
    StringBuilder fen = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        char c = board[rank * 8 + file];
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
    fen.append(sideToMove() == Color.WHITE ? " w " : " b ");
    String castling = ((flags & 2) != 0 ? "K" : "") + ((flags & 4) != 0 ? "Q" : "") + ((flags & 8) != 0 ? "k" : "")
        + ((flags & 16) != 0 ? "q" : "");
    fen.append(castling.isEmpty() ? "-" : castling).append(' ');
    int ep = enPassant & 0xff;
    fen.append(ep == NO_EN_PASSANT ? "-" : Square.ofIndex(ep).algebraic());
    fen.append(' ').append(halfmoveClock & 0xff).append(' ').append(Math.max(1, fullmoveNumber & 0xffff));
    return fen.toString();
  }

  /** The position as a board. */
  public Board toBoard() {
    return Board.fromFen(fen());
  }
}

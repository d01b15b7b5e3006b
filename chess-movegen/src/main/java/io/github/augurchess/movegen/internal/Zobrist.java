package io.github.augurchess.movegen.internal;

/**
 * Zobrist keys equal to Polyglot book keys. Pieces are indexed {@code color * 6 + type} (white
 * first, pawn to king), castling slots {@code color * 2 + side} (kingside first).
 */
public final class Zobrist {
  private Zobrist() {}

  private static final long[] PIECE_SQUARE = new long[12 * 64];
  private static final long[] CASTLING_RIGHTS = new long[16];
  private static final long[] EN_PASSANT_FILE = new long[8];
  private static final long WHITE_TO_MOVE = PolyglotRandom.get(780);

  static {
    for (int piece = 0; piece < 12; piece++) {
      int color = piece / 6;
      int type = piece % 6;
      // Polyglot orders kinds black pawn, white pawn, black knight, ... with white odd.
      int kind = type * 2 + (color == 0 ? 1 : 0);
      for (int sq = 0; sq < 64; sq++) {
        PIECE_SQUARE[piece * 64 + sq] = PolyglotRandom.get(kind * 64 + sq);
      }
    }
    for (int rights = 0; rights < 16; rights++) {
      for (int slot = 0; slot < 4; slot++) {
        if ((rights & (1 << slot)) != 0) {
          CASTLING_RIGHTS[rights] ^= PolyglotRandom.get(768 + slot);
        }
      }
    }
    for (int file = 0; file < 8; file++) {
      EN_PASSANT_FILE[file] = PolyglotRandom.get(772 + file);
    }
  }

  /** The key of a piece ({@code color * 6 + type}) on a square. */
  public static long piece(int piece, int square) {
    return PIECE_SQUARE[(piece << 6) + square];
  }

  /** The key of a castling slot ({@code color * 2 + side}, kingside 0). */
  public static long castling(int slot) {
    return PolyglotRandom.get(768 + slot);
  }

  /** The key of the en-passant file. */
  public static long enPassantFile(int file) {
    return EN_PASSANT_FILE[file];
  }

  /** Xored into the key when white is to move. */
  public static long whiteToMove() {
    return WHITE_TO_MOVE;
  }

  /** The key of a set of castling slots (bit {@code slot} set for each right). */
  public static long castlingRights(int rights) {
    return CASTLING_RIGHTS[rights];
  }
}

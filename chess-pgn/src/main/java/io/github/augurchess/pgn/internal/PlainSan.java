package io.github.augurchess.pgn.internal;

import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.File;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.PackedMove;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A fast path for the SAN forms nearly every move of a PGN file has: {@code e4}, {@code exd5},
 * {@code e8=Q}, {@code Nf3}, {@code Nbd2}, {@code Qxe7+}, {@code O-O}. It finds the moving piece
 * from the attackers of the destination and checks the one candidate directly, where {@link
 * Board#parseSan} generates every legal move.
 *
 * <p>It answers only when exactly one legal move fits the text, which is then the move {@code
 * parseSan} in a lenient mode reads too; for anything else (other forms, no move, several moves)
 * it answers null and the caller asks {@code parseSan}, which also says what is wrong.
 */
public final class PlainSan {
  private PlainSan() {}

  /** The one legal move the plain SAN text names, or null to leave the text to {@code parseSan}. */
  public static @Nullable Move resolve(Board board, String text) {
    int end = text.length();
    while (end > 0 && (text.charAt(end - 1) == '+' || text.charAt(end - 1) == '#')) {
      end--;
    }
    if (end < 2) {
      return null;
    }
    char first = text.charAt(0);
    if (first == 'O' || first == '0') {
      return castling(board, text, end);
    }
    int promotion = promotionBits(text.charAt(end - 1));
    if (promotion != 0) {
      end--;
      if (end > 0 && text.charAt(end - 1) == '=') {
        end--;
      }
      if (end < 2) {
        return null;
      }
    }
    int toFile = text.charAt(end - 2) - 'a';
    int toRank = text.charAt(end - 1) - '1';
    if (toFile < 0 || toFile > 7 || toRank < 0 || toRank > 7) {
      return null;
    }
    int to = toRank * 8 + toFile;
    int body = end - 2;
    int start = 0;
    PieceType type = pieceType(first);
    if (type != null) {
      start = 1;
    } else if (first < 'a' || first > 'h') {
      return null;
    }
    if (body > start && text.charAt(body - 1) == 'x') {
      body--;
    }
    int fromFile = -1;
    int fromRank = -1;
    if (start < body && text.charAt(start) >= 'a' && text.charAt(start) <= 'h') {
      fromFile = text.charAt(start) - 'a';
      start++;
    }
    if (start < body && text.charAt(start) >= '1' && text.charAt(start) <= '8') {
      fromRank = text.charAt(start) - '1';
      start++;
    }
    if (start != body) {
      return null;
    }
    if (type == null) {
      return fromRank >= 0 ? null : pawnMove(board, fromFile, to, promotion);
    }
    return promotion != 0 ? null : pieceMove(board, type, fromFile, fromRank, to);
  }

  private static @Nullable Move pawnMove(Board board, int fromFile, int to, int promotion) {
    Color us = board.sideToMove();
    boolean white = us == Color.WHITE;
    int toRank = to >>> 3;
    boolean lastRank = toRank == (white ? 7 : 0);
    if (lastRank != (promotion != 0)) {
      return null;
    }
    long pawns = board.pieces(us, PieceType.PAWN);
    int forward = white ? 8 : -8;
    int from;
    if (fromFile < 0) {
      from = to - forward;
      if (from < 0 || from > 63) {
        return null;
      }
      if ((pawns & (1L << from)) == 0) {
        from -= forward;
        if (from < 0 || from > 63 || (pawns & (1L << from)) == 0) {
          return null;
        }
      }
    } else {
      int toFile = to & 7;
      if (fromFile != toFile - 1 && fromFile != toFile + 1) {
        return null;
      }
      from = (to - forward) - toFile + fromFile;
      if (from < 0 || from > 63 || (pawns & (1L << from)) == 0) {
        return null;
      }
    }
    return legal(board, from << 6 | to | promotion << 12);
  }

  private static @Nullable Move pieceMove(Board board, PieceType type, int fromFile, int fromRank, int to) {
    Color us = board.sideToMove();
    long candidates = board.attackersTo(Square.ofIndex(to), us) & board.pieces(us, type);
    int found = PackedMove.NONE;
    while (candidates != 0) {
      int from = Long.numberOfTrailingZeros(candidates);
      candidates &= candidates - 1;
      if ((fromFile >= 0 && (from & 7) != fromFile) || (fromRank >= 0 && (from >>> 3) != fromRank)) {
        continue;
      }
      int packed = board.packIfLegal(from << 6 | to);
      if (packed != PackedMove.NONE) {
        if (found != PackedMove.NONE) {
          return null;
        }
        found = packed;
      }
    }
    return found == PackedMove.NONE ? null : PackedMove.toMove(found);
  }

  private static @Nullable Move castling(Board board, String text, int end) {
    CastlingSide side;
    if (isCastling(text, end, 3)) {
      side = CastlingSide.KINGSIDE;
    } else if (isCastling(text, end, 5)) {
      side = CastlingSide.QUEENSIDE;
    } else {
      return null;
    }
    Color us = board.sideToMove();
    File rookFile = board.castlingRights().rookFile(us, side);
    if (rookFile == null) {
      return null;
    }
    Square king = board.kingSquare(us);
    Square rook = Square.of(rookFile, king.rank());
    return legal(board, Move.of(king, rook).code());
  }

  /** {@code O-O} or {@code O-O-O} (length 3 or 5), with letter O or digit 0 throughout. */
  private static boolean isCastling(String text, int end, int length) {
    if (end != length) {
      return false;
    }
    char o = text.charAt(0);
    for (int i = 0; i < length; i++) {
      char expected = i % 2 == 0 ? o : '-';
      if (text.charAt(i) != expected) {
        return false;
      }
    }
    return true;
  }

  private static @Nullable Move legal(Board board, int code) {
    int packed = board.packIfLegal(code);
    return packed == PackedMove.NONE ? null : PackedMove.toMove(packed);
  }

  private static @Nullable PieceType pieceType(char letter) {
    switch (letter) {
      case 'N':
        return PieceType.KNIGHT;
      case 'B':
        return PieceType.BISHOP;
      case 'R':
        return PieceType.ROOK;
      case 'Q':
        return PieceType.QUEEN;
      case 'K':
        return PieceType.KING;
      default:
        return null;
    }
  }

  /** The promotion field of a move code for a promotion letter, 0 for any other character. */
  private static int promotionBits(char letter) {
    switch (letter) {
      case 'N':
        return 1;
      case 'B':
        return 2;
      case 'R':
        return 3;
      case 'Q':
        return 4;
      default:
        return 0;
    }
  }
}

package io.github.augurchess.movegen;

import io.github.augurchess.api.IllegalMoveException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Standard algebraic notation: written with minimal disambiguation (file, then rank, then both)
 * and check suffixes; read strictly (exactly what {@link #write} gives) or leniently (what real
 * files contain). Also long algebraic notation (LAN).
 */
final class San {
  private San() {}

  private static final int ANY_PIECE = -1;

  // ---------------------------------------------------------------- writing

  static String write(Board board, Move move) {
    int packed = board.packIfLegal(move.code());
    if (packed == PackedMove.NONE) {
      throw new IllegalMoveException(move.toString(), board.fen(), "not a legal move in this position");
    }
    StringBuilder san = new StringBuilder(8);
    appendWithoutSuffix(board, packed, san);
    appendSuffix(board, packed, san);
    return san.toString();
  }

  /** The move in long algebraic notation: {@code e2-e4}, {@code Ng1xf3}, {@code e7-e8=Q+}, {@code O-O}. */
  static String writeLong(Board board, Move move) {
    int packed = board.packIfLegal(move.code());
    if (packed == PackedMove.NONE) {
      throw new IllegalMoveException(move.toString(), board.fen(), "not a legal move in this position");
    }
    StringBuilder lan = new StringBuilder(10);
    if (PackedMove.isCastling(packed)) {
      lan.append(PackedMove.to(packed) > PackedMove.from(packed) ? "O-O" : "O-O-O");
    } else {
      int from = PackedMove.from(packed);
      int type = board.mailbox[from] % 6;
      if (type != Board.PAWN) {
        lan.append(PieceType.ofIndex(type).sanLetter());
      }
      lan.append(Square.ofIndex(from).algebraic());
      lan.append(isCapture(board, packed) ? 'x' : '-');
      lan.append(Square.ofIndex(PackedMove.to(packed)).algebraic());
      appendPromotion(packed, lan);
    }
    appendSuffix(board, packed, lan);
    return lan.toString();
  }

  private static boolean isCapture(Board board, int packed) {
    return PackedMove.isEnPassant(packed)
        || (!PackedMove.isCastling(packed) && board.mailbox[PackedMove.to(packed)] != Board.EMPTY);
  }

  private static void appendPromotion(int packed, StringBuilder text) {
    int promotion = PackedMove.promotionType(packed);
    if (promotion != 0) {
      text.append('=').append(PieceType.ofIndex(promotion).sanLetter());
    }
  }

  private static void appendWithoutSuffix(Board board, int packed, StringBuilder san) {
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    if (PackedMove.isCastling(packed)) {
      san.append(to > from ? "O-O" : "O-O-O");
      return;
    }
    int type = board.mailbox[from] % 6;
    boolean capture = isCapture(board, packed);
    if (type == Board.PAWN) {
      if (capture) {
        san.append((char) ('a' + (from & 7))).append('x');
      }
    } else {
      san.append(PieceType.ofIndex(type).sanLetter());
      appendDisambiguation(board, packed, type, san);
      if (capture) {
        san.append('x');
      }
    }
    san.append(Square.ofIndex(to).algebraic());
    appendPromotion(packed, san);
  }

  /** File if it tells the movers apart, else rank, else both. */
  private static void appendDisambiguation(Board board, int packed, int type, StringBuilder san) {
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int n = board.generateLegal(moves, 0);
    boolean ambiguous = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int i = 0; i < n; i++) {
      int other = PackedMove.from(moves[i]);
      if (PackedMove.to(moves[i]) == to && other != from && !PackedMove.isCastling(moves[i])
          && board.mailbox[other] % 6 == type) {
        ambiguous = true;
        sameFile |= (other & 7) == (from & 7);
        sameRank |= (other >>> 3) == (from >>> 3);
      }
    }
    if (!ambiguous) {
      return;
    }
    if (!sameFile) {
      san.append((char) ('a' + (from & 7)));
    } else if (!sameRank) {
      san.append((char) ('1' + (from >>> 3)));
    } else {
      san.append(Square.ofIndex(from).algebraic());
    }
  }

  private static void appendSuffix(Board board, int packed, StringBuilder san) {
    board.makeMove(packed);
    if (board.isCheck()) {
      san.append(board.countLegalMoves() == 0 ? '#' : '+');
    }
    board.unmakeMove();
  }

  // ---------------------------------------------------------------- reading

  /** The parts of a SAN or LAN text; -1 where the text leaves a part open. */
  private static final class Parts {
    int pieceType = Board.PAWN;
    int fromFile = -1;
    int fromRank = -1;
    int to = -1;
    int promotion;
    boolean castling;
    boolean queenside;
  }

  static Move parse(Board board, String text, SanMode mode) {
    boolean lenient = mode != SanMode.STRICT;
    String body = text;
    if (lenient) {
      body = stripLenientDecorations(body);
      if (mode == SanMode.LENIENT_WITH_NULL_MOVES && (body.equals("--") || body.equals("Z0") || body.equals("0000"))) {
        return Move.NULL;
      }
    }
    // Columns count from the text as given, so skip the blanks that the lenient reader trims.
    int offset = lenient ? leadingBlanks(text) : 0;
    Parts parts = lenient ? readLenient(text, body, offset) : readStrict(text);
    int packed = find(board, text, parts);
    Move move = PackedMove.toMove(packed);
    if (!lenient) {
      String canonical = write(board, move);
      if (!canonical.equals(text)) {
        throw new SanException(text, 1, "not standard SAN; the move is written " + canonical,
            SanException.Kind.MALFORMED, List.of(move));
      }
    }
    return move;
  }

  private static int leadingBlanks(String text) {
    int i = 0;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /** Removes what real files add around a move: annotations, check marks, {@code e.p.}. */
  private static String stripLenientDecorations(String text) {
    String body = text.trim();
    int end = body.length();
    while (end > 0 && "+#!?".indexOf(body.charAt(end - 1)) >= 0) {
      end--;
    }
    body = body.substring(0, end);
    if (body.endsWith("e.p.")) {
      body = body.substring(0, body.length() - 4).trim();
    }
    return body;
  }

  private static SanException malformed(String text, int column, String reason) {
    return new SanException(text, column, reason, SanException.Kind.MALFORMED, List.of());
  }

  /** Strict grammar: castling, or [piece][file][rank][x]square[=promotion], then + or #. */
  private static Parts readStrict(String text) {
    String body = text;
    if (body.endsWith("+") || body.endsWith("#")) {
      body = body.substring(0, body.length() - 1);
    }
    Parts parts = new Parts();
    if (body.equals("O-O") || body.equals("O-O-O")) {
      parts.castling = true;
      parts.queenside = body.length() == 5;
      return parts;
    }
    return readMove(text, body, false, 0);
  }

  private static Parts readLenient(String text, String body, int offset) {
    Parts parts = new Parts();
    String castling = body.replace('0', 'O').replace('o', 'O');
    if (castling.equals("O-O") || castling.equals("O-O-O") || castling.equals("OO") || castling.equals("OOO")) {
      parts.castling = true;
      parts.queenside = castling.equals("O-O-O") || castling.equals("OOO");
      return parts;
    }
    return readMove(text, body, true, offset);
  }

  /**
   * Reads {@code [NBRQK|P][a-h][1-8][-|x][a-h][1-8][=][NBRQ]} from the end: destination and
   * promotion are required; what stands before them names the piece and its origin.
   */
  private static Parts readMove(String text, String body, boolean lenient, int offset) {
    Parts parts = new Parts();
    int end = body.length();
    if (end == 0) {
      throw malformed(text, 1 + offset, "empty move");
    }
    if (end < 2) {
      throw malformed(text, 1 + offset, "expected a destination square such as e4");
    }
    char last = body.charAt(end - 1);
    if (Character.isLetter(last)) {
      // A move otherwise ends in a rank digit, so a last letter can only name a promotion.
      PieceType promotion = PieceType.fromLetter(last);
      if (promotion == null || (!lenient && Character.isLowerCase(last))) {
        throw malformed(text, end + offset, "'" + last + "' is not a promotion piece (N, B, R, Q)");
      }
      if (promotion == PieceType.PAWN || promotion == PieceType.KING) {
        throw malformed(text, end + offset, "cannot promote to " + promotion.name().toLowerCase());
      }
      parts.promotion = promotion.ordinal();
      end--;
      if (end > 0 && body.charAt(end - 1) == '=') {
        end--;
      } else if (!lenient) {
        throw malformed(text, end + offset, "a promotion is written with '=' as in e8=Q");
      }
    }
    if (end < 2) {
      throw malformed(text, 1 + offset, "expected a destination square such as e4");
    }
    Square to = Square.fromName(body.substring(end - 2, end));
    if (to == null) {
      throw malformed(text, end - 1 + offset, "\"" + body.substring(end - 2, end) + "\" is not a square");
    }
    parts.to = to.ordinal();
    end -= 2;
    int start = 0;
    if (start < end) {
      char first = body.charAt(0);
      PieceType type = "NBRQK".indexOf(first) >= 0 || (lenient && first == 'P') ? PieceType.fromLetter(first) : null;
      if (type != null) {
        parts.pieceType = type.ordinal();
        start = 1;
      }
    }
    if (start < end && (body.charAt(end - 1) == 'x' || (lenient && (body.charAt(end - 1) == '-' || body.charAt(end - 1) == ':')))) {
      end--;
    }
    if (start < end && body.charAt(start) >= 'a' && body.charAt(start) <= 'h') {
      parts.fromFile = body.charAt(start) - 'a';
      start++;
    }
    if (start < end && body.charAt(start) >= '1' && body.charAt(start) <= '8') {
      parts.fromRank = body.charAt(start) - '1';
      start++;
    }
    if (start != end) {
      throw malformed(text, start + 1 + offset, "unexpected \"" + body.substring(start, end) + "\"");
    }
    if (lenient && parts.fromFile >= 0 && parts.fromRank >= 0 && body.charAt(0) >= 'a' && body.charAt(0) <= 'h') {
      // Long algebraic without a piece letter (e2e4, e1g1): the origin square names the piece.
      parts.pieceType = ANY_PIECE;
    }
    if (parts.promotion != 0 && parts.pieceType != Board.PAWN && parts.pieceType != ANY_PIECE) {
      throw malformed(text, 1 + offset, "only pawns promote");
    }
    return parts;
  }

  private static int find(Board board, String text, Parts parts) {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int n = board.generateLegal(moves, 0);
    List<Move> candidates = new ArrayList<>(2);
    int found = PackedMove.NONE;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      if (matches(board, parts, m)) {
        found = m;
        candidates.add(PackedMove.toMove(m));
      }
    }
    if (candidates.size() == 1) {
      return found;
    }
    if (candidates.isEmpty()) {
      throw new SanException(text, 1, "no legal move matches in " + board.fen(), SanException.Kind.NO_SUCH_MOVE, List.of());
    }
    throw new SanException(text, 1, "ambiguous between " + candidates + " in " + board.fen(),
        SanException.Kind.AMBIGUOUS, candidates);
  }

  private static boolean matches(Board board, Parts parts, int m) {
    int from = PackedMove.from(m);
    int to = PackedMove.to(m);
    if (parts.castling) {
      return PackedMove.isCastling(m) && (to < from) == parts.queenside;
    }
    if (PackedMove.isCastling(m)) {
      // Long algebraic castling: king takes rook (e1h1), or, in standard chess only, the king's
      // two-square move (e1g1).
      boolean kingTakesRook = parts.to == to;
      boolean twoSquares = board.variant() == Variant.STANDARD && (from & 7) == 4
          && parts.to == (from & 56) + (to < from ? 2 : 6);
      return (parts.pieceType == Board.KING || parts.pieceType == ANY_PIECE)
          && parts.fromFile >= 0 && parts.fromRank >= 0 && originMatches(parts, from)
          && (kingTakesRook || twoSquares);
    }
    return (parts.pieceType == ANY_PIECE || board.mailbox[from] % 6 == parts.pieceType)
        && to == parts.to
        && PackedMove.promotionType(m) == parts.promotion
        && originMatches(parts, from);
  }

  private static boolean originMatches(Parts parts, int from) {
    return (parts.fromFile < 0 || parts.fromFile == (from & 7)) && (parts.fromRank < 0 || parts.fromRank == (from >>> 3));
  }
}

package io.github.augurchess.movegen;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

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
    int packed = board.pack(move);
    StringBuilder san = new StringBuilder(8);
    appendWithoutSuffix(board, packed, san);
    appendSuffix(board, packed, san);
    return san.toString();
  }

  /** The move in long algebraic notation: {@code e2-e4}, {@code Ng1xf3}, {@code e7-e8=Q+}, {@code O-O}. */
  static String writeLong(Board board, Move move) {
    int packed = board.pack(move);
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
    // The other pieces of the type that reach the square; pawns and the king never need this.
    long others = Attacks.ofType(type, to, board.occupied) & board.byType[type]
        & board.byColor[board.sideToMove] & ~Bitboards.bit(from);
    boolean ambiguous = false;
    boolean sameFile = false;
    boolean sameRank = false;
    while (others != 0) {
      int other = Bitboards.first(others);
      others = Bitboards.withoutFirst(others);
      if (board.packIfLegal(other << 6 | to) != PackedMove.NONE) {
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
    int castling = lenientCastling(body);
    if (castling != 0) {
      Parts parts = new Parts();
      parts.castling = true;
      parts.queenside = castling == 3;
      return parts;
    }
    return readMove(text, body, true, offset);
  }

  /**
   * The number of castling marks (2 for {@code O-O}, 3 for {@code O-O-O}) in {@code O-O}, {@code
   * 0-0}, {@code OO} and their lower-case or queenside forms, or 0 if the text is not castling.
   * Checked character by character, as most moves are not castling and should cost nothing here.
   */
  private static int lenientCastling(String body) {
    int marks = 0;
    boolean dashes = body.indexOf('-') >= 0;
    for (int i = 0; i < body.length(); i++) {
      char c = body.charAt(i);
      boolean mark = c == 'O' || c == '0' || c == 'o';
      boolean expectMark = !dashes || i % 2 == 0;
      if (mark != expectMark || (!mark && c != '-')) {
        return 0;
      }
      marks += mark ? 1 : 0;
    }
    int expectedLength = dashes ? 2 * marks - 1 : marks;
    return (marks == 2 || marks == 3) && body.length() == expectedLength ? marks : 0;
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
      throw malformed(text, start + 1 + offset, "unexpected " + Excerpt.quoted(body.substring(start, end)));
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

  /**
   * The one legal move the parts name. The movers are found from the destination (the pieces of
   * the named type that attack it, or the pawns that push to it) and each is confirmed with
   * {@link Board#packIfLegal}, so reading a move generates no move list.
   */
  private static int find(Board board, String text, Parts parts) {
    int found = PackedMove.NONE;
    @Nullable List<Move> candidates = null;
    if (parts.castling) {
      int slot = board.sideToMove * 2 + (parts.queenside ? 1 : 0);
      if ((board.castling & (1 << slot)) != 0) {
        found = board.packIfLegal(
            PackedMove.of(board.kingSquareIndex(board.sideToMove), board.castlingRookSquare[slot]));
      }
    } else {
      long origins = origins(board, parts);
      while (origins != 0) {
        int from = Bitboards.first(origins);
        origins = Bitboards.withoutFirst(origins);
        int packed = board.packIfLegal(from << 6 | parts.to | parts.promotion << 12);
        if (packed == PackedMove.NONE && board.mailbox[from] % 6 == Board.KING) {
          // The king's two-square move (e1g1) names castling in standard chess.
          packed = board.packIfLegal(Uci.standardCastling(board, from, parts.to));
        }
        if (packed == PackedMove.NONE) {
          continue;
        }
        if (found == PackedMove.NONE) {
          found = packed;
        } else {
          if (candidates == null) {
            candidates = new ArrayList<>(List.of(PackedMove.toMove(found)));
          }
          candidates.add(PackedMove.toMove(packed));
        }
      }
    }
    if (candidates != null) {
      throw new SanException(text, 1, "ambiguous between " + candidates + " in " + board.fen(),
          SanException.Kind.AMBIGUOUS, candidates);
    }
    if (found == PackedMove.NONE) {
      throw new SanException(text, 1, "no legal move matches in " + board.fen(), SanException.Kind.NO_SUCH_MOVE, List.of());
    }
    return found;
  }

  /** The squares the named piece could come from, before legality is checked. */
  private static long origins(Board board, Parts parts) {
    int us = board.sideToMove;
    long ours = board.byColor[us];
    if (parts.fromFile >= 0 && parts.fromRank >= 0) {
      // The origin is given (Nb1c3, e2e4): it must hold a piece of ours of the named type.
      int from = parts.fromRank * 8 + parts.fromFile;
      int piece = board.mailbox[from];
      boolean fits = piece != Board.EMPTY && piece / 6 == us
          && (parts.pieceType == ANY_PIECE || piece % 6 == parts.pieceType);
      return fits ? Bitboards.bit(from) : 0;
    }
    long origins;
    if (parts.pieceType == Board.PAWN) {
      long pawns = board.byType[Board.PAWN] & ours;
      long target = Bitboards.bit(parts.to);
      if (parts.fromFile < 0 || parts.fromFile == (parts.to & 7)) {
        // A pawn move without another file is a push, from one or two squares behind.
        origins = pawns & (us == 0 ? target >>> 8 | target >>> 16 : target << 8 | target << 16);
      } else {
        origins = pawns & Attacks.pawn(us ^ 1, parts.to);
      }
    } else if (parts.pieceType == ANY_PIECE) {
      origins = ours;
    } else {
      origins = Attacks.ofType(parts.pieceType, parts.to, board.occupied) & board.byType[parts.pieceType] & ours;
    }
    if (parts.fromFile >= 0) {
      origins &= Bitboards.fileMask(parts.fromFile);
    }
    if (parts.fromRank >= 0) {
      origins &= Bitboards.rankMask(parts.fromRank);
    }
    return origins;
  }
}

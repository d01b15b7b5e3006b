package io.github.augurchess.movegen;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.CastlingRights;
import io.github.augurchess.api.CastlingSide;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.File;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.PositionProblem;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Forsyth-Edwards Notation: read strictly (with {@linkplain FenLeniency named leniencies}) and
 * written in X-FEN or Shredder-FEN.
 *
 * <pre>{@code
 * Board board = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
 * Board frc = Fen.parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
 *     Variant.CHESS960);
 * String text = Fen.write(board);
 * }</pre>
 *
 * <p>The reader accepts any run of spaces or tabs between fields and around the text. It refuses
 * positions no game can reach (see {@link io.github.augurchess.api.PositionProblem}); a refused
 * text throws {@link FenException} and creates no board.
 */
public final class Fen {
  private Fen() {}

  /** The FEN of the standard starting position. */
  public static final String STARTING_POSITION = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /** The clocks have at most 9 digits, so that they fit the board's 30-bit clock field. */
  private static final int MAX_CLOCK_DIGITS = 9;
  private static final int MAX_CLOCK = 999_999_999;

  /** Reads a FEN of standard chess. */
  public static Board parse(String text, FenLeniency... leniencies) {
    return parse(text, Variant.STANDARD, leniencies);
  }

  /**
   * Reads a FEN of the given variant. In Chess960 the castling field may be X-FEN ({@code KQkq}
   * for the outermost rooks, file letters otherwise) or Shredder-FEN ({@code HAha}); in standard
   * chess it may use either form too but must name rooks in the corners and kings on the e-file.
   *
   * @throws FenException naming the field and the reason if the text is refused
   */
  public static Board parse(String text, Variant variant, FenLeniency... leniencies) {
    Set<FenLeniency> allowed = leniencies.length == 0
        ? EnumSet.noneOf(FenLeniency.class) : EnumSet.copyOf(Arrays.asList(leniencies));
    return new Reader(text, variant, allowed).read();
  }

  /** The position as FEN, with X-FEN castling ({@code KQkq} where unambiguous). */
  public static String write(Position position) {
    return write(position, false);
  }

  /** The position as Shredder-FEN: castling rights as rook files ({@code HAha}). */
  public static String writeShredder(Position position) {
    return write(position, true);
  }

  private static String write(Position position, boolean shredder) {
    StringBuilder fen = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Piece piece = position.pieceAt(Square.ofIndex(rank * 8 + file));
        if (piece == null) {
          empty++;
        } else {
          if (empty > 0) {
            fen.append(empty);
            empty = 0;
          }
          fen.append(piece.fenChar());
        }
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    fen.append(' ').append(position.sideToMove().fenChar()).append(' ');
    fen.append(castlingField(position, shredder));
    Square ep = position.enPassantSquare();
    fen.append(' ').append(ep == null ? "-" : ep.algebraic());
    fen.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
    return fen.toString();
  }

  private static String castlingField(Position position, boolean shredder) {
    CastlingRights rights = position.castlingRights();
    StringBuilder field = new StringBuilder(4);
    for (Color color : Color.values()) {
      for (CastlingSide side : CastlingSide.values()) {
        File file = rights.rookFile(color, side);
        if (file == null) {
          continue;
        }
        char letter;
        if (!shredder && (position.variant() == Variant.STANDARD || isOutermostRook(position, color, side, file))) {
          letter = side == CastlingSide.KINGSIDE ? 'k' : 'q';
        } else {
          letter = file.letter();
        }
        field.append(color == Color.WHITE ? Character.toUpperCase(letter) : letter);
      }
    }
    return field.length() == 0 ? "-" : field.toString();
  }

  /** True if no other rook of the side stands beyond the castling rook, away from the king. */
  private static boolean isOutermostRook(Position position, Color color, CastlingSide side, File file) {
    int backRank = color == Color.WHITE ? 0 : 56;
    int step = side == CastlingSide.KINGSIDE ? 1 : -1;
    Piece rook = Piece.of(color, PieceType.ROOK);
    for (int f = file.ordinal() + step; f >= 0 && f < 8; f += step) {
      if (position.pieceAt(Square.ofIndex(backRank + f)) == rook) {
        return false;
      }
    }
    return true;
  }

  /** One parse: the text split into fields with their columns, read field by field. */
  private static final class Reader {
    private final String text;
    private final Variant variant;
    private final Set<FenLeniency> leniencies;
    private final List<String> fields = new ArrayList<>(6);
    private final List<Integer> columns = new ArrayList<>(6);

    Reader(String text, Variant variant, Set<FenLeniency> leniencies) {
      this.text = text;
      this.variant = variant;
      this.leniencies = leniencies;
    }

    private FenException error(FenField field, String reason) {
      return error(field, 0, reason, null);
    }

    private FenException error(FenField field, int offset, String reason, @Nullable PositionProblem problem) {
      int index = field.ordinal() - 1;
      int column = index >= 0 && index < columns.size() ? columns.get(index) + offset : 1;
      return new FenException(text, field, column, reason, problem);
    }

    private FenException invalid(FenField field, PositionProblem problem, String reason) {
      return error(field, 0, reason, problem);
    }

    private boolean lenient(FenLeniency leniency) {
      return leniencies.contains(leniency);
    }

    Board read() {
      split();
      if (fields.isEmpty()) {
        throw error(FenField.RECORD, "empty text");
      }
      if (lenient(FenLeniency.EN_PASSANT_JOINED_TO_CLOCK) && fields.size() >= 4) {
        unjoinEnPassant();
      }
      int minimum = lenient(FenLeniency.MISSING_CLOCKS) ? 4 : 6;
      if (fields.size() < minimum) {
        FenField missing = FenField.values()[fields.size() + 1];
        throw new FenException(text, missing, text.length() + 1,
            "missing " + missing.label() + " (" + fields.size() + " fields, expected 6)", null);
      }
      if (fields.size() > 6) {
        throw new FenException(text, FenField.RECORD, columns.get(6),
            "unexpected text after the fullmove number: " + Excerpt.quoted(fields.get(6)), null);
      }
      int[] pieces = readPlacement(fields.get(0));
      int side = readSide(fields.get(1));
      int[] castling = readCastling(fields.get(2), pieces);
      int ep = readEnPassant(fields.get(3));
      int halfmove = fields.size() > 4 ? readNumber(FenField.HALFMOVE_CLOCK, fields.get(4)) : 0;
      int fullmove = fields.size() > 5 ? readNumber(FenField.FULLMOVE_NUMBER, fields.get(5)) : 1;
      checkClocks(halfmove, fullmove, side);
      if (ep != Board.NO_SQUARE && halfmove != 0 && !lenient(FenLeniency.INCONSISTENT_CLOCKS)) {
        throw invalid(FenField.HALFMOVE_CLOCK, PositionProblem.CLOCKS,
            "halfmove clock " + halfmove + " after the pawn move that set the en-passant square; it must be 0");
      }
      checkMaterial(pieces);
      ep = checkEnPassant(ep, side, pieces);
      Board board = new Board(pieces, side, castling, ep, halfmove, Math.max(fullmove, 1), variant);
      checkChecks(board);
      return board;
    }

    private void split() {
      int i = 0;
      int n = text.length();
      while (i < n) {
        while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
          i++;
        }
        if (i == n) {
          break;
        }
        int start = i;
        while (i < n && text.charAt(i) != ' ' && text.charAt(i) != '\t') {
          i++;
        }
        fields.add(text.substring(start, i));
        columns.add(start + 1);
      }
    }

    /** Splits {@code -0} or {@code e3 0}-less forms like {@code e30} into square and clock. */
    private void unjoinEnPassant() {
      String ep = fields.get(3);
      int split = ep.startsWith("-") ? 1 : 2;
      if (ep.length() > split && ep.substring(split).chars().allMatch(Character::isDigit)) {
        fields.set(3, ep.substring(0, split));
        fields.add(4, ep.substring(split));
        columns.add(4, columns.get(3) + split);
      }
    }

    private int[] readPlacement(String placement) {
      int[] pieces = new int[64];
      Arrays.fill(pieces, Board.EMPTY);
      int rank = 7;
      int file = 0;
      for (int i = 0; i < placement.length(); i++) {
        char c = placement.charAt(i);
        if (c == '/') {
          if (file != 8) {
            throw error(FenField.PIECE_PLACEMENT, i, "rank " + (rank + 1) + " has " + file + " squares, expected 8", null);
          }
          if (rank == 0) {
            throw error(FenField.PIECE_PLACEMENT, i, "more than 8 ranks", null);
          }
          rank--;
          file = 0;
        } else if (c >= '1' && c <= '8') {
          file += c - '0';
          if (file > 8) {
            throw error(FenField.PIECE_PLACEMENT, i, "rank " + (rank + 1) + " has more than 8 squares", null);
          }
        } else {
          Piece piece = Piece.fromFenChar(c);
          if (piece == null) {
            throw error(FenField.PIECE_PLACEMENT, i, "'" + c + "' is not a piece letter or a digit 1-8", null);
          }
          if (file > 7) {
            throw error(FenField.PIECE_PLACEMENT, i, "rank " + (rank + 1) + " has more than 8 squares", null);
          }
          pieces[rank * 8 + file] = piece.ordinal();
          file++;
        }
      }
      if (rank != 0 || file != 8) {
        throw error(FenField.PIECE_PLACEMENT, placement.length(),
            rank != 0 ? "only " + (8 - rank) + " ranks, expected 8" : "rank 1 has " + file + " squares, expected 8", null);
      }
      for (int color = 0; color < 2; color++) {
        int kings = 0;
        for (int piece : pieces) {
          kings += piece == color * 6 + Board.KING ? 1 : 0;
        }
        if (kings != 1) {
          throw invalid(FenField.PIECE_PLACEMENT, PositionProblem.KING_COUNT,
              (color == 0 ? "white" : "black") + " has " + kings + " kings, expected 1");
        }
      }
      for (int sq = 0; sq < 64; sq++) {
        if ((sq < 8 || sq >= 56) && pieces[sq] != Board.EMPTY && pieces[sq] % 6 == Board.PAWN) {
          throw invalid(FenField.PIECE_PLACEMENT, PositionProblem.PAWN_ON_BACK_RANK,
              "pawn on " + Square.ofIndex(sq));
        }
      }
      return pieces;
    }

    private int readSide(String side) {
      if (side.equals("w")) {
        return 0;
      }
      if (side.equals("b")) {
        return 1;
      }
      throw error(FenField.SIDE_TO_MOVE, "expected 'w' or 'b', found " + Excerpt.quoted(side));
    }

    /** Returns the rook file per castling slot, -1 for none; refuses malformed or repeated rights. */
    private int[] readCastling(String field, int[] pieces) {
      int[] rookFiles = {-1, -1, -1, -1};
      if (field.equals("-")) {
        return rookFiles;
      }
      for (int i = 0; i < field.length(); i++) {
        char c = field.charAt(i);
        // ASCII only: Character.toLowerCase would turn the Kelvin sign into 'k'.
        char lower = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
        if (lower != 'k' && lower != 'q' && (lower < 'a' || lower > 'h')) {
          throw error(FenField.CASTLING, i, "'" + c + "' is not a castling letter (KQkq or a file A-H, a-h)", null);
        }
        int color = c >= 'A' && c <= 'Z' ? 0 : 1;
        int backRank = color * 56;
        int king = findKing(pieces, color);
        int rookFile = -1;
        boolean kingside;
        if (lower == 'k' || lower == 'q') {
          kingside = lower == 'k';
          rookFile = outermostRook(pieces, color, king, kingside);
        } else {
          rookFile = lower - 'a';
          kingside = king < backRank || king >= backRank + 8 || rookFile > (king & 7);
          int piece = pieces[backRank + rookFile];
          if (piece != color * 6 + Board.ROOK || (king >= backRank && king < backRank + 8 && rookFile == (king & 7))) {
            rookFile = -1;
          }
        }
        if (king < backRank || king >= backRank + 8) {
          rookFile = -1;
        }
        if (variant == Variant.STANDARD && (king != backRank + 4 || rookFile != (kingside ? 7 : 0))) {
          rookFile = -1;
        }
        int slot = color * 2 + (kingside ? 0 : 1);
        if (rookFile < 0) {
          if (!lenient(FenLeniency.INVALID_CASTLING_RIGHTS)) {
            throw error(FenField.CASTLING, i, "castling right '" + c + "' without "
                + (variant == Variant.STANDARD ? "king and rook on their starting squares" : "a king on the back rank and a rook on that side"),
                PositionProblem.CASTLING_RIGHTS);
          }
        } else if (rookFiles[slot] >= 0) {
          if (!lenient(FenLeniency.INVALID_CASTLING_RIGHTS)) {
            throw error(FenField.CASTLING, i, "castling right '" + c + "' given twice", PositionProblem.CASTLING_RIGHTS);
          }
        } else {
          rookFiles[slot] = rookFile;
        }
      }
      return rookFiles;
    }

    private int outermostRook(int[] pieces, int color, int king, boolean kingside) {
      int backRank = color * 56;
      if (king < backRank || king >= backRank + 8) {
        return -1;
      }
      int rook = color * 6 + Board.ROOK;
      if (kingside) {
        for (int f = 7; f > (king & 7); f--) {
          if (pieces[backRank + f] == rook) {
            return f;
          }
        }
      } else {
        for (int f = 0; f < (king & 7); f++) {
          if (pieces[backRank + f] == rook) {
            return f;
          }
        }
      }
      return -1;
    }


    private int readEnPassant(String field) {
      if (field.equals("-")) {
        return Board.NO_SQUARE;
      }
      Square square = Square.fromName(field);
      if (square == null) {
        throw error(FenField.EN_PASSANT, "expected '-' or a square, found " + Excerpt.quoted(field));
      }
      return square.ordinal();
    }

    /** The square must lie behind a pawn that has just moved two squares past it. */
    private int checkEnPassant(int ep, int side, int[] pieces) {
      if (ep == Board.NO_SQUARE) {
        return ep;
      }
      int forward = side == 0 ? -8 : 8;
      int expectedRank = side == 0 ? 5 : 2;
      int pusher = (side ^ 1) * 6 + Board.PAWN;
      boolean possible = ep >>> 3 == expectedRank
          && pieces[ep] == Board.EMPTY
          && pieces[ep + forward] == pusher
          && pieces[ep - forward] == Board.EMPTY;
      if (possible) {
        return ep;
      }
      if (lenient(FenLeniency.INVALID_EN_PASSANT)) {
        return Board.NO_SQUARE;
      }
      throw invalid(FenField.EN_PASSANT, PositionProblem.EN_PASSANT,
          "no " + (side == 0 ? "black" : "white") + " pawn can have just passed " + Square.ofIndex(ep));
    }

    private int readNumber(FenField field, String value) {
      if (value.isEmpty() || !value.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
        throw error(field, "expected a number, found " + Excerpt.quoted(value));
      }
      if (value.length() > MAX_CLOCK_DIGITS) {
        throw error(field, field.label() + " " + Excerpt.of(value) + " is out of range (at most " + MAX_CLOCK + ")");
      }
      return Integer.parseInt(value);
    }

    private void checkClocks(int halfmove, int fullmove, int side) {
      if (lenient(FenLeniency.INCONSISTENT_CLOCKS)) {
        return;
      }
      if (fullmove == 0) {
        throw invalid(FenField.FULLMOVE_NUMBER, PositionProblem.CLOCKS, "the fullmove number starts at 1");
      }
      // A clock past 150 is read: the seventy-five-move rule ends a game (Board.outcome() says
      // so), but records play on past it (older games, from before the rule), and so can a Board.
      long plies = 2L * (fullmove - 1) + side;
      if (halfmove > plies) {
        throw invalid(FenField.HALFMOVE_CLOCK, PositionProblem.CLOCKS,
            "halfmove clock " + halfmove + " exceeds the " + plies + " plies played by move " + fullmove);
      }
    }

    /**
     * At most 16 pieces and 8 pawns a side, and no more extra pieces (beyond the starting set,
     * counting bishops by square colour) than pawns the side has lost.
     */
    private void checkMaterial(int[] pieces) {
      if (lenient(FenLeniency.IMPOSSIBLE_MATERIAL)) {
        return;
      }
      for (int color = 0; color < 2; color++) {
        int[] count = new int[6];
        int lightBishops = 0;
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
          int piece = pieces[sq];
          if (piece != Board.EMPTY && piece / 6 == color) {
            count[piece % 6]++;
            total++;
            if (piece % 6 == Board.BISHOP && !Square.ofIndex(sq).isDark()) {
              lightBishops++;
            }
          }
        }
        String side = color == 0 ? "white" : "black";
        if (total > 16 || count[Board.PAWN] > 8) {
          throw invalid(FenField.PIECE_PLACEMENT, PositionProblem.IMPOSSIBLE_MATERIAL,
              side + " has " + total + " pieces and " + count[Board.PAWN] + " pawns (at most 16 and 8)");
        }
        int darkBishops = count[Board.BISHOP] - lightBishops;
        int promoted = Math.max(0, count[Board.KNIGHT] - 2) + Math.max(0, lightBishops - 1)
            + Math.max(0, darkBishops - 1) + Math.max(0, count[Board.ROOK] - 2) + Math.max(0, count[Board.QUEEN] - 1);
        if (promoted > 8 - count[Board.PAWN]) {
          throw invalid(FenField.PIECE_PLACEMENT, PositionProblem.IMPOSSIBLE_MATERIAL,
              side + " has " + promoted + " promoted pieces but only " + (8 - count[Board.PAWN]) + " pawns missing");
        }
      }
    }

    /** The side that just moved must not be in check; the side to move at most doubly so. */
    private void checkChecks(Board board) {
      int side = board.sideToMove;
      if (board.attackersTo(board.kingSquareIndex(side ^ 1), side, board.occupied) != 0) {
        throw invalid(FenField.SIDE_TO_MOVE, PositionProblem.OPPONENT_IN_CHECK,
            (side == 0 ? "black" : "white") + " is in check but it is " + (side == 0 ? "white" : "black") + " to move");
      }
      if (lenient(FenLeniency.IMPOSSIBLE_CHECK)) {
        return;
      }
      long checkers = board.checkers();
      int count = Long.bitCount(checkers);
      long sliders = board.byType[Board.BISHOP] | board.byType[Board.ROOK] | board.byType[Board.QUEEN];
      if (count > 2) {
        throw invalid(FenField.PIECE_PLACEMENT, PositionProblem.IMPOSSIBLE_CHECK,
            count + " pieces give check; at most two can");
      }
      if (count == 2 && (checkers & sliders) == 0) {
        throw invalid(FenField.PIECE_PLACEMENT, PositionProblem.IMPOSSIBLE_CHECK,
            "double check without a line piece: one of two checks must be discovered");
      }
      // Two checkers on one line through the king (B6b/8/8/8/2K5/5k2/8/b6B b) cannot arise
      // either, but that position is in the standard perft suite every engine reads, so it is
      // accepted.
    }

    private int findKing(int[] pieces, int color) {
      for (int sq = 0; sq < 64; sq++) {
        if (pieces[sq] == color * 6 + Board.KING) {
          return sq;
        }
      }
      return Board.NO_SQUARE;
    }
  }
}

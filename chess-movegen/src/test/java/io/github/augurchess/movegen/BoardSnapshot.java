package io.github.augurchess.movegen;

import io.github.augurchess.api.CastlingRights;
import io.github.augurchess.api.Color;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Square;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Everything a caller can observe of a board, as a value: two snapshots are equal exactly when no
 * query tells the boards apart (the history is compared over its last few plies).
 */
record BoardSnapshot(
    String fen,
    String shredderFen,
    long zobristKey,
    long pawnKey,
    long identityKey,
    int repetitions,
    List<Piece> pieceAt,
    List<Long> bitboards,
    Color sideToMove,
    CastlingRights castlingRights,
    Square enPassantSquare,
    int halfmoveClock,
    int fullmoveNumber,
    long checkers,
    boolean isCheck,
    Square whiteKing,
    Square blackKing,
    long whitePinned,
    long blackPinned,
    List<Move> legalMoves,
    int countLegalMoves,
    int historySize,
    List<Long> recentHistoryKeys,
    List<Integer> recentHistoryMoves) {

  private static final int RECENT_PLIES = 4;

  static BoardSnapshot of(Board board) {
    Piece[] pieces = new Piece[64];
    for (Square square : Square.values()) {
      pieces[square.ordinal()] = board.pieceAt(square);
    }
    List<Long> bitboards = new ArrayList<>();
    bitboards.add(board.occupied());
    for (Color color : Color.values()) {
      bitboards.add(board.pieces(color));
      for (PieceType type : PieceType.values()) {
        bitboards.add(board.pieces(color, type));
      }
    }
    for (PieceType type : PieceType.values()) {
      bitboards.add(board.pieces(type));
    }
    List<Long> keys = new ArrayList<>();
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < Math.min(RECENT_PLIES, board.historySize()); i++) {
      keys.add(board.historyKey(i));
      moves.add(board.historyMove(i));
    }
    return new BoardSnapshot(board.fen(), Fen.writeShredder(board), board.zobristKey(), board.pawnKey(),
        board.identityKey(), board.repetitions(),
        Arrays.asList(pieces), bitboards, board.sideToMove(), board.castlingRights(), board.enPassantSquare(),
        board.halfmoveClock(), board.fullmoveNumber(), board.checkers(), board.isCheck(),
        board.kingSquare(Color.WHITE), board.kingSquare(Color.BLACK), board.pinned(Color.WHITE),
        board.pinned(Color.BLACK), board.legalMoves(), board.countLegalMoves(), board.historySize(), keys, moves);
  }

  /** The components that differ, as {@code name: this -> other}. */
  String differences(BoardSnapshot other) {
    StringBuilder text = new StringBuilder();
    for (RecordComponent component : BoardSnapshot.class.getRecordComponents()) {
      try {
        Object mine = component.getAccessor().invoke(this);
        Object theirs = component.getAccessor().invoke(other);
        if (!Objects.equals(mine, theirs)) {
          text.append(String.format("%n  %s: %s -> %s", component.getName(), mine, theirs));
        }
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException(e);
      }
    }
    return text.toString();
  }
}

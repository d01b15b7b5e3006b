package io.github.augurchess.spark.internal;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenException;
import io.github.augurchess.movegen.FenLeniency;

/** Boards from FEN text, as chess-pgn sets them up, and moves written as the data source writes them. */
public final class Boards {
  private Boards() {}

  /**
   * A board of the FEN: standard chess if it reads as standard chess (a missing clock allowed),
   * else Chess960 (as chess-pgn reads a FEN tag without a Variant tag).
   *
   * @throws FenException if it is neither
   */
  public static Board parse(String fen) {
    try {
      return Fen.parse(fen, Variant.STANDARD, FenLeniency.MISSING_CLOCKS);
    } catch (FenException standard) {
      try {
        return Fen.parse(fen, Variant.CHESS960, FenLeniency.MISSING_CLOCKS);
      } catch (FenException chess960) {
        throw standard;
      }
    }
  }

  /** A board of the FEN in the given variant (a missing clock allowed). */
  public static Board parse(String fen, boolean chess960) {
    return Fen.parse(fen, chess960 ? Variant.CHESS960 : Variant.STANDARD, FenLeniency.MISSING_CLOCKS);
  }

  /** The move in UCI ({@code 0000} for a null move; Chess960 castling as king takes rook). */
  public static String uci(Board board, Move move) {
    return move.isNull() ? "0000" : board.uci(move);
  }

  /** The move in SAN ({@code --} for a null move). */
  public static String san(Board board, Move move) {
    return move.isNull() ? "--" : board.san(move);
  }

  /** Plays a move (a null move too). */
  public static void play(Board board, Move move) {
    if (move.isNull()) {
      board.playNullMove();
    } else {
      board.play(move);
    }
  }

  /** Reads a UCI move ({@code 0000} for a null move). */
  public static Move parseUci(Board board, String uci) {
    return uci.equals("0000") ? Move.NULL : board.parseUci(uci);
  }
}

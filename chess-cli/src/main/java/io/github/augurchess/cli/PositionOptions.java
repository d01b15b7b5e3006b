package io.github.augurchess.cli;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenLeniency;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * The options that give a position, the same on every command that takes one: {@code --fen},
 * {@code --chess960}, {@code --lenient} and {@code --moves}. Used as a picocli mixin.
 */
final class PositionOptions {
  private static final Pattern UCI_MOVE = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

  @Option(names = "--fen", paramLabel = "FEN", description = "The position (default: the starting position).")
  String fen = Fen.STARTING_POSITION;

  @Option(
      names = "--chess960",
      description = "Read the FEN as Chess960 (X-FEN or Shredder-FEN castling); castling moves are written king takes rook.")
  boolean chess960;

  @Option(
      names = "--lenient",
      description = "Accept a FEN with the defects other programs write (missing clocks, castling rights or an"
          + " en-passant square that cannot be, clocks out of range, impossible material or checks) instead of"
          + " refusing it.")
  boolean lenient;

  @Option(
      names = "--moves",
      paramLabel = "MOVE",
      arity = "1..*",
      description = "Moves played from the position first, in UCI (e2e4) or SAN (e4).")
  List<String> moves = new ArrayList<>();

  /** The leniencies {@code --lenient} asks for: none, or all of them. */
  FenLeniency[] leniencies() {
    return lenient ? FenLeniency.values() : new FenLeniency[0];
  }

  /** The variant {@code --chess960} asks for. */
  Variant variant() {
    return chess960 ? Variant.CHESS960 : Variant.STANDARD;
  }

  /**
   * The position: the FEN read as asked, then the moves played.
   *
   * @throws io.github.augurchess.api.ChessException if the FEN or a move is refused
   */
  Board board() {
    Board board = Fen.parse(fen, variant(), leniencies());
    for (String move : moves) {
      if (UCI_MOVE.matcher(move).matches()) {
        board.playUci(move);
      } else {
        board.playSan(move);
      }
    }
    return board;
  }
}

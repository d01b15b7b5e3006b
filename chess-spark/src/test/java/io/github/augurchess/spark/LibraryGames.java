package io.github.augurchess.spark;

import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What the single-machine library reads from a file (as {@code augur pgn stats} and {@code augur
 * pgn fens} do), one line per game, for comparison with the data source's rows.
 */
final class LibraryGames {
  private LibraryGames() {}

  /**
   * Per game: {@code offset|hash of tags|result|plies|hash of UCI moves|errors}, errors as {@code
   * PROBLEM line:column}.
   */
  static List<String> describe(Path file) throws IOException {
    List<String> games = new ArrayList<>();
    try (PgnReader reader = PgnReader.open(file)) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        List<String> uci = new ArrayList<>();
        if (game.hasStartPosition()) {
          Board board = game.startPosition();
          for (Move move : game.mainLine()) {
            if (move.isNull()) {
              uci.add("0000");
              board.playNullMove();
            } else {
              uci.add(board.uci(move));
              board.play(move);
            }
          }
        }
        games.add(line(reader.gameOffset(), game.tags().hashCode(), game.result(), uci.size(), uci.hashCode(),
            game.errors().stream().map(LibraryGames::error).collect(Collectors.toList())));
      }
    }
    return games;
  }

  /** Per game, the start FEN and the FEN after each main-line move, as {@code augur pgn fens}. */
  static List<List<String>> fens(Path file) throws IOException {
    List<List<String>> games = new ArrayList<>();
    try (PgnReader reader = PgnReader.open(file)) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        List<String> fens = new ArrayList<>();
        if (game.hasStartPosition()) {
          Board board = game.startPosition();
          fens.add(board.fen());
          for (Move move : game.mainLine()) {
            board.play(move);
            fens.add(board.fen());
          }
        }
        games.add(fens);
      }
    }
    return games;
  }

  static String error(PgnException e) {
    return e.problem() + " " + e.line() + ":" + e.column();
  }

  static String line(long offset, int tagsHash, String result, int plies, int uciHash, List<String> errors) {
    return offset + "|" + tagsHash + "|" + result + "|" + plies + "|" + uciHash + "|" + errors;
  }
}

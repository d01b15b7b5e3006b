package io.github.augurchess.cli;

import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.Move;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnException;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code augur pgn fens FILE}: for each game, the FEN of its start position and the FEN after
 * every move of its main line, one per line, with a blank line after each game. A game whose start
 * position cannot be set up (an invalid FEN tag, an unsupported variant) writes nothing; its
 * problem, and every other, goes to the error output with its game, line and column.
 */
@Command(
    name = "fens",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Writes the start FEN and the FEN after each main-line move of every game, a blank line between games.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every game read without a problem",
      "1:internal error",
      "2:bad input (the file cannot be read)",
      "3:the file was read, with problems in some games (on the error output)"
    })
final class PgnFensCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Parameters(paramLabel = "FILE", arity = "1", description = "The PGN file.")
  Path file;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int problems = 0;
    try (PgnReader reader = FileAccess.read(file, PgnReader::open)) {
      for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
        for (PgnException e : game.errors()) {
          problems++;
          err.println("game " + e.gameIndex() + ", line " + e.line() + ", column " + e.column() + ": "
              + e.problem() + ": " + e.reason() + " in " + Excerpt.quoted(e.text()));
        }
        if (game.hasStartPosition()) {
          writePositions(game, out);
        }
      }
    }
    out.flush();
    err.flush();
    return problems == 0 ? 0 : PgnCommand.EXIT_PGN_PROBLEMS;
  }

  private static void writePositions(PgnGame game, PrintWriter out) {
    Board board = game.startPosition();
    out.println(board.fen());
    for (Move move : game.mainLine()) {
      board.play(move);
      out.println(board.fen());
    }
    out.println();
  }
}

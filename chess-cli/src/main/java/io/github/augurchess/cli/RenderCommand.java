package io.github.augurchess.cli;

import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.render.Arrow;
import io.github.augurchess.render.BoardColors;
import io.github.augurchess.render.BoardSvg;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur render --fen FEN [--moves UCI...] [--arrow e2e4] [--flip] --out board.svg}: a
 * position as an SVG picture, with Augur's own piece set.
 */
@Command(
    name = "render",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Draws a position as an SVG picture: the board, the pieces, coordinates, the last move, a king in check,"
          + " highlighted squares and arrows.",
      "The same options always give the same file."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:written", "1:internal error", "2:bad input (FEN, move, arrow, colour, or the file cannot be written)"})
final class RenderCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  // --fen, --chess960, --lenient and --moves; the last move is tinted.
  @Mixin PositionOptions position = new PositionOptions();

  @Option(names = "--arrow", paramLabel = "FROMTO[:COLOUR]",
      description = "An arrow, such as e2e4 or g1f3:#882020; repeat for more.")
  List<String> arrows = new ArrayList<>();

  @Option(names = "--highlight", paramLabel = "SQUARE[:COLOUR]",
      description = "A tinted square, such as d5 or d5:#ff0000; repeat for more.")
  List<String> highlights = new ArrayList<>();

  @Option(names = "--flip", description = "Black at the bottom.")
  boolean flip;

  @Option(names = "--size", paramLabel = "PX", description = "Width and height in pixels (default ${DEFAULT-VALUE}).")
  int size = BoardSvg.DEFAULT_SIZE;

  @Option(names = "--no-coordinates", description = "Leave out the frame with the file letters and rank digits.")
  boolean noCoordinates;

  @Option(names = "--colors", paramLabel = "NAME", description = "Board colours: brown or blue (default ${DEFAULT-VALUE}).")
  String colors = "brown";

  @Option(names = "--out", paramLabel = "FILE.svg", description = "Where to write the picture (default: standard output).")
  @Nullable Path out;

  @Override
  public Integer call() throws IOException {
    Board board = position.board();
    BoardSvg picture = BoardSvg.of(board).flipped(flip).size(size).coordinates(!noCoordinates)
        .colors(boardColors(colors)).lastMove(position.moves.isEmpty() ? null : board.lastMove());
    for (String arrow : arrows) {
      picture.arrow(Arrow.parse(arrow));
    }
    for (String highlight : highlights) {
      int colon = highlight.indexOf(':');
      String name = colon < 0 ? highlight : highlight.substring(0, colon);
      Square square = Square.fromName(name);
      if (square == null) {
        throw new IllegalArgumentException("--highlight: not a square: \"" + shorten(name) + "\"");
      }
      picture.highlight(square, colon < 0 ? "#ffff00" : highlight.substring(colon + 1));
    }
    String svg = picture.toSvg();
    Path file = out;
    if (file == null) {
      PrintWriter stdout = spec.commandLine().getOut();
      stdout.print(svg);
      stdout.flush();
      return 0;
    }
    FileAccess.write(file, f -> Files.writeString(f, svg, StandardCharsets.UTF_8));
    return 0;
  }

  private static BoardColors boardColors(String name) {
    switch (name) {
      case "brown":
        return BoardColors.DEFAULT;
      case "blue":
        return BoardColors.BLUE;
      default:
        throw new IllegalArgumentException("--colors: brown or blue, not \"" + shorten(name) + "\"");
    }
  }

  private static String shorten(String text) {
    return text.length() > 80 ? text.substring(0, 80) + "..." : text;
  }
}

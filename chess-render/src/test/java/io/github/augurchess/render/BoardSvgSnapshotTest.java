package io.github.augurchess.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SVG of a few boards against reviewed files in {@code src/test/resources/snapshots}, and the
 * Ruy Lopez with its arrow against the guide's picture {@code docs/guide/review-board.svg} (one copy
 * of that file in the repository). After a deliberate change of the drawing, run with {@code
 * -Daugur.render.updateSnapshots=true} to rewrite them, look at every rewritten file in a browser,
 * and commit them.
 */
class BoardSvgSnapshotTest {
  /** The guide's board picture, from the module's directory (where Surefire runs the tests). */
  static final Path GUIDE_PICTURE = Path.of("..", "docs", "guide", "review-board.svg");

  static Path file(String name) {
    return name.equals("ruy-lopez-arrow") ? GUIDE_PICTURE : Path.of("src/test/resources/snapshots", name + ".svg");
  }

  static String render(String name) {
    switch (name) {
      case "start":
        return BoardSvg.of(Board.startingPosition()).toSvg();
      case "ruy-lopez-arrow":
        return BoardSvg.of(Board.fromFen(BoardSvgTest.RUY_LOPEZ)).arrow(Arrow.parse("f1b5")).toSvg();
      case "check-flipped":
        Board board = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        return BoardSvg.of(board).flipped(true).size(320).colors(BoardColors.BLUE)
            .lastMove(Move.of(Square.D8, Square.H4)).toSvg();
      case "chess960-highlights":
        Board chess960 = Fen.parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", Variant.CHESS960);
        chess960.playUci("e1f3");
        return BoardSvg.of(chess960).coordinates(false).lastMove(chess960.lastMove())
            .highlight(Square.C5, "#ffcc00").arrow(Arrow.parse("b1h7:#882020")).toSvg();
      default:
        throw new IllegalArgumentException(name);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"start", "ruy-lopez-arrow", "check-flipped", "chess960-highlights"})
  void matchesTheReviewedFile(String name) throws Exception {
    String svg = render(name);
    BoardSvgTest.parse(svg);
    Path file = file(name);
    if (Boolean.getBoolean("augur.render.updateSnapshots")) {
      Files.writeString(file, svg, StandardCharsets.UTF_8);
      return;
    }
    if (!Files.isRegularFile(file)) {
      throw new IOException("no snapshot " + file.toAbsolutePath() + "; run with -Daugur.render.updateSnapshots=true");
    }
    assertEquals(Files.readString(file, StandardCharsets.UTF_8), svg, file.toString());
  }
}

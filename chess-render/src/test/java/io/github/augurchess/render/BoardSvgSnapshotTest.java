package io.github.augurchess.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SVG of a few boards against reviewed files in {@code src/test/resources/snapshots}. After a
 * deliberate change of the drawing, run with {@code -Daugur.render.updateSnapshots=true} to rewrite
 * them, look at every rewritten file in a browser, and commit them.
 */
class BoardSvgSnapshotTest {

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
    if (Boolean.getBoolean("augur.render.updateSnapshots")) {
      Path file = Path.of("src/test/resources/snapshots", name + ".svg");
      Files.writeString(file, svg, StandardCharsets.UTF_8);
      return;
    }
    assertEquals(read(name), svg, name + ".svg");
  }

  private static String read(String name) throws IOException {
    try (InputStream in = BoardSvgSnapshotTest.class.getResourceAsStream("/snapshots/" + name + ".svg")) {
      if (in == null) {
        throw new IOException("no snapshot " + name + ".svg; run with -Daugur.render.updateSnapshots=true");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}

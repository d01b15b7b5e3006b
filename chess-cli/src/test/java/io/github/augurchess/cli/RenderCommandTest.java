package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class RenderCommandTest {
  static final String RUY_LOPEZ = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

  @TempDir Path dir;

  static Document parse(String xml) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void writesTheBoardWithItsArrow() throws Exception {
    Path out = dir.resolve("b.svg");
    CliRun run = augur("render", "--fen", RUY_LOPEZ, "--arrow", "f1b5", "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    String svg = Files.readString(out);
    Document doc = parse(svg);
    assertEquals("svg", doc.getDocumentElement().getLocalName());
    assertEquals(32, doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "use").getLength());
    assertTrue(svg.contains("class=\"arrow f1b5\""), svg);
    assertTrue(svg.contains("<desc>" + RUY_LOPEZ + "</desc>"), svg);
    // The guide shows this board as docs/guide/review-board.svg, made by this command.
    assertEquals(Files.readString(Path.of("..", "docs", "guide", "review-board.svg")), svg);
  }

  @Test
  void playsMovesAndTintsTheLast() throws Exception {
    CliRun run = augur("render", "--moves", "e2e4", "e7e5", "--flip", "--highlight", "d5:#ff0000", "--size", "200");
    assertEquals(0, run.exitCode(), run.err());
    parse(run.out());
    assertTrue(run.out().contains("lastmove e5"), run.out());
    assertTrue(run.out().contains("lastmove e7"), run.out());
    assertTrue(run.out().contains("width=\"200\""), run.out());
    assertTrue(run.out().contains("class=\"highlight d5\" fill=\"#ff0000\""), run.out());
  }

  @Test
  void rendersAChess960Position() throws Exception {
    CliRun run = augur("render", "--chess960", "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "--moves", "g1g1");
    // A null-looking castling move is not legal; the command names it.
    assertEquals(2, run.exitCode());
    CliRun ok = augur("render", "--chess960", "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "--moves", "e1f3");
    assertEquals(0, ok.exitCode(), ok.err());
    parse(ok.out());
  }

  @Test
  void badInputExitsTwoWithTheReason() {
    CliRun fen = augur("render", "--fen", "not a fen");
    assertEquals(2, fen.exitCode());
    CliRun arrow = augur("render", "--arrow", "e2e9");
    assertEquals(2, arrow.exitCode());
    assertTrue(arrow.err().contains("e2e9"), arrow.err());
    CliRun colour = augur("render", "--arrow", "e2e4:<b>");
    assertEquals(2, colour.exitCode());
    CliRun highlight = augur("render", "--highlight", "z9");
    assertEquals(2, highlight.exitCode());
    assertTrue(highlight.err().contains("z9"), highlight.err());
  }
}

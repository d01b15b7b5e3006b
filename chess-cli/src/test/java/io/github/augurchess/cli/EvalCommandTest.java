package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.nnue.Network;
import io.github.augurchess.nnue.NnueEvaluator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalCommandTest {
  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  @TempDir Path dir;

  @Test
  void printsTheTraceWithTheEvaluatorsScore() {
    CliRun run = augur("eval", "--evaluator", "classical", "--fen", KIWIPETE);
    assertEquals(0, run.exitCode(), run.err());
    int score = new ClassicalEvaluator().evaluate(Board.fromFen(KIWIPETE));
    assertTrue(run.out().contains("passed pawns"), run.out());
    assertTrue(run.out().contains(String.format("%+d (white to move)", score)), run.out());
  }

  @Test
  void startingPositionByDefault() {
    CliRun run = augur("eval", "--evaluator", "classical");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("phase 24/24"), run.out());
  }

  @Test
  void theShippedNetworkEvaluatesByDefault() {
    CliRun run = augur("eval", "--fen", KIWIPETE);
    assertEquals(0, run.exitCode(), run.err());
    int score = new NnueEvaluator(Network.defaultNetwork()).evaluate(Board.fromFen(KIWIPETE));
    assertEquals("nnue " + score + " (side to move's view)", run.out().strip());
  }

  @Test
  void epdFilePrintsScoreAndFenPerLine() throws IOException {
    Path epd = dir.resolve("positions.epd");
    Files.writeString(epd, String.join("\n",
        "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id \"BK.01\";",
        "",
        "# a comment",
        KIWIPETE,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; startpos"), StandardCharsets.UTF_8);
    CliRun run = augur("eval", "--evaluator", "classical", "--epd", epd.toString());
    assertEquals(0, run.exitCode(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals(3, lines.length, run.out());
    ClassicalEvaluator evaluator = new ClassicalEvaluator();
    for (String line : lines) {
      int space = line.indexOf(' ');
      String fen = line.substring(space + 1);
      assertEquals(evaluator.evaluate(Board.fromFen(fen)), Integer.parseInt(line.substring(0, space)), line);
    }
    assertTrue(lines[0].endsWith("1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - 0 1"), lines[0]);
    assertEquals(evaluator.evaluate(Board.startingPosition()) + " " + Board.startingPosition().fen(), lines[2]);
  }

  @Test
  void badEpdLineIsReportedWithItsLineAndTheRestIsEvaluated() throws IOException {
    Path epd = dir.resolve("bad.epd");
    Files.writeString(epd, "8/8/8/8/8/8/8/8 w - -\n" + KIWIPETE + "\n", StandardCharsets.UTF_8);
    CliRun run = augur("eval", "--evaluator", "classical", "--epd", epd.toString());
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains(":1:"), run.err());
    assertEquals(1, run.out().split("\n").length, run.out());
  }

  @Test
  void materialEvaluatorCanBeChosen() {
    CliRun run = augur("eval", "--evaluator", "material", "--fen", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("material -975"), run.out());
    assertEquals(2, augur("eval", "--evaluator", "neural").exitCode());
  }

  /** A network of 128 units with weights from a fixed pattern, written to a file. */
  private Path patternNetwork(io.github.augurchess.nnue.Activation activation) throws IOException {
    short[] weights = new short[768 * 128];
    for (int i = 0; i < weights.length; i++) {
      weights[i] = (short) ((i * 37) % 61 - 30);
    }
    short[] output = new short[2 * 128];
    for (int i = 0; i < output.length; i++) {
      output[i] = (short) ((i * 11) % 41 - 20);
    }
    Path file = dir.resolve("pattern-" + activation + ".nnue");
    io.github.augurchess.nnue.Network.of(128, 1, activation, 255, 64, 400, "pattern", weights, new short[128],
        output, new short[1]).write(file);
    return file;
  }

  @Test
  void nnueEvaluatorReadsTheNetworkFile() throws IOException {
    Path net = patternNetwork(io.github.augurchess.nnue.Activation.SCRELU);
    CliRun run = augur("eval", "--evaluator", "nnue", "--net", net.toString(), "--fen", KIWIPETE);
    assertEquals(0, run.exitCode(), run.err());
    int expected = io.github.augurchess.nnue.Network.read(net).evaluate(Board.fromFen(KIWIPETE));
    assertTrue(run.out().contains("nnue " + expected + " (side to move's view)"), run.out());
    Path broken = dir.resolve("broken.nnue");
    Files.writeString(broken, "AUGURNN2", StandardCharsets.UTF_8);
    CliRun bad = augur("eval", "--evaluator", "nnue", "--net", broken.toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("broken.nnue") && bad.err().contains("not an Augur network"), bad.err());
    assertEquals(2, augur("eval", "--evaluator", "classical", "--net", net.toString()).exitCode(),
        "--net needs --evaluator nnue");
  }

  @Test
  void parameterFileChangesTheScoreAndBadFilesAreRefused() throws IOException {
    Path params = dir.resolve("tempo.params");
    Files.writeString(params, "tempo.mg 44\n", StandardCharsets.UTF_8);
    Path epd = dir.resolve("start.epd");
    Files.writeString(epd, Board.startingPosition().fen() + "\n", StandardCharsets.UTF_8);
    CliRun run = augur("eval", "--evaluator", "classical", "--params", params.toString(), "--epd", epd.toString());
    assertEquals(0, run.exitCode(), run.err());
    int expected = new ClassicalEvaluator(EvalParameters.defaults().with("tempo.mg", 44)).evaluate(Board.startingPosition());
    assertTrue(run.out().startsWith(expected + " "), run.out());

    Files.writeString(params, "tempo.mg 44\nking_shield.nearest 3\n", StandardCharsets.UTF_8);
    CliRun bad = augur("eval", "--evaluator", "classical", "--params", params.toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("line 2") && bad.err().contains("king_shield.nearest"), bad.err());
  }

  @Test
  void invalidFenIsBadInput() {
    CliRun run = augur("eval", "--fen", "not a fen");
    assertEquals(2, run.exitCode());
    assertTrue(!run.err().isEmpty());
  }
}

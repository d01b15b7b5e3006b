package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The annotated PGN through pgn-extract (when installed) and back: moves, evals and NAGs intact. */
class PgnExtractRoundTripTest {
  @TempDir Path dir;

  static Path pgnExtract() {
    for (String path : List.of("/usr/bin/pgn-extract", "/usr/games/pgn-extract")) {
      if (Files.isExecutable(Path.of(path))) {
        return Path.of(path);
      }
    }
    return Path.of("pgn-extract-not-installed");
  }

  @Test
  void pgnExtractKeepsEveryEvalAndNag() throws Exception {
    Path tool = pgnExtract();
    assumeTrue(Files.isExecutable(tool), "pgn-extract is not installed");
    GameReview review = GameReviewerTest.review(GameReviewerTest.HUNG_QUEEN, 5_000, 1);
    Path in = dir.resolve("annotated.pgn");
    Path out = dir.resolve("extracted.pgn");
    Files.writeString(in, PgnWriter.toString(review.annotatedGame()));
    Process p = new ProcessBuilder(tool.toString(), "-s", "-o", out.toString(), in.toString())
        .redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
    assertEquals(true, p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), Files.readString(dir.resolve("log")));
    PgnGame back = PgnReader.ofText(Files.readString(out)).nextGame();
    assertNotNull(back, Files.readString(out));
    assertEquals(List.of(), back.errors());
    assertEquals(review.game().mainLine(), back.mainLine());
    List<Object> expected = new ArrayList<>();
    for (MoveReview m : review.moves()) {
      expected.add(m.after() + " " + (m.moveClass().isError() ? List.of(m.moveClass().nag()) : List.of()));
    }
    List<Object> actual = new ArrayList<>();
    GameNode node = back.root();
    while ((node = node.next()) != null) {
      actual.add(EvalComment.parse(String.join(" ", node.comments())).orElseThrow() + " " + node.nags());
    }
    assertEquals(expected, actual, Files.readString(out));
  }
}

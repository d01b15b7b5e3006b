package io.github.augurchess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.augurchess.api.Score;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

  /** Runs pgn-extract over the file and reads back its one game; fails on an error or a complaint. */
  private PgnGame throughPgnExtract(Path tool, String annotated) throws Exception {
    Path in = dir.resolve("annotated.pgn");
    Path out = dir.resolve("extracted.pgn");
    Path log = dir.resolve("log");
    Files.writeString(in, annotated);
    Process p = new ProcessBuilder(tool.toString(), "-s", "-o", out.toString(), in.toString())
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertEquals(true, p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), Files.readString(log));
    assertEquals("", Files.readString(log).strip(), "pgn-extract complained");
    PgnGame back = PgnReader.ofText(Files.readString(out)).nextGame();
    assertNotNull(back, Files.readString(out));
    assertEquals(List.of(), back.errors());
    return back;
  }

  /** Each move's [%eval] as read back, with its NAGs. */
  private static List<Object> evalsAndNags(PgnGame game) {
    List<Object> actual = new ArrayList<>();
    GameNode node = game.root();
    while ((node = node.next()) != null) {
      actual.add(EvalComment.parse(String.join(" ", node.comments())).orElseThrow() + " " + node.nags());
    }
    return actual;
  }

  private static List<Object> evalsAndNags(GameReview review) {
    List<Object> expected = new ArrayList<>();
    for (MoveReview m : review.moves()) {
      expected.add(m.after() + " " + (m.moveClass().isError() ? List.of(m.moveClass().nag()) : List.of()));
    }
    return expected;
  }

  @Test
  void pgnExtractKeepsEveryEvalAndNag() throws Exception {
    Path tool = pgnExtract();
    assumeTrue(Files.isExecutable(tool), "pgn-extract is not installed");
    GameReview review = GameReviewerTest.review(GameReviewerTest.HUNG_QUEEN, 5_000, 1);
    PgnGame back = throughPgnExtract(tool, PgnWriter.toString(review.annotatedGame()));
    assertEquals(review.game().mainLine(), back.mainLine());
    assertEquals(evalsAndNags(review), evalsAndNags(back));
  }

  /**
   * A long annotated game at the default line width: no line break falls inside an [%eval]
   * command (so tools that read a command within one line find them all), every value reads back
   * equal to the review's score, and pgn-extract (when installed) reads the file without a word.
   */
  @Test
  void aLongReviewedGameKeepsEveryEvalOnOneLine() throws Exception {
    GameReview review = GameReviewerTest.review(GameReviewerGamesTest.MASTER_GAME, 1_000, 1);
    assertEquals(101, review.moves().size());
    String annotated = GameReviewerGamesTest.assertRoundTrips(review);
    Pattern whole = Pattern.compile("\\[%eval (#-?\\d+|-?\\d+\\.\\d\\d)\\]");
    List<Score> onLines = new ArrayList<>();
    for (String line : annotated.split("\n")) {
      int opened = line.split("\\[%", -1).length - 1;
      Matcher m = whole.matcher(line);
      int complete = 0;
      while (m.find()) {
        onLines.add(EvalComment.parse(m.group()).orElseThrow());
        complete++;
      }
      assertEquals(opened, complete, "a command broken across lines: " + line + "\n" + annotated);
    }
    List<Score> scores = new ArrayList<>();
    for (MoveReview m : review.moves()) {
      scores.add(m.after());
    }
    assertEquals(scores, onLines, annotated);

    Path tool = pgnExtract();
    assumeTrue(Files.isExecutable(tool), "pgn-extract is not installed");
    PgnGame back = throughPgnExtract(tool, annotated);
    assertEquals(review.game().mainLine(), back.mainLine());
    assertEquals(evalsAndNags(review), evalsAndNags(back));
  }
}

package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Score;
import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.review.EvalComment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReviewCommandTest {
  static final String HUNG_QUEEN = "[Event \"Hung queen\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
      + "1. e4 e5 2. Nf3 Qg5 3. Nxg5 d6 4. Nf3 Nc6 1-0\n";

  @TempDir Path dir;

  @Test
  void marksTheHungQueenAndEveryEvalReadsBack() throws Exception {
    Path game = dir.resolve("game.pgn");
    Files.writeString(game, HUNG_QUEEN + "\n" + HUNG_QUEEN.replace("Hung queen", "Second"));
    Path out = dir.resolve("annotated.pgn");
    Path html = dir.resolve("report.html");
    CliRun run = augur("review", game.toString(), "--nodes", "5000", "--out", out.toString(), "--html", html.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.err().contains("game 2/2 ["), run.err());
    assertTrue(run.out().contains("2 games reviewed"), run.out());
    java.util.regex.Matcher blunder = java.util.regex.Pattern
        .compile("2\\.\\.\\. Qg5\\?\\? blunder: win probability ([0-9.]+) -> ([0-9.]+) \\(drop ([0-9.]+)\\)")
        .matcher(run.out());
    assertTrue(blunder.find(), run.out());
    assertTrue(Double.parseDouble(blunder.group(3)) > io.github.augurchess.review.MoveClassifier.BLUNDER, run.out());
    List<PgnGame> games = PgnReader.readAll(out).games();
    assertEquals(2, games.size());
    for (PgnGame annotated : games) {
      assertTrue(annotated.errors().isEmpty(), annotated.errors().toString());
      GameNode node = annotated.root();
      int evals = 0;
      while ((node = node.next()) != null) {
        Score score = EvalComment.parse(String.join(" ", node.comments())).orElseThrow();
        evals++;
        if ("Qg5".equals(sanOf(annotated, node))) {
          assertEquals(List.of(4), node.nags());
          assertTrue(String.join(" ", node.comments()).contains("Blunder."), node.comments().toString());
        }
        assertFalse(score.isMate());
      }
      assertEquals(8, evals);
    }
    String report = Files.readString(html);
    assertTrue(report.startsWith("<!DOCTYPE html>"));
    assertTrue(report.contains("<svg class=\"graph\""));
    assertTrue(report.contains("Qg5??"), report);
  }

  private static String sanOf(PgnGame game, GameNode target) {
    var board = game.startPosition();
    GameNode node = game.root();
    while ((node = node.next()) != null) {
      if (node == target) {
        return board.san(node.move());
      }
      board.play(node.move());
    }
    return "";
  }

  @Test
  void reviewsWithStockfishWhenInstalled() throws Exception {
    Path stockfish = Path.of("/usr/games/stockfish");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(stockfish), "Stockfish is not installed");
    Path game = dir.resolve("game.pgn");
    Files.writeString(game, HUNG_QUEEN);
    CliRun run = augur("review", game.toString(), "--engine", stockfish.toString(), "--nodes", "20000",
        "--out", dir.resolve("sf.pgn").toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("2... Qg5?? blunder"), run.out());
    assertTrue(Files.readString(dir.resolve("sf.pgn")).contains("Stockfish"));
  }

  @Test
  void badInputExitsTwo() throws Exception {
    Path game = dir.resolve("empty.pgn");
    Files.writeString(game, "");
    assertEquals(2, augur("review", game.toString(), "--out", dir.resolve("o.pgn").toString()).exitCode());
    Files.writeString(game, HUNG_QUEEN);
    assertEquals(2, augur("review", game.toString(), "--engine", dir.resolve("none").toString(), "--out",
        dir.resolve("o.pgn").toString()).exitCode());
    assertEquals(2, augur("review", game.toString(), "--threads", "0", "--out", dir.resolve("o.pgn").toString()).exitCode());
  }
}

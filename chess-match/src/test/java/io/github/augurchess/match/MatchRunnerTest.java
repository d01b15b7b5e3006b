package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Variant;
import io.github.augurchess.client.testengines.AugurUciProcess;
import io.github.augurchess.client.testengines.FakeUciEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchRunnerTest {
  private static EngineDefinition augurProcess(String name) {
    List<String> command = AugurUciProcess.javaCommand(AugurUciProcess.class);
    StringBuilder sb = new StringBuilder("name=" + name + ",cmd=" + command.get(0));
    for (String arg : command.subList(1, command.size())) {
      sb.append(",arg=").append(arg);
    }
    return EngineDefinition.parse(sb.toString());
  }

  private static EngineDefinition fakeProcess(String fault) {
    List<String> command = AugurUciProcess.javaCommand(FakeUciEngine.class, fault);
    StringBuilder sb = new StringBuilder("name=fake-" + fault + ",cmd=" + command.get(0));
    for (String arg : command.subList(1, command.size())) {
      sb.append(",arg=").append(arg);
    }
    return EngineDefinition.parse(sb.toString());
  }

  private static List<Board> openings(String... fens) {
    List<Board> boards = new ArrayList<>();
    for (String fen : fens) {
      boards.add(Board.fromFen(fen));
    }
    return boards;
  }

  @Test
  void augurAgainstItselfThroughUciProcessesPlaysCleanly(@TempDir Path dir) throws Exception {
    Board italian = Board.startingPosition();
    for (String move : List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5")) {
      italian.playUci(move);
    }
    MatchRunner runner = new MatchRunner(augurProcess("augur-1"), augurProcess("augur-2"),
        List.of(italian, Board.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")),
        Variant.STANDARD, TimeControl.parse("depth=3+endgame"), 4, 2, new Adjudication(4, 600, 40, 8, 10),
        Optional.empty());
    StringBuilder pgn = new StringBuilder();
    List<String> progress = new ArrayList<>();
    MatchResult result = runner.run((game, round) -> pgn.append(runner.pgn(game, round)), progress::add);
    assertEquals(4, result.games());
    assertEquals(0, result.count(GameRecord.GameEnd.ILLEGAL_MOVE));
    assertEquals(0, result.count(GameRecord.GameEnd.TIME_FORFEIT));
    assertEquals(0, result.count(GameRecord.GameEnd.CRASH));
    assertEquals(0, result.count(GameRecord.GameEnd.STALLED));
    assertEquals(2, progress.size());
    assertEquals(2, java.util.Arrays.stream(result.pentanomial()).sum());
    assertTrue(pgn.toString().contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4."), pgn.toString());
    assertTrue(pgn.toString().contains("[Round \"4\"]"));
    Files.writeString(dir.resolve("games.pgn"), pgn);
    assertEquals(4, io.github.augurchess.pgn.PgnReader.readAll(dir.resolve("games.pgn")).games().size());
  }

  @Test
  void crashesAndIllegalMovesEndGamesAndAreCounted() throws Exception {
    EngineDefinition augur = EngineDefinition.parse("builtin,name=augur,hash=1");
    MatchRunner crash = new MatchRunner(augur, fakeProcess("crash"), openings(Fen.STARTING_POSITION),
        Variant.STANDARD, TimeControl.parse("depth=1"), 2, 1, Adjudication.NONE, Optional.empty());
    MatchResult crashed = crash.run((g, r) -> {}, line -> {});
    assertEquals(2, crashed.wins());
    assertEquals(2, crashed.count(GameRecord.GameEnd.CRASH));

    MatchRunner illegal = new MatchRunner(augur, fakeProcess("illegal"), openings(Fen.STARTING_POSITION),
        Variant.STANDARD, TimeControl.parse("depth=1"), 2, 1, Adjudication.NONE, Optional.empty());
    MatchResult cheated = illegal.run((g, r) -> {}, line -> {});
    assertEquals(2, cheated.wins());
    assertEquals(2, cheated.count(GameRecord.GameEnd.ILLEGAL_MOVE));
  }

  @Test
  void resignationEndsTheGameAsAResignation() throws Exception {
    List<String> command = AugurUciProcess.javaCommand(FakeUciEngine.class, "xboard", "resign");
    StringBuilder sb = new StringBuilder("name=resigner,proto=xboard,cmd=" + command.get(0));
    for (String arg : command.subList(1, command.size())) {
      sb.append(",arg=").append(arg);
    }
    MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=augur,hash=1"),
        EngineDefinition.parse(sb.toString()), openings(Fen.STARTING_POSITION), Variant.STANDARD,
        TimeControl.parse("depth=1"), 2, 1, Adjudication.NONE, Optional.empty());
    MatchResult result = runner.run((g, r) -> {}, line -> {});
    assertEquals(2, result.wins());
    assertEquals(2, result.count(GameRecord.GameEnd.RESIGNED));
  }

  @Test
  void slowEngineForfeitsOnTime() throws Exception {
    // The fake "slow" engine answers only after stop, which the client sends after the grace
    // period: far beyond its clock. It plays white, so it forfeits on its first move, before
    // Augur has moved: Augur's own 1 s clock, which a loaded machine can run down, plays no part.
    MatchRunner runner = new MatchRunner(fakeProcess("slow"), EngineDefinition.parse("builtin,name=augur,hash=1"),
        openings(Fen.STARTING_POSITION), Variant.STANDARD, TimeControl.parse("1+0"), 1, 1, Adjudication.NONE,
        Optional.empty());
    List<GameRecord> games = new ArrayList<>();
    MatchResult result = runner.run((g, r) -> games.add(g), line -> {});
    assertEquals(1, result.losses());
    assertEquals(1, result.count(GameRecord.GameEnd.TIME_FORFEIT));
    assertEquals("fake-slow", games.get(0).white(), games::toString);
    assertEquals("0-1", games.get(0).result(), games::toString);
  }

  @Test
  void resignAdjudicationEndsALostGame() throws Exception {
    MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=strong"),
        EngineDefinition.parse("builtin,name=weak"), openings("4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1"),
        Variant.STANDARD, TimeControl.parse("depth=2"), 2, 1, new Adjudication(2, 500, 0, 0, 0), Optional.empty());
    List<GameRecord> games = new ArrayList<>();
    MatchResult result = runner.run((g, r) -> games.add(g), line -> {});
    assertEquals(2, result.games());
    assertTrue(games.stream().allMatch(g -> g.result().equals("1-0")), games::toString);
  }

  @Test
  void sprtStopsADecidedMatchEarly() throws Exception {
    MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=augur,hash=1"), fakeProcess("illegal"),
        openings(Fen.STARTING_POSITION), Variant.STANDARD, TimeControl.parse("depth=1"), 600, 1, Adjudication.NONE,
        Optional.of(Sprt.parse("0,5")));
    MatchResult result = runner.run((g, r) -> {}, line -> {});
    // Every pair won: each adds ln(0.507 / 0.5) to the LLR of [0, 5], so about 206 pairs reach
    // the bound of 2.94 (a pair's likelihood moves with its expected score, however lopsided).
    assertTrue(result.games() < 600, () -> result.games() + " games");
    assertTrue(result.games() > 300, () -> result.games() + " games");
    assertEquals(Sprt.Decision.ACCEPT_H1, Sprt.parse("0,5").decide(result.pentanomial()));
  }
}

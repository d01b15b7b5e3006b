package io.github.augurchess.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.Variant;
import io.github.augurchess.client.testengines.AugurUciProcess;
import io.github.augurchess.client.testengines.FakeXBoardEngine;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.search.SearchParameter;
import io.github.augurchess.search.SearchParameters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EngineDefinitionTest {
  @Test
  void builtinWithSettings() {
    EngineDefinition d = EngineDefinition.parse("builtin,name=A,hash=32,evaluator=material,contempt=20");
    assertTrue(d.isBuiltin());
    assertEquals("A", d.name());
    assertEquals(Map.of("hash", "32", "evaluator", "material", "contempt", "20"), d.settings());
  }

  @Test
  void builtinWithSearchParameters() {
    EngineDefinition d = EngineDefinition.parse("builtin,search.lmr.divisor=200,search.Aspiration.Delta=15");
    assertEquals(Map.of("search.lmr.divisor", "200", "search.aspiration.delta", "15"), d.settings());
    SearchParameters p = d.searchParameters();
    assertEquals(200, p.get(SearchParameter.LMR_DIVISOR));
    assertEquals(15, p.get(SearchParameter.ASPIRATION_DELTA));
    assertEquals(SearchParameters.defaults(), EngineDefinition.parse("builtin").searchParameters());
    SearchParameters other = SearchParameters.parse("razor.margin=250");
    EngineDefinition replaced = d.withSearchParameters(other);
    assertEquals(other, replaced.searchParameters());
    assertEquals(Map.of("search.razor.margin", "250"), replaced.settings());
    assertThrows(IllegalArgumentException.class,
        () -> EngineDefinition.parse("cmd=/bin/x").withSearchParameters(other));
  }

  @Test
  void externalWithArgumentsAndOptions() {
    EngineDefinition d = EngineDefinition.parse("cmd=/usr/games/stockfish,arg=-x,option.UCI_Elo=2000");
    assertEquals("stockfish", d.name());
    assertEquals(List.of("/usr/games/stockfish", "-x"), d.command());
    assertEquals(Map.of("option.UCI_Elo", "2000"), d.settings());
  }

  @Test
  void xboardEnginesTakeOptionsInTheOrderGiven() {
    EngineDefinition d = EngineDefinition.parse("cmd=/usr/games/fairymax,proto=xboard,option.Resign=1,option.Clear Hash=");
    assertEquals(List.of("proto", "option.Resign", "option.Clear Hash"), List.copyOf(d.settings().keySet()));
    assertEquals("fairymax", d.name());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "name=x", "builtin,cmd=/bin/x", "builtin,option.Hash=1", "cmd=/bin/x,hash=3",
      "builtin,colour=blue", "builtin,oops", "builtin,search.nosuch=3", "builtin,search.lmr.divisor=1",
      "builtin,search.lmr.divisor=x", "cmd=/bin/x,search.lmr.divisor=200"})
  void badDefinitionsAreRefused(String text) {
    assertThrows(IllegalArgumentException.class, () -> EngineDefinition.parse(text));
  }

  @Test
  void anEngineDefinitionSetsXBoardOptionsAndPlaysChess960(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("received.txt");
    List<String> command = patientStart(AugurUciProcess.javaCommand(FakeXBoardEngine.class, log.toString()));
    StringBuilder text = new StringBuilder("name=fake,proto=xboard,option.Depth=4,option.Style=wild,cmd=" + command.get(0));
    for (String arg : command.subList(1, command.size())) {
      text.append(",arg=").append(arg);
    }
    try (MatchPlayer player = EngineDefinition.parse(text.toString()).start(Variant.CHESS960)) {
      player.newGame();
      Board game = Fen.parse("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1", Variant.CHESS960);
      assertTrue(game.isLegal(player.move(game, SearchLimits.depth(1)).bestMove().orElseThrow()));
    }
    List<String> received = Files.readAllLines(log);
    assertTrue(received.indexOf("option Depth=4") < received.indexOf("option Style=wild"), received::toString);
    assertTrue(received.indexOf("option Depth=4") >= 0 && received.contains("variant fischerandom"), received::toString);
    String bad = text.toString().replace("option.Depth=4", "option.Depth=11");
    assertThrows(IllegalArgumentException.class, () -> EngineDefinition.parse(bad).start(Variant.STANDARD));
  }

  /**
   * The command run through a shell that sends {@code feature done=0} at once, as CECP lets a
   * slow-starting engine ask for patience: the fake engine sends it too, but only once its JVM is
   * up, which on a loaded machine can take longer than the 2 s a client waits for the first
   * feature. The engine and what the test checks are the same; only the JVM's start is off the clock.
   */
  private static List<String> patientStart(List<String> command) {
    if (!Files.isExecutable(Path.of("/bin/sh"))) {
      return command;
    }
    List<String> patient = new ArrayList<>(List.of("/bin/sh", "-c", "echo 'feature done=0'; exec \"$0\" \"$@\""));
    patient.addAll(command);
    return patient;
  }
}

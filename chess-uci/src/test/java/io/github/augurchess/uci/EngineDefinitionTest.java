package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.search.SearchParameter;
import io.github.augurchess.search.SearchParameters;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
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
}

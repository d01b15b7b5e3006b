package io.github.augurchess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SearchParametersTest {

  @Test
  void theDefaultsAreEachParametersOwnValue() {
    SearchParameters defaults = SearchParameters.defaults();
    for (SearchParameter p : SearchParameter.values()) {
      assertEquals(p.defaultValue(), defaults.get(p), p.key());
      assertTrue(p.min() <= p.defaultValue() && p.defaultValue() <= p.max(), p.key());
    }
    assertEquals(SearchParameters.defaults(), SearchParameters.parse(""));
    assertEquals("SearchParameters[]", defaults.toString());
  }

  @Test
  void keysAreDistinctAndFoundInAnyCase() {
    Set<String> keys = new HashSet<>();
    for (SearchParameter p : SearchParameter.values()) {
      assertTrue(keys.add(p.key()), p.key());
      assertEquals(p, SearchParameter.byKey(p.key().toUpperCase(java.util.Locale.ROOT)).orElseThrow());
    }
    assertTrue(SearchParameter.byKey("lmr").isEmpty());
  }

  @Test
  void textSetsTheNamedParametersAndKeepsTheRest() {
    SearchParameters p = SearchParameters.parse(" lmr.divisor=200,aspiration.delta=+15\tnull_move.base=4 ");
    assertEquals(200, p.get(SearchParameter.LMR_DIVISOR));
    assertEquals(15, p.get(SearchParameter.ASPIRATION_DELTA));
    assertEquals(4, p.get(SearchParameter.NULL_MOVE_BASE));
    assertEquals(SearchParameter.RAZOR_MARGIN.defaultValue(), p.get(SearchParameter.RAZOR_MARGIN));
    assertEquals("SearchParameters[aspiration.delta=15, null_move.base=4, lmr.divisor=200]", p.toString());
    assertEquals(-50, SearchParameters.parse("lmr.base=-50").get(SearchParameter.LMR_BASE));
  }

  @Test
  void formatReadsBackToTheSameValues() {
    SearchParameters p = SearchParameters.defaults()
        .with(SearchParameter.FUTILITY_BASE, 55)
        .with(SearchParameter.SINGULAR_MARGIN, 3);
    assertEquals(p, SearchParameters.parse(p.format()));
    assertEquals("singular.margin=3, futility.base=55", p.formatChanges());
    assertEquals(p, SearchParameters.parse(p.formatChanges()));
    assertEquals(Map.of(SearchParameter.SINGULAR_MARGIN, 3, SearchParameter.FUTILITY_BASE, 55), p.changes());
    assertEquals(Map.of(), SearchParameters.defaults().changes());
    assertEquals(p.hashCode(), SearchParameters.parse(p.format()).hashCode());
    assertNotEquals(SearchParameters.defaults(), p);
  }

  @Test
  void withLeavesTheOriginalAsItWas() {
    SearchParameters defaults = SearchParameters.defaults();
    SearchParameters changed = defaults.with(SearchParameter.ASPIRATION_DELTA, 30);
    assertEquals(30, changed.get(SearchParameter.ASPIRATION_DELTA));
    assertEquals(20, defaults.get(SearchParameter.ASPIRATION_DELTA));
  }

  @Test
  void badTextIsRefusedWithTheParameterAndTheColumn() {
    assertRefused("lmr.divisor=200, nosuch=3", "nosuch", 18, "unknown parameter");
    assertRefused("aspiration.delta", "aspiration.delta", 1, "missing '=value'");
    assertRefused("razor.margin=", "razor.margin", 14, "not an integer");
    assertRefused("razor.margin=3.5", "razor.margin", 14, "not an integer");
    assertRefused("razor.margin=\u0661\u0662", "razor.margin", 14, "not an integer");
    assertRefused("razor.margin=99999999999", "razor.margin", 14, "not an integer");
    assertRefused("razor.margin=-", "razor.margin", 14, "not an integer");
    assertRefused("lmr.divisor=0", "lmr.divisor", 13, "out of range 50..1000");
    assertRefused("singular.margin=2 singular.margin=3", "singular.margin", 19, "given twice");
    assertRefused("=5", "", 1, "unknown parameter");
  }

  private static void assertRefused(String text, String parameter, int column, String reason) {
    SearchParameterException e = assertThrows(SearchParameterException.class, () -> SearchParameters.parse(text));
    assertEquals(parameter, e.parameter(), text);
    assertEquals(column, e.column(), text);
    assertTrue(e.getMessage().contains(reason), e.getMessage());
    assertTrue(e instanceof ChessException);
  }

  @Test
  void aValueOutOfRangeIsRefused() {
    SearchParameterException e = assertThrows(SearchParameterException.class,
        () -> SearchParameters.defaults().with(SearchParameter.NULL_MOVE_DEPTH_DIVISOR, 0));
    assertEquals("null_move.depth_divisor", e.parameter());
    assertEquals(0, e.column());
  }

  /**
   * The defaults given explicitly search exactly as an engine built without them, and other
   * values change the search; two engines with different values in one JVM keep their own.
   */
  @Test
  void anEngineSearchesWithItsOwnParameters() {
    Board board = Board.fromFen(Bench.positions().get(12));
    SearchLimits limits = SearchLimits.depth(9);
    SearchParameters wider = SearchParameters.parse("lmr.divisor=300, futility.per_depth=90");
    try (Engine plain = Engine.create();
        Engine explicit = Engine.builder().searchParameters(SearchParameters.defaults()).build();
        Engine other = Engine.builder().searchParameters(wider).build()) {
      assertEquals(wider, other.searchParameters());
      SearchResult first = plain.search(board, limits);
      SearchResult changed = other.search(board, limits);
      SearchResult same = explicit.search(board, limits);
      assertEquals(first.nodes(), same.nodes());
      assertEquals(first.pv(), same.pv());
      assertNotEquals(first.nodes(), changed.nodes());
      other.newGame();
      assertEquals(changed.nodes(), other.search(board, limits).nodes());
    }
  }

  /**
   * The constants made parameters for tuning each reach the search: a value far from the default
   * changes the tree of a fixed-depth search.
   */
  @Test
  void theHistoryCorrectionAndDeltaParametersReachTheSearch() {
    Board board = Board.fromFen(Bench.positions().get(12));
    SearchLimits limits = SearchLimits.depth(9);
    Map<SearchParameter, Integer> altered = Map.of(
        SearchParameter.HISTORY_BONUS_QUADRATIC, 60,
        SearchParameter.HISTORY_BONUS_LINEAR, 600,
        SearchParameter.HISTORY_BONUS_MAX, 500,
        SearchParameter.CAPTURE_HISTORY_DIVISOR, 2,
        SearchParameter.CORRECTION_MAX, 5,
        SearchParameter.QUIESCENCE_DELTA_MARGIN, 0);
    long defaultNodes;
    try (Engine plain = Engine.create()) {
      defaultNodes = plain.search(board, limits).nodes();
    }
    for (Map.Entry<SearchParameter, Integer> change : altered.entrySet()) {
      SearchParameters parameters = SearchParameters.defaults().with(change.getKey(), change.getValue());
      try (Engine engine = Engine.builder().searchParameters(parameters).build()) {
        assertNotEquals(defaultNodes, engine.search(board, limits).nodes(), change.getKey().key());
      }
    }
  }
}

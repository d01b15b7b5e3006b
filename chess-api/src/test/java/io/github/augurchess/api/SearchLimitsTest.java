package io.github.augurchess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SearchLimitsTest {

  @Test
  void shortcutsSetOneBound() {
    assertEquals(12, SearchLimits.depth(12).depth().getAsInt());
    assertEquals(5_000L, SearchLimits.nodes(5_000).nodes().getAsLong());
    assertEquals(250L, SearchLimits.moveTime(250).moveTimeMillis().getAsLong());
    assertTrue(SearchLimits.infinite().isInfinite());
    assertFalse(SearchLimits.depth(3).hasClock());
    assertEquals(1, SearchLimits.depth(3).multiPv());
  }

  @Test
  void aClockForEachSide() {
    SearchLimits limits = SearchLimits.builder().whiteTime(60_000).blackTime(30_000)
        .whiteIncrement(1_000).blackIncrement(500).movesToGo(20).build();
    assertEquals(60_000L, limits.timeMillis(Color.WHITE).getAsLong());
    assertEquals(30_000L, limits.timeMillis(Color.BLACK).getAsLong());
    assertEquals(1_000L, limits.incrementMillis(Color.WHITE));
    assertEquals(500L, limits.incrementMillis(Color.BLACK));
    assertEquals(20, limits.movesToGo().getAsInt());
    assertEquals("wtime 60000 btime 30000 winc 1000 binc 500 movestogo 20", limits.toString());
  }

  @Test
  void aFlaggedClockIsZeroNotAnError() {
    assertEquals(0L, SearchLimits.builder().whiteTime(-20).build().timeMillis(Color.WHITE).getAsLong());
  }

  @ParameterizedTest
  @ValueSource(ints = {0, -1, SearchLimits.MAX_DEPTH + 1})
  void badDepthIsRefusedByName(int depth) {
    InvalidSearchLimitsException e = assertThrows(InvalidSearchLimitsException.class, () -> SearchLimits.depth(depth));
    assertEquals("depth", e.field());
  }

  @Test
  void everyBadValueNamesItsField() {
    assertEquals("nodes", assertThrows(InvalidSearchLimitsException.class, () -> SearchLimits.nodes(0)).field());
    assertEquals("moveTime", assertThrows(InvalidSearchLimitsException.class, () -> SearchLimits.moveTime(-1)).field());
    assertEquals("whiteIncrement", assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().whiteTime(1).whiteIncrement(-1).build()).field());
    assertEquals("blackIncrement", assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().blackTime(1).blackIncrement(-1).build()).field());
    assertEquals("movesToGo", assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().whiteTime(1).movesToGo(0).build()).field());
    assertEquals("mate", assertThrows(InvalidSearchLimitsException.class, () -> SearchLimits.builder().mate(0).build()).field());
    assertEquals("multiPv", assertThrows(InvalidSearchLimitsException.class, () -> SearchLimits.builder().multiPv(0).build()).field());
  }

  @Test
  void contradictionsAreRefused() {
    assertEquals("infinite", assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().infinite(true).depth(3).build()).field());
    assertEquals("moveTime", assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().moveTime(100).whiteTime(1000).build()).field());
    assertEquals("movesToGo", assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().movesToGo(10).build()).field());
  }

  @Test
  void theFirstProblemIsReported() {
    InvalidSearchLimitsException e = assertThrows(InvalidSearchLimitsException.class,
        () -> SearchLimits.builder().depth(0).nodes(0).build());
    assertEquals("depth", e.field());
  }

  @Test
  void toBuilderKeepsEverything() {
    SearchLimits limits = SearchLimits.builder().depth(9).nodes(77).mate(3).multiPv(4)
        .searchMoves(List.of(Move.of(Square.E2, Square.E4))).build();
    SearchLimits copy = limits.toBuilder().build();
    assertEquals(limits.toString(), copy.toString());
    assertEquals(4, copy.multiPv());
    assertEquals(List.of(Move.of(Square.E2, Square.E4)), copy.searchMoves());
  }
}

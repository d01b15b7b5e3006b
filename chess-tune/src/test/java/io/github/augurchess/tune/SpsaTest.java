package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.search.SearchParameter;
import io.github.augurchess.search.SearchParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SpsaTest {
  private static final List<Board> OPENINGS = List.of(
      Board.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
      Board.fromFen("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"));

  /**
   * With games that the side nearer a target wins more often, the tuned values move from their
   * start to near the targets: the update rule climbs the score.
   */
  @Test
  void valuesClimbTowardsWhatWinsGames() throws Exception {
    Random noise = new Random(7);
    Spsa.Games nearerWins = (plus, minus, openings) -> {
      double plusDistance = Math.abs(plus.get(SearchParameter.LMR_DIVISOR) - 300)
          + 10 * Math.abs(plus.get(SearchParameter.ASPIRATION_DELTA) - 12);
      double minusDistance = Math.abs(minus.get(SearchParameter.LMR_DIVISOR) - 300)
          + 10 * Math.abs(minus.get(SearchParameter.ASPIRATION_DELTA) - 12);
      long[] result = new long[3];
      for (int game = 0; game < 2 * openings.size(); game++) {
        double plusWins = 0.5 + Math.signum(minusDistance - plusDistance) * 0.25;
        result[noise.nextDouble() < plusWins ? 0 : 2]++;
      }
      return result;
    };
    List<Spsa.Tuned> tuned = List.of(new Spsa.Tuned(SearchParameter.LMR_DIVISOR, 10),
        new Spsa.Tuned(SearchParameter.ASPIRATION_DELTA, 2));
    // From fixed values, not the defaults, so that the distance to climb stays the same.
    SearchParameters start = SearchParameters.parse("lmr.divisor=225, aspiration.delta=20");
    Spsa.Options options = new Spsa.Options(3000, 1, 1, 1, 1, 0.002, 5, start);
    Spsa.Result result = new Spsa(OPENINGS, tuned, options, nearerWins).run(line -> { });
    assertEquals(6000, result.games());
    double divisor = result.values().get(0);
    double delta = result.values().get(1);
    assertTrue(Math.abs(divisor - 300) < 25, "lmr.divisor went from 225 to " + divisor + ", not near 300");
    assertTrue(Math.abs(delta - 12) < 3, "aspiration.delta went from 20 to " + delta + ", not near 12");
    assertEquals(Math.round(divisor), result.parameters().get(SearchParameter.LMR_DIVISOR));
    assertEquals(SearchParameter.RAZOR_MARGIN.defaultValue(), result.parameters().get(SearchParameter.RAZOR_MARGIN));
  }

  /** Real games at a few hundred nodes: every game is counted, values stay in range, a seed repeats a run. */
  @Test
  void playsRealGamesRepeatably() throws Exception {
    List<Spsa.Tuned> tuned = List.of(new Spsa.Tuned(SearchParameter.FUTILITY_PER_DEPTH, 30));
    Spsa.Options options = new Spsa.Options(3, 300, 1, 1, 1, 0.5, 11, SearchParameters.defaults());
    List<String> lines = new ArrayList<>();
    Spsa.Result first = new Spsa(OPENINGS, tuned, options).run(lines::add);
    Spsa.Result second = new Spsa(OPENINGS, tuned, options).run(line -> { });
    assertEquals(6, first.games());
    assertEquals(3, lines.size());
    assertTrue(lines.get(2).startsWith("iteration 3/3: 6 games, plus "), lines.get(2));
    assertEquals(first, second);
    double value = first.values().get(0);
    assertTrue(value >= SearchParameter.FUTILITY_PER_DEPTH.min() && value <= SearchParameter.FUTILITY_PER_DEPTH.max());
  }

  @Test
  void refusesBadSettings() {
    List<Spsa.Tuned> one = List.of(new Spsa.Tuned(SearchParameter.LMR_BASE, 5));
    assertThrows(IllegalArgumentException.class, () -> new Spsa.Tuned(SearchParameter.LMR_BASE, 0));
    assertThrows(IllegalArgumentException.class, () -> Spsa.Options.of(0, 100));
    assertThrows(IllegalArgumentException.class,
        () -> new Spsa.Options(1, 100, 1, 1, 1, 0, 1, SearchParameters.defaults()));
    assertThrows(IllegalArgumentException.class, () -> new Spsa(List.of(), one, Spsa.Options.of(1, 100)));
    assertThrows(IllegalArgumentException.class, () -> new Spsa(OPENINGS, List.of(), Spsa.Options.of(1, 100)));
    assertThrows(IllegalArgumentException.class, () -> new Spsa(OPENINGS,
        List.of(one.get(0), new Spsa.Tuned(SearchParameter.LMR_BASE, 3)), Spsa.Options.of(1, 100)));
  }
}

package io.github.augurchess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GameResultTest {
  @ParameterizedTest
  @ValueSource(strings = {"1-0", "\"1-0\"", "\"1-0\";", "[1.0]", "1", "1.0", " 1-0 "})
  void readsWhiteWins(String text) {
    assertEquals(Optional.of(GameResult.WHITE_WINS), GameResult.parse(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"1/2-1/2", "\"1/2-1/2\"", "[0.5]", "0.5", "1/2", "½-½"})
  void readsDraws(String text) {
    assertEquals(Optional.of(GameResult.DRAW), GameResult.parse(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"0-1", "[0.0]", "0", "0.0", "\"0-1\""})
  void readsBlackWins(String text) {
    assertEquals(Optional.of(GameResult.BLACK_WINS), GameResult.parse(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"*", "", "2-0", "0.7", "[1-0", "win"})
  void refusesTheRest(String text) {
    assertTrue(GameResult.parse(text).isEmpty(), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"0.7312", "[0.7312]", "\"0.7312\";", " 0.7312 "})
  void readsSoftLabels(String text) {
    assertEquals(0.7312, GameResult.parseLabel(text).orElseThrow(), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"1-0", "[1.0]", "1/2-1/2", ".5", "0-1"})
  void readsResultsAsLabels(String text) {
    double expected = text.contains("1/2") || text.equals(".5") ? 0.5 : text.startsWith("0") ? 0 : 1;
    assertEquals(expected, GameResult.parseLabel(text).orElseThrow(), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"1.5", "-0.5", "0.5e0", "NaN", "[0.7", "2", "*", ""})
  void refusesLabelsOutsideTheUnitInterval(String text) {
    assertTrue(GameResult.parseLabel(text).isEmpty(), text);
  }
}

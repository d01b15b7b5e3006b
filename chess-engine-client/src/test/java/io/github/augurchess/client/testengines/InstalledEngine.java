package io.github.augurchess.client.testengines;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Engines installed on the machine (Debian's packages put them in {@code /usr/games}), for live
 * tests. Outside CI a missing engine skips the test with a message; in CI (the environment
 * variable {@code CI} is set, as {@code .ci/run} and CI services set it) it fails the test, so that
 * a live test never passes there unseen.
 */
public final class InstalledEngine {
  /** Stockfish, Debian package {@code stockfish}. */
  public static final Path STOCKFISH = Path.of("/usr/games/stockfish");
  /** Fairy-Max, an XBoard engine, Debian package {@code fairymax}. */
  public static final Path FAIRYMAX = Path.of("/usr/games/fairymax");

  private InstalledEngine() {}

  /** True when the tests run in CI. */
  public static boolean inCi() {
    String ci = System.getenv("CI");
    return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false");
  }

  /**
   * The engine's program, if it is installed; otherwise skips the calling test (outside CI) or
   * fails it (in CI).
   */
  public static String require(Path program, String debianPackage) {
    if (Files.isExecutable(program)) {
      return program.toString();
    }
    String message = program + " is not installed (apt-get install -y " + debianPackage + ")";
    if (inCi()) {
      Assertions.fail(message + ": live engine tests run in CI");
    }
    Assumptions.abort(message + "; live test skipped outside CI");
    throw new AssertionError("unreachable");
  }
}

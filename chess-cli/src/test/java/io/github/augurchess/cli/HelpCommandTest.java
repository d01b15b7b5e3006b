package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code augur help} and {@code augur help COMMAND}, as git and picocli users expect them. */
class HelpCommandTest {

  @Test
  void helpListsTheCommands() {
    CliRun run = augur("help");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("perft") && run.out().contains("review") && run.out().contains("help"), run.out());
  }

  @Test
  void helpOfACommandIsItsUsage() {
    CliRun run = augur("help", "perft");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("Usage: augur perft"), run.out());
    assertTrue(run.out().contains("--against"), run.out());
  }
}

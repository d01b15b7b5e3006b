package io.github.augurchess.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code augur pgn}: tools for PGN files; the work is done by its subcommands. */
@Command(
    name = "pgn",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Reads PGN files: statistics and problems, or the positions of every game.",
    subcommands = {PgnStatsCommand.class, PgnFensCommand.class})
final class PgnCommand implements Callable<Integer> {
  /** Exit code when every file was read but some games have problems (listed on the output). */
  static final int EXIT_PGN_PROBLEMS = 3;

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getOut());
    return 0;
  }
}

package io.github.augurchess.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code augur tune}: Texel tuning of the classical evaluator and SPSA tuning of the search; the
 * work is done by its subcommands.
 */
@Command(
    name = "tune",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Tunes the classical evaluator's weights by Texel's method, and the search's parameters by SPSA.",
      "extract: labelled quiet positions from PGN games; selfplay: fresh games to extract from;"
          + " run: fit the weights to labelled positions and write a parameter file;"
          + " spsa: tune search parameters in games; winprob: fit game review's win-probability curve."
    },
    subcommands = {
      TuneExtractCommand.class,
      TuneSelfPlayCommand.class,
      TuneRunCommand.class,
      TuneSpsaCommand.class,
      TuneWinProbCommand.class
    })
final class TuneCommand implements Callable<Integer> {

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

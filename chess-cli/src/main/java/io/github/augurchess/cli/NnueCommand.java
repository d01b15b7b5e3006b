package io.github.augurchess.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code augur nnue}: training data and training for the network evaluator; the work is done by its subcommands. */
@Command(
    name = "nnue",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Makes training data for the network evaluator and trains networks.",
      "datagen: self-play positions with search scores and results; label: positions of PGN games labelled by"
          + " Augur; train: fit a network to them and"
          + " write it in the network file format."
    },
    subcommands = {NnueDatagenCommand.class, NnueLabelCommand.class, NnueTrainCommand.class})
final class NnueCommand implements Callable<Integer> {

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

package io.github.augurchess.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code augur book}: Polyglot opening books; the work is done by its subcommands. */
@Command(
    name = "book",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Polyglot (.bin) opening books: build from PGN, probe, dump as text, merge.",
    subcommands = {BookBuildCommand.class, BookProbeCommand.class, BookDumpCommand.class, BookMergeCommand.class})
final class BookCommand implements Callable<Integer> {

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

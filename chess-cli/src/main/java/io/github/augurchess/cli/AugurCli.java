package io.github.augurchess.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code augur} command-line tool. Subcommands are registered on this top-level command. */
@Command(
    name = "augur",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Augur chess library command-line tool.")
public final class AugurCli implements Runnable {

  /** Version reported when the jar manifest carries none (e.g. running from an IDE). */
  static final String FALLBACK_VERSION = "0.1.0-SNAPSHOT";

  @Override
  public void run() {
    // No subcommand given: show usage.
    new CommandLine(this).usage(System.out);
  }

  public static void main(String[] args) {
    System.exit(new CommandLine(new AugurCli()).execute(args));
  }

  /** Reads the version from the jar manifest (Implementation-Version). */
  static final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      Package pkg = AugurCli.class.getPackage();
      String version = pkg == null ? null : pkg.getImplementationVersion();
      return new String[] {"augur " + (version == null ? FALLBACK_VERSION : version)};
    }
  }
}

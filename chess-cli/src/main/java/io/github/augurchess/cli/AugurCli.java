package io.github.augurchess.cli;

import io.github.augurchess.api.Excerpt;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code augur} command-line tool. Subcommands are registered on this top-level command.
 *
 * <p>Exit codes: 0 success, 1 internal error, 2 bad input (picocli's usage errors exit 2 too).
 */
@Command(
    name = "augur",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Augur chess library command-line tool.",
    subcommands = {
      PerftCommand.class,
      PgnCommand.class,
      EvalCommand.class,
      AnalyseCommand.class,
      BenchCommand.class,
      EpdCommand.class,
      BookCommand.class,
      UciCommand.class,
      MatchCommand.class,
      XBoardCommand.class,
      TuneCommand.class,
      RenderCommand.class,
      ReviewCommand.class,
      NnueCommand.class,
      CommandLine.HelpCommand.class
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "1:internal error",
      "2:bad input (invalid FEN, bad or missing option)"
    })
public final class AugurCli implements Runnable {

  /** Exit code for input the tool refuses; the same as picocli's usage-error code. */
  static final int EXIT_BAD_INPUT = CliErrors.BAD_INPUT;

  // picocli injects the spec before run(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  /** Version reported when the jar manifest carries none (e.g. running from an IDE). */
  static final String FALLBACK_VERSION = "0.1.0-SNAPSHOT";

  @Override
  public void run() {
    // No subcommand given: show usage.
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the command line and exits with the subcommand's exit code (0 when it succeeded). */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /**
   * The command line, set up to refuse an unknown option (by default picocli would take {@code
   * --params} after {@code --data a.epd} as a second data file and report a missing file, not the
   * mistyped option), and to report an exception that escapes a command as one line with an exit
   * code by kind ({@link CliErrors}).
   */
  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new AugurCli());
    cli.setUnmatchedOptionsAllowedAsOptionParameters(false);
    CliErrors errors = new CliErrors();
    cli.setExecutionExceptionHandler(errors);
    cli.setExitCodeExceptionMapper(errors);
    cli.setParameterExceptionHandler(AugurCli::reportBadParameter);
    return cli;
  }

  /**
   * A bad or missing option is one line, the problem and where help is, not the whole usage that
   * would scroll the problem out of sight.
   */
  private static int reportBadParameter(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    PrintWriter err = command.getErr();
    err.println(Excerpt.message(String.valueOf(e.getMessage()))
        + " (see '" + command.getCommandSpec().qualifiedName() + " --help')");
    err.flush();
    return command.getCommandSpec().exitCodeOnInvalidInput();
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

package io.github.augurchess.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/**
 * One run of the {@code augur} command inside the test JVM, with its exit code and captured output.
 *
 * @param exitCode the command's exit code
 * @param out what it wrote to standard output
 * @param err what it wrote to standard error
 */
record CliRun(int exitCode, String out, String err) {

  /** Runs {@code augur} with these arguments. */
  static CliRun augur(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = AugurCli.commandLine();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    int exitCode = cli.execute(args);
    return new CliRun(exitCode, out.toString(), err.toString());
  }
}

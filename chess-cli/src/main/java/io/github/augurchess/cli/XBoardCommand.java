package io.github.augurchess.cli;

import io.github.augurchess.uci.XBoardFrontEnd;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code augur xboard}: Augur as an XBoard (CECP version 2) engine on standard input and output, for GUIs and match runners. */
@Command(
    name = "xboard",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Runs Augur as an XBoard (CECP v2) engine on standard input and output.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:quit or end of input", "1:internal error"})
final class XBoardCommand implements Callable<Integer> {
  @Override
  public Integer call() throws Exception {
    // Protocol lines go to standard output unbuffered by line; the front end flushes each one.
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    try (XBoardFrontEnd xboard = new XBoardFrontEnd(out)) {
      xboard.run(in);
    }
    return 0;
  }
}

package io.github.augurchess.cli;

import io.github.augurchess.uci.UciFrontEnd;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code augur uci}: Augur as a UCI engine on standard input and output, for GUIs and match runners. */
@Command(
    name = "uci",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Runs Augur as a UCI engine on standard input and output.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:quit or end of input", "1:internal error"})
final class UciCommand implements Callable<Integer> {
  @Override
  public Integer call() throws Exception {
    // Protocol lines go to standard output unbuffered by line; the front end flushes each one.
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    try (UciFrontEnd uci = new UciFrontEnd(out)) {
      uci.run(in);
    }
    return 0;
  }
}

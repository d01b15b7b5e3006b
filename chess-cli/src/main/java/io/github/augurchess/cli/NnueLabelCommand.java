package io.github.augurchess.cli;

import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.tune.nnue.PackedPosition;
import io.github.augurchess.tune.nnue.PgnLabeller;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur nnue label --pgn FILE... --out FILE}: bootstrap training positions from PGN games,
 * labelled by Augur's own short search and the games' results.
 */
@Command(
    name = "label",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Writes the positions of PGN games that have a result as packed training positions (32 bytes each),"
          + " each labelled by Augur's own search and the game's result: the players' moves only choose the positions.",
      "--nodes 0 (the default) labels with the classical quiescence search: each position not in check is"
          + " resolved to its quiet leaf, which is kept with its score. --nodes N searches N nodes and keeps"
          + " positions whose best move is quiet."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:positions written", "1:internal error", "2:bad input (a file cannot be read or written, bad option)"})
final class NnueLabelCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--pgn", paramLabel = "FILE", required = true, arity = "1..*", description = "PGN files.")
  List<Path> pgn;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE", required = true, description = "The data file to write (replaced).")
  Path out;

  @Option(names = "--nodes", paramLabel = "N", description = "Nodes a position is searched, 0 for quiescence (default ${DEFAULT-VALUE}).")
  long nodes;

  @Option(names = "--skip-plies", paramLabel = "N", description = "Opening plies of each game not taken (default ${DEFAULT-VALUE}).")
  int skipPlies = 8;

  @Override
  public Integer call() throws IOException {
    PgnLabeller labeller = new PgnLabeller(nodes, skipPlies);
    PrintWriter stdout = spec.commandLine().getOut();
    byte[] record = new byte[PackedPosition.BYTES];
    long total = 0;
    try (labeller; OutputStream data = new BufferedOutputStream(FileAccess.write(out, Files::newOutputStream), 1 << 16)) {
      for (Path file : pgn) {
        try (PgnReader reader = FileAccess.read(file, PgnReader::open)) {
          PgnLabeller.Summary s = labeller.label(reader, p -> {
            p.write(record, 0);
            try {
              data.write(record);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
          total += s.positions();
          stdout.printf(Locale.ROOT, "%s: %,d games (%,d skipped), %,d positions%n", file, s.games(), s.skippedGames(),
              s.positions());
          stdout.flush();
        }
      }
    }
    stdout.printf(Locale.ROOT, "%s: %,d positions%n", out, total);
    stdout.flush();
    return 0;
  }
}

package io.github.augurchess.cli;

import io.github.augurchess.api.Variant;
import io.github.augurchess.match.Openings;
import io.github.augurchess.search.SearchParameter;
import io.github.augurchess.search.SearchParameters;
import io.github.augurchess.tune.Spsa;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur tune spsa --params KEY[:STEP],... --iterations N --nodes N --openings FILE}: tunes
 * search parameters by SPSA in games of Augur against itself.
 */
@Command(
    name = "spsa",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Tunes search parameters by SPSA: each iteration plays colour-reversed game pairs at a fixed"
          + " number of nodes a move between the parameters moved up and down at random, and moves"
          + " them towards the side that scored better.",
      "Prints a line per iteration and, at the end, the tuned values as search parameter text"
          + " (for the UCI option SearchParameters, or search.KEY=VALUE in a match's builtin engine)."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:tuned", "1:internal error", "2:bad input (a file cannot be read, bad option)"})
final class TuneSpsaCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--params", paramLabel = "KEY[:STEP]", required = true, split = ",",
      description = "The search parameters to tune, each with the perturbation it ends with"
          + " (default: a tenth of its start value, at least 1), for example lmr.divisor:15,aspiration.delta.")
  List<String> params;

  @Option(names = "--iterations", paramLabel = "N", required = true, description = "Iterations.")
  int iterations;

  @Option(names = "--nodes", paramLabel = "N", required = true, description = "Nodes searched per move.")
  long nodes;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--openings", paramLabel = "FILE", required = true,
      description = "Openings, PGN or EPD, used in an order shuffled by the seed.")
  Path openings;

  @Option(names = "--pairs", paramLabel = "N", description = "Game pairs per iteration (default ${DEFAULT-VALUE}).")
  int pairs = 1;

  @Option(names = "--concurrency", paramLabel = "N", description = "Games at once (default: the processors).")
  int concurrency = Runtime.getRuntime().availableProcessors();

  @Option(names = "--hash", paramLabel = "MiB", description = "Each engine's hash table (default ${DEFAULT-VALUE}).")
  int hash = 16;

  @Option(names = "--r-end", paramLabel = "X",
      description = "The last step over the square of the last perturbation (default ${DEFAULT-VALUE}).")
  double rEnd = 0.002;

  @Option(names = "--seed", paramLabel = "N", description = "Seed of openings and perturbations (default ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--start", paramLabel = "TEXT",
      description = "Search parameter text to start from, such as 'lmr.divisor=200' (default: the engine's own).")
  String start = "";

  @Override
  public Integer call() throws InterruptedException, IOException {
    SearchParameters from = SearchParameters.parse(start);
    Spsa spsa = new Spsa(FileAccess.read(openings, f -> Openings.read(f, Variant.STANDARD)), tuned(from),
        new Spsa.Options(iterations, nodes, pairs, concurrency, hash, rEnd, seed, from));
    PrintWriter stdout = spec.commandLine().getOut();
    Spsa.Result result = spsa.run(line -> {
      stdout.println(line);
      stdout.flush();
    });
    stdout.printf(Locale.ROOT, "%d games, plus side %d wins %d losses%n", result.games(), result.plusWins(),
        result.plusLosses());
    stdout.println("search parameters: " + result.parameters().formatChanges());
    stdout.flush();
    return 0;
  }

  /** The parameters to tune, from {@code KEY} or {@code KEY:STEP}. */
  private List<Spsa.Tuned> tuned(SearchParameters from) {
    List<Spsa.Tuned> tuned = new ArrayList<>();
    for (String item : params) {
      int colon = item.indexOf(':');
      String key = colon < 0 ? item : item.substring(0, colon);
      SearchParameter parameter = SearchParameter.byKey(key)
          .orElseThrow(() -> new IllegalArgumentException("unknown search parameter '" + key + "'"));
      double step;
      if (colon < 0) {
        step = Math.max(1, Math.abs(from.get(parameter)) / 10.0);
      } else {
        try {
          step = Double.parseDouble(item.substring(colon + 1));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("not a number after '" + key + ":': " + item, e);
        }
      }
      tuned.add(new Spsa.Tuned(parameter, step));
    }
    return tuned;
  }
}

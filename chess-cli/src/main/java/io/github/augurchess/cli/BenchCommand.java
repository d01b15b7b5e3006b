package io.github.augurchess.cli;

import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.search.Bench;
import io.github.augurchess.search.EngineSettings;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code augur bench}: searches the 50 bench positions to a fixed depth with one thread and
 * prints the total nodes (the search's signature with that evaluator), the time and the nodes per
 * second.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Searches 50 fixed positions with one thread; prints nodes (the signature), time and nps.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:done", "1:internal error", "2:bad input"})
final class BenchCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Option(names = "--depth", paramLabel = "N", description = "Depth per position (default " + Bench.DEFAULT_DEPTH + ").")
  int depth = Bench.DEFAULT_DEPTH;

  @Option(names = "--threads", paramLabel = "N", description = "Search threads (default 1; the signature needs 1).")
  int threads = 1;

  @Mixin EvaluatorOptions evaluatorOptions = new EvaluatorOptions();

  @Override
  public Integer call() {
    if (depth < 1 || depth > 40) {
      throw new ParameterException(spec.commandLine(), "--depth must be 1..40: " + depth);
    }
    if (threads < 1 || threads > 256) {
      throw new ParameterException(spec.commandLine(), "--threads must be 1..256: " + threads);
    }
    PrintWriter out = spec.commandLine().getOut();
    EngineSettings settings = evaluatorOptions.applyTo(EngineSettings.defaults(), spec);
    EvaluatorFactory evaluator = settings.evaluatorFactory();
    Bench.Result result = Bench.run(depth, threads, evaluator);
    out.println("evaluator " + settings.evaluator());
    out.println("positions " + Bench.positions().size());
    out.println("depth " + depth);
    out.println("threads " + threads);
    out.println("nodes " + result.nodes());
    out.println("time " + result.millis() + " ms");
    out.println("nps " + result.nodesPerSecond());
    out.flush();
    return 0;
  }
}

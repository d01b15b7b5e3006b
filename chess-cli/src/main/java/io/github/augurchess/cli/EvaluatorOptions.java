package io.github.augurchess.cli;

import io.github.augurchess.search.EngineSettingException;
import io.github.augurchess.search.EngineSettings;
import java.nio.file.Path;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --evaluator} and {@code --net}, shared by the commands that evaluate or search: they
 * choose the evaluator as the UCI options {@code Evaluator} and {@code EvalFile} do.
 */
final class EvaluatorOptions {
  @Option(
      names = "--evaluator",
      paramLabel = "NAME",
      description = "nnue (default), classical or material.")
  String evaluator = EngineSettings.defaults().evaluator();

  @Option(
      names = "--net",
      paramLabel = "FILE",
      description = "The network file of --evaluator nnue (default: the network shipped in the jar).")
  @Nullable Path net;

  /**
   * The settings with this evaluator and network.
   *
   * @throws ParameterException for an unknown evaluator, or a network for another evaluator
   */
  EngineSettings applyTo(EngineSettings settings, CommandSpec spec) {
    EngineSettings chosen;
    try {
      chosen = settings.withEvaluator(evaluator);
    } catch (EngineSettingException e) {
      throw new ParameterException(spec.commandLine(), "Invalid value for option '--evaluator': " + e.getMessage());
    }
    if (net != null && !chosen.evaluator().equals(EngineSettings.NNUE)) {
      throw new ParameterException(spec.commandLine(), "--net applies to --evaluator nnue only");
    }
    return chosen.withEvalFile(net);
  }
}

package io.github.augurchess.cli;

import io.github.augurchess.api.Evaluator;
import io.github.augurchess.eval.ClassicalEvaluator;
import io.github.augurchess.eval.EvalParameters;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import io.github.augurchess.movegen.FenException;
import io.github.augurchess.movegen.FenLeniency;
import io.github.augurchess.search.EngineSettings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code augur eval}: the static evaluation of a position, term by term (the classical evaluator's
 * trace; the network's or material's score alone), or of every position of an EPD file, one {@code <score> <fen>} line each, the score in
 * centipawns from the side to move's view.
 */
@Command(
    name = "eval",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Evaluates a position statically and prints the evaluation term by term.",
      "With --epd, prints one line per position: the score in centipawns from the side to move's"
          + " view, a space, and the FEN."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "1:internal error",
      "2:bad input (invalid FEN or EPD line, bad parameter or network file, bad or missing option)"
    })
final class EvalCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @Mixin PositionOptions position = new PositionOptions();

  @Option(
      names = "--epd",
      paramLabel = "FILE",
      description = "Evaluate every position of this EPD (or FEN-per-line) file instead.")
  @Nullable Path epd;

  @Option(
      names = "--params",
      paramLabel = "FILE",
      description = "Weights for the classical evaluator (name value lines); unnamed weights keep their defaults.")
  @Nullable Path params;

  @Mixin EvaluatorOptions evaluatorOptions = new EvaluatorOptions();

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    EngineSettings settings = evaluatorOptions.applyTo(EngineSettings.defaults(), spec);
    boolean classical = settings.evaluator().equals(EngineSettings.CLASSICAL);
    if (!classical && params != null) {
      throw new ParameterException(spec.commandLine(), "--params applies to the classical evaluator only");
    }
    EvalParameters parameters = EvalParameters.defaults();
    Path paramsFile = params;
    if (paramsFile != null) {
      parameters = FileAccess.read(paramsFile, EvalParameters::read);
    }
    Evaluator chosen;
    if (classical) {
      chosen = new ClassicalEvaluator(parameters);
    } else {
      chosen = settings.evaluatorFactory().create();
    }
    Path epdFile = epd;
    if (epdFile != null) {
      return evaluateFile(epdFile, chosen, out, err);
    }
    Board board = position.board();
    if (chosen instanceof ClassicalEvaluator) {
      out.print(((ClassicalEvaluator) chosen).trace(board).format());
    } else {
      out.println(settings.evaluator() + " " + chosen.evaluate(board) + " (side to move's view)");
    }
    out.flush();
    return 0;
  }

  /** Prints {@code score fen} for each position; a bad line is reported and skipped (exit 2). */
  private int evaluateFile(Path file, Evaluator chosen, PrintWriter out, PrintWriter err) throws IOException {
    boolean allRead = true;
    try (BufferedReader reader = FileAccess.read(file, f -> Files.newBufferedReader(f, StandardCharsets.UTF_8))) {
      int lineNumber = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        lineNumber++;
        String position = positionFields(line);
        if (position.isEmpty()) {
          continue;
        }
        try {
          Board board = Fen.parse(position, FenLeniency.MISSING_CLOCKS);
          out.println(chosen.evaluate(board) + " " + board.fen());
        } catch (FenException e) {
          err.println(file + ":" + lineNumber + ": " + e.getMessage());
          allRead = false;
        }
      }
    }
    out.flush();
    err.flush();
    return allRead ? 0 : AugurCli.EXIT_BAD_INPUT;
  }

  /**
   * The position part of an EPD or FEN line: its first four fields, plus the two clocks when the
   * line is a full FEN. Empty for blank and comment lines.
   */
  static String positionFields(String line) {
    String trimmed = line.trim();
    if (trimmed.isEmpty() || trimmed.startsWith("#")) {
      return "";
    }
    String[] fields = trimmed.split("\\s+");
    int count = Math.min(4, fields.length);
    if (fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+")) {
      count = 6;
    }
    StringBuilder position = new StringBuilder(fields[0]);
    for (int i = 1; i < count; i++) {
      position.append(' ').append(fields[i]);
    }
    return position.toString();
  }

}

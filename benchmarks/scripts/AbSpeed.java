import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compares the speed of two builds of Augur in one JVM, taking turns in short rounds, so that the
 * machine's wandering speed (this kind of machine has run the same binary 30% faster or slower
 * from one minute to the next) falls on both builds alike instead of on whichever ran second.
 *
 * <p>Each build's jar gets its own class loader, so both are compiled by the JIT separately and
 * neither sees the other's classes. A small driver class, compiled at start against the first
 * jar, is loaded into each loader and runs one timed round there. Rounds go A B B A A B B A ...,
 * so that a steady drift cancels over two consecutive pairs (PAIRS must be even). It prints every
 * pair, then the geometric mean of the per-pair ratios B / A with a 95% interval (Student's t over
 * the pairs' log ratios), so that swapping A and B inverts the result exactly. It also checks
 * that the two builds compute the same thing in every pair (the sum of the evaluations, the perft
 * count, the bench's node signature) and says so if they do not: a speed figure is only
 * comparable for equal work.
 *
 * <pre>
 * java benchmarks/scripts/AbSpeed.java A.jar B.jar WHAT [PAIRS] [--runs N]
 *   WHAT: eval        classical evaluations/s over the 1,000 positions of EvaluationBenchmark
 *                     (warm pawn hash), rounds of 0.3 s
 *         perft-full  perft of the start position to depth 6 with make/unmake at every leaf
 *         perft-bulk  the same, bulk-counted
 *         bench       augur bench (depth 12, 50 positions, one thread), nodes/s
 *   PAIRS: the number of A/B pairs counted, even (default 10); before them come warm-up pairs
 *          that are not counted: ten for eval, four for perft, two for bench
 *   --runs N: N fresh JVMs (at least 2) one after another, A and B swapped in every other one,
 *          each as above; then each run's ratio of B over A (the swapped runs' inverted) and
 *          their geometric mean with a 95% interval over the runs. One JVM's ratio carries the luck of its
 *          JIT (the same jar against itself gave 1.037 and 0.953), which only several runs
 *          average out. Run it from the repository root; -XX and -Xm options are passed on.
 * </pre>
 *
 * <p>Pin it to one core ({@code taskset -c 0}) for the JMH-like figures; unpinned the JIT's
 * compiler threads run on the other core. Both jars must be CLI jars (chess-cli/target/augur.jar
 * of each build, which carry every module).
 */
public final class AbSpeed {
  private static final String POSITIONS =
      "benchmarks/src/main/resources/io/github/augurchess/bench/evaluation-positions.fen";

  /** The driver, compiled against the first jar and loaded once per build. */
  private static final String DRIVER = String.join("\n",
      "import io.github.augurchess.eval.ClassicalEvaluator;",
      "import io.github.augurchess.movegen.Board;",
      "import io.github.augurchess.movegen.Perft;",
      "import io.github.augurchess.search.Bench;",
      "import java.nio.file.Files;",
      "import java.nio.file.Path;",
      "import java.util.ArrayList;",
      "import java.util.List;",
      "public final class AbDriver {",
      "  private static Board[] boards;",
      "  private static ClassicalEvaluator evaluator;",
      "  /** One timed round of the named work: its rate, then a value both builds must agree on. */",
      "  public static double[] run(String what, String file) throws Exception {",
      "    switch (what) {",
      "      case \"eval\": return eval(file, 300_000_000L);",
      "      case \"perft-full\": return perft(true);",
      "      case \"perft-bulk\": return perft(false);",
      "      default: return bench();",
      "    }",
      "  }",
      "  private static double[] eval(String file, long nanos) throws Exception {",
      "    if (boards == null) {",
      "      List<Board> list = new ArrayList<>();",
      "      for (String line : Files.readAllLines(Path.of(file))) {",
      "        if (!line.isBlank() && !line.startsWith(\"#\")) list.add(Board.fromFen(line.trim()));",
      "      }",
      "      boards = list.toArray(new Board[0]);",
      "      evaluator = new ClassicalEvaluator();",
      "      for (Board b : boards) evaluator.evaluate(b);",
      "    }",
      "    long sum = 0;",
      "    for (Board b : boards) sum += evaluator.evaluate(b);",
      "    long n = 0;",
      "    long start = System.nanoTime();",
      "    long sink = 0;",
      "    while (System.nanoTime() - start < nanos) {",
      "      for (Board b : boards) sink += evaluator.evaluate(b);",
      "      n += boards.length;",
      "    }",
      "    double rate = n / ((System.nanoTime() - start) / 1e9);",
      "    return new double[] {rate, sum, sink};",
      "  }",
      "  private static double[] perft(boolean full) {",
      "    Board board = Board.startingPosition();",
      "    long start = System.nanoTime();",
      "    long nodes = full ? Perft.countFull(board, 6) : Perft.count(board, 6);",
      "    return new double[] {nodes / ((System.nanoTime() - start) / 1e9), nodes};",
      "  }",
      "  private static double[] bench() {",
      "    Bench.Result r = Bench.run(Bench.DEFAULT_DEPTH);",
      "    return new double[] {r.nodesPerSecond(), r.nodes()};",
      "  }",
      "}");

  private AbSpeed() {}

  public static void main(String[] args) throws Exception {
    List<String> positional = new ArrayList<>();
    int runs = 0;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--runs") && i + 1 < args.length) {
        runs = Integer.parseInt(args[++i]);
      } else {
        positional.add(args[i]);
      }
    }
    if (positional.size() < 3 || positional.size() > 4 || Arrays.asList(args).contains("--runs") && runs < 2) {
      System.err.println("usage: AbSpeed A.jar B.jar eval|perft-full|perft-bulk|bench [PAIRS] [--runs N>=2]");
      System.exit(2);
    }
    Path jarA = Path.of(positional.get(0));
    Path jarB = Path.of(positional.get(1));
    String what = positional.get(2);
    int pairs = positional.size() == 4 ? Integer.parseInt(positional.get(3)) : 10;
    if (!List.of("eval", "perft-full", "perft-bulk", "bench").contains(what) || pairs < 2 || pairs % 2 != 0) {
      System.err.println("WHAT must be eval, perft-full, perft-bulk or bench, and PAIRS even and at least 2");
      System.exit(2);
    }
    for (Path jar : List.of(jarA, jarB)) {
      if (!Files.isRegularFile(jar)) {
        System.err.println("not found: " + jar);
        System.exit(2);
      }
    }
    if (runs > 0) {
      runMany(jarA, jarB, what, pairs, runs);
      return;
    }
    Path driverDir = compileDriver(jarA);
    Method a = driverMethod(driverDir, jarA);
    Method b = driverMethod(driverDir, jarB);

    List<Double> logRatios = new ArrayList<>();
    boolean sameWork = true;
    double checkA = Double.NaN;
    double checkB = Double.NaN;
    // The bench warms the engine up itself; the short rounds need more pairs to reach the JIT's
    // steady state. Even counts, so that the counted pairs start with A first.
    int warmUpPairs = what.equals("bench") ? 2 : what.equals("eval") ? 10 : 4;
    for (int pair = 0; pair < pairs + warmUpPairs; pair++) {
      boolean aFirst = pair % 2 == 0;
      double[] first = (double[]) (aFirst ? a : b).invoke(null, what, POSITIONS);
      double[] second = (double[]) (aFirst ? b : a).invoke(null, what, POSITIONS);
      double[] ra = aFirst ? first : second;
      double[] rb = aFirst ? second : first;
      checkA = ra[1];
      checkB = rb[1];
      sameWork &= checkA == checkB;
      boolean counted = pair >= warmUpPairs;
      if (counted) {
        logRatios.add(Math.log(rb[0] / ra[0]));
      }
      System.out.printf(Locale.ROOT, "%s pair %2d: A %,.0f  B %,.0f  B/A %.4f%n",
          counted ? "   " : "(w)", pair, ra[0], rb[0], rb[0] / ra[0]);
    }
    System.out.printf(Locale.ROOT, "%s: B/A = %s (95%%, %d pairs)%n", what, geometric(logRatios), logRatios.size());
    if (!sameWork) {
      System.out.printf(Locale.ROOT, "WARNING: the builds differ in what they compute: A %.0f, B %.0f%n", checkA, checkB);
    } else {
      System.out.printf(Locale.ROOT, "same work: %.0f on both%n", checkA);
    }
  }

  /**
   * The runs mode: each run is this program in a fresh JVM, A and B swapped every other run; the
   * ratio B / A of each is read from its summary line.
   */
  private static void runMany(Path jarA, Path jarB, String what, int pairs, int runs) throws Exception {
    Path self = Path.of("benchmarks/scripts/AbSpeed.java");
    if (!Files.isRegularFile(self)) {
      System.err.println("--runs starts this script again: run it from the repository root");
      System.exit(2);
    }
    String javaBinary = ProcessHandle.current().info().command().orElse("java");
    List<String> jvmOptions = new ArrayList<>();
    for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (option.startsWith("-XX:") || option.startsWith("-Xm")) {
        jvmOptions.add(option);
      }
    }
    List<Double> logRatios = new ArrayList<>();
    boolean sameWork = true;
    for (int run = 0; run < runs; run++) {
      boolean swapped = run % 2 == 1;
      List<String> command = new ArrayList<>();
      command.add(javaBinary);
      command.addAll(jvmOptions);
      command.add(self.toString());
      command.add((swapped ? jarB : jarA).toString());
      command.add((swapped ? jarA : jarB).toString());
      command.add(what);
      command.add(Integer.toString(pairs));
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      double ratio = Double.NaN;
      String output = new String(process.getInputStream().readAllBytes());
      for (String line : output.split("\n")) {
        if (line.startsWith(what + ": B/A = ")) {
          ratio = Double.parseDouble(line.substring((what + ": B/A = ").length()).split(" ")[0]);
        }
        if (line.startsWith("WARNING")) {
          sameWork = false;
          System.out.println(line);
        }
      }
      if (process.waitFor() != 0 || Double.isNaN(ratio)) {
        System.err.print(output);
        System.err.println("run " + run + " failed: " + String.join(" ", command));
        System.exit(1);
      }
      double bOverA = swapped ? 1 / ratio : ratio;
      logRatios.add(Math.log(bOverA));
      System.out.printf(Locale.ROOT, "run %2d%s: B/A %.4f%n", run, swapped ? " (swapped)" : "", bOverA);
    }
    System.out.printf(Locale.ROOT, "%s: B/A = %s (95%%, %d runs of %d pairs)%n", what, geometric(logRatios), runs,
        pairs);
    System.out.println(sameWork ? "same work in every run" : "WARNING: the builds differ in what they compute");
  }

  /**
   * The geometric mean of ratios given as logarithms, then its 95% interval (Student's t on the
   * logarithms), as text: {@code 1.0412 [1.0180, 1.0650]}.
   */
  private static String geometric(List<Double> logs) {
    double mean = logs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double variance = logs.stream().mapToDouble(r -> (r - mean) * (r - mean)).sum() / (logs.size() - 1);
    double half = studentT95(logs.size() - 1) * Math.sqrt(variance / logs.size());
    return String.format(Locale.ROOT, "%.4f [%.4f, %.4f]", Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half));
  }

  /** The driver's entry point, loaded with the jar in a class loader of its own. */
  private static Method driverMethod(Path driverDir, Path jar) throws Exception {
    URLClassLoader loader = new URLClassLoader(
        new URL[] {driverDir.toUri().toURL(), jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    return loader.loadClass("AbDriver").getMethod("run", String.class, String.class);
  }

  private static Path compileDriver(Path jar) {
    try {
      Path dir = Files.createTempDirectory("abspeed");
      Path source = dir.resolve("AbDriver.java");
      Files.writeString(source, DRIVER);
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      int rc = javac.run(null, null, null, "-cp", jar.toString(), "-d", dir.toString(), source.toString());
      if (rc != 0) {
        throw new IllegalStateException("the driver did not compile against " + jar);
      }
      Files.delete(source);
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Two-sided 95% quantile of Student's t; beyond the table, 1.96 + 2.4 / degrees (2.02 at 40). */
  private static double studentT95(int degrees) {
    double[] table = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    return degrees <= table.length ? table[degrees - 1] : 1.96 + 2.4 / degrees;
  }
}

package io.github.augurchess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.augurchess.movegen.Board;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Interrupting a long command (SIGINT, as Ctrl-C sends) leaves what it found: {@code augur} runs
 * in a child JVM, is interrupted once it has shown progress, and must print its partial result.
 */
class OnInterruptTest {
  private static final long WAIT_SECONDS = 120;

  @Test
  void interruptedAnalysisPrintsTheBestMoveSoFar() throws Exception {
    List<String> lines = runAndInterrupt(l -> l.startsWith("info depth 6 "), "analyse", "--infinite");
    String best = lines.stream().filter(l -> l.startsWith("bestmove ")).findFirst()
        .orElseThrow(() -> new AssertionError("no bestmove in " + lines));
    Board start = Board.startingPosition();
    assertTrue(start.isLegal(start.parseUci(best.split(" ")[1])), best);
  }

  @Test
  void interruptedDividePrintsThePartialCounts() throws Exception {
    List<String> lines = runAndInterrupt(l -> l.matches("[a-h][1-8][a-h][1-8]: \\d+"), "perft", "--depth", "7", "--divide");
    long sum = lines.stream().filter(l -> l.matches("[a-h][1-8][a-h][1-8]: \\d+"))
        .mapToLong(l -> Long.parseLong(l.substring(6))).sum();
    long counted = lines.stream().filter(l -> l.matches("[a-h][1-8][a-h][1-8]: \\d+")).count();
    String report = lines.stream().filter(l -> l.startsWith("interrupted after ")).findFirst()
        .orElseThrow(() -> new AssertionError("no partial total in " + lines));
    assertEquals("interrupted after " + counted + " of 20 root moves: nodes " + sum + " so far", report);
  }

  /** Runs augur in a child JVM, sends SIGINT once a line passes {@code ready}, returns all its output. */
  private static List<String> runAndInterrupt(Predicate<String> ready, String... args) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/kill")) || Files.isExecutable(Path.of("/usr/bin/kill")),
        "needs kill(1) to send SIGINT");
    List<String> command = new java.util.ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), AugurCli.class.getName()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<String> lines = new CopyOnWriteArrayList<>();
    BlockingQueue<String> seen = new LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = in.readLine()) != null) {
          lines.add(line);
          seen.add(line);
        }
      } catch (IOException e) {
        // The child is gone.
      }
    });
    reader.start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
      String line;
      do {
        line = seen.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (line == null) {
          throw new AssertionError("no progress within " + WAIT_SECONDS + " s: " + lines);
        }
      } while (!ready.test(line));
      new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start().waitFor();
      assertTrue(process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS), "still running after SIGINT");
      reader.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
      return List.copyOf(lines);
    } finally {
      process.destroyForcibly();
    }
  }
}

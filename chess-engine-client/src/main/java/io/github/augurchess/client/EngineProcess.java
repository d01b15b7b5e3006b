package io.github.augurchess.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An engine's operating-system process, spoken to in lines: one daemon thread reads its output
 * into a queue (so that every read can have a deadline), another drains its error stream.
 * {@link #close} ends the process and both threads, whatever state the engine is in.
 */
final class EngineProcess implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EngineProcess.class);
  /** Marks the end of the engine's output in the queue; compared by identity. */
  @SuppressWarnings("StringOperationCanBeSimplified")
  private static final String END_OF_OUTPUT = new String("<end of output>");

  private final String name;
  private final Process process;
  private final Writer input;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Thread outputReader;
  private final Thread errorDrain;
  private volatile boolean ended;

  private EngineProcess(String name, Process process) {
    this.name = name;
    this.process = process;
    this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.outputReader = new Thread(() -> readLines(process.getInputStream(), lines), "engine-out-" + name);
    this.errorDrain = new Thread(() -> drain(process.getErrorStream(), name), "engine-err-" + name);
  }

  /** Starts the command (program and arguments) in the working directory, or the current one. */
  static EngineProcess start(List<String> command, java.io.@Nullable File workingDirectory) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("an engine command needs a program");
    }
    String program = command.get(0);
    String name = program.substring(program.lastIndexOf(java.io.File.separatorChar) + 1);
    ProcessBuilder builder = new ProcessBuilder(command);
    if (workingDirectory != null) {
      builder.directory(workingDirectory);
    }
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new EngineCrashedException("cannot start " + command + ": " + e.getMessage(), e);
    }
    EngineProcess engine = new EngineProcess(name, process);
    engine.outputReader.setDaemon(true);
    engine.errorDrain.setDaemon(true);
    engine.outputReader.start();
    engine.errorDrain.start();
    return engine;
  }

  String name() {
    return name;
  }

  private static void readLines(InputStream stream, BlockingQueue<String> queue) {
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        queue.add(line);
      }
    } catch (IOException e) {
      // The stream closes when the process ends or is destroyed: that is the end of output.
    } finally {
      queue.add(END_OF_OUTPUT);
    }
  }

  private static void drain(InputStream stream, String name) {
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        LOG.debug("{} stderr: {}", name, line);
      }
    } catch (IOException e) {
      // Ends with the process.
    }
  }

  /** Sends one line; a process that is gone is reported as crashed. Callable from any thread. */
  synchronized void send(String line) {
    try {
      input.write(line);
      input.write('\n');
      input.flush();
    } catch (IOException e) {
      throw new EngineCrashedException(name + " is gone (writing '" + line + "'): " + exitStatus(), e);
    }
  }

  /**
   * The next line of output, waiting at most until the deadline ({@link System#nanoTime()}).
   *
   * @throws EngineTimeoutException if nothing came in time
   * @throws EngineCrashedException if the output ended
   */
  String readLine(long deadlineNanos, String awaited) {
    if (ended) {
      throw new EngineCrashedException(name + " ended while " + awaited + ": " + exitStatus());
    }
    String line;
    try {
      line = lines.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EngineTimeoutException(name + ": interrupted while " + awaited);
    }
    if (line == null) {
      throw new EngineTimeoutException(name + " did not answer in time while " + awaited);
    }
    if (line == END_OF_OUTPUT) {
      ended = true;
      throw new EngineCrashedException(name + " ended while " + awaited + ": " + exitStatus());
    }
    return line;
  }

  /**
   * The next line of output if one comes within the timeout, else null.
   *
   * @throws EngineCrashedException if the output ended
   */
  @Nullable String poll(long timeoutNanos, String awaited) {
    if (ended) {
      throw new EngineCrashedException(name + " ended while " + awaited + ": " + exitStatus());
    }
    String line;
    try {
      line = lines.poll(Math.max(0, timeoutNanos), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new EngineTimeoutException(name + ": interrupted while " + awaited);
    }
    if (line == END_OF_OUTPUT) {
      ended = true;
      throw new EngineCrashedException(name + " ended while " + awaited + ": " + exitStatus());
    }
    return line;
  }

  /** Drops output not yet read (left over from an abandoned exchange). */
  void discardPending() {
    String line;
    while ((line = lines.peek()) != null && line != END_OF_OUTPUT) {
      lines.poll();
    }
  }

  boolean isAlive() {
    return process.isAlive();
  }

  private String exitStatus() {
    try {
      if (process.waitFor(500, TimeUnit.MILLISECONDS)) {
        return "exit code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "still running";
  }

  /**
   * Asks the engine to leave with {@code quit} (nothing to ask if it already died), then closes
   * the process as {@link #close(Duration)} does.
   */
  void quit(Duration grace) {
    try {
      send("quit");
    } catch (EngineCrashedException e) {
      // Already gone: closing only reaps it.
    }
    close(grace);
  }

  /**
   * Quits as {@link #quit(Duration)} does, then waits up to two seconds for the thread that read
   * the last search's output (if any) to finish, so that its listeners have heard the end.
   */
  void quit(Duration grace, @Nullable Thread searchReader) {
    quit(grace);
    if (searchReader != null) {
      try {
        searchReader.join(2_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * Waits up to {@code grace} for the process to end by itself (after a quit command), then
   * destroys it, forcibly if need be, and joins the reading threads.
   */
  void close(Duration grace) {
    List<ProcessHandle> children = process.descendants().toList();
    try {
      input.close();
    } catch (IOException e) {
      // Already closed by the process ending.
    }
    try {
      if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroy();
        if (!process.waitFor(1, TimeUnit.SECONDS)) {
          process.destroyForcibly();
          process.waitFor(5, TimeUnit.SECONDS);
        }
      }
      children.forEach(ProcessHandle::destroyForcibly);
      outputReader.join(2_000);
      errorDrain.join(2_000);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    close(Duration.ofSeconds(1));
  }
}

package io.github.augurchess.cli;

/**
 * A report of the work done so far, printed if the program is interrupted (Ctrl-C, SIGINT or
 * SIGTERM) before the work ends: long commands then leave what they found, not nothing. The
 * report runs as a JVM shutdown hook, on its own thread while the work's thread still runs; it is
 * withdrawn by {@link #close()} once the work has ended normally.
 */
final class OnInterrupt implements AutoCloseable {
  private final Thread hook;

  OnInterrupt(String name, Runnable report) {
    hook = new Thread(report, "augur-" + name + "-interrupted");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  @Override
  public void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // The JVM is already shutting down: the report runs.
    }
  }
}

package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A scripted conversation with a {@link UciFrontEnd}: send lines, then wait for the answers. */
final class UciSession implements AutoCloseable {
  /** Generous: the build machine is shared and loaded. */
  static final long WAIT_SECONDS = 60;

  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final UciFrontEnd frontEnd;

  UciSession() {
    this(HashAllocation.OWN_THREAD, HashAllocation.READY_WAIT_MILLIS);
  }

  /** A session whose hash tables are allocated by tasks on {@code hashAllocator}. */
  UciSession(Executor hashAllocator, long readyWaitMillis) {
    frontEnd = new UciFrontEnd(new Writer() {
      private final StringBuilder pending = new StringBuilder();

      @Override
      public synchronized void write(char[] buffer, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
          if (buffer[i] == '\n') {
            lines.add(pending.toString());
            pending.setLength(0);
          } else {
            pending.append(buffer[i]);
          }
        }
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    }, hashAllocator, readyWaitMillis);
  }

  /** Sends a line; returns whether the front end goes on (false after quit). */
  boolean send(String line) {
    return frontEnd.handle(line);
  }

  /** The next line, failing after the wait. */
  String next() throws InterruptedException {
    String line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
    if (line == null) {
      fail("no answer within " + WAIT_SECONDS + " s");
    }
    return line;
  }

  /** Lines up to and including the first that starts with {@code prefix}. */
  List<String> until(String prefix) throws InterruptedException {
    List<String> seen = new ArrayList<>();
    while (true) {
      String line = next();
      seen.add(line);
      if (line.startsWith(prefix)) {
        return seen;
      }
    }
  }

  /** The lines written so far and not yet read, waiting briefly for stragglers. */
  List<String> drain(long millis) throws InterruptedException {
    List<String> seen = new ArrayList<>();
    String line;
    while ((line = lines.poll(millis, TimeUnit.MILLISECONDS)) != null) {
      seen.add(line);
    }
    return seen;
  }

  /**
   * The front end's answer to a refused command, which must be one info string; search output
   * that a running search writes meanwhile, and the report of a hash table allocated in the
   * background, are skipped.
   */
  String refusal(String command) throws InterruptedException {
    send(command);
    String line = next();
    while (line.startsWith("info depth ") || line.startsWith("info currmove")
        || line.startsWith("info string Hash ") && !line.startsWith("info string error")) {
      line = next();
    }
    if (!line.startsWith("info string error: ")) {
      fail("expected a refusal of '" + command + "', got '" + line + "'");
    }
    return line;
  }

  @Override
  public void close() {
    frontEnd.close();
  }
}

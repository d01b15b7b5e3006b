package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A scripted conversation with an {@link XBoardFrontEnd}. */
final class XBoardSession implements AutoCloseable {
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final XBoardFrontEnd frontEnd;

  XBoardSession() {
    this(HashAllocation.OWN_THREAD, HashAllocation.READY_WAIT_MILLIS);
  }

  /** A session whose hash tables are allocated by tasks on {@code hashAllocator}. */
  XBoardSession(Executor hashAllocator, long readyWaitMillis) {
    frontEnd = new XBoardFrontEnd(new Writer() {
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

  boolean send(String line) {
    return frontEnd.handle(line);
  }

  String next() throws InterruptedException {
    String line = lines.poll(UciSession.WAIT_SECONDS, TimeUnit.SECONDS);
    if (line == null) {
      fail("no answer within " + UciSession.WAIT_SECONDS + " s");
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

  /** Lines written within the wait. */
  List<String> drain(long millis) throws InterruptedException {
    List<String> seen = new ArrayList<>();
    String line;
    while ((line = lines.poll(millis, TimeUnit.MILLISECONDS)) != null) {
      seen.add(line);
    }
    return seen;
  }

  @Override
  public void close() {
    frontEnd.close();
  }
}

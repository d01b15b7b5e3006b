package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A conversation with a front end in a JVM of its own, whose heap the test chooses. */
final class FrontEndProcess implements AutoCloseable {
  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

  /** Starts {@link FrontEndMain} for {@code protocol} ({@code uci} or {@code xboard}) with this heap. */
  FrontEndProcess(String protocol, int heapMiB) throws IOException {
    process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx" + heapMiB + "m", "-cp", System.getProperty("java.class.path"), FrontEndMain.class.getName(), protocol)
        .redirectErrorStream(true).start();
    in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread reader = new Thread(() -> {
      try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        out.lines().forEach(lines::add);
      } catch (IOException e) {
        lines.add("(output unreadable: " + e + ")");
      }
    }, "front-end-output");
    reader.setDaemon(true);
    reader.start();
  }

  void send(String line) throws IOException {
    in.write(line + "\n");
    in.flush();
  }

  /** Lines up to and including the first that starts with {@code prefix}, failing after the wait. */
  List<String> until(String prefix) throws InterruptedException {
    List<String> seen = new ArrayList<>();
    while (true) {
      String line = lines.poll(UciSession.WAIT_SECONDS, TimeUnit.SECONDS);
      if (line == null) {
        fail("no line starting with '" + prefix + "' within " + UciSession.WAIT_SECONDS + " s: " + seen);
      }
      seen.add(line);
      if (line.startsWith(prefix)) {
        return seen;
      }
    }
  }

  @Override
  public void close() throws Exception {
    try {
      send("quit");
      in.close();
    } catch (IOException e) {
      // Already gone.
    }
    if (!process.waitFor(UciSession.WAIT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
    }
  }
}

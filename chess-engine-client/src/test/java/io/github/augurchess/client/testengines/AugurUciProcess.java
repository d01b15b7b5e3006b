package io.github.augurchess.client.testengines;

import io.github.augurchess.uci.UciFrontEnd;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Augur's UCI front end as a process of its own, for client and match tests. */
public final class AugurUciProcess {
  private AugurUciProcess() {}

  public static void main(String[] args) throws Exception {
    try (UciFrontEnd uci = new UciFrontEnd(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)))) {
      uci.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }
  }

  /** The command that runs a main class of the test class path in a new JVM. */
  public static List<String> javaCommand(Class<?> mainClass, String... args) {
    String java = System.getProperty("java.home") + "/bin/java";
    List<String> command = new java.util.ArrayList<>(List.of(java, "-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
        "-cp", System.getProperty("java.class.path"), mainClass.getName()));
    command.addAll(List.of(args));
    return command;
  }
}

package io.github.augurchess.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A front end on standard input and output ({@code uci} or {@code xboard}), for tests that need
 * one in a JVM of its own, with a heap of a chosen size ({@link FrontEndProcess}).
 */
final class FrontEndMain {
  private FrontEndMain() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Writer out = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
    if (args.length == 1 && args[0].equals("uci")) {
      try (UciFrontEnd uci = new UciFrontEnd(out)) {
        uci.run(in);
      }
    } else {
      try (XBoardFrontEnd xboard = new XBoardFrontEnd(out)) {
        xboard.run(in);
      }
    }
  }
}

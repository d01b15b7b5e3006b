package io.github.augurchess.client.testengines;

import io.github.augurchess.uci.XBoardFrontEnd;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;


/** Augur's XBoard front end as a process of its own, for client and match tests. */
public final class AugurXBoardProcess {
  private AugurXBoardProcess() {}

  public static void main(String[] args) throws Exception {
    try (XBoardFrontEnd uci = new XBoardFrontEnd(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)))) {
      uci.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }
  }
}

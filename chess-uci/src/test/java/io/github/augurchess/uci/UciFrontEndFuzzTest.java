package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Jazzer fuzz test of the UCI front end: arbitrary command lines never throw, never end the
 * session (only {@code quit} does) and leave the engine answering {@code isready}. The default
 * build runs it over the seed corpus only; to fuzz:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-uci -Dtest=UciFrontEndFuzzTest -Djazzer.max_duration=60s
 * </pre>
 */
class UciFrontEndFuzzTest {

  @FuzzTest(maxDuration = "60s")
  void anyLinesLeaveTheEngineAnswering(FuzzedDataProvider data) throws Exception {
    try (UciSession uci = new UciSession()) {
      java.util.List<String> sent = new java.util.ArrayList<>();
      int count = data.consumeInt(1, 8);
      for (int i = 0; i < count; i++) {
        String line = data.consumeString(200);
        boolean quits = Tokens.split(line).stream().findFirst().filter("quit"::equals).isPresent();
        // Time-consuming searches are bounded so that each input finishes quickly.
        if (line.strip().startsWith("go")) {
          line = line + " depth 2";
        }
        sent.add(line);
        boolean goesOn = uci.send(line);
        assertEquals(!quits, goesOn, () -> "session state after " + sent);
        if (!goesOn) {
          return;
        }
      }
      uci.send("stop");
      uci.drain(20);
      uci.send("isready");
      String answer;
      do {
        answer = uci.next();
      } while (!answer.equals("readyok"));
      assertTrue(uci.send("stop"));
    }
  }
}

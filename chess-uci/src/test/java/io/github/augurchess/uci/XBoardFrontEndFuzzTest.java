package io.github.augurchess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer fuzz test of the XBoard front end: arbitrary command lines never throw, never end the
 * session (only {@code quit} does) and leave the engine answering {@code ping}. To fuzz:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-uci -Dtest=XBoardFrontEndFuzzTest -Djazzer.max_duration=60s
 * </pre>
 */
class XBoardFrontEndFuzzTest {

  @FuzzTest(maxDuration = "60s")
  void anyLinesLeaveTheEngineAnswering(FuzzedDataProvider data) throws Exception {
    try (XBoardSession xboard = new XBoardSession()) {
      // Searches are bounded so that each input finishes quickly.
      xboard.send("sd 2");
      List<String> sent = new ArrayList<>();
      int count = data.consumeInt(1, 8);
      for (int i = 0; i < count; i++) {
        String line = data.consumeString(200);
        List<String> words = Tokens.split(line);
        boolean quits = !words.isEmpty() && words.get(0).equals("quit");
        if (!words.isEmpty() && List.of("level", "st", "time", "otim", "analyze").contains(words.get(0))) {
          continue;
        }
        sent.add(line);
        boolean goesOn = xboard.send(line);
        assertEquals(!quits, goesOn, () -> "session state after " + sent);
        if (!goesOn) {
          return;
        }
      }
      xboard.send("force");
      xboard.send("ping 4242");
      String answer;
      do {
        answer = xboard.next();
      } while (!answer.equals("pong 4242"));
    }
  }
}

package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every game of every PGN file of the test data, written and read back, is the same game. */
class PgnWriteReadIdentityTest {

  @Test
  void writingThenReadingEveryRealGameGivesTheSameGame() throws IOException {
    List<String> failures = new ArrayList<>();
    int games = 0;
    for (String file : TestData.list("pgn", ".pgn")) {
      List<PgnGame> originals = TestData.readPgn(file).games();
      StringBuilder written = new StringBuilder();
      PgnWriter writer = new PgnWriter(written);
      for (PgnGame game : originals) {
        writer.write(game);
      }
      PgnGames reread = PgnReader.ofText(written.toString()).readAll();
      if (reread.games().size() != originals.size()) {
        failures.add(file + ": " + reread.games().size() + " games read back of " + originals.size());
        continue;
      }
      for (PgnGame game : originals) {
        games++;
        PgnGame back = reread.games().get(game.index() - 1);
        String where = file + " game " + game.index() + ": ";
        String difference = GameTrees.difference(game, back);
        if (difference != null) {
          failures.add(where + difference + "\n" + PgnWriter.toString(game));
        }
        if (!GameTrees.writtenTags(game).equals(back.tags())) {
          failures.add(where + "tags " + GameTrees.writtenTags(game) + " vs " + back.tags());
        }
        PgnGames alone = new PgnGames(List.of(back), back.errors());
        if (game.hasStartPosition() && !GameTrees.readsBackCleanly(game, alone)) {
          failures.add(where + "problems reading it back: " + back.errors() + "\n" + PgnWriter.toString(game));
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n\n", failures.subList(0, Math.min(5, failures.size()))));
    assertEquals(15137, games);
  }
}

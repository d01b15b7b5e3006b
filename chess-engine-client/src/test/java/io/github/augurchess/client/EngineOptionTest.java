package io.github.augurchess.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EngineOptionTest {
  @Test
  void uciOptionsOfEachTypeAreRead() {
    assertEquals(Optional.of(new EngineOption("Hash", EngineOption.Type.SPIN, "16", 1, 33554432, List.of())),
        EngineOption.parseUci("option name Hash type spin default 16 min 1 max 33554432"));
    assertEquals(Optional.of(new EngineOption("Move Overhead", EngineOption.Type.SPIN, "10", 0, 5000, List.of())),
        EngineOption.parseUci("option name Move Overhead type spin default 10 min 0 max 5000"));
    assertEquals(Optional.of(new EngineOption("Style", EngineOption.Type.COMBO, "Solid", 0, 0,
        List.of("Solid", "Wild Ride"))), EngineOption.parseUci("option name Style type combo default Solid var Solid var Wild Ride"));
    assertEquals(Optional.of(new EngineOption("Clear Hash", EngineOption.Type.BUTTON, "", 0, 0, List.of())),
        EngineOption.parseUci("option name Clear Hash type button"));
    assertEquals(Optional.of(new EngineOption("SyzygyPath", EngineOption.Type.STRING, "", 0, 0, List.of())),
        EngineOption.parseUci("option name SyzygyPath type string default <empty>"));
    assertEquals(Optional.of(new EngineOption("Ponder", EngineOption.Type.CHECK, "false", 0, 0, List.of())),
        EngineOption.parseUci("option name Ponder type check default false"));
    assertTrue(EngineOption.parseUci("option name X type colour default red").isEmpty());
    assertTrue(EngineOption.parseUci("id name Stockfish").isEmpty());
  }

  @Test
  void xboardOptionsOfEachTypeAreRead() {
    assertEquals(Optional.of(new EngineOption("Hash", EngineOption.Type.SPIN, "16", 1, 1024, List.of())),
        EngineOption.parseXBoard("Hash -spin 16 1 1024"));
    assertEquals(Optional.of(new EngineOption("Style", EngineOption.Type.COMBO, "wild", 0, 0,
        List.of("solid", "wild", "random"))), EngineOption.parseXBoard("Style -combo solid /// *wild /// random"));
    assertEquals(Optional.of(new EngineOption("Resign", EngineOption.Type.CHECK, "true", 0, 0, List.of())),
        EngineOption.parseXBoard("Resign -check 1"));
    assertEquals(Optional.of(new EngineOption("Clear Hash", EngineOption.Type.BUTTON, "", 0, 0, List.of())),
        EngineOption.parseXBoard("Clear Hash -button"));
    assertEquals(Optional.of(new EngineOption("Book", EngineOption.Type.STRING, "book.bin", 0, 0, List.of())),
        EngineOption.parseXBoard("Book -file book.bin"));
    assertTrue(EngineOption.parseXBoard("Nonsense").isEmpty());
  }
}

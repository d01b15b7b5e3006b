package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.pgn.GameNode;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import org.junit.jupiter.api.Test;

class AnalysePgnExampleTest {
  private static final long NODES = 20_000;

  private static PgnReader scholarsMate() {
    InputStream in = Objects.requireNonNull(AnalysePgnExampleTest.class.getResourceAsStream("/scholars-mate.pgn"));
    return PgnReader.of(in);
  }

  @Test
  void theMoveThatAllowsMateIsTheOnlyBlunder() throws IOException {
    PgnGame game;
    try (PgnReader reader = scholarsMate()) {
      game = Objects.requireNonNull(reader.nextGame());
    }
    try (Engine engine = Engine.builder().hashMiB(16).threads(1).build()) {
      AnalysePgnExample.annotate(engine, game, NODES);
    }
    // Plies: e4 e5 Qh5 Nc6 Bc4 Nf6?? Qxf7# (the engine may also find Qh5 dubious: it is)
    int ply = 0;
    for (GameNode node = game.root().next(); node != null; node = node.next(), ply++) {
      boolean blunder = node.nags().contains(4);
      assertEquals(ply == 5, blunder, "NAGs of ply " + (ply + 1) + " (" + node.move() + "): " + node.nags());
    }
    assertEquals(7, ply);
    assertTrue(game.root().next().nags().isEmpty(), "1. e4 is no mistake");
  }

  @Test
  void annotateAllWritesEveryGameAsPgn() throws IOException {
    StringBuilder out = new StringBuilder();
    int games;
    try (PgnReader reader = scholarsMate()) {
      games = AnalysePgnExample.annotateAll(reader, NODES, out);
    }
    assertEquals(1, games);
    assertTrue(out.toString().contains("Nf6 $4"), out.toString());
    assertTrue(out.toString().contains("Qxf7# 1-0"), out.toString());
  }
}

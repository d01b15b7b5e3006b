package io.github.augurchess.match;

import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.EpdReader;
import io.github.augurchess.pgn.EpdRecord;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Reads match openings: the positions of an EPD file, or the final positions of a PGN file's games. */
public final class Openings {
  private Openings() {}

  /**
   * The openings of a file, by its extension: {@code .pgn} for games (each opening keeps its
   * moves as history, so they appear in the match PGN), anything else for EPD lines.
   *
   * @param variant {@link Variant#CHESS960} to read Chess960 positions
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it holds no usable opening
   */
  public static List<Board> read(Path file, Variant variant) throws IOException {
    List<Board> openings = new ArrayList<>();
    if (file.toString().toLowerCase(Locale.ROOT).endsWith(".pgn")) {
      try (PgnReader reader = PgnReader.open(file)) {
        for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
          if (game.errors().isEmpty()) {
            openings.add(game.finalBoard());
          }
        }
      }
    } else {
      try (InputStream in = Files.newInputStream(file); EpdReader reader = EpdReader.of(in, variant)) {
        for (EpdRecord record = reader.next(); record != null; record = reader.next()) {
          openings.add(record.position());
        }
      }
    }
    if (openings.isEmpty()) {
      throw new IllegalArgumentException("no opening could be read from " + file);
    }
    return openings;
  }
}

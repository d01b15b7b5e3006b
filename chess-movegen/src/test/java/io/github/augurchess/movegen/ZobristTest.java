package io.github.augurchess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.augurchess.testdata.TestFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The board's Zobrist key is the Polyglot book key: the test vectors of the Polyglot book format
 * specification ({@code testdata/polyglot/polyglot-key-vectors.tsv}, copied verbatim),
 * both from the FEN and incrementally, by playing the moves each vector's description names from
 * the starting position.
 */
class ZobristTest {
  private static final String RESOURCE = "polyglot/polyglot-key-vectors.tsv";

  /** Typos in the specification's descriptions, as the moves they stand for. */
  private static final Map<String, String> MOVE_TYPOS = Map.of("d75", "d7d5");

  /** One vector: what it is, its FEN, its key, and the moves from the start that reach it. */
  record Vector(String description, String fen, long key, List<String> moves) {
    @Override
    public String toString() {
      return description;
    }
  }

  static List<Vector> vectors() {
    String text;
    try (InputStream in = TestFiles.open(RESOURCE)) {
      assertNotNull(in, RESOURCE);
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Vector> vectors = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#") || line.startsWith("description\t")) {
        continue;
      }
      String[] columns = line.split("\t");
      assertEquals(3, columns.length, line);
      String description = columns[0];
      List<String> moves = new ArrayList<>();
      if (description.startsWith("position after ")) {
        for (String move : description.substring("position after ".length()).split(" ")) {
          moves.add(MOVE_TYPOS.getOrDefault(move, move));
        }
      } else {
        assertEquals("starting position", description);
      }
      vectors.add(new Vector(description, columns[1], Long.parseUnsignedLong(columns[2].trim(), 16), moves));
    }
    return vectors;
  }

  @Test
  void allNineVectorsAreRead() {
    List<Vector> vectors = vectors();
    assertEquals(9, vectors.size());
    assertEquals(0x463b96181691fc9cL, vectors.get(0).key());
    assertEquals(List.of("e2e4", "d7d5"), vectors.get(2).moves());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void keyOfTheFenIsThePolyglotKey(Vector vector) {
    Board board = Fen.parse(vector.fen());
    assertEquals(vector.key(), board.zobristKey(),
        () -> Long.toHexString(board.zobristKey()) + " for " + vector.fen());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void keyUpdatedMoveByMoveIsThePolyglotKey(Vector vector) {
    Board board = Board.startingPosition();
    for (String move : vector.moves()) {
      board.playUci(move);
    }
    // The specification's FENs are loose about the halfmove clock, which the key does not cover.
    assertEquals(withoutClocks(Fen.parse(vector.fen()).fen()), withoutClocks(board.fen()),
        "the moves reach the vector's position");
    assertEquals(vector.key(), board.zobristKey(),
        () -> Long.toHexString(board.zobristKey()) + " after " + vector.moves());
  }

  private static String withoutClocks(String fen) {
    return String.join(" ", Arrays.asList(fen.split(" ")).subList(0, 4));
  }

  @Test
  void undoingEveryMoveRestoresEachEarlierKey() {
    Vector longest = vectors().stream().max((a, b) -> a.moves().size() - b.moves().size()).orElseThrow();
    Board board = Board.startingPosition();
    long[] keys = new long[longest.moves().size() + 1];
    keys[0] = board.zobristKey();
    for (int i = 0; i < longest.moves().size(); i++) {
      board.playUci(longest.moves().get(i));
      keys[i + 1] = board.zobristKey();
    }
    for (int i = longest.moves().size() - 1; i >= 0; i--) {
      assertEquals(keys[i + 1], board.zobristKey(), "before undoing ply " + (i + 1));
      assertEquals(keys[i], board.historyKey(0), "history key of ply " + (i + 1));
      board.undo();
      assertEquals(keys[i], board.zobristKey(), () -> "after undo: " + Arrays.toString(keys));
    }
  }
}

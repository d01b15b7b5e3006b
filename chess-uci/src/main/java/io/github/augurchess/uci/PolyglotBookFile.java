package io.github.augurchess.uci;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.OpeningBook;
import io.github.augurchess.api.Position;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.Fen;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The Polyglot {@code .bin} book behind the UCI {@code BookFile} option: 16-byte entries (key,
 * move, weight, learn) sorted by key, searched by bisection; moves are picked at random in
 * proportion to their weights. The whole file is checked when read, so a corrupt one is refused
 * rather than half-used. (chess-book's full reader replaces this once it is merged.)
 */
final class PolyglotBookFile implements OpeningBook {
  private static final int ENTRY_BYTES = 16;
  private static final char[] PROMOTIONS = {0, 'n', 'b', 'r', 'q'};

  private final ByteBuffer entries;
  private final int count;

  private PolyglotBookFile(ByteBuffer entries) {
    this.entries = entries;
    this.count = entries.capacity() / ENTRY_BYTES;
  }

  /**
   * Reads a book file.
   *
   * @throws IOException if it cannot be read, is not a whole number of entries, or is not sorted
   */
  static PolyglotBookFile read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    if (bytes.length == 0 || bytes.length % ENTRY_BYTES != 0) {
      throw new IOException(file + " is not a Polyglot book: " + bytes.length + " bytes is not a positive multiple of 16");
    }
    ByteBuffer buffer = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
    for (int i = 1; i < bytes.length / ENTRY_BYTES; i++) {
      if (Long.compareUnsigned(buffer.getLong((i - 1) * ENTRY_BYTES), buffer.getLong(i * ENTRY_BYTES)) > 0) {
        throw new IOException(file + " is not a Polyglot book: entry " + i + " is out of key order");
      }
    }
    return new PolyglotBookFile(buffer);
  }

  /** The number of entries. */
  int size() {
    return count;
  }

  @Override
  public Optional<Move> choose(Position position, RandomGenerator random) {
    Board board = position instanceof Board ? (Board) position : Fen.parse(position.fen(), position.variant());
    long key = position.zobristKey();
    int low = 0;
    int high = count;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (Long.compareUnsigned(entries.getLong(mid * ENTRY_BYTES), key) < 0) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    List<Move> moves = new ArrayList<>();
    List<Integer> weights = new ArrayList<>();
    int total = 0;
    for (int i = low; i < count && entries.getLong(i * ENTRY_BYTES) == key; i++) {
      int weight = Short.toUnsignedInt(entries.getShort(i * ENTRY_BYTES + 10));
      Optional<Move> move = decode(board, Short.toUnsignedInt(entries.getShort(i * ENTRY_BYTES + 8)));
      if (weight > 0 && move.isPresent()) {
        moves.add(move.get());
        weights.add(weight);
        total += weight;
      }
    }
    if (total == 0) {
      return Optional.empty();
    }
    int pick = random.nextInt(total);
    for (int i = 0; i < moves.size(); i++) {
      pick -= weights.get(i);
      if (pick < 0) {
        return Optional.of(moves.get(i));
      }
    }
    return Optional.empty();
  }

  /** The entry's move if it is legal here; castling is stored as king takes rook, as Board reads it. */
  static Optional<Move> decode(Board board, int code) {
    int toFile = code & 7;
    int toRank = (code >> 3) & 7;
    int fromFile = (code >> 6) & 7;
    int fromRank = (code >> 9) & 7;
    int promotion = (code >> 12) & 7;
    if (promotion >= PROMOTIONS.length) {
      return Optional.empty();
    }
    String text = "" + (char) ('a' + fromFile) + (char) ('1' + fromRank) + (char) ('a' + toFile) + (char) ('1' + toRank)
        + (promotion == 0 ? "" : String.valueOf(PROMOTIONS[promotion]));
    try {
      return Optional.of(board.parseUci(text));
    } catch (ChessException e) {
      return Optional.empty();
    }
  }

  /** The 16-bit Polyglot code of a move in UCI text (king takes rook for castling). */
  static int encode(String uci) {
    int code = (uci.charAt(2) - 'a') | (uci.charAt(3) - '1') << 3 | (uci.charAt(0) - 'a') << 6 | (uci.charAt(1) - '1') << 9;
    if (uci.length() == 5) {
      code |= "nbrq".indexOf(uci.charAt(4)) + 1 << 12;
    }
    return code;
  }
}

package io.github.augurchess.spark.internal;

import java.io.IOException;
import java.io.InputStream;

/**
 * Finds where a PGN file can be cut between two games by looking at its bytes only, so that a
 * split of a file can find its first game without reading what comes before it.
 *
 * <p>A <em>cut point</em> is the start of a line that opens a tag pair ({@code [Name "}) right
 * after a line whose last non-blank text is a game termination marker ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2}, {@code *}), with only blank lines between the two. In a well-formed file that is
 * where every game after the first begins; a reader started there reads the same games as one
 * started at the beginning of the file. Text that is not well formed (a game without a marker, a
 * comment after the marker, no blank line between games) simply has no cut point, and the games
 * on both sides stay in one piece: cutting is coarser there, never wrong.
 *
 * <p>{@link #next} is a function of the file's bytes and the offset it is given, so the split
 * that ends at an offset and the split that starts there agree on the cut between them: every
 * byte, and so every game, is read by exactly one split.
 */
public final class GameBoundaries {
  /** How far before an offset the search looks for the line that ends the previous game. */
  public static final int LOOKBACK = 4096;

  private GameBoundaries() {}

  /**
   * The first cut point at or after {@code from}, or {@code length} if there is none.
   *
   * @param in the file's bytes from {@code max(0, from - LOOKBACK)} on (closed by the caller)
   * @param from an offset in the file, 0 to {@code length}
   * @param length the file's length in bytes
   */
  public static long next(InputStream in, long from, long length) throws IOException {
    if (from <= 0) {
      return 0;
    }
    if (from >= length) {
      return length;
    }
    long pos = Math.max(0, from - LOOKBACK);
    // The scan may start inside a line: only that line's end is known, which is all that counts.
    boolean previousLineEndsGame = false;
    LineTail tail = new LineTail();
    byte[] head = new byte[TAG_HEAD];
    int c = in.read();
    while (c >= 0) {
      long lineStart = pos;
      int headLength = 0;
      tail.clear();
      while (c >= 0 && c != '\n' && c != '\r') {
        if (headLength < TAG_HEAD) {
          head[headLength++] = (byte) c;
        }
        tail.add(c);
        pos++;
        c = in.read();
      }
      // lineStart >= from > the scan's start: the line follows a line break, so it is whole.
      if (lineStart >= from && previousLineEndsGame && opensTagPair(head, headLength)) {
        return lineStart;
      }
      if (!tail.isBlank()) {
        previousLineEndsGame = tail.endsWithResult();
      }
      // Line break: LF, CR LF or a lone CR.
      if (c == '\r') {
        pos++;
        c = in.read();
        if (c == '\n') {
          pos++;
          c = in.read();
        }
      } else if (c == '\n') {
        pos++;
        c = in.read();
      }
    }
    return length;
  }

  /** How many bytes of a line's start {@link #opensTagPair} looks at. */
  private static final int TAG_HEAD = 40;

  /** True if the line starts {@code [Name "} (a tag name of letters, digits and underscores). */
  static boolean opensTagPair(byte[] line, int length) {
    if (length < 4 || line[0] != '[') {
      return false;
    }
    int i = 1;
    while (i < length && isTagNameByte(line[i])) {
      i++;
    }
    if (i == 1) {
      return false;
    }
    while (i < length && (line[i] == ' ' || line[i] == '\t')) {
      i++;
    }
    return i < length && line[i] == '"';
  }

  private static boolean isTagNameByte(byte b) {
    return (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '_';
  }

  /** The last few non-blank characters of a line. */
  private static final class LineTail {
    private final int[] last = new int[8];
    private int count;

    void clear() {
      count = 0;
    }

    void add(int c) {
      if (c == ' ' || c == '\t') {
        return;
      }
      last[count % last.length] = c;
      count++;
    }

    boolean isBlank() {
      return count == 0;
    }

    boolean endsWith(String s) {
      if (count < s.length()) {
        return false;
      }
      for (int i = 0; i < s.length(); i++) {
        if (last[(count - s.length() + i) % last.length] != s.charAt(i)) {
          return false;
        }
      }
      return true;
    }

    boolean endsWithResult() {
      return endsWith("1-0") || endsWith("0-1") || endsWith("1/2-1/2") || endsWith("*");
    }
  }
}

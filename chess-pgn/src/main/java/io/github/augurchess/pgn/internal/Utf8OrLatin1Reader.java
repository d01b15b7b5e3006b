package io.github.augurchess.pgn.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Arrays;

/**
 * Decodes bytes as UTF-8 where they are UTF-8 and as Latin-1 where they are not, so that any byte
 * sequence reads without failing.
 *
 * <p>Each well-formed UTF-8 sequence (shortest form, no surrogates) becomes its character; every
 * other byte becomes the Latin-1 character of the same value. A pure UTF-8 file therefore reads
 * exactly as UTF-8, a Latin-1 file as Latin-1 (its accented letters are followed by ASCII, which
 * no UTF-8 sequence allows), and a concatenation of both (common in game collections) reads each
 * part right. A byte-order mark comes through as U+FEFF; the PGN lexer reads it as white space.
 */
public final class Utf8OrLatin1Reader extends Reader {
  private static final int BUFFER = 1 << 16;

  private final InputStream in;
  private final byte[] bytes = new byte[BUFFER];
  private int pos;
  private int limit;
  private boolean eof;
  /** The low surrogate of a supplementary character whose high half was already returned. */
  private int pendingLow = -1;

  /** The number of characters returned so far. */
  private long charsOut;
  /**
   * The characters decoded from more than one byte that {@link #byteOffset} has not yet passed, as
   * a queue: the index of each and how many bytes beyond one per character it took.
   */
  private long[] wideAt = new long[64];
  private byte[] wideExtra = new byte[64];
  private int wideHead;
  private int wideTail;
  /** The extra bytes of the wide characters already taken off the queue. */
  private long extraBefore;

  public Utf8OrLatin1Reader(InputStream in) {
    this.in = in;
  }

  /**
   * The byte offset, from the start of the input, of the character at {@code charOffset}. Calls
   * must come with offsets that never decrease; the reader forgets what lies before the last one.
   */
  public long byteOffset(long charOffset) {
    while (wideHead < wideTail && wideAt[wideHead] < charOffset) {
      extraBefore += wideExtra[wideHead++];
    }
    return charOffset + extraBefore;
  }

  private void recordWide(long charIndex, int extraBytes) {
    if (wideTail == wideAt.length) {
      int live = wideTail - wideHead;
      if (live * 2 > wideAt.length) {
        wideAt = Arrays.copyOf(wideAt, wideAt.length * 2);
        wideExtra = Arrays.copyOf(wideExtra, wideExtra.length * 2);
      }
      System.arraycopy(wideAt, wideHead, wideAt, 0, live);
      System.arraycopy(wideExtra, wideHead, wideExtra, 0, live);
      wideHead = 0;
      wideTail = live;
    }
    wideAt[wideTail] = charIndex;
    wideExtra[wideTail++] = (byte) extraBytes;
  }

  @Override
  public int read(char[] out, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    int n = 0;
    if (pendingLow >= 0) {
      out[offset] = (char) pendingLow;
      pendingLow = -1;
      n = 1;
    }
    while (n < length) {
      if (limit - pos < 4 && !eof) {
        fill();
      }
      if (pos >= limit) {
        break;
      }
      // ASCII fast path: most of a PGN file.
      int b = bytes[pos];
      if (b >= 0) {
        out[offset + n++] = (char) b;
        pos++;
        continue;
      }
      int sequenceStart = pos;
      int cp = decodeSequence();
      if (pos - sequenceStart > 1) {
        recordWide(charsOut + n, pos - sequenceStart - (cp < 0x10000 ? 1 : 2));
      }
      if (cp < 0x10000) {
        out[offset + n++] = (char) cp;
      } else {
        out[offset + n++] = Character.highSurrogate(cp);
        if (n < length) {
          out[offset + n++] = Character.lowSurrogate(cp);
        } else {
          pendingLow = Character.lowSurrogate(cp);
        }
      }
    }
    charsOut += n;
    return n == 0 ? -1 : n;
  }

  /**
   * Decodes the sequence starting at a byte >= 0x80 and advances past it: a whole well-formed
   * UTF-8 sequence, or else that one byte as Latin-1.
   */
  private int decodeSequence() {
    int b0 = bytes[pos] & 0xFF;
    int available = limit - pos;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
      if (available >= 2 && isContinuation(1, 0x80, 0xBF)) {
        pos += 2;
        return ((b0 & 0x1F) << 6) | (bytes[pos - 1] & 0x3F);
      }
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
      int low = b0 == 0xE0 ? 0xA0 : 0x80;
      int high = b0 == 0xED ? 0x9F : 0xBF;
      if (available >= 3 && isContinuation(1, low, high) && isContinuation(2, 0x80, 0xBF)) {
        int cp = ((b0 & 0x0F) << 12) | ((bytes[pos + 1] & 0x3F) << 6) | (bytes[pos + 2] & 0x3F);
        pos += 3;
        return cp;
      }
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
      int low = b0 == 0xF0 ? 0x90 : 0x80;
      int high = b0 == 0xF4 ? 0x8F : 0xBF;
      if (available >= 4 && isContinuation(1, low, high) && isContinuation(2, 0x80, 0xBF)
          && isContinuation(3, 0x80, 0xBF)) {
        int cp = ((b0 & 0x07) << 18) | ((bytes[pos + 1] & 0x3F) << 12)
            | ((bytes[pos + 2] & 0x3F) << 6) | (bytes[pos + 3] & 0x3F);
        pos += 4;
        return cp;
      }
    }
    pos++;
    return b0;
  }

  private boolean isContinuation(int index, int low, int high) {
    int b = bytes[pos + index] & 0xFF;
    return b >= low && b <= high;
  }

  /** Moves the unread bytes to the front and reads more, so that a whole sequence is available. */
  private void fill() throws IOException {
    int remaining = limit - pos;
    System.arraycopy(bytes, pos, bytes, 0, remaining);
    pos = 0;
    limit = remaining;
    while (limit < 4 && !eof) {
      int n = in.read(bytes, limit, bytes.length - limit);
      if (n < 0) {
        eof = true;
      } else {
        limit += n;
      }
    }
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}

package io.github.augurchess.pgn.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Utf8OrLatin1ReaderTest {

  private static String decode(byte[] bytes, int chunk) throws IOException {
    StringBuilder text = new StringBuilder();
    try (Reader reader = new Utf8OrLatin1Reader(new OneByteAtATime(bytes))) {
      char[] buffer = new char[chunk];
      int n;
      while ((n = reader.read(buffer, 0, chunk)) > 0) {
        text.append(buffer, 0, n);
      }
    }
    return text.toString();
  }

  @Test
  void utf8IsReadAsUtf8() throws IOException {
    String text = "Café Łódź – 日本 😀 [%clk 0:01]";
    assertEquals(text, decode(text.getBytes(StandardCharsets.UTF_8), 1));
    assertEquals(text, decode(text.getBytes(StandardCharsets.UTF_8), 4096));
  }

  @Test
  void latin1IsReadAsLatin1() throws IOException {
    String text = "Müller - Ørsted, Málaga ½";
    assertEquals(text, decode(text.getBytes(StandardCharsets.ISO_8859_1), 3));
  }

  @Test
  void invalidSequencesFallBackByteByByte() throws IOException {
    byte[] bytes = {'a', (byte) 0xC3, '(', (byte) 0xE2, (byte) 0x82, 'b', (byte) 0xF0, (byte) 0x9F, (byte) 0x98,
        (byte) 0xED, (byte) 0xA0, (byte) 0x80, (byte) 0xC0, (byte) 0xAF, (byte) 0xE2};
    assertEquals("a\u00C3(\u00E2\u0082b\u00F0\u009F\u0098\u00ED\u00A0\u0080\u00C0\u00AF\u00E2", decode(bytes, 2));
  }

  @Test
  void aByteOrderMarkComesThroughAsFeff() throws IOException {
    byte[] bytes = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '['};
    assertEquals("\uFEFF[", decode(bytes, 8));
  }

  /** Any mix of valid UTF-8 and Latin-1 runs decodes to the characters written, whatever the chunking. */
  @Test
  void mixedEncodingsDecodeRunByRunAtAnyChunkSize() throws IOException {
    long seed = 77;
    Random random = new Random(seed);
    for (int round = 0; round < 200; round++) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      StringBuilder expected = new StringBuilder();
      for (int run = 0; run < 20; run++) {
        boolean latin1 = random.nextBoolean();
        // Latin-1 runs are accented letters each followed by ASCII, as in real text.
        String text = latin1 ? "é" + (char) ('a' + random.nextInt(26)) : "ł€😀" + random.nextInt(10);
        expected.append(text);
        bytes.writeBytes(text.getBytes(latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8));
      }
      int chunk = 1 + random.nextInt(7);
      assertEquals(expected.toString(), decode(bytes.toByteArray(), chunk), "seed " + seed + " round " + round);
    }
  }

  /** An input stream that hands out one byte per read, to cut every sequence at every point. */
  private static final class OneByteAtATime extends InputStream {
    private final ByteArrayInputStream in;

    OneByteAtATime(byte[] bytes) {
      this.in = new ByteArrayInputStream(bytes);
    }

    @Override
    public int read() {
      return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) {
      return len == 0 ? 0 : in.read(b, off, 1);
    }
  }
}

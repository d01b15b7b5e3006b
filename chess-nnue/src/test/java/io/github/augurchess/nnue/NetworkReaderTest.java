package io.github.augurchess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/** Every way a network file can be wrong is a typed error naming what and the byte offset. */
class NetworkReaderTest {
  private static final byte[] VALID = RandomNetworks.small(11).toBytes();

  private static NetworkFormatException refused(byte[] bytes) {
    return assertThrows(NetworkFormatException.class, () -> Network.fromBytes(bytes));
  }

  private static void assertRefused(byte[] bytes, long offset, String reasonPart) {
    NetworkFormatException e = refused(bytes);
    assertEquals(offset, e.offset(), e.getMessage());
    assertTrue(e.reason().contains(reasonPart), e.getMessage());
    assertEquals("bytes", e.source());
    assertTrue(e.getMessage().startsWith("bytes: at byte " + offset + ": "), e.getMessage());
  }

  /** The valid file with a header field replaced and the checksum made right again. */
  private static byte[] withField(int offset, int value) {
    byte[] bytes = VALID.clone();
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(offset, value);
    return resealed(bytes);
  }

  private static byte[] resealed(byte[] bytes) {
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, bytes.length - 4);
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(bytes.length - 4, (int) crc.getValue());
    return bytes;
  }

  @Test
  void validBytesRead() {
    assertEquals(RandomNetworks.small(11), Network.fromBytes(VALID));
  }

  @Test
  void wrongMagicIsNotANetwork() {
    byte[] bytes = VALID.clone();
    bytes[7] = '2';
    assertRefused(bytes, 0, "not an Augur network: the magic is \"AUGURNN2\"");
    byte[] binary = VALID.clone();
    binary[0] = 0;
    assertRefused(binary, 0, "\\x00UGURNN1");
  }

  @Test
  void otherVersionsAreUnsupported() {
    assertRefused(withField(8, 2), 8, "unsupported format version 2");
    assertRefused(withField(8, -1), 8, "unsupported format version 4294967295");
  }

  @Test
  void dimensionsOutOfRangeAreNamed() {
    assertRefused(withField(12, 769), 12, "input features 769");
    assertRefused(withField(16, 120), 16, "hidden size 120");
    assertRefused(withField(16, 136 + 1), 16, "hidden size 137");
    assertRefused(withField(16, 2048), 16, "hidden size 2048");
    assertRefused(withField(20, 0), 20, "output buckets 0");
    assertRefused(withField(20, 33), 20, "output buckets 33");
    assertRefused(withField(24, 3), 24, "unknown activation 3");
    assertRefused(withField(28, 0), 28, "QA 0");
    assertRefused(withField(28, 256), 28, "QA 256");
    assertRefused(withField(32, 0), 32, "QB 0");
    assertRefused(withField(36, 70_000), 36, "SCALE 70000");
    assertRefused(withField(40, 1025), 40, "description length 1025");
  }

  @Test
  void aDescriptionThatIsNotUtf8IsRefused() {
    byte[] bytes = VALID.clone();
    bytes[44] = (byte) 0xC3;
    bytes[45] = (byte) 0x28;
    assertRefused(resealed(bytes), 44, "not valid UTF-8");
  }

  @Test
  void truncationIsReportedWhereTheBytesEnd() {
    assertRefused(new byte[0], 0, "truncated: the magic");
    assertRefused(Arrays.copyOf(VALID, 5), 5, "truncated: the magic");
    assertRefused(Arrays.copyOf(VALID, 10), 10, "truncated: the format version");
    assertRefused(Arrays.copyOf(VALID, 42), 42, "truncated: the description length");
    assertRefused(Arrays.copyOf(VALID, 50), 50, "truncated: the description needs");
    int text = ByteBuffer.wrap(VALID).order(ByteOrder.LITTLE_ENDIAN).getInt(40);
    int weightsEnd = 44 + text + 2 * 768 * 128;
    assertRefused(Arrays.copyOf(VALID, weightsEnd - 1), weightsEnd - 1, "(in the feature weights)");
    assertRefused(Arrays.copyOf(VALID, weightsEnd + 3), weightsEnd + 3, "(in the feature biases)");
    assertRefused(Arrays.copyOf(VALID, VALID.length - 24), VALID.length - 24, "(in the output weights)");
    assertRefused(Arrays.copyOf(VALID, VALID.length - 6), VALID.length - 6, "(in the output biases)");
    assertRefused(Arrays.copyOf(VALID, VALID.length - 1), VALID.length - 1,
        "truncated: the header promises " + VALID.length + " bytes, the input has " + (VALID.length - 1));
  }

  @Test
  void trailingBytesAreRefused() {
    assertRefused(Arrays.copyOf(VALID, VALID.length + 3), VALID.length, "3 trailing bytes");
  }

  @Test
  void aChangedByteFailsTheChecksum() {
    byte[] bytes = VALID.clone();
    bytes[VALID.length / 2] ^= 1;
    assertRefused(bytes, VALID.length - 4, "checksum mismatch");
    byte[] checksum = VALID.clone();
    checksum[VALID.length - 1] ^= (byte) 0x80;
    assertRefused(checksum, VALID.length - 4, "checksum mismatch");
  }

  @Test
  void aStreamTooLongForAnyNetworkStopsReadingAtTheLimit() {
    byte[] huge = Arrays.copyOf(VALID, NetworkReader.MAX_FILE_BYTES + 100);
    NetworkFormatException e = assertThrows(NetworkFormatException.class,
        () -> Network.read(new ByteArrayInputStream(huge), "stream"));
    assertEquals("stream", e.source());
    assertEquals(VALID.length, e.offset());
    assertTrue(e.reason().startsWith("more than "), e.getMessage());
  }
}

package io.github.augurchess.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.augurchess.movegen.Board;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32;

/**
 * Jazzer fuzz tests of the network loader. The default build runs them over the seed corpus only
 * ({@code src/test/resources/io/github/augurchess/nnue/NetworkFuzzTestInputs}); to fuzz:
 *
 * <pre>
 * ./mvnw -B -ntp test -Pfuzz -pl chess-nnue -Dtest=NetworkFuzzTest#readAnyBytes -Djazzer.max_duration=120s
 * </pre>
 *
 * <p>Invariants:
 *
 * <ul>
 *   <li>for any bytes, only {@link NetworkFormatException} escapes, with an offset inside the
 *       input; a network that loads writes back to the same bytes;
 *   <li>for a valid network with bytes overwritten and its checksum made right again (so that the
 *       reader gets past the checksum to the fields), the same holds, and a network that loads
 *       evaluates any position within the clamp.
 * </ul>
 */
class NetworkFuzzTest {
  private static final byte[] VALID = RandomNetworks.small(21).toBytes();

  @FuzzTest(maxDuration = "60s")
  void readAnyBytes(byte[] input) {
    Network network;
    try {
      network = Network.fromBytes(input);
    } catch (NetworkFormatException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= input.length, e.getMessage());
      return;
    }
    assertArrayEquals(input, network.toBytes());
  }

  @FuzzTest(maxDuration = "60s")
  void readAValidNetworkWithBytesOverwritten(FuzzedDataProvider data) {
    byte[] bytes = VALID.clone();
    int edits = data.consumeInt(0, 8);
    for (int i = 0; i < edits; i++) {
      int at = data.consumeInt(0, bytes.length - 1);
      bytes[at] = data.consumeByte();
    }
    int length = data.consumeBoolean() ? bytes.length : data.consumeInt(0, bytes.length + 8);
    byte[] input = java.util.Arrays.copyOf(bytes, length);
    if (length >= 8 && data.consumeBoolean()) {
      CRC32 crc = new CRC32();
      crc.update(input, 0, length - 4);
      ByteBuffer.wrap(input).order(ByteOrder.LITTLE_ENDIAN).putInt(length - 4, (int) crc.getValue());
    }
    Network network;
    try {
      network = Network.fromBytes(input);
    } catch (NetworkFormatException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= input.length, e.getMessage());
      return;
    }
    assertArrayEquals(input, network.toBytes());
    Board board = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    int score = new NnueEvaluator(network).evaluate(board);
    assertTrue(Math.abs(score) <= Network.MAX_EVAL, String.valueOf(score));
    assertEquals(network.evaluate(board), score);
  }
}

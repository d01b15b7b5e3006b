package io.github.augurchess.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.Piece;
import io.github.augurchess.api.PieceType;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkTest {
  @Test
  void writtenNetworkReadsBackEqual() throws IOException {
    Network network = RandomNetworks.small(1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    network.write(out);
    Network back = Network.read(new ByteArrayInputStream(out.toByteArray()), "memory");
    assertEquals(network, back);
    assertArrayEquals(network.toBytes(), back.toBytes());
    assertEquals(network.description(), back.description());
    assertArrayEquals(network.featureWeights(), back.featureWeights());
    assertArrayEquals(network.outputBiases(), back.outputBiases());
    Board board = Board.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assertEquals(network.evaluate(board), back.evaluate(board));
  }

  @Test
  void fileRoundTripKeepsEveryFieldAndANonAsciiDescription(@TempDir Path dir) throws IOException {
    Network network = RandomNetworks.random(7, 256, 4, Activation.CRELU, 100);
    Network described = Network.of(256, 4, Activation.CRELU, 181, 32, 410, "Adam, λ = 0.3, données",
        network.featureWeights(), network.featureBiases(), network.outputWeights(), network.outputBiases());
    Path file = dir.resolve("net.nnue");
    described.write(file);
    Network back = Network.read(file);
    assertEquals(described, back);
    assertEquals(256, back.hiddenSize());
    assertEquals(4, back.outputBuckets());
    assertEquals(Activation.CRELU, back.activation());
    assertEquals(181, back.qa());
    assertEquals(32, back.qb());
    assertEquals(410, back.scale());
    assertEquals("Adam, λ = 0.3, données", back.description());
  }

  @Test
  void headerHasTheDocumentedLayout() {
    Network network = RandomNetworks.small(2);
    byte[] bytes = network.toBytes();
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    assertEquals("AUGURNN1", new String(bytes, 0, 8, StandardCharsets.US_ASCII));
    assertEquals(1, b.getInt(8));
    assertEquals(768, b.getInt(12));
    assertEquals(128, b.getInt(16));
    assertEquals(8, b.getInt(20));
    assertEquals(1, b.getInt(24));
    assertEquals(255, b.getInt(28));
    assertEquals(64, b.getInt(32));
    assertEquals(400, b.getInt(36));
    int text = b.getInt(40);
    assertEquals(network.description(), new String(bytes, 44, text, StandardCharsets.UTF_8));
    int weights = 44 + text;
    // Feature 5, unit 3, then the first feature bias, output weight and output bias.
    assertEquals(network.featureWeights()[5 * 128 + 3], b.getShort(weights + 2 * (5 * 128 + 3)));
    int biases = weights + 2 * 768 * 128;
    assertEquals(network.featureBiases()[0], b.getShort(biases));
    int output = biases + 2 * 128;
    assertEquals(network.outputWeights()[2 * 256 + 130], b.getShort(output + 2 * (2 * 256 + 130)));
    int outputBiases = output + 2 * 8 * 256;
    assertEquals(network.outputBiases()[7], b.getShort(outputBiases + 14));
    assertEquals(outputBiases + 16 + 4, bytes.length);
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, bytes.length - 4);
    assertEquals(crc.getValue(), b.getInt(bytes.length - 4) & 0xFFFF_FFFFL);
    assertEquals(crc.getValue(), network.checksum());
  }

  @Test
  void featureIndexFollowsTheFormat() {
    assertEquals(0, Network.featureIndex(Color.WHITE, Color.WHITE, PieceType.PAWN, 0));
    assertEquals(384 + 5 * 64 + 60, Network.featureIndex(Color.WHITE, Color.BLACK, PieceType.KING, 60));
    // Black sees its own king on e8 as White sees its king on e1.
    assertEquals(5 * 64 + 4, Network.featureIndex(Color.BLACK, Color.BLACK, PieceType.KING, 60));
    assertEquals(384 + 64 + 57, Network.featureIndex(Color.BLACK, Color.WHITE, PieceType.KNIGHT, 1));
  }

  @Test
  void outputBucketsFollowPieceCount() {
    Network eight = RandomNetworks.small(3);
    assertEquals(0, eight.outputBucket(2));
    assertEquals(0, eight.outputBucket(5));
    assertEquals(1, eight.outputBucket(6));
    assertEquals(7, eight.outputBucket(32));
    assertEquals(7, eight.outputBucket(33));
    Network one = RandomNetworks.random(3, 128, 1, Activation.SCRELU, 10);
    assertEquals(0, one.outputBucket(32));
    Network three = RandomNetworks.random(3, 128, 3, Activation.SCRELU, 10);
    assertEquals(1, three.outputBucket(12));
    assertEquals(2, three.outputBucket(32));
  }

  /** The forward pass written out from the format's definition, with longs throughout. */
  static int reference(Network network, Position position) {
    int h = network.hiddenSize();
    short[] fw = network.featureWeights();
    long[][] acc = new long[2][h];
    for (int perspective = 0; perspective < 2; perspective++) {
      for (int i = 0; i < h; i++) {
        acc[perspective][i] = network.featureBiases()[i];
      }
      for (Square square : Square.values()) {
        Piece piece = position.pieceAt(square);
        if (piece == null) {
          continue;
        }
        int f = Network.featureIndex(Color.ofIndex(perspective), piece.color(), piece.type(), square.index());
        for (int i = 0; i < h; i++) {
          acc[perspective][i] += fw[f * h + i];
        }
      }
    }
    int us = position.sideToMove().ordinal();
    int bucket = Math.min(network.outputBuckets() - 1,
        (Long.bitCount(position.occupied()) - 2) / (32 / network.outputBuckets()));
    short[] w = network.outputWeights();
    long sum = 0;
    for (int half = 0; half < 2; half++) {
      long[] a = acc[half == 0 ? us : us ^ 1];
      for (int i = 0; i < h; i++) {
        long v = Math.max(0, Math.min(network.qa(), a[i]));
        long activated = network.activation() == Activation.SCRELU ? v * v : v;
        sum += activated * w[bucket * 2 * h + half * h + i];
      }
    }
    if (network.activation() == Activation.SCRELU) {
      sum /= network.qa();
    }
    long cp = (sum + network.outputBiases()[bucket]) * network.scale() / ((long) network.qa() * network.qb());
    return (int) Math.max(-Network.MAX_EVAL, Math.min(Network.MAX_EVAL, cp));
  }

  @Test
  void forwardPassMatchesTheFormatsDefinition() {
    String[] fens = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    };
    for (Network network : new Network[] {
      RandomNetworks.small(4),
      RandomNetworks.random(5, 128, 8, Activation.CRELU, 127),
      RandomNetworks.random(6, 128, 8, Activation.SCRELU, 32767),
      RandomNetworks.random(8, 128, 2, Activation.CRELU, 32767),
    }) {
      for (String fen : fens) {
        Board board = Board.fromFen(fen);
        assertEquals(reference(network, board), network.evaluate(board), network + " " + fen);
        assertEquals(reference(network, board), new NnueEvaluator(network).evaluate(board), network + " " + fen);
      }
    }
  }

  @Test
  void hugeOutputWeightsTakeTheLongSums() {
    assertTrue(RandomNetworks.small(1).intSums);
    Network huge = RandomNetworks.random(6, 128, 8, Activation.SCRELU, 32767);
    assertFalse(huge.intSums);
  }

  @Test
  void ofRefusesParametersOutsideTheFormat() {
    Network n = RandomNetworks.small(9);
    short[] fw = n.featureWeights();
    short[] fb = n.featureBiases();
    short[] ow = n.outputWeights();
    short[] ob = n.outputBiases();
    assertThrows(IllegalArgumentException.class,
        () -> Network.of(120, 8, Activation.SCRELU, 255, 64, 400, "", fw, fb, ow, ob));
    assertThrows(IllegalArgumentException.class,
        () -> Network.of(128, 33, Activation.SCRELU, 255, 64, 400, "", fw, fb, ow, ob));
    assertThrows(IllegalArgumentException.class,
        () -> Network.of(128, 8, Activation.SCRELU, 256, 64, 400, "", fw, fb, ow, ob));
    assertThrows(IllegalArgumentException.class,
        () -> Network.of(128, 8, Activation.SCRELU, 255, 0, 400, "", fw, fb, ow, ob));
    assertThrows(IllegalArgumentException.class,
        () -> Network.of(128, 8, Activation.SCRELU, 255, 64, 400, "x".repeat(1025), fw, fb, ow, ob));
    assertThrows(IllegalArgumentException.class,
        () -> Network.of(128, 4, Activation.SCRELU, 255, 64, 400, "", fw, fb, ow, ob));
    assertNotEquals(n, Network.of(128, 8, Activation.SCRELU, 255, 64, 400, "", fw, fb, ow, ob));
  }

  @Test
  void networksCopyTheirArrays() {
    Network n = RandomNetworks.small(10);
    short[] fw = n.featureWeights();
    fw[0]++;
    assertNotEquals(fw[0], n.featureWeights()[0]);
  }

  @Test
  void defaultNetworkIsTheResourceOrATypedError() {
    if (Network.hasDefaultNetwork()) {
      Network network = Network.defaultNetwork();
      assertTrue(network == Network.defaultNetwork(), "read once and shared");
    } else {
      NetworkFormatException e = assertThrows(NetworkFormatException.class, Network::defaultNetwork);
      assertEquals(Network.DEFAULT_RESOURCE, e.source());
    }
  }

  @Test
  void readingAFileNamesIt(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("broken.nnue");
    Files.write(file, "AUGURNN1".getBytes(StandardCharsets.US_ASCII));
    NetworkFormatException e = assertThrows(NetworkFormatException.class, () -> Network.read(file));
    assertEquals(file.toString(), e.source());
    assertTrue(e.getMessage().startsWith(file.toString() + ": at byte 8: truncated"), e.getMessage());
  }
}

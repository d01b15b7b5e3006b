package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.movegen.Board;
import io.github.augurchess.nnue.Network;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class QuantisedNetworkTest {
  private static FloatNetwork net;
  private static byte[] realPositions;
  private static byte[] otherGames;

  @BeforeAll
  static void trainOnMaterial() throws Exception {
    List<Board> boards = NnueTestData.positions(14_000);
    realPositions = NnueTestData.materialRecords(boards.subList(0, 10_000));
    otherGames = NnueTestData.materialRecords(boards.subList(10_000, boards.size()));
    TrainingData data = TrainingData.of(otherGames, 0);
    try (Trainer trainer = new Trainer(new TrainOptions(128, 8, 3, 256, 5e-3, 1e-3, 0, 400, 0, 2, 9))) {
      net = trainer.train(data, null, r -> {});
    }
  }

  @Test
  void theQuantisedNetworkIsWithinEightCentipawnsOfTheFloatOneOnRealPositions() {
    int count = realPositions.length / PackedPosition.BYTES;
    int[] all = new int[count];
    for (int i = 0; i < count; i++) {
      all[i] = i;
    }
    QuantisationCheck check = QuantisationCheck.compare(net, QuantisedNetwork.quantise(net, "test"), realPositions, all);
    assertEquals(10_000, check.positions());
    assertTrue(check.withinEight() >= 0.99, check.toString());
  }

  @Test
  void afterRoundingTheFeatureLayerOnlyTheOutputLayersRoundingRemains() throws Exception {
    TrainingData data = TrainingData.of(realPositions, 0.5);
    try (Trainer trainer = new Trainer(new TrainOptions(128, 8, 1, 256, 1e-3, 1e-3, 0, 400, 0.5, 1, 9), net.copy())) {
      QuantisationCheck shift = trainer.snapFeatureTransformer(data);
      assertEquals(5_000, shift.positions());
      assertTrue(shift.withinEight() >= 0.99, "rounding the feature layer moved the float network: " + shift);
      FloatNetwork snapped = trainer.network();
      for (int i = 0; i < snapped.ftWeights.length; i += 97) {
        assertEquals(Math.round(net.ftWeights[i] * 255) / 255.0, snapped.ftWeights[i], 0);
      }
      QuantisationCheck check = trainer.quantisationCheck(data, QuantisedNetwork.quantise(snapped, ""));
      System.out.println("after rounding the feature layer: " + check);
      assertTrue(check.withinEight() == 1.0 && check.max() <= 8, check.toString());
    }
  }

  @Test
  void theFileHasTheContractsLayoutAndReadsBackTheSame() {
    QuantisedNetwork quantised = QuantisedNetwork.quantise(net, "H=128 test");
    byte[] bytes = quantised.toBytes();
    int h = 128;
    assertEquals(44 + 10 + 2 * (768 * h + h + 8 * 2 * h + 8) + 4, bytes.length);
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    assertEquals("AUGURNN1", new String(bytes, 0, 8, java.nio.charset.StandardCharsets.US_ASCII));
    assertEquals(1, b.getInt(8));
    assertEquals(768, b.getInt(12));
    assertEquals(h, b.getInt(16));
    assertEquals(8, b.getInt(20));
    assertEquals(1, b.getInt(24));
    assertEquals(255, b.getInt(28));
    assertEquals(256, b.getInt(32));
    assertEquals(400, b.getInt(36));
    assertEquals(10, b.getInt(40));
    // Feature 0 (our pawn on a1), hidden unit 5, is the sixth int16 after the description.
    assertEquals(Math.round(net.ftWeights[5] * 255), b.getShort(44 + 10 + 2 * 5));
    Network read = Network.fromBytes(bytes);
    assertEquals("H=128 test", read.description());
    assertEquals(256, read.qb());
  }

  @Test
  void chessNnueEvaluatesTheWrittenFileExactlyAsTheQuantiserDoes() throws Exception {
    QuantisedNetwork quantised = QuantisedNetwork.quantise(net, "");
    Network engineNetwork = Network.fromBytes(quantised.toBytes());
    Features f = new Features();
    byte[] record = new byte[PackedPosition.BYTES];
    for (Board board : NnueTestData.positions(2000)) {
      PackedPosition.of(board, 0, 1).write(record, 0);
      f.read(record, 0);
      assertEquals(engineNetwork.evaluate(board), quantised.evaluate(f), board.fen());
    }
  }

  @Test
  void aMirroredPositionGetsTheSameScore() throws Exception {
    QuantisedNetwork quantised = QuantisedNetwork.quantise(net, "");
    Features f = new Features();
    Features g = new Features();
    double[] scratch = new double[256];
    byte[] mirrored = new byte[PackedPosition.BYTES];
    for (Board board : NnueTestData.positions(300)) {
      byte[] original = new byte[PackedPosition.BYTES];
      PackedPosition.of(board, 0, 1).write(original, 0);
      PackedPosition.of(board.mirror(), 0, 1).write(mirrored, 0);
      f.read(original, 0);
      g.read(mirrored, 0);
      assertEquals(quantised.evaluate(f), quantised.evaluate(g), board.fen());
      assertEquals(net.forward(f, scratch), net.forward(g, scratch), 1e-9, board.fen());
    }
  }
}

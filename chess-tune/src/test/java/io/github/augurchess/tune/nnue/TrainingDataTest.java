package io.github.augurchess.tune.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingDataTest {
  @TempDir Path dir;

  @Test
  void reflectionsAddEveryTrainingPositionWithoutCastlingRightsAndLeaveValidationAlone() throws Exception {
    byte[] records = NnueTestData.materialRecords(NnueTestData.randomPlay(2000, 4));
    Path file = dir.resolve("positions.data");
    Files.write(file, records);
    TrainingData plain = TrainingData.read(List.of(file), 0.1);
    TrainingData mirrored = TrainingData.read(List.of(file), 0.1, true);

    int withoutCastling = 0;
    for (int index : plain.training()) {
      if (!PackedPosition.read(plain.records(), index * PackedPosition.BYTES).hasCastlingRights()) {
        withoutCastling++;
      }
    }
    assertTrue(withoutCastling > 500, "training positions without castling rights: " + withoutCastling);
    assertEquals(plain.trainingSize() + withoutCastling, mirrored.trainingSize());
    assertArrayEquals(plain.validation(), mirrored.validation());

    int added = plain.trainingSize();
    for (int index : plain.training()) {
      PackedPosition p = PackedPosition.read(plain.records(), index * PackedPosition.BYTES);
      if (!p.hasCastlingRights()) {
        int copy = mirrored.training()[added++];
        assertEquals(p.mirrored(), PackedPosition.read(mirrored.records(), copy * PackedPosition.BYTES));
        assertEquals(plain.stmScore(index), mirrored.stmScore(copy));
        assertEquals(plain.stmResult(index), mirrored.stmResult(copy));
      }
    }
  }
}

package io.github.augurchess.cli;

import static io.github.augurchess.cli.CliRun.augur;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.nnue.Network;
import io.github.augurchess.testdata.TestFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NnueCommandTest {
  @TempDir Path dir;

  private static Path london() {
    return TestFiles.path("pgn/master/London1851.pgn");
  }

  @Test
  void generatesLabelsTrainsAndWritesANetworkTheEngineReads() throws Exception {
    Path selfPlay = dir.resolve("selfplay.data");
    CliRun datagen = augur("nnue", "datagen", "--games", "2", "--nodes", "200", "--seed", "3", "--max-plies", "60",
        "--out", selfPlay.toString());
    assertEquals(0, datagen.exitCode(), datagen.err());
    assertTrue(datagen.out().contains("2 games"), datagen.out());
    assertTrue(datagen.err().contains("ETA"), datagen.err());
    assertTrue(Files.size(selfPlay) > 0 && Files.size(selfPlay) % 32 == 0);

    Path labelled = dir.resolve("london.data");
    CliRun label = augur("nnue", "label", "--pgn", london().toString(), "--out", labelled.toString());
    assertEquals(0, label.exitCode(), label.err());
    assertTrue(label.out().contains("251 games"), label.out());

    Path run = dir.resolve("run");
    CliRun train = augur("nnue", "train", "--data", labelled.toString(), selfPlay.toString(), "--out", run.toString(),
        "--epochs", "2", "--batch", "1024", "--threads", "2");
    assertEquals(0, train.exitCode(), train.err());
    assertTrue(train.out().contains("epoch 2: training loss"), train.out());
    assertTrue(train.out().contains("within 8 cp"), train.out());
    List<String> curve = Files.readAllLines(run.resolve("curve.csv"));
    assertEquals(3, curve.size());
    assertTrue(Files.readString(run.resolve("curve.svg")).contains("<polyline"));
    Network network = Network.read(run.resolve("net.nnue"));
    assertEquals(128, network.hiddenSize());

    Path nextGeneration = dir.resolve("gen2.data");
    CliRun gen2 = augur("nnue", "datagen", "--games", "1", "--nodes", "200", "--seed", "3", "--max-plies", "40",
        "--net", run.resolve("net.nnue").toString(), "--out", nextGeneration.toString());
    assertEquals(0, gen2.exitCode(), gen2.err());
    assertTrue(Files.readString(dir.resolve("gen2.data.progress")).contains("evaluator=nnue\\:net.nnue"),
        Files.readString(dir.resolve("gen2.data.progress")));

    CliRun bad = augur("nnue", "train", "--data", london().toString(), "--out", dir.resolve("bad").toString());
    assertEquals(2, bad.exitCode());
    assertTrue(bad.err().contains("multiple of 32"), bad.err());
  }
}

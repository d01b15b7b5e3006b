package io.github.augurchess.tune.nnue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Packed positions held in memory for training, split into training and validation positions: the
 * last fraction of each file (its latest games) is held out, so no game is in both.
 */
public final class TrainingData {
  private final byte[] records;
  private final int[] training;
  private final int[] validation;

  private TrainingData(byte[] records, int[] training, int[] validation) {
    this.records = records;
    this.training = training;
    this.validation = validation;
  }

  /**
   * Reads data files.
   *
   * @param validationFraction share of each file held out for validation, from its end
   * @throws NnueDataException if a file's length is not a whole number of records or a record is bad
   */
  public static TrainingData read(List<Path> files, double validationFraction) throws IOException {
    return read(files, validationFraction, false);
  }

  /**
   * Reads data files, and with {@code mirror} adds the left-right reflection of every training
   * position without castling rights ({@link PackedPosition#mirrored}) to the training positions; the
   * validation positions stay as they are, so their loss compares with a run without reflections.
   *
   * @param validationFraction share of each file held out for validation, from its end
   * @param mirror whether to add the reflections
   * @throws NnueDataException if a file's length is not a whole number of records or a record is bad
   */
  public static TrainingData read(List<Path> files, double validationFraction, boolean mirror) throws IOException {
    long total = 0;
    for (Path f : files) {
      long size = Files.size(f);
      if (size % PackedPosition.BYTES != 0) {
        throw new NnueDataException(f.toString(), size - size % PackedPosition.BYTES,
            "the length is not a multiple of " + PackedPosition.BYTES + " bytes");
      }
      total += size / PackedPosition.BYTES;
    }
    if (total > Integer.MAX_VALUE / PackedPosition.BYTES) {
      throw new IllegalArgumentException("more than " + Integer.MAX_VALUE / PackedPosition.BYTES + " positions");
    }
    byte[] records = new byte[(int) total * PackedPosition.BYTES];
    int[] training = new int[(int) total];
    int[] validation = new int[(int) total];
    int nTrain = 0;
    int nValidation = 0;
    int at = 0;
    for (Path f : files) {
      int count = (int) (Files.size(f) / PackedPosition.BYTES);
      try (InputStream in = Files.newInputStream(f)) {
        int read = in.readNBytes(records, at * PackedPosition.BYTES, count * PackedPosition.BYTES);
        if (read != count * PackedPosition.BYTES) {
          throw new NnueDataException(f.toString(), read, "the file shrank while it was read");
        }
      }
      for (int i = 0; i < count; i++) {
        try {
          PackedPosition.read(records, (at + i) * PackedPosition.BYTES);
        } catch (IllegalArgumentException e) {
          throw new NnueDataException(f.toString(), (long) i * PackedPosition.BYTES, String.valueOf(e.getMessage()));
        }
      }
      int held = (int) Math.round(count * validationFraction);
      for (int i = 0; i < count - held; i++) {
        training[nTrain++] = at + i;
      }
      for (int i = count - held; i < count; i++) {
        validation[nValidation++] = at + i;
      }
      at += count;
    }
    TrainingData read = new TrainingData(records, java.util.Arrays.copyOf(training, nTrain),
        java.util.Arrays.copyOf(validation, nValidation));
    return mirror ? read.withMirroredTrainingPositions() : read;
  }

  private TrainingData withMirroredTrainingPositions() {
    int extra = 0;
    for (int index : training) {
      if (!PackedPosition.read(records, index * PackedPosition.BYTES).hasCastlingRights()) {
        extra++;
      }
    }
    int count = records.length / PackedPosition.BYTES;
    if ((long) count + extra > Integer.MAX_VALUE / PackedPosition.BYTES) {
      throw new IllegalArgumentException("more than " + Integer.MAX_VALUE / PackedPosition.BYTES
          + " positions with their reflections");
    }
    byte[] more = java.util.Arrays.copyOf(records, (count + extra) * PackedPosition.BYTES);
    int[] moreTraining = java.util.Arrays.copyOf(training, training.length + extra);
    int next = count;
    int at = training.length;
    for (int index : training) {
      PackedPosition p = PackedPosition.read(records, index * PackedPosition.BYTES);
      if (!p.hasCastlingRights()) {
        p.mirrored().write(more, next * PackedPosition.BYTES);
        moreTraining[at++] = next++;
      }
    }
    return new TrainingData(more, moreTraining, validation);
  }

  /** Data from records already in memory (all for training), for tests and synthetic targets. */
  public static TrainingData of(byte[] records, double validationFraction) {
    int count = records.length / PackedPosition.BYTES;
    int held = (int) Math.round(count * validationFraction);
    int[] training = new int[count - held];
    int[] validation = new int[held];
    for (int i = 0; i < count; i++) {
      if (i < count - held) {
        training[i] = i;
      } else {
        validation[i - (count - held)] = i;
      }
    }
    return new TrainingData(records.clone(), training, validation);
  }

  byte[] records() {
    return records;
  }

  int[] training() {
    return training;
  }

  int[] validation() {
    return validation;
  }

  /** Positions for training. */
  public int trainingSize() {
    return training.length;
  }

  /** Positions held out. */
  public int validationSize() {
    return validation.length;
  }

  /** The side to move's score of record {@code index}. */
  int stmScore(int index) {
    int off = index * PackedPosition.BYTES;
    int white = (short) ((records[off + 24] & 0xff) | (records[off + 25] << 8));
    return (records[off + 27] & 1) != 0 ? -white : white;
  }

  /** The side to move's result (0, 0.5, 1) of record {@code index}. */
  double stmResult(int index) {
    int off = index * PackedPosition.BYTES;
    double white = records[off + 26] / 2.0;
    return (records[off + 27] & 1) != 0 ? 1 - white : white;
  }
}

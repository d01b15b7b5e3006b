package io.github.augurchess.nnue;

import org.checkerframework.checker.nullness.qual.Nullable;

/** The activation applied to the accumulators before the output layer. */
public enum Activation {
  /** Squared clipped ReLU: {@code clamp(x, 0, QA)²}; the output sum is divided by QA once. */
  SCRELU(1),
  /** Clipped ReLU: {@code clamp(x, 0, QA)}. */
  CRELU(2);

  private final int code;

  Activation(int code) {
    this.code = code;
  }

  /** The activation's number in the network file's header. */
  public int code() {
    return code;
  }

  /** The activation with this header number, or null if there is none. */
  static @Nullable Activation ofCode(int code) {
    for (Activation a : values()) {
      if (a.code == code) {
        return a;
      }
    }
    return null;
  }
}

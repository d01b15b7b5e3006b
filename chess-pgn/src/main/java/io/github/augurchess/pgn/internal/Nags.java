package io.github.augurchess.pgn.internal;

/** The move suffix annotations of import format and the NAGs they stand for. */
public final class Nags {
  private Nags() {}

  /**
   * The NAG of a suffix annotation: {@code !} 1, {@code ?} 2, {@code !!} 3, {@code ??} 4,
   * {@code !?} 5, {@code ?!} 6; -1 for any other run of {@code !} and {@code ?}.
   */
  public static int fromSuffix(String suffix) {
    switch (suffix) {
      case "!":
        return 1;
      case "?":
        return 2;
      case "!!":
        return 3;
      case "??":
        return 4;
      case "!?":
        return 5;
      case "?!":
        return 6;
      default:
        return -1;
    }
  }
}

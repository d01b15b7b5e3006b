package io.github.augurchess.search;

/**
 * A transposition table size the heap cannot hold. Thrown when the table is allocated ({@link
 * Engine.Builder#build()}, {@link Engine#setHashMiB}), since engines in one JVM share the heap;
 * the message names the size asked for and the largest that would fit now.
 *
 * <pre>{@code
 * try {
 *   engine.setHashMiB(16_384);
 * } catch (HashSizeException e) {
 *   engine.setHashMiB(e.largestMiB());
 * }
 * }</pre>
 */
public final class HashSizeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final int requestedMiB;
  private final int largestMiB;

  HashSizeException(int requestedMiB, int largestMiB) {
    super("hash size " + requestedMiB + " MiB does not fit in the Java heap; at most " + largestMiB
        + " MiB would fit now (a larger heap is set with the JVM's -Xmx option)");
    this.requestedMiB = requestedMiB;
    this.largestMiB = largestMiB;
  }

  /** The size asked for, in MiB. */
  public int requestedMiB() {
    return requestedMiB;
  }

  /** The largest size that would have fitted when the table was refused, in MiB (at least 0). */
  public int largestMiB() {
    return largestMiB;
  }
}

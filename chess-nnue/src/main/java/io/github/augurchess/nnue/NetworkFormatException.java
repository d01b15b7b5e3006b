package io.github.augurchess.nnue;

import io.github.augurchess.api.ChessException;

/**
 * A network file that cannot be read: not an Augur network, a version this reader does not know,
 * dimensions or constants out of range, truncated, followed by trailing bytes, or a checksum that
 * does not match. The offset is the byte where the problem is.
 */
public final class NetworkFormatException extends ChessException {
  private static final long serialVersionUID = 1L;

  /** The file or other source read. */
  private final String source;
  /** The byte offset of the problem. */
  private final long offset;
  /** What was wrong, without the source and offset. */
  private final String reason;

  /**
   * @param source what was read (a path, a resource name, or {@code "bytes"})
   * @param offset the byte offset of the problem
   * @param reason what is wrong there
   */
  public NetworkFormatException(String source, long offset, String reason) {
    super(source + ": at byte " + offset + ": " + reason);
    this.source = source;
    this.offset = offset;
    this.reason = reason;
  }

  /** What was read: the file's path, a resource name, or {@code "bytes"}. */
  public String source() {
    return source;
  }

  /** The byte offset of the problem in the file. */
  public long offset() {
    return offset;
  }

  /** What is wrong, without the place. */
  public String reason() {
    return reason;
  }
}

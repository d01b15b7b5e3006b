package io.github.augurchess.book;

import io.github.augurchess.api.ChessException;

/**
 * A Polyglot book that cannot be read: its size is not a whole number of entries, its keys are
 * out of order, or the file changed (shrank) under the mapping. The offset is the byte where the
 * problem is, the entry index the entry it belongs to.
 */
public final class BookFormatException extends ChessException {
  private static final long serialVersionUID = 1L;

  /** The file or other source read. */
  private final String source;
  /** The byte offset of the problem. */
  private final long offset;
  /** What was wrong, without the source and offset. */
  private final String reason;

  /**
   * @param source what was read (a path, or {@code "bytes"})
   * @param offset the byte offset of the problem
   * @param reason what is wrong there
   */
  public BookFormatException(String source, long offset, String reason) {
    super(source + ": at byte " + offset + " (entry " + offset / BookEntry.BYTES + "): " + reason);
    this.source = source;
    this.offset = offset;
    this.reason = reason;
  }

  /** What was read: the file's path, or {@code "bytes"}. */
  public String source() {
    return source;
  }

  /** The byte offset of the problem in the file. */
  public long offset() {
    return offset;
  }

  /** The index of the entry the offset falls in ({@code offset / 16}). */
  public long entryIndex() {
    return offset / BookEntry.BYTES;
  }

  /** What is wrong, without the place. */
  public String reason() {
    return reason;
  }
}

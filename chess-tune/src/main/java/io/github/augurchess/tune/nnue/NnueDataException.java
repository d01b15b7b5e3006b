package io.github.augurchess.tune.nnue;

/**
 * A training-data, progress or checkpoint file was refused: it names the file, the byte offset (or -1
 * when the fault is not at one place) and what is wrong.
 */
public final class NnueDataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String file;
  private final long offset;
  private final String reason;

  /**
   * @param file the file's name
   * @param offset the byte offset of the fault, or -1
   * @param reason what is wrong
   */
  public NnueDataException(String file, long offset, String reason) {
    super(file + (offset >= 0 ? " at byte " + offset : "") + ": " + reason);
    this.file = file;
    this.offset = offset;
    this.reason = reason;
  }

  /** The file's name. */
  public String file() {
    return file;
  }

  /** The byte offset of the fault, or -1. */
  public long offset() {
    return offset;
  }

  /** What is wrong, without the place. */
  public String reason() {
    return reason;
  }
}

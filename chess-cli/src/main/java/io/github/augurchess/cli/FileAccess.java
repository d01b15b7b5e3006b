package io.github.augurchess.cli;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file a command reads or writes, named when it fails: an {@link IOException} alone often does
 * not say which file (reading a directory says only "Is a directory") nor whether it was being
 * read or written. {@link CliErrors} reports a {@link Failure} as {@code cannot read FILE: WHY} or
 * {@code cannot write FILE: WHY}, WHY in {@link io.github.augurchess.api.FileProblem}'s words.
 */
final class FileAccess {
  /** Reading or writing one file, which may fail. */
  @FunctionalInterface
  interface Access<T> {
    T on(Path file) throws IOException;
  }

  /** A file that could not be read or written. */
  static final class Failure extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final boolean writing;

    Failure(Path file, boolean writing, IOException cause) {
      super(cause.getMessage(), cause);
      this.file = file;
      this.writing = writing;
    }

    Path file() {
      return file;
    }

    boolean writing() {
      return writing;
    }
  }

  private FileAccess() {}

  /** Reads the file, turning a failure into a {@link Failure} that names it. */
  static <T> T read(Path file, Access<T> read) throws Failure {
    return access(file, false, read);
  }

  /** Writes the file, turning a failure into a {@link Failure} that names it. */
  static <T> T write(Path file, Access<T> write) throws Failure {
    return access(file, true, write);
  }

  private static <T> T access(Path file, boolean writing, Access<T> access) throws Failure {
    try {
      return access.on(file);
    } catch (Failure e) {
      throw e;
    } catch (IOException e) {
      throw new Failure(file, writing, e);
    }
  }
}

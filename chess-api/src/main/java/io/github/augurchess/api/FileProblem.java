package io.github.augurchess.api;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Why a file could not be read, in the same words wherever Augur reads one (the command line,
 * the engine's {@code EvalFile} and {@code BookFile} options): {@code cannot read games.pgn: no
 * such file}, {@code ...: is a directory}, {@code ...: permission denied}, or the system's reason.
 *
 * <pre>{@code
 * try (PgnReader reader = PgnReader.open(path)) {
 *   ...
 * } catch (IOException e) {
 *   System.err.println(FileProblem.describe(path, e));
 * }
 * }</pre>
 */
public final class FileProblem {
  private FileProblem() {}

  /** {@code cannot read FILE: WHY}, with the file name and the reason each quoted within bounds. */
  public static String describe(Path file, IOException failure) {
    return "cannot read " + Excerpt.of(file.toString()) + ": " + reason(file, failure);
  }

  /** Why reading the file failed: no such file, is a directory, permission denied, or the system's words. */
  public static String reason(Path file, IOException failure) {
    if (failure instanceof NoSuchFileException || !Files.exists(file)) {
      return "no such file";
    }
    if (Files.isDirectory(file)) {
      return "is a directory";
    }
    if (failure instanceof AccessDeniedException || !Files.isReadable(file)) {
      return "permission denied";
    }
    String message = failure.getMessage();
    return Excerpt.of(message == null || message.isBlank() ? failure.getClass().getSimpleName() : message);
  }
}

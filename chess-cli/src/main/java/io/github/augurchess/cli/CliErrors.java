package io.github.augurchess.cli;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Excerpt;
import io.github.augurchess.api.FileProblem;
import io.github.augurchess.client.EngineException;
import io.github.augurchess.search.HashSizeException;
import io.github.augurchess.tune.TrainingDataException;
import io.github.augurchess.tune.nnue.NnueDataException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExitCodeExceptionMapper;
import picocli.CommandLine.ParseResult;

/**
 * What the {@code augur} commands do with an exception that escapes them: one line on standard
 * error that says what went wrong and where, and an exit code by kind of failure. Commands let
 * typed exceptions escape instead of catching them to print them.
 *
 * <ul>
 *   <li>bad input, exit 2: a malformed FEN, move, PGN, EPD, book, network or parameter file (any
 *       {@link ChessException}), bad training data ({@link TrainingDataException}, {@link
 *       NnueDataException}), a file that does not exist or cannot be read or
 *       written (in {@link FileProblem}'s words), an option value a library refuses ({@link
 *       IllegalArgumentException}), a hash table the heap cannot hold;
 *   <li>exit 1: a failure of an external engine, and anything unexpected (which also prints its
 *       stack trace: it is a bug).
 * </ul>
 */
final class CliErrors implements IExecutionExceptionHandler, IExitCodeExceptionMapper {
  /** Exit code for input the tool refuses; the same as picocli's usage-error code. */
  static final int BAD_INPUT = CommandLine.ExitCode.USAGE;

  /** Exit code for an engine's failure or a bug. */
  static final int FAILED = CommandLine.ExitCode.SOFTWARE;

  @Override
  public int handleExecutionException(Exception e, CommandLine command, ParseResult parseResult) {
    PrintWriter err = command.getErr();
    int code = getExitCode(e);
    err.println(command.getCommandSpec().qualifiedName() + ": " + message(e));
    if (code != BAD_INPUT && !(unwrap(e) instanceof EngineException)) {
      e.printStackTrace(err);
    }
    err.flush();
    return code;
  }

  @Override
  public int getExitCode(Throwable e) {
    Throwable cause = unwrap(e);
    boolean badInput = cause instanceof ChessException || cause instanceof TrainingDataException
        || cause instanceof NnueDataException
        || cause instanceof IOException || cause instanceof IllegalArgumentException
        || cause instanceof HashSizeException;
    return badInput ? BAD_INPUT : FAILED;
  }

  /** The one line printed for an exception. */
  static String message(Throwable e) {
    Throwable cause = unwrap(e);
    if (cause instanceof FileAccess.Failure failure) {
      @Nullable Throwable why = failure.getCause();
      IOException reason = why instanceof IOException io ? io : failure;
      return (failure.writing() ? "cannot write " : "cannot read ") + Excerpt.of(failure.file().toString()) + ": "
          + FileProblem.reason(failure.file(), reason);
    }
    if (cause instanceof FileSystemException fs) {
      @Nullable String file = fs.getFile();
      if (file != null) {
        return FileProblem.describe(Path.of(file), fs);
      }
    }
    if (cause instanceof EngineException) {
      return "engine failed: " + text(cause);
    }
    return text(cause);
  }

  private static String text(Throwable e) {
    @Nullable String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : Excerpt.message(message);
  }

  /** The exception that says what happened: wrappers such as UncheckedIOException are looked through. */
  private static Throwable unwrap(Throwable e) {
    Throwable current = e;
    while (current instanceof UncheckedIOException || current instanceof ExecutionException) {
      @Nullable Throwable cause = current.getCause();
      if (cause == null || cause == current) {
        break;
      }
      current = cause;
    }
    return current;
  }
}

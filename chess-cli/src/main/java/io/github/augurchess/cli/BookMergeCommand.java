package io.github.augurchess.cli;

import io.github.augurchess.book.BookEntry;
import io.github.augurchess.book.BookMerge;
import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.book.PolyglotWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur book merge --in A.bin B.bin... --out FILE.bin}: combines books as {@code polyglot
 * merge-book} does, for any number of books.
 */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = {
      "Combines books as 'polyglot merge-book' does: every position of every book; a move in several books"
          + " gets the sum of its weights (at most 65535); the first book's moves come first."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "1:internal error",
      "2:bad input (unreadable or corrupt book, unwritable output, bad or missing option)"
    })
final class BookMergeCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--in", paramLabel = "FILE.bin", arity = "1..*", required = true,
      description = "The books, first (whose moves come first) to last.")
  List<Path> inputs;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--out", paramLabel = "FILE.bin", required = true, description = "The book to write.")
  Path out;

  @Override
  public Integer call() throws IOException {
    List<PolyglotBook> books = new ArrayList<>();
    for (Path input : inputs) {
      books.add(FileAccess.read(input, PolyglotBook::open));
    }
    List<BookEntry> merged = BookMerge.merge(books);
    FileAccess.write(out, file -> {
      PolyglotWriter.write(file, merged);
      return merged.size();
    });
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.println(out + ": " + merged.size() + " entries from " + books.size() + " books");
    stdout.flush();
    return 0;
  }
}

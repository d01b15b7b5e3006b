package io.github.augurchess.cli;

import io.github.augurchess.book.BookEntry;
import io.github.augurchess.book.PolyglotBook;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code augur book dump --book FILE.bin}: every entry as a line of text, in file order: index,
 * key (hexadecimal), raw move (castling as king takes rook), weight and learn field.
 */
@Command(
    name = "dump",
    mixinStandardHelpOptions = true,
    versionProvider = AugurCli.VersionProvider.class,
    description = "Writes every entry of a book as text: index, key, raw move (castling as king takes rook),"
        + " weight, learn; tab-separated, in file order.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:done",
      "1:internal error",
      "2:bad input (unreadable or corrupt book, bad or missing option)"
    })
final class BookDumpCommand implements Callable<Integer> {

  // picocli injects the spec before call(); the Checker cannot see that.
  @SuppressWarnings("initialization.field.uninitialized")
  @Spec
  CommandSpec spec;

  @SuppressWarnings("initialization.field.uninitialized")
  @Option(names = "--book", paramLabel = "FILE.bin", required = true, description = "The Polyglot book.")
  Path book;

  @Override
  public Integer call() throws IOException {
    PolyglotBook polyglot = FileAccess.read(book, PolyglotBook::open);
    PrintWriter out = spec.commandLine().getOut();
    out.println("index\tkey\tmove\tweight\tlearn");
    for (int i = 0; i < polyglot.size(); i++) {
      BookEntry e = polyglot.entry(i);
      out.println(i + "\t" + e.keyHex() + "\t" + e.moveText() + "\t" + e.weight() + "\t" + e.learn());
    }
    out.flush();
    return 0;
  }
}

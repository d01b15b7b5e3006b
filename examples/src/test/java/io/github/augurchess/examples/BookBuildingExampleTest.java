package io.github.augurchess.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.book.PolyglotBook;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.testdata.TestFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookBuildingExampleTest {
  @TempDir Path dir;

  @Test
  void buildsProbesChainsAndPlaysFromTheBooks() throws Exception {
    Path games = TestFiles.path("pgn/master/London1851.pgn");
    Path out = dir.resolve("london.bin");
    Path second = TestFiles.path("polyglot/performance.bin");
    List<String> printed = MarkdownExamples.run(BookBuildingExample.class, games.toString(), out.toString(),
        second.toString());

    assertTrue(Files.size(out) > 0 && Files.size(out) % 16 == 0, "a Polyglot book of 16-byte entries");
    Board start = Board.startingPosition();
    Set<String> bookMoves = PolyglotBook.open(out).moves(start).stream()
        .map(m -> start.san(m.move())).collect(Collectors.toSet());
    List<String> listed = printed.stream().filter(l -> !l.contains(":")).map(l -> l.split(" ")[0]).toList();
    assertEquals(bookMoves, Set.copyOf(listed), printed::toString);
    String chosen = printed.stream().filter(l -> l.startsWith("book: ")).findFirst().orElseThrow().substring(6);
    assertTrue(start.isLegal(start.parseSan(chosen)), chosen);
    String played = printed.stream().filter(l -> l.startsWith("engine: ")).findFirst().orElseThrow().substring(8);
    Set<String> fromEitherBook = new java.util.HashSet<>(bookMoves);
    PolyglotBook.open(second).moves(start).forEach(m -> fromEitherBook.add(start.san(m.move())));
    assertTrue(fromEitherBook.contains(played), played + " is a book move");
  }
}

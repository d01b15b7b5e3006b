package io.github.augurchess.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.pgn.PgnReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Books built from PGN against books {@code polyglot make-book} (Debian's polyglot 2.0.4) wrote
 * from the same games and options, committed under {@code testdata/polyglot/expected/}; see {@link
 * PolyglotReferenceTest} for the comparison with a polyglot installed on the machine.
 */
class BookBuilderTest {
  @TempDir
  Path dir;

  static byte[] build(BookBuildOptions options, Path... pgns) throws IOException {
    BookBuilder builder = new BookBuilder(options);
    for (Path pgn : pgns) {
      builder.addPgn(pgn);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    builder.write(out);
    return out.toByteArray();
  }

  private static void assertSameBook(byte[] expected, byte[] actual) {
    List<BookEntry> want = entries(expected);
    List<BookEntry> got = entries(actual);
    for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
      assertEquals(want.get(i), got.get(i), "entry " + i);
    }
    assertEquals(want.size(), got.size(), "entries");
    assertArrayEquals(expected, actual);
  }

  static List<BookEntry> entries(byte[] bin) {
    PolyglotBook book = PolyglotBook.of(bin);
    List<BookEntry> entries = new ArrayList<>();
    for (int i = 0; i < book.size(); i++) {
      entries.add(book.entry(i));
    }
    return entries;
  }

  private static byte[] expected(String name) throws IOException {
    return Files.readAllBytes(TestBooks.resource("polyglot/expected/" + name));
  }

  private static Path london() {
    return TestBooks.resource("pgn/master/London1851.pgn");
  }

  @Test
  void defaultsAreThoseOfPolyglot() throws IOException {
    assertSameBook(expected("london1851-default.bin"), build(BookBuildOptions.DEFAULTS, london()));
  }

  @Test
  void maxPlyAndMinGamesAsPolyglot() throws IOException {
    assertSameBook(expected("london1851-maxply20-mingame1.bin"),
        build(BookBuildOptions.DEFAULTS.withMaxPly(20).withMinGames(1), london()));
  }

  @Test
  void minScoreAsPolyglot() throws IOException {
    assertSameBook(expected("london1851-mingame2-minscore50.bin"),
        build(BookBuildOptions.DEFAULTS.withMinGames(2).withMinScorePercent(50), london()));
  }

  @Test
  void onlyWhiteAndUniformAsPolyglot() throws IOException {
    assertSameBook(expected("london1851-onlywhite-uniform.bin"), build(
        BookBuildOptions.DEFAULTS.withSide(BookSide.WHITE).withUniform(true).withMinGames(1).withMaxPly(30), london()));
  }

  @Test
  void onlyBlackAsPolyglot() throws IOException {
    assertSameBook(expected("london1851-onlyblack.bin"),
        build(BookBuildOptions.DEFAULTS.withSide(BookSide.BLACK).withMinGames(1).withMaxPly(30), london()));
  }

  @Test
  void countsAreHalvedAt16384GamesAsPolyglotDoes() throws IOException {
    Path pgn = Files.writeString(dir.resolve("halving.pgn"), SyntheticGames.halvingPgn());
    assertSameBook(expected("synthetic-halving.bin"), build(BookBuildOptions.DEFAULTS, pgn));
  }

  @Test
  void theResultComesFromTheLastResultTagAsInPolyglot() throws IOException {
    String pgn = "[Result \"1-0\"]\n[Result \"0-1\"]\n\n1. e4 e5 *\n\n"   // 0-1: black scores 2
        + "[Event \"no tag\"]\n\n1. e4 e5 1-0\n\n"                       // no tag: a draw, 1 each
        + "[Result \"1-0\"]\n\n1. e4 e5 0-1\n";                          // the tag wins: white 2
    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
    builder.addGames(PgnReader.ofText(pgn));
    Board board = Board.startingPosition();
    long start = board.zobristKey();
    board.playUci("e2e4");
    assertEquals(List.of(new BookEntry(start, Move.of(Square.E2, Square.E4).code(), 3, 0),
        new BookEntry(board.zobristKey(), Move.of(Square.E7, Square.E5).code(), 3, 0)),
        builder.entries().stream().sorted((a, b) -> a == b ? 0 : a.key() == start ? -1 : 1).toList());
  }

  @Test
  void aGameWithAnUnreadableMoveIsLeftOutWhole() throws IOException {
    String pgn = "[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 *\n\n[Result \"1-0\"]\n\n1. d4 *\n";
    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
    assertEquals(2, builder.addGames(PgnReader.ofText(pgn)));
    assertEquals(1, builder.gamesSkipped());
    List<BookEntry> entries = builder.entries();
    assertEquals(1, entries.size());
    assertEquals("d2d4", entries.get(0).moveText());
  }

  @Test
  void aGameWithAFenTagStartsFromItsPosition() throws IOException {
    String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30";
    String pgn = "[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n[Result \"0-1\"]\n\n30... Kd7 31. e4 *\n";
    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
    builder.addGames(PgnReader.ofText(pgn));
    List<BookEntry> entries = builder.entries();
    assertEquals(1, entries.size()); // e4 scored 0 points: left out as polyglot does
    assertEquals(Board.fromFen(fen).zobristKey(), entries.get(0).key());
    assertEquals("e8d7", entries.get(0).moveText());
    assertEquals(2, entries.get(0).weight());
  }

  @Test
  void variationsAndMovesAfterANullMoveDoNotCount() throws IOException {
    String pgn = "[Result \"1/2-1/2\"]\n\n1. e4 (1. d4 d5) e5 2. -- Nc6 *\n";
    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
    builder.addGames(PgnReader.ofText(pgn));
    assertEquals(List.of("e2e4", "e7e5"), builder.entries().stream().map(BookEntry::moveText).toList());
  }

  @Test
  void progressIsReportedEvery10000Games() throws IOException {
    AtomicLong last = new AtomicLong();
    List<Long> reports = new ArrayList<>();
    BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS).onProgress(n -> {
      reports.add(n);
      last.set(n);
    });
    builder.addGames(PgnReader.ofText(SyntheticGames.halvingPgn()));
    assertEquals(List.of(10_000L, 20_000L), reports);
    assertEquals(20_000, builder.gamesRead());
  }

  @Test
  void writtenThenReadGivesTheSameEntries() throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(TestBooks.resource("openings/8moves_v3.pgn.gz")))) {
      BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMinGames(1));
      assertEquals(34_700, builder.addGames(PgnReader.of(in)));
      Path out = dir.resolve("8moves.bin");
      int written = builder.write(out);
      List<BookEntry> entries = builder.entries();
      assertEquals(written, entries.size());
      PolyglotBook book = PolyglotBook.open(out);
      assertEquals(entries.size(), book.size());
      for (int i = 0; i < book.size(); i++) {
        assertEquals(entries.get(i), book.entry(i), "entry " + i);
      }
      assertTrue(book.moves(Board.startingPosition()).size() >= 10);
    }
  }
}

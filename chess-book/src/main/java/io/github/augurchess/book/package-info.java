/**
 * Polyglot {@code .bin} opening books: {@link io.github.augurchess.book.PolyglotBook} reads and
 * probes a book (read into memory or memory-mapped), decodes its entries to legal moves and picks
 * one by a {@link io.github.augurchess.book.BookPolicy}; {@link io.github.augurchess.book.BookChain}
 * asks several books in order; {@link io.github.augurchess.book.BookBuilder} builds a book from PGN
 * games exactly as {@code polyglot make-book} does; {@link io.github.augurchess.book.PolyglotWriter}
 * writes one and {@link io.github.augurchess.book.BookMerge} combines books.
 *
 * <pre>{@code
 * BookBuilder builder = new BookBuilder(BookBuildOptions.DEFAULTS.withMaxPly(30));
 * builder.addPgn(Path.of("games.pgn"));
 * builder.write(Path.of("games.bin"));
 *
 * OpeningBook book = BookChain.of(
 *     PolyglotBook.open(Path.of("games.bin")).withPolicy(BookPolicy.WEIGHTED.withMinWeight(2)),
 *     PolyglotBook.open(Path.of("/usr/share/games/gnuchess/book.bin")).withPolicy(BookPolicy.BEST));
 * Optional<Move> move = book.choose(Board.startingPosition(), new SplittableRandom(42));
 * }</pre>
 */
package io.github.augurchess.book;

/**
 * Polyglot {@code .bin} opening books: {@code PolyglotBook} reads and probes a memory-mapped
 * file, picks moves by weight, and the builder writes books from PGN games the way {@code polyglot
 * make-book} does.
 */
package io.github.augurchess.book;

package io.github.augurchess.spark.internal;

import java.io.Serializable;

/**
 * A part of one file that one task reads: the games that start at or after {@code start} and
 * before {@code end} (as moved to the next game start by {@link GameBoundaries}).
 *
 * @param path the file, as a Hadoop path string
 * @param start the first byte of the range
 * @param end the byte after the range
 * @param length the file's length
 * @param compressed whether the file is decompressed as it is read (then the range is the whole
 *     file)
 */
record FileRange(String path, long start, long end, long length, boolean compressed) implements Serializable {}

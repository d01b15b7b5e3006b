package io.github.augurchess.book;

import io.github.augurchess.api.Move;

/**
 * A book entry decoded in its position: a legal move (castling as king takes rook, as {@link Move}
 * has it), with the entry's weight and learn field.
 *
 * @param move the legal move
 * @param weight the weight, 0 to 65535
 * @param learn the learn field, 0 to 4294967295
 */
public record BookMove(Move move, int weight, long learn) {}

/**
 * Augur's vocabulary: {@link io.github.augurchess.api.Square}, {@link
 * io.github.augurchess.api.Piece}, {@link io.github.augurchess.api.Move}, {@link
 * io.github.augurchess.api.CastlingRights}, the read-only {@link io.github.augurchess.api.Position}
 * and the typed exceptions.
 *
 * <pre>{@code
 * Move move = Move.of(Square.E2, Square.E4);
 * int code = move.code();                 // 16 bits: to | from << 6 | promotion << 12
 * Move.fromCode(code) == move;            // moves are interned
 * }</pre>
 */
package io.github.augurchess.api;

/** Pawn-structure bitboard helpers for the evaluators (attacks come from chess-movegen); not exported. */
package io.github.augurchess.eval.internal;

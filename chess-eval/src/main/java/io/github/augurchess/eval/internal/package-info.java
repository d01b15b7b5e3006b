/** Bitboard helpers and attack tables for the evaluators; not exported. */
package io.github.augurchess.eval.internal;

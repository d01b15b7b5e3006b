/** Evaluators for Augur. */
package io.github.augurchess.eval;

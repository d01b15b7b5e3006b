/**
 * The Augur engine. An {@code Engine} owns its transposition table, histories and evaluators, so
 * several engines live in one JVM without sharing state.
 */
package io.github.augurchess.search;

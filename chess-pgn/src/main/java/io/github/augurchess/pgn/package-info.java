/** PGN and EPD for Augur. */
package io.github.augurchess.pgn;

/**
 * Training an NNUE-style network for Augur: self-play data generation ({@link
 * io.github.augurchess.tune.nnue.DataGenerator}) in a packed 32-byte format ({@link
 * io.github.augurchess.tune.nnue.PackedPosition}), a mini-batch Adam trainer over sparse inputs, and
 * quantisation to the network file format that {@code chess-nnue} loads.
 */
package io.github.augurchess.tune.nnue;

package io.github.augurchess.tune.nnue;

/**
 * How {@link DataGenerator} plays its games.
 *
 * @param games the games the data file should hold when generation ends (counting games already in
 *     a file that is resumed), at least 1
 * @param nodes nodes searched per move, at least 1
 * @param threads games played at once, each by its own one-thread engine, at least 1
 * @param hashMiB each engine's transposition table in MiB
 * @param seed the seed; game {@code g} is played from a random source seeded by (seed, g) alone, so
 *     the data depend only on the seed, never on the number of threads
 * @param randomPlies random legal plies played from the opening before the engines take over (one
 *     more in every other game, so both sides start half the games), at least 0
 * @param maxOpeningScore games whose first search scores the opening beyond this many centipawns
 *     either way are dropped: a random opening that loses a piece teaches little
 * @param maxPlies a game still going after this many plies is scored a draw
 */
public record DataGenOptions(
    long games, long nodes, int threads, int hashMiB, long seed, int randomPlies, int maxOpeningScore,
    int maxPlies) {

  /** @throws IllegalArgumentException for a value out of range */
  public DataGenOptions {
    if (games < 1 || nodes < 1 || threads < 1 || hashMiB < 1 || randomPlies < 0 || maxOpeningScore < 1
        || maxPlies < 1) {
      throw new IllegalArgumentException("games, nodes, threads, hash, opening score and plies must be"
          + " at least 1 and random plies at least 0");
    }
  }

  /** One thread, 16 MiB, 8 random plies, openings within 400 cp, draws after 400 plies. */
  public static DataGenOptions of(long games, long nodes, long seed) {
    return new DataGenOptions(games, nodes, 1, 16, seed, 8, 400, 400);
  }

  /** The same options with another thread count. */
  public DataGenOptions withThreads(int count) {
    return new DataGenOptions(games, nodes, count, hashMiB, seed, randomPlies, maxOpeningScore, maxPlies);
  }
}

package io.github.augurchess.pgn;

import java.util.List;

/**
 * Every game of an input and every problem met reading it (each game also lists its own in {@link
 * PgnGame#errors()}).
 *
 * @param games the games in input order, including those with problems
 * @param errors the problems in input order
 */
public record PgnGames(List<PgnGame> games, List<PgnException> errors) {
  public PgnGames {
    games = List.copyOf(games);
    errors = List.copyOf(errors);
  }
}

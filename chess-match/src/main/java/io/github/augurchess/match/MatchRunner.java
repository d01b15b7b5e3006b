package io.github.augurchess.match;

import io.github.augurchess.api.Variant;
import io.github.augurchess.client.EngineException;
import io.github.augurchess.movegen.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Plays a match between two engine definitions: each opening twice with colours reversed, on
 * several games at once, stopping early when an SPRT decides.
 *
 * <pre>{@code
 * MatchRunner runner = new MatchRunner(EngineDefinition.parse("builtin,name=A"),
 *     EngineDefinition.parse("name=sf,cmd=/usr/games/stockfish"), Openings.read(file, Variant.STANDARD),
 *     Variant.STANDARD, TimeControl.parse("10+0.1"), 100, 2, Adjudication.NONE, Optional.empty());
 * MatchResult result = runner.run(game -> {}, System.out::println);
 * }</pre>
 */
public final class MatchRunner {
  /** How far past zero a clock may run before the game is forfeited (process and pipe delays). */
  public static final long DEFAULT_TIME_MARGIN_MILLIS = 100;

  private final EngineDefinition first;
  private final EngineDefinition second;
  private final List<Board> openings;
  private final Variant variant;
  private final TimeControl timeControl;
  private final int games;
  private final int concurrency;
  private final Adjudication adjudication;
  private final Optional<Sprt> sprt;
  private long timeMarginMillis = DEFAULT_TIME_MARGIN_MILLIS;

  /**
   * A match of {@code games} games between two engines over the openings, each opening played
   * twice with colours reversed, {@code concurrency} games at a time.
   *
   * @throws IllegalArgumentException without openings, games or workers, or for two engines of the
   *     same name
   */
  public MatchRunner(EngineDefinition first, EngineDefinition second, List<Board> openings, Variant variant,
      TimeControl timeControl, int games, int concurrency, Adjudication adjudication, Optional<Sprt> sprt) {
    if (openings.isEmpty() || games < 1 || concurrency < 1) {
      throw new IllegalArgumentException("a match needs openings, at least one game and one worker");
    }
    if (first.name().equals(second.name())) {
      throw new IllegalArgumentException("the two engines need different names: " + first.name());
    }
    this.first = first;
    this.second = second;
    this.openings = List.copyOf(openings);
    this.variant = variant;
    this.timeControl = timeControl;
    this.games = games;
    this.concurrency = concurrency;
    this.adjudication = adjudication;
    this.sprt = sprt;
  }

  /** Sets how far past zero a clock may run before a time forfeit. */
  public MatchRunner timeMarginMillis(long millis) {
    timeMarginMillis = millis;
    return this;
  }

  /**
   * Plays the match.
   *
   * @param onGame receives each finished game (with its round number), from the worker threads
   *     one at a time
   * @param progress receives a progress line after each pair of games
   * @throws EngineException if an engine cannot even be started
   */
  public MatchResult run(GameConsumer onGame, Consumer<String> progress) throws InterruptedException {
    MatchResult result = new MatchResult(first.name(), second.name());
    int pairs = (games + 1) / 2;
    AtomicInteger nextPair = new AtomicInteger();
    AtomicBoolean decided = new AtomicBoolean();
    Object reporting = new Object();
    int workers = Math.min(concurrency, pairs);
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "match-worker");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int w = 0; w < workers; w++) {
        running.add(pool.submit(() -> {
          try (Seats seats = new Seats()) {
            MatchGame game = new MatchGame(timeControl, adjudication, timeMarginMillis);
            int pair;
            while (!decided.get() && (pair = nextPair.getAndIncrement()) < pairs) {
              Board opening = openings.get(pair % openings.size());
              List<GameRecord> played = new ArrayList<>();
              for (int g = 0; g < 2 && 2 * pair + g < games; g++) {
                MatchPlayer a = seats.first();
                MatchPlayer b = seats.second();
                GameRecord record = g == 0 ? game.play(opening, a, b) : game.play(opening, b, a);
                if (record.end() == GameRecord.GameEnd.CRASH || record.end() == GameRecord.GameEnd.STALLED) {
                  seats.restart();
                }
                played.add(record);
                synchronized (reporting) {
                  onGame.accept(record, 2 * pair + g + 1);
                }
              }
              synchronized (reporting) {
                result.addPair(played.toArray(new GameRecord[0]));
                String line = result.progressLine();
                if (sprt.isPresent()) {
                  line += "; " + sprt.get().describe(result.pentanomial());
                  if (sprt.get().decide(result.pentanomial()) != Sprt.Decision.CONTINUE) {
                    decided.set(true);
                  }
                }
                progress.accept(line);
              }
            }
          }
          return null;
        }));
      }
      for (Future<?> future : running) {
        try {
          future.get();
        } catch (ExecutionException e) {
          decided.set(true);
          Throwable cause = e.getCause();
          if (cause instanceof RuntimeException) {
            throw (RuntimeException) cause;
          }
          throw new IllegalStateException("match worker failed", cause);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    return result;
  }

  /** The game in PGN, with this runner's time control and an event naming both engines. */
  public String pgn(GameRecord game, int round) {
    return MatchPgn.format(game, round, first.name() + " vs " + second.name(), timeControl);
  }

  /** Receives a finished game and its round number. */
  @FunctionalInterface
  public interface GameConsumer {
    /** Called once per finished game, from the worker that played it. */
    void accept(GameRecord game, int round);
  }

  /** One worker's two players, started when first needed and restarted after a crash. */
  private final class Seats implements AutoCloseable {
    private @Nullable MatchPlayer firstPlayer;
    private @Nullable MatchPlayer secondPlayer;

    MatchPlayer first() {
      MatchPlayer p = firstPlayer;
      if (p == null) {
        p = MatchRunner.this.first.start(variant);
        firstPlayer = p;
      }
      return p;
    }

    MatchPlayer second() {
      MatchPlayer p = secondPlayer;
      if (p == null) {
        p = MatchRunner.this.second.start(variant);
        secondPlayer = p;
      }
      return p;
    }

    void restart() {
      close();
    }

    @Override
    public void close() {
      MatchPlayer a = firstPlayer;
      MatchPlayer b = secondPlayer;
      firstPlayer = null;
      secondPlayer = null;
      if (a != null) {
        a.close();
      }
      if (b != null) {
        b.close();
      }
    }
  }
}

package io.github.augurchess.bench;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.pgn.PgnGame;
import io.github.augurchess.pgn.PgnReader;
import io.github.augurchess.pgn.PgnVisitor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading superbook2.pgn (6,487 games, 3,754,056 bytes, 407,185 main-line plies, with comments
 * and variations) from bytes in memory, one thread: the score is games per second
 * ({@code @OperationsPerInvocation} of the game count). Megabytes per second are the score times
 * 3.754056 / 6487 (0.000579 MB per game).
 *
 * <ul>
 *   <li>{@code validated}: every move of every line checked and played (the visitor form, no tree);
 *   <li>{@code validatedGames}: the same, building a {@link PgnGame} tree per game;
 *   <li>{@code unvalidated}: moves as text only (tokenising and game splitting);
 *   <li>{@code headersOnly}: tags only, movetext skipped.
 * </ul>
 *
 * <p>Each call checks the game count, so a reader that loses games fails the run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PgnReadBenchmark {
  static final int GAMES = 6487;
  private static final String RESOURCE = "/pgn/master/superbook2.pgn";

  private byte[] superbook;

  @Setup
  public void setUp() {
    superbook = BenchmarkResources.bytes(RESOURCE);
  }

  @Benchmark
  @OperationsPerInvocation(GAMES)
  public long validated() throws IOException {
    MoveCounter counter = new MoveCounter();
    return check(reader().visitAll(counter)) + counter.moves;
  }

  @Benchmark
  @OperationsPerInvocation(GAMES)
  public long validatedGames() throws IOException {
    PgnReader reader = reader();
    long plies = 0;
    int games = 0;
    for (PgnGame game = reader.nextGame(); game != null; game = reader.nextGame()) {
      games++;
      plies += game.plyCount();
    }
    return check(games) + plies;
  }

  @Benchmark
  @OperationsPerInvocation(GAMES)
  public long unvalidated() throws IOException {
    MoveCounter counter = new MoveCounter();
    return check(reader().validateMoves(false).visitAll(counter)) + counter.moves;
  }

  @Benchmark
  @OperationsPerInvocation(GAMES)
  public long headersOnly() throws IOException {
    return check(reader().visitAll(new PgnVisitor() {
      @Override
      public boolean beginMovetext(Position start) {
        return false;
      }
    }));
  }

  private PgnReader reader() {
    return PgnReader.of(new ByteArrayInputStream(superbook));
  }

  private static int check(int games) {
    if (games != GAMES) {
      throw new IllegalStateException("read " + games + " games, expected " + GAMES);
    }
    return games;
  }

  /** Counts the moves seen, so that the work cannot be optimised away. */
  private static final class MoveCounter implements PgnVisitor {
    long moves;

    @Override
    public void move(String text, @Nullable Move move) {
      moves++;
    }
  }
}

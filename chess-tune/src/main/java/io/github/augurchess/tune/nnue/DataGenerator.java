package io.github.augurchess.tune.nnue;

import io.github.augurchess.api.Color;
import io.github.augurchess.api.EvaluatorFactory;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.Score;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.movegen.PackedMove;
import io.github.augurchess.search.Engine;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Self-play training data for a network: Augur plays itself at a fixed number of nodes a move from
 * randomised openings and writes every quiet position with its search score and the game's result
 * as {@link PackedPosition} records.
 *
 * <p>A game starts from the start position, or from an opening drawn from a list, followed by a few
 * random legal plies; game {@code g} draws everything random from a source seeded by (seed, g), and
 * games are written in the order of their numbers, so a file depends only on the options, not on the
 * thread count, and a run that is stopped and resumed writes what one run would have written.
 *
 * <p>Positions kept: not in check, the best move neither a capture nor a promotion, a score that is
 * not a mate. Games end by the rules (mate, stalemate, insufficient material, fifty moves, threefold
 * repetition on the board), by adjudication (a side at {@value #WIN_SCORE} cp or more for {@value
 * #WIN_PLIES} plies in a row wins; after ply {@value #DRAW_AFTER_PLY}, {@value #DRAW_PLIES} plies in a
 * row within {@value #DRAW_SCORE} cp is a draw), or as a draw at the ply limit.
 *
 * <p>Beside the data file {@code F} a progress file {@code F.progress} (Java properties) records the
 * options, the games and the positions written; a run resumes from it, and refuses to append to a
 * file made with other options.
 */
public final class DataGenerator {
  static final int WIN_SCORE = 1000;
  static final int WIN_PLIES = 6;
  static final int DRAW_AFTER_PLY = 80;
  static final int DRAW_SCORE = 10;
  static final int DRAW_PLIES = 12;
  private static final int MAX_OPENING_ATTEMPTS = 100;

  private final List<Board> openings;
  private final String openingsId;
  private final DataGenOptions options;
  private final EvaluatorFactory evaluator;
  private final String evaluatorId;

  /**
   * @param openings the positions games start from before their random plies; empty for the start
   *     position
   * @param openingsId names the openings (a file name) in the progress file, so that a resumed run
   *     uses the same ones
   * @param evaluator the engines' evaluator
   * @param evaluatorId names the evaluator in the progress file
   * @param options how to play
   */
  public DataGenerator(List<Board> openings, String openingsId, EvaluatorFactory evaluator, String evaluatorId,
      DataGenOptions options) {
    this.openings = List.copyOf(openings);
    this.openingsId = openingsId;
    this.evaluator = evaluator;
    this.evaluatorId = evaluatorId;
    this.options = options;
  }

  /** The progress file beside a data file. */
  public static Path progressFile(Path data) {
    return data.resolveSibling(data.getFileName() + ".progress");
  }

  /**
   * Plays games until the data file holds {@code options.games()}, appending to what a previous run
   * with the same options wrote.
   *
   * @param data the data file (created if absent)
   * @param progress receives the state after each game written
   * @return the final state
   * @throws NnueDataException if the progress file is unreadable or was made with other options, or
   *     the data file is shorter than it says
   */
  public DataGenProgress run(Path data, Consumer<DataGenProgress> progress) throws IOException, InterruptedException {
    Path progressPath = progressFile(data);
    long gamesDone = 0;
    long positionsDone = 0;
    if (Files.exists(progressPath)) {
      Properties previous = readProperties(progressPath);
      checkSameOptions(progressPath, previous);
      gamesDone = parseCount(progressPath, previous, "games");
      positionsDone = parseCount(progressPath, previous, "positions");
    }
    long expectedBytes = positionsDone * PackedPosition.BYTES;
    long size = Files.exists(data) ? Files.size(data) : 0;
    if (size < expectedBytes) {
      throw new NnueDataException(data.toString(), size, "the progress file counts " + positionsDone
          + " positions but the data file is shorter");
    }
    try (FileChannel channel = FileChannel.open(data, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      channel.truncate(expectedBytes);
    }
    long start = System.currentTimeMillis();
    long startGames = gamesDone;
    if (gamesDone >= options.games()) {
      return new DataGenProgress(gamesDone, positionsDone, options.games(), 0, 0);
    }
    AtomicLong nextGame = new AtomicLong(gamesDone);
    BlockingQueue<Object> finished = new LinkedBlockingQueue<>();
    AtomicBoolean stop = new AtomicBoolean();
    ExecutorService pool = Executors.newFixedThreadPool(options.threads(), task -> {
      Thread thread = new Thread(task, "augur-datagen");
      thread.setDaemon(true);
      return thread;
    });
    for (int t = 0; t < options.threads(); t++) {
      pool.execute(() -> {
        try (Engine engine = Engine.builder().threads(1).hashMiB(options.hashMiB()).evaluator(evaluator).build()) {
          for (long g = nextGame.getAndIncrement(); g < options.games() && !stop.get(); g = nextGame.getAndIncrement()) {
            finished.add(playGame(engine, g));
          }
        } catch (RuntimeException e) {
          finished.add(e);
        }
      });
    }
    Map<Long, GameRecord> waiting = new HashMap<>();
    try (OutputStream out = Files.newOutputStream(data, StandardOpenOption.APPEND)) {
      byte[] buffer = new byte[PackedPosition.BYTES];
      while (gamesDone < options.games()) {
        Object item = finished.take();
        if (item instanceof RuntimeException e) {
          throw e;
        }
        GameRecord game = (GameRecord) item;
        waiting.put(game.index(), game);
        GameRecord next;
        while ((next = waiting.remove(gamesDone)) != null) {
          for (PackedPosition p : next.positions()) {
            p.write(buffer, 0);
            out.write(buffer);
          }
          gamesDone++;
          positionsDone += next.positions().size();
        }
        out.flush();
        writeProgress(progressPath, gamesDone, positionsDone);
        progress.accept(new DataGenProgress(gamesDone, positionsDone, options.games(), gamesDone - startGames,
            System.currentTimeMillis() - start));
      }
    } finally {
      stop.set(true);
      pool.shutdownNow();
      pool.awaitTermination(1, TimeUnit.MINUTES);
    }
    return new DataGenProgress(gamesDone, positionsDone, options.games(), gamesDone - startGames,
        System.currentTimeMillis() - start);
  }

  /** One game's kept positions, in order. */
  record GameRecord(long index, List<PackedPosition> positions) {}

  /** Plays game number {@code index} with the engine (which is reset first). */
  GameRecord playGame(Engine engine, long index) {
    SplittableRandom random = new SplittableRandom(mix(options.seed(), index));
    Board board = opening(random, index);
    engine.newGame();
    SearchLimits limits = SearchLimits.nodes(options.nodes());
    List<PackedPosition> kept = new ArrayList<>();
    List<Board> keptBoards = new ArrayList<>();
    List<Integer> keptScores = new ArrayList<>();
    int winStreak = 0;
    int winSign = 0;
    int drawStreak = 0;
    int result = PackedPosition.DRAW;
    for (int ply = 0; ; ply++) {
      Outcome outcome = board.outcomeOnBoard();
      if (outcome != null) {
        result = outcome.winner() == null ? PackedPosition.DRAW
            : outcome.winner() == Color.WHITE ? PackedPosition.WHITE_WIN : PackedPosition.BLACK_WIN;
        break;
      }
      if (ply >= options.maxPlies()) {
        break;
      }
      SearchResult searched = engine.search(board, limits);
      Move best = searched.bestMove().orElseThrow(() -> new IllegalStateException("no move in " + board.fen()));
      Score score = searched.score();
      int whiteSign = board.sideToMove() == Color.WHITE ? 1 : -1;
      int whiteCp = score.isMate() ? whiteSign * (score.mateMoves() > 0 ? 1 : -1) * 30_000
          : whiteSign * score.centipawns();
      if (ply == 0 && Math.abs(whiteCp) > options.maxOpeningScore()) {
        return new GameRecord(index, List.of());
      }
      int packed = board.unchecked().pack(best);
      boolean capture = !PackedMove.isCastling(packed)
          && (board.pieceAt(best.to()) != null || PackedMove.isEnPassant(packed));
      if (!score.isMate() && !board.isCheck() && !capture && best.promotion() == null) {
        keptBoards.add(board.copy());
        keptScores.add(whiteCp);
      }
      int sign = Integer.signum(whiteCp);
      if (Math.abs(whiteCp) >= WIN_SCORE) {
        winStreak = sign == winSign ? winStreak + 1 : 1;
        winSign = sign;
      } else {
        winStreak = 0;
        winSign = 0;
      }
      drawStreak = ply >= DRAW_AFTER_PLY && Math.abs(whiteCp) <= DRAW_SCORE ? drawStreak + 1 : 0;
      if (winStreak >= WIN_PLIES) {
        result = winSign > 0 ? PackedPosition.WHITE_WIN : PackedPosition.BLACK_WIN;
        break;
      }
      if (drawStreak >= DRAW_PLIES) {
        break;
      }
      board.play(best);
    }
    for (int i = 0; i < keptBoards.size(); i++) {
      kept.add(PackedPosition.of(keptBoards.get(i), keptScores.get(i), result));
    }
    return new GameRecord(index, kept);
  }

  private Board opening(SplittableRandom random, long index) {
    int plies = options.randomPlies() + (int) (index & 1);
    int[] moves = new int[256];
    for (int attempt = 0; ; attempt++) {
      Board board = openings.isEmpty() ? Board.startingPosition() : openings.get(random.nextInt(openings.size())).copy();
      boolean ok = true;
      for (int p = 0; p < plies; p++) {
        int count = board.unchecked().generateLegal(moves, 0);
        if (count == 0) {
          ok = false;
          break;
        }
        board.unchecked().makeMove(moves[random.nextInt(count)]);
      }
      if (ok && board.outcomeOnBoard() == null || attempt >= MAX_OPENING_ATTEMPTS) {
        return Board.fromFen(board.fen());
      }
    }
  }

  private static long mix(long seed, long index) {
    long z = seed * 0x9E3779B97F4A7C15L + index;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private Map<String, String> settings() {
    Map<String, String> s = new HashMap<>();
    s.put("format", "augurdata-1");
    s.put("seed", Long.toString(options.seed()));
    s.put("nodes", Long.toString(options.nodes()));
    s.put("randomPlies", Integer.toString(options.randomPlies()));
    s.put("maxOpeningScore", Integer.toString(options.maxOpeningScore()));
    s.put("maxPlies", Integer.toString(options.maxPlies()));
    s.put("openings", openingsId);
    s.put("evaluator", evaluatorId);
    return s;
  }

  private void checkSameOptions(Path file, Properties previous) {
    for (Map.Entry<String, String> e : settings().entrySet()) {
      String before = previous.getProperty(e.getKey());
      if (!e.getValue().equals(before)) {
        throw new NnueDataException(file.toString(), -1, "made with " + e.getKey() + "=" + before
            + ", this run has " + e.getValue() + "; use another output file");
      }
    }
  }

  private static long parseCount(Path file, Properties p, String key) {
    try {
      long value = Long.parseLong(p.getProperty(key, ""));
      if (value < 0) {
        throw new NumberFormatException();
      }
      return value;
    } catch (NumberFormatException e) {
      throw new NnueDataException(file.toString(), -1, "no count '" + key + "'");
    }
  }

  private static Properties readProperties(Path file) throws IOException {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    } catch (IllegalArgumentException e) {
      throw new NnueDataException(file.toString(), -1, "not a properties file: " + e.getMessage());
    }
    return p;
  }

  private void writeProgress(Path file, long games, long positions) throws IOException {
    Properties p = new Properties();
    p.putAll(settings());
    p.setProperty("games", Long.toString(games));
    p.setProperty("positions", Long.toString(positions));
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
      p.store(out, "augur nnue datagen progress; the data file holds exactly these games and positions");
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}

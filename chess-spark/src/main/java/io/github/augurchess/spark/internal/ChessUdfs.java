package io.github.augurchess.spark.internal;

import io.github.augurchess.api.ChessException;
import io.github.augurchess.api.Evaluator;
import io.github.augurchess.api.Move;
import io.github.augurchess.api.Outcome;
import io.github.augurchess.api.SearchLimits;
import io.github.augurchess.api.SearchResult;
import io.github.augurchess.movegen.Board;
import io.github.augurchess.spark.EngineOptions;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.api.java.UDF3;
import org.checkerframework.checker.nullness.qual.Nullable;
import scala.collection.Seq;

/**
 * The functions behind {@link io.github.augurchess.spark.ChessFunctions}. Each returns SQL NULL
 * for NULL or unreadable input (an invalid FEN, an illegal move), as Spark's own functions do
 * outside ANSI mode, so that one bad row does not fail a job.
 */
public final class ChessUdfs {
  private ChessUdfs() {}

  /** Spark passes SQL NULL as null to these functions, which its interfaces do not say. */
  @SuppressWarnings("nullness")
  private static <T> @Nullable T nullable(T value) {
    return value;
  }

  /** {@code chess_positions(start_fen, moves_uci, chess960)}: every position of a game. */
  public static final class Positions implements UDF3<String, Seq<String>, Boolean, Row[]> {
    private static final long serialVersionUID = 1L;

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public Row[] call(String startFen, Seq<String> moves, Boolean chess960) {
      if (nullable(startFen) == null || nullable(moves) == null) {
        return null;
      }
      Board board;
      try {
        board = Boards.parse(startFen, Boolean.TRUE.equals(chess960));
      } catch (ChessException e) {
        return null;
      }
      int n = moves.length();
      Row[] rows = new Row[n + 1];
      for (int ply = 0; ply < n; ply++) {
        String fen = board.fen();
        Move move;
        try {
          move = Boards.parseUci(board, moves.apply(ply));
        } catch (ChessException e) {
          // An illegal move ends the game's positions, as it ends its main line in chess-pgn.
          rows[ply] = Rows.of(ply, fen, null, null);
          return Arrays.copyOf(rows, ply + 1);
        }
        rows[ply] = Rows.of(ply, fen, Boards.uci(board, move), Boards.san(board, move));
        Boards.play(board, move);
      }
      rows[n] = Rows.of(n, board.fen(), null, null);
      return rows;
    }

  }

  /** {@code chess_legal_moves(fen)}: the legal moves in UCI. */
  public static final class LegalMoves implements UDF1<String, String[]> {
    private static final long serialVersionUID = 1L;

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public String[] call(String fen) {
      Board board = board(fen);
      if (board == null) {
        return null;
      }
      List<Move> moves = board.legalMoves();
      String[] out = new String[moves.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = board.uci(moves.get(i));
      }
      return out;
    }
  }

  /** {@code chess_san_to_uci(fen, san)}. */
  public static final class SanToUci implements UDF2<String, String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public String call(String fen, String san) {
      Board board = board(fen);
      if (board == null || nullable(san) == null) {
        return null;
      }
      try {
        return Boards.uci(board, board.parseSan(san));
      } catch (ChessException e) {
        return null;
      }
    }
  }

  /** {@code chess_uci_to_san(fen, uci)}. */
  public static final class UciToSan implements UDF2<String, String, String> {
    private static final long serialVersionUID = 1L;

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public String call(String fen, String uci) {
      Board board = board(fen);
      if (board == null || nullable(uci) == null) {
        return null;
      }
      try {
        return Boards.san(board, Boards.parseUci(board, uci));
      } catch (ChessException e) {
        return null;
      }
    }
  }

  /** {@code chess_outcome(fen)}: the game's end by rule in the position, or NULL while it goes on. */
  public static final class OutcomeOf implements UDF1<String, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public Row call(String fen) {
      Board board = board(fen);
      if (board == null) {
        return null;
      }
      Outcome outcome = board.outcome();
      return outcome == null ? null : Rows.of(outcome.result(), outcome.termination().name());
    }
  }

  /**
   * A static evaluation by one of the task's evaluators, for the side to move; NULL for an
   * unreadable FEN. The evaluator is made once per task, never per row.
   */
  private abstract static class StaticEvaluation implements UDF1<String, Integer> {
    private static final long serialVersionUID = 1L;
    private transient @Nullable TaskResources resources;

    abstract Evaluator evaluator(TaskResources task);

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public Integer call(String fen) {
      Board board = board(fen);
      if (board == null) {
        return null;
      }
      TaskResources r = resources;
      if (r == null) {
        r = new TaskResources(EngineOptions.DEFAULT);
        resources = r;
      }
      return evaluator(r).evaluate(board);
    }
  }

  /** {@code chess_eval(fen)}: the classical evaluation. */
  public static final class Evaluate extends StaticEvaluation {
    private static final long serialVersionUID = 1L;

    @Override
    Evaluator evaluator(TaskResources task) {
      return task.evaluator();
    }
  }

  /** {@code chess_eval_nnue(fen)}: the shipped network's evaluation. */
  public static final class EvaluateNetwork extends StaticEvaluation {
    private static final long serialVersionUID = 1L;

    @Override
    Evaluator evaluator(TaskResources task) {
      return task.networkEvaluator();
    }
  }

  /**
   * {@code chess_search(fen, limits)}: a bounded search with the task's engine, its table cleared
   * first.
   */
  public static final class Search implements UDF2<String, String, Row> {
    private static final long serialVersionUID = 1L;
    private final EngineOptions options;
    private transient @Nullable TaskResources resources;

    public Search(EngineOptions options) {
      this.options = options;
    }

    @Override
    @SuppressWarnings("nullness") // SQL NULL out
    public Row call(String fen, String limitsText) {
      Board board = board(fen);
      if (board == null || nullable(limitsText) == null) {
        return null;
      }
      SearchLimits limits = SearchLimitsText.parse(limitsText);
      TaskResources r = resources;
      if (r == null) {
        r = new TaskResources(options);
        resources = r;
      }
      boolean inTask = TaskContext.get() != null;
      try {
        r.engine().newGame();
        return searchRow(board, r.engine().search(board, limits));
      } finally {
        if (!inTask) {
          r.close();
        }
      }
    }
  }

  /** A search result as a row of {@code chess_search}'s type. */
  public static Row searchRow(Board board, SearchResult result) {
    Move best = result.bestMoveOrNull();
    List<Move> pv = result.pv();
    String[] pvUci = new String[pv.size()];
    Board line = board.copy();
    for (int i = 0; i < pvUci.length; i++) {
      pvUci[i] = Boards.uci(line, pv.get(i));
      Boards.play(line, pv.get(i));
    }
    Integer centipawns = result.score().isMate() ? null : result.score().centipawns();
    Integer mate = result.score().isMate() ? result.score().mateMoves() : null;
    return Rows.of(best == null ? null : board.uci(best), centipawns, mate, result.depth(), result.nodes(), pvUci);
  }

  private static @Nullable Board board(String fen) {
    if (nullable(fen) == null) {
      return null;
    }
    try {
      return Boards.parse(fen);
    } catch (ChessException e) {
      return null;
    }
  }
}

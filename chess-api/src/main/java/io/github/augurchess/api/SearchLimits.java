package io.github.augurchess.api;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What bounds a search: depth, nodes, a fixed move time, a game clock, a mate to find, or nothing
 * (infinite, until stopped). Several bounds may be combined; the search ends at the first one
 * reached. Immutable; built with {@link #builder()} or one of the shortcuts, and checked when
 * built.
 *
 * <pre>{@code
 * SearchLimits.depth(12);
 * SearchLimits.builder().whiteTime(60_000).blackTime(58_000).whiteIncrement(1_000)
 *     .blackIncrement(1_000).build();
 * SearchLimits.builder().nodes(1_000_000).multiPv(3).build();
 * }</pre>
 */
public final class SearchLimits {
  /** The deepest nominal depth a search accepts. */
  public static final int MAX_DEPTH = 120;

  /** The most multi-PV lines a search accepts. */
  public static final int MAX_MULTI_PV = 256;

  private final int depth;
  private final long nodes;
  private final long moveTimeMillis;
  private final long whiteTimeMillis;
  private final long blackTimeMillis;
  private final long whiteIncrementMillis;
  private final long blackIncrementMillis;
  private final int movesToGo;
  private final int mate;
  private final boolean infinite;
  private final boolean ponder;
  private final List<Move> searchMoves;
  private final int multiPv;

  private SearchLimits(Builder b) {
    depth = b.depth;
    nodes = b.nodes;
    moveTimeMillis = b.moveTime;
    whiteTimeMillis = b.whiteTime;
    blackTimeMillis = b.blackTime;
    whiteIncrementMillis = b.whiteIncrement;
    blackIncrementMillis = b.blackIncrement;
    movesToGo = b.movesToGo;
    mate = b.mate;
    infinite = b.infinite;
    ponder = b.ponder;
    searchMoves = List.copyOf(b.searchMoves);
    multiPv = b.multiPv;
  }

  /** A new builder with no bounds set (that alone builds an infinite search). */
  public static Builder builder() {
    return new Builder();
  }

  /** Search to this nominal depth in plies. */
  public static SearchLimits depth(int depth) {
    return builder().depth(depth).build();
  }

  /** Search this many nodes (all threads together). */
  public static SearchLimits nodes(long nodes) {
    return builder().nodes(nodes).build();
  }

  /** Search for this many milliseconds. */
  public static SearchLimits moveTime(long millis) {
    return builder().moveTime(millis).build();
  }

  /** Search until stopped. */
  public static SearchLimits infinite() {
    return builder().infinite(true).build();
  }

  /** A builder holding these limits, to change some of them. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.depth = depth;
    b.nodes = nodes;
    b.moveTime = moveTimeMillis;
    b.whiteTime = whiteTimeMillis;
    b.blackTime = blackTimeMillis;
    b.whiteIncrement = whiteIncrementMillis;
    b.blackIncrement = blackIncrementMillis;
    b.movesToGo = movesToGo;
    b.mate = mate;
    b.infinite = infinite;
    b.ponder = ponder;
    b.searchMoves = searchMoves;
    b.multiPv = multiPv;
    return b;
  }

  public OptionalInt depth() {
    return depth == 0 ? OptionalInt.empty() : OptionalInt.of(depth);
  }

  public OptionalLong nodes() {
    return nodes == 0 ? OptionalLong.empty() : OptionalLong.of(nodes);
  }

  public OptionalLong moveTimeMillis() {
    return moveTimeMillis < 0 ? OptionalLong.empty() : OptionalLong.of(moveTimeMillis);
  }

  /** The clock of this side in milliseconds, if the game clock was given for it. */
  public OptionalLong timeMillis(Color side) {
    long t = side == Color.WHITE ? whiteTimeMillis : blackTimeMillis;
    return t < 0 ? OptionalLong.empty() : OptionalLong.of(t);
  }

  /** The increment of this side in milliseconds (0 when none was given). */
  public long incrementMillis(Color side) {
    return side == Color.WHITE ? whiteIncrementMillis : blackIncrementMillis;
  }

  /** Moves until the next time control, if the clock has one. */
  public OptionalInt movesToGo() {
    return movesToGo == 0 ? OptionalInt.empty() : OptionalInt.of(movesToGo);
  }

  /** Look for a mate in this many moves. */
  public OptionalInt mate() {
    return mate == 0 ? OptionalInt.empty() : OptionalInt.of(mate);
  }

  public boolean isInfinite() {
    return infinite;
  }

  /** True if the search starts as a ponder search (it runs until stop or ponder hit). */
  public boolean isPonder() {
    return ponder;
  }

  /** Only these root moves are searched; empty means all. */
  public List<Move> searchMoves() {
    return searchMoves;
  }

  /** The number of principal variations to report (1 by default). */
  public int multiPv() {
    return multiPv;
  }

  /** True if the game clock was given for either side. */
  public boolean hasClock() {
    return whiteTimeMillis >= 0 || blackTimeMillis >= 0;
  }

  /** The limits as the arguments of a UCI {@code go} command (moves in UCI notation). */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    if (ponder) {
      sb.append(" ponder");
    }
    if (whiteTimeMillis >= 0) {
      sb.append(" wtime ").append(whiteTimeMillis);
    }
    if (blackTimeMillis >= 0) {
      sb.append(" btime ").append(blackTimeMillis);
    }
    if (whiteIncrementMillis > 0) {
      sb.append(" winc ").append(whiteIncrementMillis);
    }
    if (blackIncrementMillis > 0) {
      sb.append(" binc ").append(blackIncrementMillis);
    }
    if (movesToGo > 0) {
      sb.append(" movestogo ").append(movesToGo);
    }
    if (depth > 0) {
      sb.append(" depth ").append(depth);
    }
    if (nodes > 0) {
      sb.append(" nodes ").append(nodes);
    }
    if (mate > 0) {
      sb.append(" mate ").append(mate);
    }
    if (moveTimeMillis >= 0) {
      sb.append(" movetime ").append(moveTimeMillis);
    }
    if (infinite) {
      sb.append(" infinite");
    }
    if (!searchMoves.isEmpty()) {
      sb.append(" searchmoves");
      for (Move m : searchMoves) {
        sb.append(' ').append(m);
      }
    }
    return sb.length() == 0 ? "infinite" : sb.substring(1);
  }

  /** Collects limits; {@link #build()} checks them and throws {@link InvalidSearchLimitsException}. */
  public static final class Builder {
    private int depth;
    private long nodes;
    private long moveTime = -1;
    private long whiteTime = -1;
    private long blackTime = -1;
    private long whiteIncrement;
    private long blackIncrement;
    private int movesToGo;
    private int mate;
    private boolean infinite;
    private boolean ponder;
    private List<Move> searchMoves = List.of();
    private int multiPv = 1;
    private Optional<InvalidSearchLimitsException> problem = Optional.empty();

    private Builder() {}

    private void refuse(String field, String message) {
      if (problem.isEmpty()) {
        problem = Optional.of(new InvalidSearchLimitsException(field, message));
      }
    }

    public Builder depth(int plies) {
      if (plies < 1 || plies > MAX_DEPTH) {
        refuse("depth", "must be 1 to " + MAX_DEPTH + ", was " + plies);
      }
      depth = plies;
      return this;
    }

    public Builder nodes(long count) {
      if (count < 1) {
        refuse("nodes", "must be at least 1, was " + count);
      }
      nodes = count;
      return this;
    }

    public Builder moveTime(long millis) {
      if (millis < 0) {
        refuse("moveTime", "must not be negative, was " + millis);
      }
      moveTime = millis;
      return this;
    }

    /** White's remaining clock time; zero or less is accepted (a flagging clock): move at once. */
    public Builder whiteTime(long millis) {
      whiteTime = Math.max(0, millis);
      return this;
    }

    /** Black's remaining clock time; zero or less is accepted (a flagging clock): move at once. */
    public Builder blackTime(long millis) {
      blackTime = Math.max(0, millis);
      return this;
    }

    public Builder whiteIncrement(long millis) {
      if (millis < 0) {
        refuse("whiteIncrement", "must not be negative, was " + millis);
      }
      whiteIncrement = millis;
      return this;
    }

    public Builder blackIncrement(long millis) {
      if (millis < 0) {
        refuse("blackIncrement", "must not be negative, was " + millis);
      }
      blackIncrement = millis;
      return this;
    }

    public Builder movesToGo(int moves) {
      if (moves < 1) {
        refuse("movesToGo", "must be at least 1, was " + moves);
      }
      movesToGo = moves;
      return this;
    }

    /** Search for a mate in at most this many moves (the search stops when it proves one). */
    public Builder mate(int moves) {
      if (moves < 1 || moves > MAX_DEPTH / 2) {
        refuse("mate", "must be 1 to " + MAX_DEPTH / 2 + ", was " + moves);
      }
      mate = moves;
      return this;
    }

    public Builder infinite(boolean value) {
      infinite = value;
      return this;
    }

    public Builder ponder(boolean value) {
      ponder = value;
      return this;
    }

    public Builder searchMoves(List<Move> moves) {
      searchMoves = List.copyOf(moves);
      return this;
    }

    public Builder multiPv(int lines) {
      if (lines < 1 || lines > MAX_MULTI_PV) {
        refuse("multiPv", "must be 1 to " + MAX_MULTI_PV + ", was " + lines);
      }
      multiPv = lines;
      return this;
    }

    /** The limits; throws {@link InvalidSearchLimitsException} for the first invalid one. */
    public SearchLimits build() {
      if (problem.isPresent()) {
        throw problem.get();
      }
      if (infinite && (depth > 0 || nodes > 0 || moveTime >= 0 || mate > 0 || hasClock())) {
        throw new InvalidSearchLimitsException(
            "infinite", "an infinite search takes no depth, nodes, move time, mate or clock");
      }
      if (moveTime >= 0 && hasClock()) {
        throw new InvalidSearchLimitsException(
            "moveTime", "a fixed move time and a game clock contradict each other");
      }
      if (movesToGo > 0 && !hasClock()) {
        throw new InvalidSearchLimitsException("movesToGo", "needs a game clock");
      }
      return new SearchLimits(this);
    }

    private boolean hasClock() {
      return whiteTime >= 0 || blackTime >= 0;
    }
  }
}

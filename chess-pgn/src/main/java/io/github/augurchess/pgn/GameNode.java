package io.github.augurchess.pgn;

import io.github.augurchess.api.Move;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A node of a game tree: the move that leads to it, its comments and NAGs, and the moves that can
 * follow it, the main line first and the variations after.
 *
 * <p>The root stands for the start position: it has no move, and its comments are the comments
 * on the game as a whole (written before the first move). A move that starts a variation may have
 * {@linkplain #commentsBefore() comments before} it, written after the variation's {@code (}.
 *
 * <pre>{@code
 * GameNode node = game.root();
 * while (node.next() != null) {
 *   node = node.next();
 *   System.out.println(node.move() + " " + node.comments());
 * }
 * }</pre>
 */
public final class GameNode {
  private final @Nullable GameNode parent;
  private final @Nullable Move move;
  private final @Nullable String text;
  private @Nullable List<String> commentsBefore;
  private @Nullable List<String> comments;
  private @Nullable List<Integer> nags;
  private @Nullable List<GameNode> children;

  private GameNode(@Nullable GameNode parent, @Nullable Move move, @Nullable String text) {
    this.parent = parent;
    this.move = move;
    this.text = text;
  }

  static GameNode root() {
    return new GameNode(null, null, null);
  }

  /** The node before this one, or null for the root. */
  public @Nullable GameNode parent() {
    return parent;
  }

  /** True for the root, which stands for the start position. */
  public boolean isRoot() {
    return parent == null;
  }

  /**
   * The move that leads here (castling as king takes rook, {@link Move#NULL} for a null move);
   * null for the root and for a move read without validation (see {@link #text()}).
   */
  public @Nullable Move move() {
    return move;
  }

  /** The move as written in the file it was read from; null for the root and moves added in code. */
  public @Nullable String text() {
    return text;
  }

  /** Comments written before this move (at the start of a variation). */
  public List<String> commentsBefore() {
    List<String> list = commentsBefore;
    return list == null ? Collections.emptyList() : Collections.unmodifiableList(list);
  }

  /** Comments on this move (for the root: on the game), in file order. */
  public List<String> comments() {
    List<String> list = comments;
    return list == null ? Collections.emptyList() : Collections.unmodifiableList(list);
  }

  /** The numeric annotation glyphs of this move, in file order ({@code !} is 1, {@code ?} is 2...). */
  public List<Integer> nags() {
    List<Integer> list = nags;
    return list == null ? Collections.emptyList() : Collections.unmodifiableList(list);
  }

  /** The moves that can follow: the main continuation first, then the variations. */
  public List<GameNode> children() {
    List<GameNode> list = children;
    return list == null ? Collections.emptyList() : Collections.unmodifiableList(list);
  }

  /** The main continuation, or null at the end of a line. */
  public @Nullable GameNode next() {
    List<GameNode> list = children;
    return list == null ? null : list.get(0);
  }

  /** The number of moves from the root to here (0 for the root). */
  public int ply() {
    int ply = 0;
    for (GameNode node = parent; node != null; node = node.parent) {
      ply++;
    }
    return ply;
  }

  /** True if this node is on the game's main line (every node above it is a main continuation). */
  public boolean isMainLine() {
    GameNode child = this;
    for (GameNode node = parent; node != null; node = node.parent) {
      if (node.next() != child) {
        return false;
      }
      child = node;
    }
    return true;
  }

  /**
   * Adds a move after this node (the main continuation if it is the first, else a variation) and
   * returns its node. The move is not checked here; a {@link PgnWriter} checks it when it writes.
   */
  public GameNode addMove(Move move) {
    return addChild(move, null);
  }

  GameNode addChild(@Nullable Move childMove, @Nullable String childText) {
    GameNode child = new GameNode(this, childMove, childText);
    List<GameNode> list = children;
    if (list == null) {
      list = new ArrayList<>(1);
      children = list;
    }
    list.add(child);
    return child;
  }

  /** Adds a comment on this move. */
  public GameNode addComment(String comment) {
    List<String> list = comments;
    if (list == null) {
      list = new ArrayList<>(1);
      comments = list;
    }
    list.add(comment);
    return this;
  }

  /** Adds a comment before this move (written only where a variation starts with this move). */
  public GameNode addCommentBefore(String comment) {
    List<String> list = commentsBefore;
    if (list == null) {
      list = new ArrayList<>(1);
      commentsBefore = list;
    }
    list.add(comment);
    return this;
  }

  /**
   * Adds a numeric annotation glyph.
   *
   * @throws IllegalArgumentException unless 0 to 255
   */
  public GameNode addNag(int nag) {
    if (nag < 0 || nag > 255) {
      throw new IllegalArgumentException("a NAG is 0 to 255: " + nag);
    }
    List<Integer> list = nags;
    if (list == null) {
      list = new ArrayList<>(1);
      nags = list;
    }
    list.add(nag);
    return this;
  }

  @Override
  public String toString() {
    Move m = move;
    return m != null ? m.toString() : text != null ? text : "root";
  }
}

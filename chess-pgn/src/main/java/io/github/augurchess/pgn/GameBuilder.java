package io.github.augurchess.pgn;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.Fen;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The visitor behind {@link PgnReader#nextGame()}: builds a {@link PgnGame} and its tree from the
 * reader's events.
 *
 * <p>Comments go on the last move of the current line. Where a line has no move yet, they wait for
 * its first move (as comments before it) in a variation, and go on the root (the game comment) in
 * the main line.
 */
final class GameBuilder implements PgnVisitor {
  private @Nullable PgnGame game;
  private GameNode current = GameNode.root();
  private boolean atLineStart;
  private @Nullable List<String> pendingBefore;
  /** Per open variation: the node to go back to, the last move of the line it branched from. */
  private final Deque<GameNode> lineEnds = new ArrayDeque<>();
  private boolean resultSeen;

  /** The game built by the last complete visit, or null if none. */
  @Nullable PgnGame takeGame() {
    PgnGame built = game;
    game = null;
    return built;
  }

  @Override
  public void beginGame(int gameIndex) {
    PgnGame g = new PgnGame(gameIndex, Fen.STARTING_POSITION, Variant.STANDARD);
    game = g;
    current = g.root();
    atLineStart = true;
    pendingBefore = null;
    lineEnds.clear();
    resultSeen = false;
  }

  private PgnGame game() {
    PgnGame g = game;
    if (g == null) {
      throw new IllegalStateException("no game begun");
    }
    return g;
  }

  @Override
  public void tag(String name, String value) {
    game().setTag(name, value);
  }

  @Override
  public boolean beginMovetext(Position start) {
    game().setStart(start.fen(), start.variant());
    return true;
  }

  @Override
  public void move(String text, @Nullable Move move) {
    GameNode node = current.addChild(move, text);
    List<String> before = pendingBefore;
    if (before != null) {
      for (String comment : before) {
        node.addCommentBefore(comment);
      }
      pendingBefore = null;
    }
    current = node;
    atLineStart = false;
  }

  @Override
  public void comment(String text) {
    if (!atLineStart || lineEnds.isEmpty()) {
      current.addComment(text);
      return;
    }
    List<String> before = pendingBefore;
    if (before == null) {
      before = new ArrayList<>(1);
      pendingBefore = before;
    }
    before.add(text);
  }

  @Override
  public void nag(int nag) {
    current.addNag(nag);
  }

  @Override
  public void beginVariation() {
    GameNode branchFrom = current.parent();
    if (branchFrom == null) {
      throw new IllegalStateException("a variation needs a move to replace");
    }
    lineEnds.push(current);
    current = branchFrom;
    atLineStart = true;
    pendingBefore = null;
  }

  @Override
  public void endVariation() {
    current = lineEnds.pop();
    atLineStart = false;
    pendingBefore = null;
  }

  @Override
  public void result(String result) {
    game().setResult(result);
    resultSeen = true;
  }

  @Override
  public void error(PgnException error) {
    PgnGame g = game;
    if (g != null && g.index() == error.gameIndex()) {
      g.addError(error);
    }
  }

  @Override
  public void endGame() {
    // A game without termination marker (reported) takes its result from its Result tag.
    PgnGame g = game();
    String tagged = g.tag("Result");
    if (!resultSeen && tagged != null && PgnGame.isResult(tagged)) {
      g.setResult(tagged);
    }
  }
}

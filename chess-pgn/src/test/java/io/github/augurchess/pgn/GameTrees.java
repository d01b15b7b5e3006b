package io.github.augurchess.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/** Compares games as the writer promises to keep them. */
final class GameTrees {
  private GameTrees() {}

  /**
   * The first difference between two games (start, result, tree, moves, NAGs, comments up to
   * white space), or null if there is none.
   */
  static @Nullable String difference(PgnGame expected, PgnGame actual) {
    if (!expected.startFen().equals(actual.startFen()) || expected.variant() != actual.variant()) {
      return "start " + expected.startFen() + " vs " + actual.startFen();
    }
    if (!expected.result().equals(actual.result())) {
      return "result " + expected.result() + " vs " + actual.result();
    }
    return difference(expected.root(), actual.root(), "root");
  }

  private static @Nullable String difference(GameNode a, GameNode b, String path) {
    if (a.move() != b.move()) {
      return path + ": move " + a.move() + " vs " + b.move();
    }
    if (!a.nags().equals(b.nags())) {
      return path + ": NAGs " + a.nags() + " vs " + b.nags();
    }
    if (!normalized(a.comments()).equals(normalized(b.comments()))) {
      return path + ": comments " + a.comments() + " vs " + b.comments();
    }
    if (!normalized(a.commentsBefore()).equals(normalized(b.commentsBefore()))) {
      return path + ": comments before " + a.commentsBefore() + " vs " + b.commentsBefore();
    }
    if (a.children().size() != b.children().size()) {
      return path + ": " + a.children().size() + " vs " + b.children().size() + " continuations";
    }
    for (int i = 0; i < a.children().size(); i++) {
      GameNode child = a.children().get(i);
      String d = difference(child, b.children().get(i), path + " " + (i == 0 ? "" : "(" + i + ")") + child);
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  /**
   * True if reading a written game back met no problem but those it must meet again: a position
   * that needed a repair of what it is (impossible material, clocks), not of how it was written.
   */
  static boolean readsBackCleanly(PgnGame original, PgnGames back) {
    boolean repaired = original.errors().stream().anyMatch(e -> e.problem() == PgnProblem.REPAIRED_FEN);
    return back.errors().stream().allMatch(e -> repaired && e.problem() == PgnProblem.REPAIRED_FEN);
  }

  /** Comments with each run of white space as one space, trimmed: the writer lays them out. */
  static List<String> normalized(List<String> comments) {
    List<String> result = new ArrayList<>(comments.size());
    for (String comment : comments) {
      result.add(comment.trim().replaceAll("\\s+", " "));
    }
    return result;
  }

  /** The tags a written game has: the roster filled in, the result, the FEN as read. */
  static Map<String, String> writtenTags(PgnGame game) {
    Map<String, String> tags = new LinkedHashMap<>();
    for (String name : new String[] {"Event", "Site", "Date", "Round", "White", "Black"}) {
      tags.put(name, game.tags().getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
    }
    tags.put("Result", game.result());
    for (Map.Entry<String, String> tag : game.tags().entrySet()) {
      String value = tag.getValue().replace('\n', ' ').replace('\r', ' ');
      tags.putIfAbsent(tag.getKey(), value);
    }
    if (game.tags().containsKey("FEN")) {
      tags.put("FEN", game.hasStartPosition() ? game.startFen() : game.tags().get("FEN"));
      tags.put("SetUp", "1");
    }
    return tags;
  }
}

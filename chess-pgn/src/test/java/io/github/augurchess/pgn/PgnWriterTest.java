package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Square;
import io.github.augurchess.movegen.Board;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

  @Test
  void theSevenTagRosterComesFirstThenTheOtherTagsInOrder() {
    PgnGame game = new PgnGame();
    game.setTag("ECO", "C20").setTag("White", "Anderssen").setTag("Event", "London").setTag("Annotator", "me");
    game.root().addMove(Move.of(Square.E2, Square.E4));
    game.setResult("1-0");
    assertEquals("[Event \"London\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Anderssen\"]\n"
        + "[Black \"?\"]\n[Result \"1-0\"]\n[ECO \"C20\"]\n[Annotator \"me\"]\n\n1. e4 1-0\n\n", PgnWriter.toString(game));
  }

  @Test
  void tagValuesAreEscaped() throws IOException {
    PgnGame game = new PgnGame().setTag("Event", "a \"b\" \\ c");
    String text = PgnWriter.toString(game);
    assertTrue(text.startsWith("[Event \"a \\\"b\\\" \\\\ c\"]\n"), text);
    assertEquals("a \"b\" \\ c", PgnReader.ofText(text).readAll().games().get(0).tag("Event"));
  }

  @Test
  void movetextHasNumbersNagsCommentsAndVariations() throws IOException {
    PgnGame game = PgnReader.ofText(
        "{Start} 1. e4 $1 {Best} (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 2. Nf3 {Knight} Nc6 0-1").readAll()
        .games().get(0);
    assertEquals("{Start} 1. e4 $1 {Best} (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 2. Nf3\n{Knight} 2... Nc6 0-1\n",
        movetext(PgnWriter.toString(game)));
  }

  @Test
  void blackToMoveStartsWithItsNumber() throws IOException {
    PgnGame game = PgnReader.ofText("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 *").readAll()
        .games().get(0);
    String text = PgnWriter.toString(game);
    assertTrue(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"), text);
    assertEquals("30... Kd7 31. e4 *\n", movetext(text));
  }

  @Test
  void aGameFromAnotherPositionGetsItsFenAndChess960ItsVariant() {
    PgnGame game = new PgnGame(Board.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    assertTrue(PgnWriter.toString(game).contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"));
    PgnGame chess960 = new PgnGame(io.github.augurchess.movegen.Fen.parse(
        "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", io.github.augurchess.api.Variant.CHESS960));
    chess960.root().addMove(Move.of(Square.G1, Square.H1));
    String text = PgnWriter.toString(chess960);
    assertTrue(text.contains("[Variant \"Chess960\"]\n"), text);
    assertEquals("1. O-O *\n", movetext(text));
  }

  @Test
  void linesHoldAtMost79CharactersAndBreakBetweenTokens() throws IOException {
    for (PgnGame game : TestData.readPgn("pgn/tcec/TCEC_Season_1_-_Elite-Match.pgn").games()) {
      for (String line : movetext(PgnWriter.toString(game)).split("\n")) {
        // Longer only for one token that cannot break, or a ; comment that runs to its line's end.
        assertTrue(line.length() <= 79 || !line.contains(" ") || line.startsWith(";"), line.length() + ": " + line);
      }
    }
  }

  @Test
  void embeddedCommandsStayOnOneLine() throws IOException {
    long seed = 0x5eed_76L;
    java.util.Random random = new java.util.Random(seed);
    java.util.regex.Pattern command = java.util.regex.Pattern.compile("\\[%(eval|clk) [^\\]\\n]+\\]");
    for (PgnGame read : TestData.readPgn("pgn/tcec/TCEC_Season_1_-_Elite-Match.pgn").games()) {
      PgnGame game = new PgnGame(read.startPosition());
      GameNode node = game.root();
      List<String> comments = new java.util.ArrayList<>();
      for (Move move : read.mainLine()) {
        node = node.addMove(move);
        // Words of varying length before the commands, so that the commands fall at every column.
        String words = "ab cde fghi ".substring(0, random.nextInt(12));
        String comment = words + String.format(java.util.Locale.ROOT, "[%%eval %.2f] [%%clk 0:%02d:%02d]",
            random.nextGaussian() * 3, random.nextInt(60), random.nextInt(60));
        node.addComment(comment);
        comments.add(comment);
      }
      String text = PgnWriter.toString(game);
      int found = 0;
      for (String line : movetext(text).split("\n")) {
        java.util.regex.Matcher m = command.matcher(line);
        int complete = 0;
        while (m.find()) {
          complete++;
        }
        assertEquals(line.split("\\[%", -1).length - 1, complete, "seed " + seed + ": broken command in " + line);
        assertTrue(line.length() <= 79, "seed " + seed + ": " + line.length() + ": " + line);
        found += complete;
      }
      assertEquals(2 * comments.size(), found, "seed " + seed);
      List<String> back = new java.util.ArrayList<>();
      GameNode n = PgnReader.ofText(text).readAll().games().get(0).root();
      while ((n = n.next()) != null) {
        back.add(String.join(" ", n.comments()).replaceAll("\\s+", " ").strip());
      }
      List<String> expected = new java.util.ArrayList<>();
      for (String c : comments) {
        expected.add(c.strip());
      }
      assertEquals(expected, back, "seed " + seed);
    }
  }

  @Test
  void aCommentWithAClosingBraceIsWrittenAsALineComment() throws IOException {
    PgnGame game = PgnReader.ofText("1. e4 ;see {this}\n1... e5 *").readAll().games().get(0);
    String text = movetext(PgnWriter.toString(game));
    assertEquals("1. e4 ;see {this}\n1... e5 *\n", text);
    assertEquals(List.of("see {this}"), PgnReader.ofText(text).readAll().games().get(0).root().next().comments());
  }

  @Test
  void nullMovesAreWrittenAsTwoDashes() throws IOException {
    PgnGame game = PgnReader.ofText("1. e4 Z0 2. d4 *").readAll().games().get(0);
    assertEquals("1. e4 -- 2. d4 *\n", movetext(PgnWriter.toString(game)));
  }

  @Test
  void movesReadWithoutValidationAreWrittenInSan() throws IOException {
    PgnGame game = PgnReader.ofText("1. e2e4 e7e5 2. Ng1f3 *").validateMoves(false).readAll().games().get(0);
    assertNull(game.root().next().move());
    assertEquals("1. e4 e5 2. Nf3 *\n", movetext(PgnWriter.toString(game)));
  }

  /** The text after the tag section. */
  private static String movetext(String pgn) {
    int start = pgn.indexOf("\n\n") + 2;
    return pgn.substring(start, pgn.length() - 1);
  }
}

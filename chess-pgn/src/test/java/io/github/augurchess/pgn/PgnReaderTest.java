package io.github.augurchess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.augurchess.api.Move;
import io.github.augurchess.api.Position;
import io.github.augurchess.api.Square;
import io.github.augurchess.api.Variant;
import io.github.augurchess.movegen.SanMode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.junit.jupiter.api.Test;

class PgnReaderTest {

  private static PgnGames read(String pgn) throws IOException {
    return PgnReader.ofText(pgn).readAll();
  }

  private static PgnGame only(String pgn) throws IOException {
    PgnGames games = read(pgn);
    assertEquals(1, games.games().size(), games.toString());
    return games.games().get(0);
  }

  private static List<String> problems(PgnGames games) {
    return games.errors().stream().map(TestData::describe).collect(Collectors.toList());
  }

  private static List<String> sans(PgnGame game) {
    List<String> texts = new ArrayList<>();
    for (GameNode node = game.root().next(); node != null; node = node.next()) {
      texts.add(node.text());
    }
    return texts;
  }

  @Test
  void tagsComeInFileOrderWithEscapesResolved() throws IOException {
    PgnGame game = only("[Event \"A \\\"big\\\" one\"]\n[Site \"C:\\\\games\"][Round \"1\"]\n[Zebra \"z\"]\n\n1. e4 *\n");
    assertEquals(List.of("Event", "Site", "Round", "Zebra"), new ArrayList<>(game.tags().keySet()));
    assertEquals("A \"big\" one", game.tag("Event"));
    assertEquals("C:\\games", game.tag("Site"));
  }

  @Test
  void unescapedQuotesAndATrailingBackslashInTagValuesAreKept() throws IOException {
    PgnGames games = read("[Event \"The \"Immortal\" Game\"]\n[White \"Computer \\\"]\n\n1. e4 *\n");
    assertTrue(games.errors().isEmpty(), games.errors().toString());
    PgnGame game = games.games().get(0);
    assertEquals("The \"Immortal\" Game", game.tag("Event"));
    assertEquals("Computer \\", game.tag("White"));
  }

  @Test
  void aMalformedTagIsReportedAndTheRestOfTheGameRead() throws IOException {
    PgnGames games = read("[Event \"x\"]\n[Site x]\n[Round \"2\"\n\n1. e4 e5 1-0\n");
    assertEquals(List.of("MALFORMED_TAG 1:2:7", "MALFORMED_TAG 1:3:8"), problems(games));
    PgnGame game = games.games().get(0);
    assertEquals("2", game.tag("Round"));
    assertEquals(2, game.plyCount());
    assertEquals("1-0", game.result());
  }

  @Test
  void commentsNagsAndVariationsBuildTheTree() throws IOException {
    PgnGame game = only("{Game comment} 1. e4 $1 {good} (1. d4!? {also} d5 (1... Nf6 {Indian}) 2. c4) 1... e5 ?? 2. Nf3 *");
    GameNode root = game.root();
    assertEquals(List.of("Game comment"), root.comments());
    assertEquals(2, root.children().size());
    GameNode e4 = root.children().get(0);
    assertEquals(Move.of(Square.E2, Square.E4), e4.move());
    assertEquals(List.of(1), e4.nags());
    assertEquals(List.of("good"), e4.comments());
    GameNode d4 = root.children().get(1);
    assertEquals(List.of(5), d4.nags());
    assertEquals(List.of("also"), d4.comments());
    assertEquals(2, d4.children().size());
    GameNode nf6 = d4.children().get(1);
    assertEquals("Nf6", nf6.text());
    assertEquals(List.of("Indian"), nf6.comments());
    GameNode e5 = e4.next();
    assertNotNull(e5);
    assertEquals(List.of(4), e5.nags());
    assertEquals(List.of("e4", "e5", "Nf3"), sans(game));
    assertTrue(e5.isMainLine());
    assertFalse(nf6.isMainLine());
    assertEquals(2, nf6.ply());
  }

  @Test
  void aCommentThatOpensAVariationGoesBeforeItsFirstMove() throws IOException {
    PgnGame game = only("1. e4 e5 ({Or} 1... c5 {Sicilian}) *");
    GameNode c5 = game.root().next().children().get(1);
    assertEquals(List.of("Or"), c5.commentsBefore());
    assertEquals(List.of("Sicilian"), c5.comments());
  }

  @Test
  void semicolonCommentsRunToTheEndOfTheLine() throws IOException {
    PgnGame game = only("1. e4 ; king's pawn {not a brace} 1-0\n1... e5 *");
    GameNode e4 = game.root().next();
    assertEquals(List.of(" king's pawn {not a brace} 1-0"), e4.comments());
    assertEquals(2, game.plyCount());
  }

  @Test
  void escapeLinesAreSkippedOnlyInTheFirstColumn() throws IOException {
    PgnGames games = read("% a line for the computer\n[Event \"x\"]\n%another\n\n1. e4 %e5\n*");
    assertEquals(List.of("UNEXPECTED_TEXT 1:5:7"), problems(games));
    assertEquals(1, games.games().get(0).plyCount());
    assertEquals("*", games.games().get(0).result());
  }

  @Test
  void moveNumbersInEveryFormAreIgnored() throws IOException {
    PgnGame game = only("1.e4 1...e5 2 . Nf3 2... Nc6 3.Bb5 a6 4.. Ba4 *");
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"), sans(game));
  }

  @Test
  void suffixAnnotationsBecomeNags() throws IOException {
    PgnGame game = only("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! *");
    List<Integer> nags = new ArrayList<>();
    for (GameNode node = game.root().next(); node != null; node = node.next()) {
      nags.addAll(node.nags());
    }
    assertEquals(List.of(1, 2, 3, 4, 5, 6), nags);
  }

  @Test
  void badNagsAreReportedAndLeftOut() throws IOException {
    PgnGames games = read("$1 1. e4 $256 $ !!! e5 *");
    assertEquals(List.of("MALFORMED_NAG 1:1:1", "MALFORMED_NAG 1:1:10", "MALFORMED_NAG 1:1:15", "MALFORMED_NAG 1:1:17"),
        problems(games));
    assertEquals(2, games.games().get(0).plyCount());
  }

  @Test
  void anIllegalMoveEndsItsGameAndTheNextGameIsRead() throws IOException {
    String pgn = "[Event \"one\"]\n\n1. e4 e5 2. Ke3 Nc6 3. Bb5 1-0\n\n[Event \"two\"]\n\n1. d4 d5 *\n";
    PgnGames games = read(pgn);
    assertEquals(List.of("ILLEGAL_MOVE 1:3:13"), problems(games));
    PgnException error = games.errors().get(0);
    assertEquals("Ke3", error.text());
    assertEquals(1, error.gameIndex());
    assertTrue(error.getMessage().startsWith("game 1: move at line 3, column 13"), error.getMessage());
    PgnGame first = games.games().get(0);
    assertEquals(2, first.plyCount());
    assertEquals("1-0", first.result());
    assertFalse(first.isComplete());
    assertEquals("two", games.games().get(1).tag("Event"));
    assertEquals(2, games.games().get(1).plyCount());
  }

  @Test
  void anAmbiguousMoveIsReportedAsSuch() throws IOException {
    PgnGames games = read("[FEN \"4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1\"]\n\n1. Ne2 *");
    assertEquals(List.of("AMBIGUOUS_MOVE 1:3:4"), problems(games));
  }

  @Test
  void anErrorInsideAVariationSkipsToTheEndOfTheGameNotBeyond() throws IOException {
    PgnGames games = read("1. e4 (1. d4 Qxh7 (1... e5) 2. c4) 1... e5 2. Nf3 1-0 1. d4 *");
    assertEquals(List.of("ILLEGAL_MOVE 1:1:14"), problems(games));
    assertEquals(2, games.games().size());
    assertEquals("1-0", games.games().get(0).result());
    assertEquals(1, games.games().get(0).plyCount());
    assertEquals(1, games.games().get(1).plyCount());
  }

  @Test
  void gamesWithoutTagsAreSeparatedByTheirResults() throws IOException {
    PgnGames games = read("1. e4 e5 1-0 1. d4 d5 0-1\n1. c4 1/2-1/2");
    assertEquals(3, games.games().size());
    assertEquals(List.of("1-0", "0-1", "1/2-1/2"),
        games.games().stream().map(PgnGame::result).collect(Collectors.toList()));
  }

  @Test
  void aMissingResultIsReportedAndTakenFromTheResultTag() throws IOException {
    PgnGames games = read("[Result \"0-1\"]\n\n1. e4 e5\n\n[Result \"1-0\"]\n\n1. d4 1-0");
    assertEquals(List.of("MISSING_RESULT 1:5:1"), problems(games));
    assertEquals("0-1", games.games().get(0).result());
    assertTrue(games.games().get(0).isComplete());
    assertEquals(2, games.games().size());
  }

  @Test
  void unbalancedAndEmptyVariationsAreReported() throws IOException {
    PgnGames games = read("1. e4 ) e5 () *\n1. d4 (1. c4 *");
    assertEquals(List.of("UNBALANCED_VARIATION 1:1:7", "EMPTY_VARIATION 1:1:13", "RESULT_IN_VARIATION 2:2:14",
        "UNBALANCED_VARIATION 2:2:15", "MISSING_RESULT 2:2:15"), problems(games));
    assertEquals(2, games.games().get(0).plyCount());
    assertEquals(2, games.games().get(1).root().children().size());
  }

  @Test
  void aVariationBeforeAnyMoveEndsTheGame() throws IOException {
    PgnGames games = read("(1. d4) 1. e4 *");
    assertEquals(List.of("UNEXPECTED_TEXT 1:1:1"), problems(games));
    assertEquals("*", games.games().get(0).result());
  }

  @Test
  void anUnterminatedCommentIsReported() throws IOException {
    PgnGames games = read("1. e4 {never closed");
    assertEquals(List.of("UNTERMINATED_COMMENT 1:1:7"), problems(games));
  }

  /**
   * An unterminated comment ends at a line that starts with {@code [Event } (or another tag after
   * a blank line), with one error for its game; the games after it are read. The error quotes a
   * bounded excerpt, not the text swallowed.
   */
  @Test
  void anUnterminatedCommentEndsAtTheNextGamesTags() throws IOException {
    StringBuilder pgn = new StringBuilder("[Event \"broken\"]\n\n1. e4 { never closed\n\n");
    for (int i = 0; i < 50_000; i++) {
      pgn.append("[Event \"game ").append(i).append("\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n");
    }
    PgnGames games = read(pgn.toString());
    assertEquals(50_001, games.games().size());
    assertEquals(List.of("UNTERMINATED_COMMENT 1:3:7"), problems(games));
    assertTrue(games.errors().get(0).getMessage().length() <= 300, games.errors().get(0).getMessage());
    assertEquals("game 49999", games.games().get(50_000).tag("Event"));
    assertEquals(7, games.games().get(50_000).plyCount());
  }

  @Test
  void anUnterminatedCommentEndsAtATagAfterABlankLine() throws IOException {
    PgnGames games = read("1. e4 { never closed\n[White \"not a tag: no blank line before\"]\n\n"
        + "[White \"A\"]\n[Black \"B\"]\n\n1. d4 d5 *\n");
    assertEquals(List.of("UNTERMINATED_COMMENT 1:1:7"), problems(games));
    assertEquals(2, games.games().size());
    assertEquals("A", games.games().get(1).tag("White"));
    assertEquals(2, games.games().get(1).plyCount());
  }

  @Test
  void strayTextEndsTheGameAndIsReported() throws IOException {
    PgnGames games = read("1. e4 @@@ e5 1-0\n1. d4 *");
    assertEquals(List.of("UNEXPECTED_TEXT 1:1:7"), problems(games));
    assertEquals("1-0", games.games().get(0).result());
    assertEquals(2, games.games().size());
  }

  @Test
  void fenAndSetUpTagsSetTheStartPosition() throws IOException {
    PgnGame game = only("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]\n\n40... Kd7 41. e4 *");
    assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40", game.startFen());
    assertEquals(2, game.plyCount());
    assertEquals("8/3k4/8/8/4P3/8/8/4K3 b - - 0 41", game.finalBoard().fen());
  }

  @Test
  void aFenTagWithoutClocksIsReadWithoutComplaint() throws IOException {
    PgnGames games = read("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - -\"]\n\n1. e4 *");
    assertTrue(games.errors().isEmpty());
    assertEquals("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", games.games().get(0).startFen());
  }

  @Test
  void anInvalidFenSkipsTheGame() throws IOException {
    PgnGames games = read("[FEN \"4k3/8/8/8/8/8/8/4K2K w - - 0 1\"]\n\n1. Kd2 *\n1. e4 *");
    assertEquals(List.of("INVALID_FEN 1:1:7"), problems(games));
    assertEquals(0, games.games().get(0).plyCount());
    assertEquals("*", games.games().get(0).result());
    assertEquals(1, games.games().get(1).plyCount());
  }

  @Test
  void chess960IsReadFromTheVariantTagOrFromTheFen() throws IOException {
    String fen = "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 2 9";
    for (String variant : new String[] {"Chess960", "chess 960", "Fischerandom", "FRC", null}) {
      String tag = variant == null ? "" : "[Variant \"" + variant + "\"]\n";
      PgnGames games = read(tag + "[FEN \"" + fen + "\"]\n\n9. O-O *");
      assertTrue(games.errors().isEmpty(), variant + ": " + games.errors());
      PgnGame game = games.games().get(0);
      assertEquals(Variant.CHESS960, game.variant(), variant);
      assertEquals(Move.of(Square.G1, Square.H1), game.mainLine().get(0), variant);
    }
  }

  @Test
  void otherVariantsAreReportedAndSkipped() throws IOException {
    PgnGames games = read("[Variant \"Atomic\"]\n\n1. e4 *\n[Variant \"Standard\"]\n\n1. e4 *");
    assertEquals(List.of("UNSUPPORTED_VARIANT 1:1:10"), problems(games));
    assertEquals(1, games.games().get(1).plyCount());
  }

  @Test
  void lenientMoveTextIsReadByDefaultAndRefusedInStrictMode() throws IOException {
    String pgn = "1. e2e4 e7e5 2. Ng1-f3 Nb8c6 3. Bb5 a6 4. Ba4 Nf6 5. 0-0 Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *";
    PgnGame game = only(pgn);
    assertEquals(16, game.plyCount());
    assertEquals(Move.of(Square.E1, Square.H1), game.mainLine().get(8));
    PgnReader strict = PgnReader.ofText(pgn).sanMode(SanMode.STRICT);
    PgnGames strictGames = strict.readAll();
    assertEquals(PgnProblem.MALFORMED_MOVE, strictGames.errors().get(0).problem());
    assertEquals("e2e4", strictGames.errors().get(0).text());
  }

  @Test
  void nullMovesNeedTheirMode() throws IOException {
    assertEquals(Move.NULL, only("1. e4 -- 2. d4 *").mainLine().get(1));
    PgnGames lenient = PgnReader.ofText("1. e4 Z0 2. d4 *").sanMode(SanMode.LENIENT).readAll();
    assertEquals(PgnProblem.MALFORMED_MOVE, lenient.errors().get(0).problem());
  }

  @Test
  void aNullMoveInCheckIsIllegal() throws IOException {
    PgnGames games = read("1. e4 f5 2. Qh5+ -- *");
    assertEquals(List.of("ILLEGAL_MOVE 1:1:18"), problems(games));
  }

  @Test
  void enPassantMarksAreAccepted() throws IOException {
    PgnGame game = only("1. e4 a6 2. e5 d5 3. exd6 e.p. *");
    assertEquals(Move.of(Square.E5, Square.D6), game.mainLine().get(4));
  }

  @Test
  void theVisitorCanReadHeadersOnly() throws IOException {
    String pgn = "[Event \"a\"]\n\n1. e4 Qxh7 (1. d4) 1-0\n\n[Event \"b\"]\n\n1. d4 {x} 0-1\n";
    List<String> events = new ArrayList<>();
    PgnReader reader = PgnReader.ofText(pgn);
    int games = reader.visitAll(new PgnVisitor() {
      @Override
      public void tag(String name, String value) {
        events.add(name + "=" + value);
      }

      @Override
      public boolean beginMovetext(Position start) {
        return false;
      }

      @Override
      public void move(String text, @Nullable Move move) {
        events.add("move");
      }

      @Override
      public void result(String result) {
        events.add(result);
      }
    });
    assertEquals(2, games);
    assertEquals(List.of("Event=a", "1-0", "Event=b", "0-1"), events);
    assertTrue(reader.errors().isEmpty(), "headers only: the illegal move is not read");
  }

  @Test
  void theVisitorSeesEveryEventInOrder() throws IOException {
    List<String> events = new ArrayList<>();
    PgnReader.ofText("[A \"1\"]\n{c} 1. e4 $1 (1. d4) e5 1-0 {after}").visitAll(new PgnVisitor() {
      @Override
      public void beginGame(int gameIndex) {
        events.add("begin " + gameIndex);
      }

      @Override
      public void tag(String name, String value) {
        events.add(name);
      }

      @Override
      public boolean beginMovetext(Position start) {
        events.add("movetext " + start.sideToMove());
        return true;
      }

      @Override
      public void move(String text, @Nullable Move move) {
        events.add(text + "=" + move);
      }

      @Override
      public void comment(String text) {
        events.add("{" + text + "}");
      }

      @Override
      public void nag(int nag) {
        events.add("$" + nag);
      }

      @Override
      public void beginVariation() {
        events.add("(");
      }

      @Override
      public void endVariation() {
        events.add(")");
      }

      @Override
      public void result(String result) {
        events.add(result);
      }

      @Override
      public void endGame() {
        events.add("end");
      }
    });
    assertEquals(List.of("begin 1", "A", "movetext WHITE", "{c}", "e4=e2e4", "$1", "(", "d4=d2d4", ")", "e5=e7e5",
        "1-0", "{after}", "end"), events);
  }

  @Test
  void withoutValidationMovesComeAsTextOnly() throws IOException {
    List<String> moves = new ArrayList<>();
    PgnReader reader = PgnReader.ofText("1. e4 Qxh7 2. Zz9 *").validateMoves(false);
    reader.visitAll(new PgnVisitor() {
      @Override
      public void move(String text, @Nullable Move move) {
        assertNull(move);
        moves.add(text);
      }
    });
    assertEquals(List.of("e4", "Qxh7", "Zz9"), moves);
    assertTrue(reader.errors().isEmpty());
  }

  @Test
  void optionsCannotChangeOnceReadingStarted() throws IOException {
    PgnReader reader = PgnReader.ofText("1. e4 *");
    reader.nextGame();
    assertThrows(IllegalStateException.class, () -> reader.validateMoves(false));
    assertNull(reader.nextGame());
    assertEquals(1, reader.gamesRead());
  }

  @Test
  void bytesAreUtf8WhereTheyAreAndLatin1ElseWithoutFailing() throws IOException {
    byte[] utf8 = "[White \"Café Ł\"]\n\n1. e4 *\n".getBytes(StandardCharsets.UTF_8);
    byte[] latin1 = "[White \"Café\"]\n\n1. e4 *\n".getBytes(StandardCharsets.ISO_8859_1);
    byte[] both = new byte[utf8.length + latin1.length + 3];
    both[0] = (byte) 0xEF;
    both[1] = (byte) 0xBB;
    both[2] = (byte) 0xBF;
    System.arraycopy(utf8, 0, both, 3, utf8.length);
    System.arraycopy(latin1, 0, both, 3 + utf8.length, latin1.length);
    PgnGames games = PgnReader.of(new ByteArrayInputStream(both)).readAll();
    assertTrue(games.errors().isEmpty(), games.errors().toString());
    assertEquals("Café Ł", games.games().get(0).tag("White"));
    assertEquals("Café", games.games().get(1).tag("White"));
  }

  @Test
  void crLfAndLoneCrCountAsOneLineBreak() throws IOException {
    PgnGames games = read("[Event \"x\"]\r\n\r\n1. e4\r2. Kf3 *");
    assertEquals(List.of("ILLEGAL_MOVE 1:4:4"), problems(games));
  }

  @Test
  void aCommentAfterTheLastGameAloneIsOutsideAnyGame() throws IOException {
    PgnGames games = read("{just a comment}");
    assertEquals(0, games.games().size());
    assertEquals(List.of("TEXT_OUTSIDE_GAME 1:1:1"), problems(games));
    assertEquals(0, read("").games().size());
    assertEquals(0, read(" \n\n% escape only\n").games().size());
  }

  @Test
  void finalBoardAndMainLineFollowTheFirstChildren() throws IOException {
    PgnGame game = only("1. f3 (1. e4) e5 2. g4 Qh4# 0-1");
    assertEquals(4, game.mainLine().size());
    assertTrue(game.finalBoard().isCheckmate());
    assertEquals(4, game.finalBoard().historySize());
  }
}
